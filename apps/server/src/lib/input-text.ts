/**
 * Text no call may carry: a NUL character (U+0000). PostgreSQL refuses it in text values and JSON, so
 * a NUL that passed a call's schema would fail in SQL as a 500 (or be used before it fails). It is
 * refused with the rest of the input's checks instead, naming where it is. Keys count as well as
 * values: a record's keys are stored too.
 */

export interface FieldProblem {
  field: string;
  reason: string;
}

const REASON = 'must not contain a NUL character';

/**
 * Every place in a parsed request (query object or JSON body) whose key or text holds a NUL, as
 * dotted paths like route validation reports. Walks without recursion: a body may nest deeply.
 */
export function nulFields(input: unknown): FieldProblem[] {
  const out: FieldProblem[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  while (stack.length > 0) {
    const item = stack.pop();
    if (!item) break;
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) out.push({ field: path, reason: REASON });
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const at = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) out.push({ field: at, reason: REASON });
        else stack.push({ value: child, path: at });
      }
    }
  }
  return out;
}

/** The input's problems for a `request_param_err`: the NUL places, then the schema's for other fields. */
export function withNulFields(nul: FieldProblem[], issues: FieldProblem[]): FieldProblem[] {
  const named = new Set(nul.map((p) => p.field));
  return [...nul, ...issues.filter((i) => !named.has(i.field))];
}
