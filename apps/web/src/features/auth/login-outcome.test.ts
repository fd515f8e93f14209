import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { loginFailure, popupPrefill } from './login-outcome.ts';

const challenge = {
  challenge: 'c1',
  channels: ['sms' as const],
  mobileHint: '+63 9** *** 1234',
  emailHint: '',
  bankHint: '',
};
const form = { username: 'helen01', password: 'River2025x', remember: true };
const wrongPassword = new ApiError('login.failed', 'err_login_failed', 401, { captcha: false });

describe('loginFailure', () => {
  it('reads the unregistered-IP check with its challenge', () => {
    const e = new ApiError('login_verify_required', 'err_login_verify_required', 403, challenge);
    expect(loginFailure(e)).toEqual({ kind: 'verify', challenge });
  });

  it('reads an answer that asks for the captcha, whatever its code', () => {
    expect(loginFailure(new ApiError('captcha.required', 'err_captcha', 400, { captcha: true }))).toEqual({
      kind: 'captcha',
    });
    expect(loginFailure(new ApiError('login.failed', 'err_login_failed', 401, { captcha: true }))).toEqual({
      kind: 'captcha',
    });
  });

  it('anything else is only words: a wrong password, a verify code without its challenge, a network failure', () => {
    expect(loginFailure(wrongPassword)).toEqual({ kind: 'error' });
    expect(loginFailure(new ApiError('login_verify_required', 'x', 403))).toEqual({ kind: 'error' });
    expect(loginFailure(new TypeError('Failed to fetch'))).toEqual({ kind: 'error' });
  });
});

describe('popupPrefill (the inline form hands over to the popup)', () => {
  it('keeps a plain refusal in the inline form', () => {
    expect(popupPrefill({ kind: 'error' }, form, 'Wrong username or password.')).toBeNull();
  });

  it('opens the popup with the captcha shown, what was typed and the refusal in words', () => {
    expect(popupPrefill({ kind: 'captcha' }, form, 'Enter the captcha.')).toEqual({
      ...form,
      captcha: true,
      verify: null,
      error: 'Enter the captcha.',
    });
  });

  it('opens the popup at the verification step with the remember choice kept', () => {
    expect(popupPrefill({ kind: 'verify', challenge }, form, 'Verify this sign-in.')).toEqual({
      ...form,
      captcha: false,
      verify: challenge,
    });
  });
});
