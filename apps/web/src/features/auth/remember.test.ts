import type { TLoginResult } from '@app/contracts/calls/auth';
import { REMEMBER_COOKIE_MS } from '@app/contracts/constants';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { clearSessionKeepingMerchant, readSession } from '../../lib/storage.ts';
import { readCookie, removeCookie, writeCookie } from './cookies.ts';
import { formatWait, loginVerifyOf, retryAfterOf, ruleHint, serverFieldReasons } from './form-errors.ts';
import {
  deviceId,
  forgetRemembered,
  lastUserCookie,
  readRemembered,
  readSmsLogin,
  writeLastUser,
  writeRemembered,
  writeSmsLogin,
} from './remember.ts';
import { storedAccountType, storedMemberLabels, storeSignIn } from './session-store.ts';

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) removeCookie(decodeURIComponent(name));
  }
}

const RESULT = {
  token: 'tok_abcdefghijklmnopqrstuvwxyz',
  loginType: 'username',
  firstTimeLogin: true,
  passwordExpired: false,
  cpw: true,
  forcedChange: 'default',
  rememberToken: null,
  expiresAt: 0,
  member: {
    id: 7,
    account: 'alice77',
    username: 'alice77',
    nickname: 'Alice',
    avatar: '/art/avatars/1.svg',
    accountType: 1,
    isAgent: 1,
    agent: true,
    trial: false,
    upline: '',
    toUpline: false,
    customerId: 'C0007',
    clubLabel: null,
    memberLabel: ['VIP1'],
    cpw: true,
    firstTimeLogin: true,
    mobileNum: '',
    countryDialingCode: '',
    email: '',
    hasPassword: true,
    unclaimed: { promotions: 0, messages: 0, total: 0 },
  },
} satisfies TLoginResult;

describe('remember-me cookies (no password anywhere)', () => {
  beforeEach(() => {
    clearCookies();
    localStorage.clear();
  });

  it('keeps the remembered account and its token, and forgets them', () => {
    writeRemembered({ account: 'alice77', rememberToken: 'r'.repeat(32) });
    expect(readRemembered()).toEqual({ account: 'alice77', rememberToken: 'r'.repeat(32) });
    expect(document.cookie).not.toContain('password');
    forgetRemembered();
    expect(readRemembered()).toBeNull();
  });

  it('ignores a cookie that is not the expected shape', () => {
    writeCookie('loginRemember', '{"account":1}', REMEMBER_COOKIE_MS);
    expect(readRemembered()).toBeNull();
    writeCookie('loginTypeSms', 'not json', REMEMBER_COOKIE_MS);
    expect(readSmsLogin()).toBeNull();
  });

  it('keeps the last user per brand and the last mobile sign-in', () => {
    writeLastUser('bob123');
    expect(readCookie(lastUserCookie())).toBe('bob123');
    writeSmsLogin({ mobileNum: '9171234567', countryDialingCode: '+63' });
    expect(readSmsLogin()).toEqual({ mobileNum: '9171234567', countryDialingCode: '+63' });
  });

  it('makes one device id and keeps it', () => {
    const id = deviceId();
    expect(id).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    expect(deviceId()).toBe(id);
  });
});

describe('session storage of a sign-in (SPEC §3)', () => {
  beforeEach(() => sessionStorage.clear());

  it('writes every key and keeps the merchant values at logout', () => {
    storeSignIn(RESULT);
    expect(readSession('token')).toBe(RESULT.token);
    expect(readSession('isAgent')).toBe('1');
    expect(readSession('customerId')).toBe('C0007');
    expect(readSession('account')).toBe('alice77');
    expect(readSession('username')).toBe('alice77');
    expect(readSession('cpw')).toBe('true');
    expect(readSession('merchant')).toBe('demo');
    expect(readSession('merchantCode')).toBe('demo');
    expect(storedAccountType()).toBe(1);
    expect(storedMemberLabels()).toEqual(['VIP1']);
    clearSessionKeepingMerchant();
    expect(readSession('token')).toBeNull();
    expect(readSession('isAgent')).toBeNull();
    expect(readSession('merchantCode')).toBe('demo');
    expect(storedAccountType()).toBeNull();
  });
});

describe('form errors', () => {
  it('fills the pattern hint with the bounds, one number when equal', () => {
    expect(ruleHint({ patternId: 'DIGITS', minLength: 7, maxLength: 15 })).toEqual({
      key: 'pattern_DIGITS',
      vars: { len: '7-15' },
    });
    expect(ruleHint({ patternId: 'DIGITS', minLength: 6, maxLength: 6 }).vars).toEqual({ len: '6' });
  });

  it('reads field reasons and the retry time of a refused answer', () => {
    const list = new ApiError('request_param_err', 'err_request_param', 400, {
      fields: [{ field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' }],
    });
    expect(serverFieldReasons(list)).toEqual({ username: 'pattern_LETTER_FIRST_ALNUM' });
    const map = new ApiError('request_param_err', 'err_request_param', 400, { fields: { email: 'pattern_EMAIL' } });
    expect(serverFieldReasons(map)).toEqual({ email: 'pattern_EMAIL' });
    expect(retryAfterOf(new ApiError('TOO_MANY_REQUESTS', 'err_too_many_requests', 429, { retryAfter: 300 }))).toBe(
      300,
    );
    expect(retryAfterOf(new Error('x'))).toBeNull();
    expect(formatWait(300)).toBe('5:00');
    expect(formatWait(65)).toBe('1:05');
  });

  it('reads the unregistered-IP challenge of any refused sign-in, and nothing else', () => {
    const value = { challenge: 'c'.repeat(40), channels: ['email'], mobileHint: '', emailHint: 'a•••@example.com' };
    const stop = (v?: Record<string, unknown>) =>
      new ApiError('login_verify_required', 'err_login_verify_required', 403, v);
    expect(loginVerifyOf(stop(value))).toEqual(value);
    expect(loginVerifyOf(stop())).toBeNull();
    expect(loginVerifyOf(stop({ ...value, channels: [] }))).toBeNull();
    expect(loginVerifyOf(new ApiError('login.failed', 'err_login_failed', 400, value))).toBeNull();
    expect(loginVerifyOf(new Error('login_verify_required'))).toBeNull();
  });
});
