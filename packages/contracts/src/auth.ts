/**
 * Accounts and sessions rules shared by the browser forms and the server (SPEC §4, §5, §9; DECISIONS
 * "Accounts and security", "Bounds"). The server enforces every rule here; the forms use the same code
 * so a person sees the same verdict before sending.
 */
import { FORCED_PASSWORD } from './constants.ts';
import { checkField, type FieldRule } from './rules.ts';

/** Failed sign-ins within CAPTCHA_WINDOW_MS before the server asks for a captcha. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CAPTCHA_WINDOW_MS = 30 * 60_000;
/** Failed sign-ins within LOCK_WINDOW_MS that lock the account for LOCK_MS (defaults). */
export const LOCK_AFTER_FAILURES = 10;
export const LOCK_WINDOW_MS = 60 * 60_000;
export const LOCK_MS = 30 * 60_000;
/** SMS and e-mail verification codes expire after this many minutes (the answer carries it). */
export const CODE_EXPIRED_MINUTES = 5;
/** A password-reset link is valid for this long and once. */
export const RESET_LINK_MS = 30 * 60_000;
/** The web page an e-mailed reset link opens: `<site>/reset-password?token=<token>`. */
export const RESET_PASSWORD_PATH = '/reset-password';
/** A remember-me token (and its cookies) lasts 1 day (SPEC §9). */
export const REMEMBER_MS = 86_400_000;
/** Play money of a free-play trial account, in minor units (DECISIONS "Bounds": 2,000.00). */
export const TRIAL_BALANCE_MINOR = 200_000;

/** How a session was opened (SPEC §3 login type, plus the other ways in). */
export const LOGIN_TYPES = ['username', 'sms', 'firebase', 'freeplay', 'social', 'remember', 'register'] as const;
export type LoginType = (typeof LOGIN_TYPES)[number];

