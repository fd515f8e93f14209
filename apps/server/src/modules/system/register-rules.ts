import type { RegisterFieldOverride } from '@app/contracts/brand';
import { type FieldRule, fieldRule, LIMITS, PATTERNS } from '@app/contracts/rules';

/**
 * The registration field rules a brand serves by default (SPEC §3, §5; DECISIONS "Bounds"). Optional
 * contact fields exist but start disabled; the accounts area lets a brand turn them on.
 */
export function defaultRegisterRules(): FieldRule[] {
  const optional = { enabled: false, required: false } as const;
  return [
    fieldRule('username', 'LETTER_FIRST_ALNUM', LIMITS.username),
    fieldRule('password', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
    fieldRule('confirmPassword', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
    fieldRule('mobileNum', 'DIGITS', LIMITS.mobile, { type: 'tel', required: false }),
    fieldRule('verificationCode', 'ANY', LIMITS.verificationCode, { required: false }),
    fieldRule('affiliateCode', 'LETTERS_OR_DIGITS', { min: 4, max: 20 }, { required: false }),
    fieldRule('payeeName', 'ANY', LIMITS.payeeName, optional),
    fieldRule('email', 'EMAIL', LIMITS.email, { ...optional, type: 'email' }),
    fieldRule('qqNum', 'DIGITS', { min: 5, max: 12 }, optional),
    fieldRule('line', 'NO_SPACES', { min: 2, max: 40 }, optional),
    fieldRule('whatsapp', 'DIGITS', LIMITS.mobile, optional),
    fieldRule('facebook', 'NO_SPACES', { min: 2, max: 60 }, optional),
    fieldRule('wechat', 'NO_SPACES', { min: 2, max: 40 }, optional),
    fieldRule('idNumber', 'LETTERS_OR_DIGITS', { min: 6, max: 30 }, optional),
    fieldRule('paymentPassword', 'DIGITS', LIMITS.paymentPassword, { ...optional, type: 'password' }),
    fieldRule('captcha', 'LETTERS_OR_DIGITS', { min: 4, max: 6 }, optional),
  ];
}

/** The default rules with a brand's changes applied (unknown keys are ignored; bounds stay ordered). */
export function brandRegisterRules(overrides: readonly RegisterFieldOverride[]): FieldRule[] {
  return defaultRegisterRules().map((rule) => {
    const o = overrides.find((x) => x.key === rule.key);
    if (!o) return rule;
    const patternId = o.patternId ?? rule.patternId;
    const minLength = o.minLength ?? rule.minLength;
    const maxLength = Math.max(o.maxLength ?? rule.maxLength, minLength);
    return {
      ...rule,
      enabled: o.enabled ?? rule.enabled,
      required: o.required ?? rule.required,
      minLength,
      maxLength,
      patternId,
      acceptedPattern: PATTERNS[patternId],
    };
  });
}
