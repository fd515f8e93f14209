import type { z } from 'zod';
import type { TFn } from '../i18n/i18n.tsx';

/**
 * Why a form field was refused, kept from the contract schema's issue so the field can say what is
 * wanted ("At least 3 characters", "Enter a whole number") instead of a bare "Check this field".
 * `server` marks a field the server named in a request_param_err (it says no more than that).
 */
export type FieldProblem =
  | { kind: 'required' }
  | { kind: 'number' }
  | { kind: 'integer' }
  | { kind: 'min' | 'max'; of: 'text' | 'number' | 'list'; bound: number; inclusive: boolean }
  | { kind: 'email' | 'url' | 'choice' }
  | { kind: 'other' | 'server' };

/** What a size bound measures, by the issue's origin (dates and files say no more than "check"). */
const ORIGINS: Partial<Record<string, 'text' | 'number' | 'list'>> = {
  string: 'text',
  number: 'number',
  int: 'number',
  bigint: 'number',
  array: 'list',
  set: 'list',
};

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** The problem a zod issue describes, given the value the form held for that field. */
export function problemOf(issue: z.core.$ZodIssue, value: unknown): FieldProblem {
  switch (issue.code) {
    case 'invalid_type':
      if (blank(value)) return { kind: 'required' };
      if (issue.expected === 'int') return { kind: 'integer' };
      return issue.expected === 'number' ? { kind: 'number' } : { kind: 'other' };
    case 'too_small':
    case 'too_big': {
      const of = ORIGINS[issue.origin];
      if (!of) return { kind: 'other' };
      if (of === 'text' && issue.code === 'too_small' && blank(value)) return { kind: 'required' };
      const bound = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
      return { kind: issue.code === 'too_small' ? 'min' : 'max', of, bound, inclusive: issue.inclusive !== false };
    }
    case 'invalid_format':
      if (blank(value)) return { kind: 'required' };
      return issue.format === 'email'
        ? { kind: 'email' }
        : issue.format === 'url'
          ? { kind: 'url' }
          : { kind: 'other' };
    case 'invalid_value':
      return blank(value) ? { kind: 'required' } : { kind: 'choice' };
    default:
      return { kind: 'other' };
  }
}

/** What a refused field says under it, in the operator's language. */
export function problemText(t: TFn, p: FieldProblem): string {
  switch (p.kind) {
    case 'required':
      return t('ui.field.required');
    case 'number':
      return t('ui.field.number');
    case 'integer':
      return t('ui.field.integer');
    case 'email':
      return t('ui.field.email');
    case 'url':
      return t('ui.field.url');
    case 'choice':
      return t('ui.field.choice');
    case 'min':
    case 'max': {
      const n = p.bound.toLocaleString();
      if (p.of === 'text') return t(p.kind === 'min' ? 'ui.field.minText' : 'ui.field.maxText', { n });
      if (p.of === 'list') return t(p.kind === 'min' ? 'ui.field.minList' : 'ui.field.maxList', { n });
      if (p.kind === 'min') return t(p.inclusive ? 'ui.field.min' : 'ui.field.above', { n });
      return t(p.inclusive ? 'ui.field.max' : 'ui.field.below', { n });
    }
    default:
      return t('ui.invalid');
  }
}