/** Social sign-in providers (SPEC §1). */
export const SOCIAL_PROVIDERS = ['facebook', 'google'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Why the login answer asks for a password change, or null. */
export type ForcedChangeReason = 'default' | 'weak' | 'expired';

/**
 * Common passwords refused for new passwords and forcing a change at sign-in (besides 123456). Kept short
 * and lower-case; compared case-insensitively.
 */
export const WEAK_PASSWORDS: readonly string[] = [
  FORCED_PASSWORD,
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '11111111',
  '000000',
  '00000000',
  '654321',
  '87654321',
  '123123',
  '123123123',
  '112233',
  '121212',
  '666666',
  '888888',
  '88888888',
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'qwerty',
  'qwerty123',
  'qwertyuiop',
  'qwe123',
  'qweqwe123',
  'asdf1234',
  'asdfghjkl',
  'abc123',
  'abc12345',
  'abcd1234',
  'a1234567',
  'a12345678',
  'aa123456',
  'iloveyou',
  'iloveyou1',
  'admin123',
  'welcome1',
  'letmein1',
  'zxcvbnm1',
  '1q2w3e4r',
  '1qaz2wsx',
  'q1w2e3r4',
];

/** True for 123456 and the weak-password list (case-insensitive). */
export function isWeakPassword(password: string): boolean {
  const p = password.toLowerCase();
  return WEAK_PASSWORDS.includes(p);
}

/** A country of the register and mobile forms (SPEC §3 country entry). */
export interface CountryEntry {
  countryCode: string;
  countryDialingCode: string;
}

/** Countries offered by getCountryCode, in the order shown (the brand's markets first). */
export const COUNTRIES: readonly CountryEntry[] = [
  { countryCode: 'PH', countryDialingCode: '+63' },
  { countryCode: 'CN', countryDialingCode: '+86' },
  { countryCode: 'VN', countryDialingCode: '+84' },
  { countryCode: 'TH', countryDialingCode: '+66' },
  { countryCode: 'JP', countryDialingCode: '+81' },
  { countryCode: 'ID', countryDialingCode: '+62' },
  { countryCode: 'MY', countryDialingCode: '+60' },
  { countryCode: 'SG', countryDialingCode: '+65' },
  { countryCode: 'KR', countryDialingCode: '+82' },
  { countryCode: 'HK', countryDialingCode: '+852' },
  { countryCode: 'TW', countryDialingCode: '+886' },
  { countryCode: 'KH', countryDialingCode: '+855' },
  { countryCode: 'MM', countryDialingCode: '+95' },
  { countryCode: 'IN', countryDialingCode: '+91' },
  { countryCode: 'US', countryDialingCode: '+1' },
  { countryCode: 'GB', countryDialingCode: '+44' },
];

/** True when the dialing code is one of COUNTRIES. */
export function isKnownDialingCode(code: string): boolean {
  return COUNTRIES.some((c) => c.countryDialingCode === code);
}

/** A field that failed: its key and the message key explaining why (with {len} from the rule). */
export interface FieldIssue {
  field: string;
  /** Message key: err_field_required, pattern_<ID>, err_password_confirm_mismatch, ... */
  reason: string;
}

/** Which register form is being sent. */
export type RegisterMode = 'username' | 'mobile';

/** Fields of a register request the rules speak about (all strings as typed). */
export type RegisterFields = Partial<Record<string, string | undefined | null>>;

/**
 * Checks a register request against the brand's field rules (SPEC §5): enabled/required/min/max/pattern
 * per rule, confirm equal to password, mobile required on the mobile form, and the mobile form without a
 * password when the brand does not ask for one (`needsPassword` false). Empty list = valid.
 */
export function checkRegister(
  rules: readonly FieldRule[],
  input: RegisterFields,
  mode: RegisterMode,
  opts: { needsPassword?: boolean; smsVerify?: boolean } = {},
): FieldIssue[] {
  const needsPassword = opts.needsPassword ?? true;
  const issues: FieldIssue[] = [];
  for (const rule of rules) {
    if (mode === 'mobile' && rule.key === 'username') continue;
    if (!needsPassword && (rule.key === 'password' || rule.key === 'confirmPassword')) continue;
    let effective = rule;
    if (rule.key === 'username' || rule.key === 'password' || rule.key === 'confirmPassword') {
      effective = { ...rule, enabled: true, required: true };
    } else if (rule.key === 'mobileNum' && mode === 'mobile') {
      effective = { ...rule, enabled: true, required: true };
    } else if (rule.key === 'verificationCode' && mode === 'mobile' && opts.smsVerify) {
      effective = { ...rule, enabled: true, required: true };
    }
    const reason = checkField(effective, input[rule.key]);
    if (reason) issues.push({ field: rule.key, reason });
  }
  const pw = input.password ?? '';
  if (needsPassword && !issues.some((i) => i.field === 'confirmPassword') && (input.confirmPassword ?? '') !== pw) {
    issues.push({ field: 'confirmPassword', reason: 'err_password_confirm_mismatch' });
  }
  if (needsPassword && pw !== '' && !issues.some((i) => i.field === 'password') && isWeakPassword(pw)) {
    issues.push({ field: 'password', reason: 'err_password_weak' });
  }
  return issues;
}

/** Checks a new password with the brand's password rule, the weak list and the confirmation. */
export function checkNewPassword(rule: FieldRule | undefined, password: string, confirm?: string): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const effective = rule ? { ...rule, enabled: true, required: true } : undefined;
  const reason = effective ? checkField(effective, password) : password ? null : 'err_field_required';
  if (reason) issues.push({ field: 'newPassword', reason });
  else if (isWeakPassword(password)) issues.push({ field: 'newPassword', reason: 'err_password_weak' });
  if (confirm !== undefined && confirm !== password) {
    issues.push({ field: 'confirmNewPassword', reason: 'err_password_confirm_mismatch' });
  }
  return issues;
}

/** "+63 917•••••67": the hint of where a verification code went. */
export function maskMobile(dialingCode: string, mobile: string): string {
  if (mobile.length <= 4) return `${dialingCode} ${'•'.repeat(mobile.length)}`;
  return `${dialingCode} ${mobile.slice(0, 3)}${'•'.repeat(Math.max(mobile.length - 5, 1))}${mobile.slice(-2)}`;
}

/** "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}
