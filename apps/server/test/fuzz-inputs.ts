import { type CallDef, usesQuery } from '@app/contracts/define';
import { z } from 'zod';

/** One malformed request: how to send it and why it is wrong. */
export interface Mutation {
  name: string;
  /** Query object (GET/DELETE) or body value (POST/PUT) to send. */
  input?: unknown;
  /** Raw body text and content type, for broken encodings. */
  raw?: { body: string; type: string };
  /** The field a 400 `request_param_err` must name (in `value.fields`), when the refusal must be exactly that. */
  field?: string;
}

interface Prop {
  name: string;
  schema: Record<string, unknown>;
  required: boolean;
}

function props(call: CallDef): Prop[] {
  const json = z.toJSONSchema(call.request, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Record<string, unknown>>;
    required?: string[];
  };
  const required = new Set(json.required ?? []);
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    schema,
    required: required.has(name),
  }));
}

/** A value of the right shape for a property, used as the base that one mutation at a time breaks. */
function plausible(schema: Record<string, unknown>): unknown {
  const type = schema.type;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  if (schema.const !== undefined) return schema.const;
  if (type === 'integer' || type === 'number') return typeof schema.minimum === 'number' ? schema.minimum : 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [];
  if (type === 'object') return {};
  const min = typeof schema.minLength === 'number' ? schema.minLength : 1;
  return 'a'.repeat(Math.max(1, min));
}

function wrongValues(schema: Record<string, unknown>, query: boolean): unknown[] {
  const type = schema.type;
  const out: unknown[] = [];
  if (type === 'string' || type === undefined) {
    out.push('x'.repeat(10_000));
    if (!query) out.push(12345, { nested: true }, ['a'], false);
  }
  if (type === 'integer' || type === 'number') out.push('not-a-number', query ? '1e400' : { n: 1 }, query ? '' : true);
  if (type === 'integer') out.push(query ? '1.5' : 1.5);
  if (type === 'boolean') out.push(query ? 'maybe' : 'yes', query ? '2' : 2);
  if (type === 'array') out.push(query ? 'x'.repeat(10_000) : 'not-an-array', query ? undefined : { a: 1 });
  if (type === 'object') out.push(query ? 'x' : 'not-an-object', query ? undefined : [1, 2]);
  if (Array.isArray(schema.enum)) out.push('NOT_ONE_OF_THEM');
  return out.filter((v) => v !== undefined);
}

/** True for a string field shaped like a yyyy-MM-dd date (its patterns take a day, not digits or letters alone). */
function dateShaped(schema: Record<string, unknown>): boolean {
  if (schema.format === 'date') return true;
  const all = [schema, ...(Array.isArray(schema.allOf) ? schema.allOf : [])] as Record<string, unknown>[];
  const patterns = all.flatMap((s) => (typeof s.pattern === 'string' ? [new RegExp(s.pattern)] : []));
  const takes = (v: string) => patterns.every((re) => re.test(v));
  return patterns.length > 0 && takes('2026-01-31') && !takes('20260131') && !takes('abcd-ef-gh');
}

/**
 * Values that look right but cannot be stored or queried: text with a NUL character (PostgreSQL
 * refuses it in text) and, for date fields, days that do not exist or years a timestamp cannot hold.
 * Each must be refused by validation as a parameter error naming the field, never reach SQL.
 */
function unstorable(schema: Record<string, unknown>): unknown[] {
  if (schema.type !== 'string' || Array.isArray(schema.enum)) return [];
  const min = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const out: unknown[] = [`${'a'.repeat(Math.max(0, min - 3))}a\u0000b`];
  if (dateShaped(schema)) out.push('2026-02-31', '2026-13-01', '2026-04-31', '2025-02-29', '0000-01-01');
  return out;
}

/** Every malformed variant of a call's input: wrong types, missing fields, oversized text, broken bodies. */
export function mutations(call: CallDef): Mutation[] {
  const query = usesQuery(call);
  const all = props(call);
  const base = Object.fromEntries(all.filter((p) => p.required).map((p) => [p.name, plausible(p.schema)]));
  const out: Mutation[] = [];
  for (const p of all) {
    for (const wrong of wrongValues(p.schema, query)) {
      const v = typeof wrong === 'string' && wrong.length > 40 ? `${wrong.length} chars` : JSON.stringify(wrong);
      out.push({ name: `${p.name} = ${v}`, input: { ...base, [p.name]: query ? String(wrong) : wrong } });
    }
    for (const bad of unstorable(p.schema)) {
      out.push({ name: `${p.name} = ${JSON.stringify(bad)}`, input: { ...base, [p.name]: bad }, field: p.name });
    }
    if (p.required) {
      const { [p.name]: _dropped, ...rest } = base;
      out.push({ name: `${p.name} missing`, input: rest });
    }
  }
  if (!query) {
    out.push(
      { name: 'broken JSON', raw: { body: '{"a": ', type: 'application/json' } },
      { name: 'text/plain body', raw: { body: 'hello', type: 'text/plain' } },
      { name: 'array body', input: [1, 2, 3] },
      { name: 'string body', input: 'hello' },
      { name: 'number body', input: 42 },
      { name: 'null body', raw: { body: 'null', type: 'application/json' } },
      { name: 'prototype pollution', raw: { body: '{"__proto__": {"polluted": true}}', type: 'application/json' } },
      {
        name: 'body over the size limit',
        raw: { body: JSON.stringify({ a: 'x'.repeat(1_100_000) }), type: 'application/json' },
      },
    );
  }
  return out;
}
