import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import type { FieldRule } from '@app/contracts/rules';
import { lengthText } from '@app/contracts/rules';
import { ApiError } from '../../lib/api-client.ts';

/** A field's problem as a message key with its values (the pattern hints take {len}). */
export interface FieldProblem {
  key: string;
  vars?: Record<string, string | number>;
}

/** The hint of a rule: its localized pattern message with the bounds filled in (SPEC §5). */
export function ruleHint(rule: Pick<FieldRule, 'patternId' | 'minLength' | 'maxLength'>): FieldProblem {
  return { key: `pattern_${rule.patternId}`, vars: { len: lengthText(rule.minLength, rule.maxLength) } };
}

/** A reason key from the shared checks (checkRegister, checkNewPassword) as a problem to show. */
export function reasonProblem(reason: string, rule?: FieldRule): FieldProblem {
  if (reason.startsWith('pattern_') && rule) return ruleHint(rule);
  return { key: reason };
}

/**
 * Field problems a server answer carries (`request_param_err` with `value.fields`): either a map of
 * field -> reason key or a list of { field, reason }.
 */
export function serverFieldReasons(e: unknown): Record<string, string> {
  if (!(e instanceof ApiError) || !e.value) return {};
  const fields = (e.value as { fields?: unknown }).fields;
  const out: Record<string, string> = {};
  if (Array.isArray(fields)) {
    for (const f of fields) {
      const item = f as { field?: unknown; reason?: unknown; key?: unknown };
      const reason = typeof item.reason === 'string' ? item.reason : typeof item.key === 'string' ? item.key : null;
      if (typeof item.field === 'string' && reason) out[item.field] = reason;
    }
  } else if (fields && typeof fields === 'object') {
    for (const [k, v] of Object.entries(fields)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** Seconds to wait before trying again, from a refused answer (429 or a locked account), else null. */
export function retryAfterOf(e: unknown): number | null {
  if (!(e instanceof ApiError)) return null;
  const v = (e.value as { retryAfter?: unknown } | undefined)?.retryAfter;
  return typeof v === 'number' && v > 0 ? v : null;
}

/**
 * The unregistered-IP challenge of a refused sign-in (`login_verify_required`), else null. Every way
 * in (password, SMS code, remembered account, social) can meet it and goes on to the code step.
 */
export function loginVerifyOf(e: unknown): TLoginVerifyValue | null {
  if (!(e instanceof ApiError) || e.code !== 'login_verify_required' || !e.value) return null;
  const v = e.value as Partial<TLoginVerifyValue>;
  return typeof v.challenge === 'string' && Array.isArray(v.channels) && v.channels.length > 0
    ? (v as TLoginVerifyValue)
    : null;
}

/** "4:05" for a wait in seconds; whole minutes as "5:00". */
export function formatWait(seconds: number): string {
  const s = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
