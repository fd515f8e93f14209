import { describe, expect, it } from 'vitest';
import { checkNewPassword, checkRegister, isWeakPassword, maskEmail, maskMobile } from './auth.ts';
import { fieldRule, LIMITS } from './rules.ts';

const rules = [
  fieldRule('username', 'LETTER_FIRST_ALNUM', LIMITS.username),
  fieldRule('password', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('confirmPassword', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('mobileNum', 'DIGITS', LIMITS.mobile, { type: 'tel', required: false }),
  fieldRule('verificationCode', 'ANY', LIMITS.verificationCode, { required: false }),
  fieldRule('email', 'EMAIL', LIMITS.email, { enabled: false, required: false }),
  fieldRule('payeeName', 'LETTERS_SPACES', LIMITS.payeeName, { enabled: true, required: true }),
];

describe('register rules', () => {
  const good = { username: 'alice01', password: 'abc12345x', confirmPassword: 'abc12345x', payeeName: 'Alice Cruz' };

  it('accepts a valid username form', () => {
    expect(checkRegister(rules, good, 'username')).toEqual([]);
  });

  it('names each failing field with the key of its hint', () => {
    const issues = checkRegister(
      rules,
      { username: '1alice', password: 'abcdefgh', confirmPassword: 'x', payeeName: '', mobileNum: '12ab' },
      'username',
    );
    expect(issues).toEqual([
      { field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' },
      { field: 'password', reason: 'pattern_LETTERS_AND_DIGITS' },
      { field: 'confirmPassword', reason: 'pattern_LETTERS_AND_DIGITS' },
      { field: 'mobileNum', reason: 'pattern_DIGITS' },
      { field: 'payeeName', reason: 'err_field_required' },
    ]);
  });

  it('needs equal passwords and refuses weak ones', () => {
    expect(checkRegister(rules, { ...good, confirmPassword: 'abc12345y' }, 'username')).toEqual([
      { field: 'confirmPassword', reason: 'err_password_confirm_mismatch' },
    ]);
    expect(
      checkRegister(rules, { ...good, password: 'password123', confirmPassword: 'password123' }, 'username'),
    ).toEqual([{ field: 'password', reason: 'err_password_weak' }]);
  });

  it('ignores a disabled field and skips username on the mobile form, where mobile is required', () => {
    expect(checkRegister(rules, { ...good, email: 'not an email' }, 'username')).toEqual([]);
    const { username: _u, ...noName } = good;
    expect(checkRegister(rules, noName, 'mobile')).toEqual([{ field: 'mobileNum', reason: 'err_field_required' }]);
    expect(checkRegister(rules, { ...noName, mobileNum: '9171234567' }, 'mobile', { smsVerify: true })).toEqual([
      { field: 'verificationCode', reason: 'err_field_required' },
    ]);
  });

  it('leaves out the password on the mobile form when the brand does not ask for it', () => {
    expect(
      checkRegister(rules, { mobileNum: '9171234567', payeeName: 'Al Cruz' }, 'mobile', { needsPassword: false }),
    ).toEqual([]);
  });
});

describe('password helpers', () => {
  it('knows 123456 and the weak list, case-insensitively', () => {
    expect(isWeakPassword('123456')).toBe(true);
    expect(isWeakPassword('PassWord123')).toBe(true);
    expect(isWeakPassword('Tr0ub4dor3x')).toBe(false);
  });

  it('checks a new password and its confirmation', () => {
    const rule = rules[1];
    expect(checkNewPassword(rule, 'abc12345x', 'abc12345x')).toEqual([]);
    expect(checkNewPassword(rule, 'short1', 'short1')).toEqual([
      { field: 'newPassword', reason: 'pattern_LETTERS_AND_DIGITS' },
    ]);
    expect(checkNewPassword(rule, 'abc12345x', 'other')).toEqual([
      { field: 'confirmNewPassword', reason: 'err_password_confirm_mismatch' },
    ]);
  });

  it('masks where a code went', () => {
    expect(maskMobile('+63', '9171234567')).toBe('+63 917•••••67');
    expect(maskEmail('juan@example.com')).toBe('j•••@example.com');
  });
});
