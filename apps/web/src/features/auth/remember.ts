import { REMEMBER_COOKIE_MS } from '@app/contracts/constants';
import { boot } from '../../lib/boot.ts';
import { readLocal, writeLocal } from '../../lib/storage.ts';
import { readCookie, readJsonCookie, removeCookie, writeCookie } from './cookies.ts';

/**
 * What this browser remembers between visits (SPEC §3 cookies, DECISIONS "Accounts and security"):
 * the last user per brand, the remembered account with its device-bound remember token (never a
 * password), and the last mobile sign-in number. Every cookie lasts 1 day.
 */

export const REMEMBER_COOKIE = 'loginRemember';
export const SMS_LOGIN_COOKIE = 'loginTypeSms';
const DEVICE_KEY = 'deviceId';

/** The last-user cookie's name for this brand. */
export const lastUserCookie = (merchant: string = boot.merchantCode) => `lastUser_${merchant}`;

export interface RememberedAccount {
  account: string;
  rememberToken: string;
}

export interface SmsLogin {
  mobileNum: string;
  countryDialingCode: string;
}

const isRemembered = (v: unknown): v is RememberedAccount =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as RememberedAccount).account === 'string' &&
  typeof (v as RememberedAccount).rememberToken === 'string';

const isSmsLogin = (v: unknown): v is SmsLogin =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as SmsLogin).mobileNum === 'string' &&
  typeof (v as SmsLogin).countryDialingCode === 'string';

function randomId(): string {
  const bytes = new Uint8Array(18);
  crypto.getRandomValues(bytes);
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replaceAll('=', '');
}

/** A random id of this browser, kept in local storage: binds the captcha and remember tokens to it. */
export function deviceId(): string {
  const stored = readLocal(DEVICE_KEY);
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const id = randomId();
  writeLocal(DEVICE_KEY, id);
  return id;
}

export const readLastUser = (): string => readCookie(lastUserCookie()) ?? '';
export const writeLastUser = (account: string): void => writeCookie(lastUserCookie(), account, REMEMBER_COOKIE_MS);

export const readRemembered = (): RememberedAccount | null => readJsonCookie(REMEMBER_COOKIE, isRemembered);
export const writeRemembered = (r: RememberedAccount): void =>
  writeCookie(REMEMBER_COOKIE, JSON.stringify(r), REMEMBER_COOKIE_MS);
export const forgetRemembered = (): void => removeCookie(REMEMBER_COOKIE);

export const readSmsLogin = (): SmsLogin | null => readJsonCookie(SMS_LOGIN_COOKIE, isSmsLogin);
export const writeSmsLogin = (s: SmsLogin): void =>
  writeCookie(SMS_LOGIN_COOKIE, JSON.stringify(s), REMEMBER_COOKIE_MS);
