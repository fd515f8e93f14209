import { checkRegister, type FieldIssue, type RegisterMode } from '@app/contracts/auth';
import type { FieldRule } from '@app/contracts/rules';
import { readLocal, writeLocal } from '../../lib/storage.ts';

/** How the brand's switches shape the register form (SPEC §1 switches). */
export interface RegisterOptions {
  /** The mobile form asks for a password (REG_MOBILE_PASSWORD). */
  needsPassword: boolean;
  /** The mobile number is checked by an SMS code (REG_SMS_VERIFY). */
  smsVerify: boolean;
}

/** Fields the form draws itself (mobile with its country, SMS code with its button, captcha with its image). */
export const SPECIAL_FIELDS = ['mobileNum', 'verificationCode', 'captcha', 'affiliateCode'] as const;

/**
 * The rules of the fields a register form shows, in the server's order, with the same effective
 * enabled/required flags the server's checkRegister applies: username, password and confirmation
 * always (password only when needed); mobile and its SMS code required on the mobile form.
 */
export function shownRules(rules: readonly FieldRule[], mode: RegisterMode, opts: RegisterOptions): FieldRule[] {
  const mobileShown = mode === 'mobile' || rules.some((r) => r.key === 'mobileNum' && r.enabled);
  const out: FieldRule[] = [];
  for (const rule of rules) {
    if (mode === 'mobile' && rule.key === 'username') continue;
    if (mode === 'mobile' && !opts.needsPassword && (rule.key === 'password' || rule.key === 'confirmPassword'))
      continue;
    if (rule.key === 'username' || rule.key === 'password' || rule.key === 'confirmPassword') {
      out.push({ ...rule, enabled: true, required: true });
    } else if (rule.key === 'mobileNum' && mode === 'mobile') {
      out.push({ ...rule, enabled: true, required: true });
    } else if (rule.key === 'verificationCode') {
      if (!opts.smsVerify || !mobileShown) continue;
      out.push(mode === 'mobile' ? { ...rule, enabled: true, required: true } : rule);
    } else if (rule.enabled) out.push(rule);
  }
  return out;
}

/** The form's verdict with the server's own function: one issue per field, empty when valid. */
export function checkRegisterForm(
  rules: readonly FieldRule[],
  values: Record<string, string>,
  mode: RegisterMode,
  opts: RegisterOptions,
): FieldIssue[] {
  return checkRegister(rules, values, mode, {
    needsPassword: mode === 'username' || opts.needsPassword,
    smsVerify: opts.smsVerify,
  });
}

const REFERRAL_KEY = 'referralCode';

/**
 * The referral code (SPEC §3): the `referralCode` query parameter, kept for later visits, or the one
 * kept before.
 */
export function referralCodeFrom(search: string): string {
  const fromUrl = new URLSearchParams(search).get(REFERRAL_KEY)?.trim() ?? '';
  if (fromUrl) {
    writeLocal(REFERRAL_KEY, fromUrl);
    return fromUrl;
  }
  return readLocal(REFERRAL_KEY) ?? '';
}

/** The affiliate (invitation) code carried by the page URL (`affiliateCode` or `aff`), or ''. */
export function affiliateCodeFrom(search: string): string {
  const q = new URLSearchParams(search);
  return (q.get('affiliateCode') ?? q.get('aff') ?? '').trim();
}
