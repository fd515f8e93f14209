/**
 * Validation patterns and limits (SPEC §5, DECISIONS "Bounds"). The register settings call serves field
 * rules built from these; the browser form and the server check input with the same functions.
 */

/** The pattern variants of SPEC §5, by id. Hint keys are `pattern_<id>` in every catalogue. */
export const PATTERNS = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  LETTERS_OR_DIGITS: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_WITH_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  LETTERS_SPACES: '^[A-Za-z]+( [A-Za-z]+)*$',
  NO_SPACES: '^\\S+$',
  CHINESE_PUNCT: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff5e·]+$',
  DATE: '^([0-9]{4}-[0-9]{2}-[0-9]{2}|[0-9]{2}-[0-9]{2}-[0-9]{4})$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+( [\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f]+)*$',
  THAI: '^[\\u0e00-\\u0e7f]+( [\\u0e00-\\u0e7f]+)*$',
  THAI_OR_ENGLISH_SPACES: '^[\\u0e00-\\u0e7fA-Za-z]+( [\\u0e00-\\u0e7fA-Za-z]+)*$',
  UPPER_SPACES: '^[A-Z]+( [A-Z]+)*$',
  LETTERS_DIGITS_SYMBOLS: '^[!-~]+$',
  STRONG: '^(?=.*[a-z])(?=.*[A-Z])(?=.*[0-9])(?=.*[^A-Za-z0-9]).+$',
} as const;

export type PatternId = keyof typeof PATTERNS;
export const PATTERN_IDS = Object.keys(PATTERNS) as PatternId[];

export const FIELD_TYPES = ['text', 'password', 'email', 'tel', 'date', 'select', 'checkbox'] as const;

/** A registration field rule as served by /wps/system/setting/register (SPEC §3). */
export interface FieldRule {
  key: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
  /** Regular expression source; "*" accepts anything. */
  acceptedPattern: string;
  patternId: PatternId;
  type: (typeof FIELD_TYPES)[number];
}

/** Default bounds (DECISIONS "Bounds"); brands may override per field. */
export const LIMITS = {
  username: { min: 6, max: 16 },
  password: { min: 8, max: 20 },
  mobile: { min: 7, max: 15 },
  paymentPassword: { min: 6, max: 6 },
  feedback: { min: 10, max: 500 },
  verificationCode: { min: 1, max: 255 },
  email: { min: 6, max: 64 },
  payeeName: { min: 2, max: 50 },
  minimumAge: 18,
} as const;

/** The length part of a hint: "6-16", or one number when both bounds are equal. */
export function lengthText(min: number, max: number): string {
  return min === max ? String(min) : `${min}-${max}`;
}

/** True when the pattern source accepts the value ("*" accepts anything). */
export function matchesPattern(pattern: string, value: string): boolean {
  if (pattern === '*') return true;
  try {
    return new RegExp(pattern, 'u').test(value);
  } catch {
    return false;
  }
}

/** Why a value fails a rule, as a message key, or null when it passes. */
export function checkField(rule: FieldRule, raw: string | undefined | null): string | null {
  const value = (raw ?? '').trim();
  if (!rule.enabled) return null;
  if (value === '') return rule.required ? 'err_field_required' : null;
  if (value.length < rule.minLength || value.length > rule.maxLength) return `pattern_${rule.patternId}`;
  if (!matchesPattern(rule.acceptedPattern, value)) return `pattern_${rule.patternId}`;
  return null;
}

/** A field rule from a pattern id and bounds. */
export function fieldRule(
  key: string,
  patternId: PatternId,
  bounds: { min: number; max: number },
  opts: Partial<Pick<FieldRule, 'enabled' | 'required' | 'type'>> = {},
): FieldRule {
  return {
    key,
    enabled: opts.enabled ?? true,
    required: opts.required ?? true,
    minLength: bounds.min,
    maxLength: bounds.max,
    acceptedPattern: PATTERNS[patternId],
    patternId,
    type: opts.type ?? 'text',
  };
}
