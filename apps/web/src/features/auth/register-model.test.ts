import { fieldRule, LIMITS } from '@app/contracts/rules';
import { beforeEach, describe, expect, it } from 'vitest';
import { affiliateCodeFrom, checkRegisterForm, referralCodeFrom, shownRules } from './register-model.ts';

const RULES = [
  fieldRule('username', 'LETTER_FIRST_ALNUM', LIMITS.username),
  fieldRule('password', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('confirmPassword', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('mobileNum', 'DIGITS', LIMITS.mobile, { type: 'tel', required: false }),
  fieldRule('verificationCode', 'ANY', LIMITS.verificationCode, { required: false }),
  fieldRule('email', 'EMAIL', LIMITS.email, { enabled: false, required: false }),
  fieldRule('payeeName', 'ANY', LIMITS.payeeName, { enabled: true, required: true }),
];
const ON = { needsPassword: true, smsVerify: true };

describe('shownRules', () => {
  it('shows the enabled fields of the username form in the server order', () => {
    expect(shownRules(RULES, 'username', ON).map((r) => r.key)).toEqual([
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'payeeName',
    ]);
  });

  it('drops the username on the mobile form and makes mobile and its code required', () => {
    const shown = shownRules(RULES, 'mobile', ON);
    expect(shown.map((r) => r.key)).not.toContain('username');
    expect(shown.find((r) => r.key === 'mobileNum')?.required).toBe(true);
    expect(shown.find((r) => r.key === 'verificationCode')?.required).toBe(true);
  });

  it('leaves the passwords out of the mobile form when the brand does not ask for one', () => {
    const keys = shownRules(RULES, 'mobile', { needsPassword: false, smsVerify: false }).map((r) => r.key);
    expect(keys).not.toContain('password');
    expect(keys).not.toContain('verificationCode');
  });
});

describe('checkRegisterForm (the server’s own check)', () => {
  const good = { username: 'alice77', password: 'abc12345x', confirmPassword: 'abc12345x', payeeName: 'Alice' };

  it('accepts a valid username registration', () => {
    expect(checkRegisterForm(RULES, good, 'username', ON)).toEqual([]);
  });

  it('names each bad field with its reason', () => {
    const issues = checkRegisterForm(
      RULES,
      { ...good, username: '7alice', confirmPassword: 'other1234', payeeName: '' },
      'username',
      ON,
    );
    expect(issues).toEqual(
      expect.arrayContaining([
        { field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' },
        { field: 'confirmPassword', reason: 'err_password_confirm_mismatch' },
        { field: 'payeeName', reason: 'err_field_required' },
      ]),
    );
  });

  it('asks for the mobile number and the SMS code on the mobile form', () => {
    const issues = checkRegisterForm(
      RULES,
      { password: 'abc12345x', confirmPassword: 'abc12345x', payeeName: 'A b' },
      'mobile',
      ON,
    );
    expect(issues.map((i) => i.field)).toEqual(expect.arrayContaining(['mobileNum', 'verificationCode']));
    expect(issues.map((i) => i.field)).not.toContain('username');
  });
});

describe('referral and affiliate codes from the URL', () => {
  beforeEach(() => localStorage.clear());

  it('takes referralCode from the query and keeps it for later visits', () => {
    expect(referralCodeFrom('?referralCode=FRIEND1')).toBe('FRIEND1');
    expect(referralCodeFrom('')).toBe('FRIEND1');
  });

  it('is empty without one', () => {
    expect(referralCodeFrom('?x=1')).toBe('');
  });

  it('reads the affiliate code', () => {
    expect(affiliateCodeFrom('?affiliateCode=AG01')).toBe('AG01');
    expect(affiliateCodeFrom('?aff=%20AG02%20')).toBe('AG02');
    expect(affiliateCodeFrom('')).toBe('');
  });
});
