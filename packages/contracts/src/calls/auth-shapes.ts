import { z } from 'zod';
import { LOGIN_TYPES } from '../auth.ts';

/** The shapes the accounts calls share (auth.ts, auth-register.ts, auth-passwords.ts). */
/** Free text a person types: trimmed, at most 255 characters (SPEC §5 "verification code max 255"). */
export const ZText = z.string().trim().max(255);
export const ZOptText = ZText.optional();
/** A password as typed (never trimmed, never logged). */
export const ZPassword = z.string().max(128);
/** "+63": a dialing code from getCountryCode. */
export const ZDialingCode = z.string().regex(/^\+\d{1,4}$/, 'a dialing code like +63');
/** The number after the dialing code (bounds per brand rule; 7-15 digits by default). */
export const ZMobileNum = z.string().trim().max(32);
/** A mobile number with its dialing code, as the SMS-code calls take it. */
export const ZPhoneRequest = z.object({ countryDialingCode: ZDialingCode, mobileNum: ZMobileNum });
/** A client-made id of this browser (random, kept in local storage): binds captcha and remember tokens. */
export const ZDeviceId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'use 8-64 letters, digits, - or _');

export const ZClubLabel = z.object({ labelName: z.string(), rankLevel: z.number().int() });
export type TClubLabel = z.infer<typeof ZClubLabel>;

/** The signed-in member, for the header bar and session storage (SPEC §3 member info, §3 storage). */
export const ZMemberInfo = z.object({
  id: z.number().int(),
  /** The sign-in name (SPEC storage `account` and `username`). */
  account: z.string(),
  username: z.string(),
  nickname: z.string(),
  /** Avatar image URL (our own SVG), never empty. */
  avatar: z.string(),
  /** 0 member, 1/2/41/42 agents, 4 trial. */
  accountType: z.number().int(),
  /** The spec's `isAgent` storage value: the account type number. */
  isAgent: z.number().int(),
  /** True for the agent types that see the agent centre (1, 2, 41, 42). */
  agent: z.boolean(),
  trial: z.boolean(),
  /** Upline's username, or '' without one; `toUpline` says a transfer to it is offered. */
  upline: z.string(),
  toUpline: z.boolean(),
  customerId: z.string(),
  clubLabel: ZClubLabel.nullable(),
  memberLabel: z.array(z.string()),
  /** Must change the password before going on (first login with 123456, weak, or expired). */
  cpw: z.boolean(),
  firstTimeLogin: z.boolean(),
  mobileNum: z.string(),
  countryDialingCode: z.string(),
  email: z.string(),
  /** The member signed in without a password of their own (social) and may set one without the old. */
  hasPassword: z.boolean(),
  /** Unclaimed items for the header badge: available promotions plus unread messages. */
  unclaimed: z.object({ promotions: z.number().int(), messages: z.number().int(), total: z.number().int() }),
});
export type TMemberInfo = z.infer<typeof ZMemberInfo>;

/** The answer of every way in (login, SMS login, free play, social, remember, register, reset by phone). */
export const ZLoginResult = z.object({
  token: z.string(),
  loginType: z.enum(LOGIN_TYPES),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** The change-password modal must open (SPEC §4 login). */
  cpw: z.boolean(),
  forcedChange: z.enum(['default', 'weak', 'expired']).nullable(),
  /** Set when `remember` was asked: a device-bound token for /wps/session/login/remember (1 day). */
  rememberToken: z.string().nullable(),
  /** Epoch ms when the session's hard limit ends. */
  expiresAt: z.number().int(),
  member: ZMemberInfo,
});
export type TLoginResult = z.infer<typeof ZLoginResult>;

/**
 * The `value` of a failed sign-in (errorCode `login.failed` and others): `captcha` true once a captcha
 * is needed; `retryAfter` seconds for a locked account.
 */
export const ZLoginFailureValue = z.object({
  captcha: z.boolean().optional(),
  retryAfter: z.number().int().optional(),
});

/** How a member proves it is them from a new address (SPEC §4): a code by SMS or e-mail, the holder name
 * of a bound bank account, or the Google account linked to theirs. */
export const ZVerifyChannel = z.enum(['sms', 'email', 'bank', 'google']);
export type TVerifyChannel = z.infer<typeof ZVerifyChannel>;

/**
 * The `value` of `login_verify_required` (a sign-in from an address the member has not used): send a
 * code to `sms` or `email` with `loginVerifySend`, then finish with `loginVerify` and the code; or finish
 * with the bound bank account's holder name (`bank`) or an ID token of the linked Google account (`google`).
 */
export const ZLoginVerifyValue = z.object({
  challenge: z.string(),
  channels: z.array(ZVerifyChannel),
  mobileHint: z.string(),
  emailHint: z.string(),
  /** The bound bank accounts, masked ("Metro Bank ****9900"), when `bank` is offered. */
  bankHint: z.string(),
});
export type TLoginVerifyValue = z.infer<typeof ZLoginVerifyValue>;

/** A code was sent: the client counts expiredMinutes x 60 seconds before offering another. */
export const ZCodeSent = z.object({ expiredMinutes: z.number().int(), to: z.string() });

export const ZRememberOpts = {
  /** Ask for a remember token bound to deviceId. */
  remember: z.boolean().optional(),
  deviceId: ZDeviceId.optional(),
};

/**
 * The bot check's answer (docs/decisions/0204-bot-check.md): the token the brand's widget gave (the
 * site's own stand-in or the provider's), single use; needed when the brand turns the check on.
 */
export const ZBotCheckToken = z.string().trim().min(1).max(4096);
/** A Firebase phone sign-in ID token (SMS verified by the social provider). */
export const ZFirebaseIdToken = z.string().min(20).max(8192);
