import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { catalogueOf } from '../i18n/i18n.tsx';
import { type FieldProblem, problemOf, problemText } from './field-problem.ts';

const first = (schema: z.ZodType, value: unknown): FieldProblem => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('expected a refusal');
  return problemOf(r.error.issues[0] as z.core.$ZodIssue, value);
};

describe('field problems', () => {
  it('read the kind and bound of a zod issue', () => {
    expect(first(z.string().min(2), 'a')).toEqual({ kind: 'min', of: 'text', bound: 2, inclusive: true });
    expect(first(z.string().min(2), '')).toEqual({ kind: 'required' });
    expect(first(z.number().lt(10), 12)).toEqual({ kind: 'max', of: 'number', bound: 10, inclusive: false });
    expect(first(z.array(z.string()).max(1), ['a', 'b'])).toEqual({
      kind: 'max',
      of: 'list',
      bound: 1,
      inclusive: true,
    });
    expect(first(z.number().int(), 1.5)).toEqual({ kind: 'integer' });
    expect(first(z.number(), Number.NaN)).toEqual({ kind: 'number' });
    expect(first(z.number(), undefined)).toEqual({ kind: 'required' });
    expect(first(z.date().min(new Date(0)), new Date(-1))).toEqual({ kind: 'other' });
    expect(first(z.string().regex(/^x$/), 'y')).toEqual({ kind: 'other' });
    expect(first(z.enum(['a', 'b']), 'c')).toEqual({ kind: 'choice' });
    expect(first(z.email(), 'x@')).toEqual({ kind: 'email' });
  });

  it('are worded in both of the back office’s languages', () => {
    for (const lang of ['EN', 'CN'] as const) {
      const catalogue = catalogueOf([], lang);
      const t = (key: string, vars?: Record<string, string | number>) => {
        const text = catalogue[key];
        if (text === undefined) throw new Error(`${lang} has no ${key}`);
        return text.replace(/\{(\w+)\}/g, (_, k: string) => String(vars?.[k]));
      };
      const kinds: FieldProblem[] = [
        { kind: 'required' },
        { kind: 'number' },
        { kind: 'integer' },
        { kind: 'email' },
        { kind: 'url' },
        { kind: 'choice' },
        { kind: 'server' },
        ...(['min', 'max'] as const).flatMap((kind) =>
          (['text', 'number', 'list'] as const).flatMap((of) =>
            [true, false].map((inclusive) => ({ kind, of, bound: 1000, inclusive })),
          ),
        ),
      ];
      for (const p of kinds) expect(problemText(t, p)).not.toMatch(/\{|undefined/);
    }
    const en = catalogueOf([], 'EN');
    const t = (key: string, vars?: Record<string, string | number>) =>
      (en[key] ?? key).replace(/\{(\w+)\}/g, (_, k: string) => String(vars?.[k]));
    expect(problemText(t, { kind: 'min', of: 'number', bound: 1000, inclusive: true })).toBe('At least 1,000.');
  });
});
