import { z } from 'zod';
import { SOCIAL_PROVIDERS } from '../auth.ts';
import { defineCall } from '../define.ts';
import {
  ZBotCheckToken,
  ZCodeSent,
  ZDeviceId,
  ZDialingCode,
  ZFirebaseIdToken,
  ZLoginResult,
  ZMemberInfo,
  ZMobileNum,
  ZOptText,
  ZPassword,
  ZPhoneRequest,
  ZRememberOpts,
} from './auth-shapes.ts';

/**
 * Accounts and sessions (SPEC §3, §4, §7; DECISIONS "Accounts and security"). Field rules of the brand
 * (/wps/system/setting/register) are enforced by the server with `checkRegister` of auth.ts; the zod
 * schemas here only fix types and outer bounds, so a rule failure answers `request_param_err` with
 * `value.fields` naming each field and the message key of its hint.
 */

// ------------------------------------------------------------------ sign-in

export const login = defineCall({
  id: 'auth.login',
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
  summary:
    'Sign in (V2): type username (username + password), sms (countryDialingCode + mobileNum + verificationCode) or firebase (countryDialingCode + mobileNum + firebaseIdToken); botCheckToken when the brand checks for bots; captcha after 3 failures; entry member (the site) or agent (the agent centre)',
  request: z.object({
    type: z.enum(['username', 'sms', 'firebase']).default('username'),
    /** Which door (SPEC §6): the member site refuses trial accounts, the agent entry every non-agent. */
    entry: z.enum(['member', 'agent']).default('member'),
    username: ZOptText,
    password: ZPassword.optional(),
    countryDialingCode: ZDialingCode.optional(),
    mobileNum: ZMobileNum.optional(),
    verificationCode: ZOptText,
    captcha: z.string().trim().max(16).optional(),
    /** The ID token of a Firebase phone sign-in for this number (type firebase). */
    firebaseIdToken: ZFirebaseIdToken.optional(),
    botCheckToken: ZBotCheckToken.optional(),
    ...ZRememberOpts,
  }),
  response: ZLoginResult,
});

export const loginSmsCode = defineCall({
  id: 'auth.loginSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  summary:
    'Sends a sign-in code by SMS (verification-code login on); answers expiredMinutes; botCheckToken when the brand checks for bots',
  request: ZPhoneRequest.extend({ botCheckToken: ZBotCheckToken.optional() }),
  response: ZCodeSent,
});

export const loginFreePlay = defineCall({
  id: 'auth.loginFreePlay',
  method: 'POST',
  path: '/wps/session/login/freeplay',
  auth: 'none',
  summary: 'Free-play trial: a new type-4 account with 2,000.00 play money, signed in',
  request: z.object({
    os: z.string().max(40).optional(),
    /** W for the web (SPEC §7). */
    platform: z.enum(['W']),
    /** The client's random string (SPEC §7), 16-128 characters; used once (a repeat is refused). */
    random: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'use 16-128 letters, digits, - or _'),
    gatewayVersion: z.coerce.number().int().optional(),
    deviceId: ZDeviceId.optional(),
  }),
  response: ZLoginResult,
});

export const loginSocial = defineCall({
  id: 'auth.loginSocial',
  method: 'POST',
  path: '/wps/session/login/social',
  auth: 'none',
  summary: "Social sign-in: the provider's ID token, verified against its JWKS (issuer, audience, signature)",
  request: z.object({
    provider: z.enum(SOCIAL_PROVIDERS),
    idToken: z.string().min(20).max(8192),
    ...ZRememberOpts,
  }),
  response: ZLoginResult,
});

export const socialConfig = defineCall({
  id: 'auth.socialConfig',
  method: 'GET',
  path: '/wps/session/login/social/config',
  auth: 'none',
  summary: 'Social sign-in providers this brand offers, with the client id each provider button needs',
  request: z.object({}),
  response: z.array(z.object({ provider: z.enum(SOCIAL_PROVIDERS), clientId: z.string() })),
});

export const loginRemember = defineCall({
  id: 'auth.loginRemember',
  method: 'POST',
  path: '/wps/session/login/remember',
  auth: 'none',
  summary: 'Signs in with a remember token on the device it was given to (the token is replaced)',
  request: z.object({ rememberToken: z.string().min(20).max(128), deviceId: ZDeviceId }),
  response: ZLoginResult,
});

export const forgetRemember = defineCall({
  id: 'auth.forgetRemember',
  method: 'POST',
  path: '/wps/session/login/remember/forget',
  auth: 'none',
  summary: 'Revokes a remember token (the "remember" box was cleared or the device forgotten)',
  request: z.object({ rememberToken: z.string().min(20).max(128) }),
  response: z.null(),
});

export const loginVerifySend = defineCall({
  id: 'auth.loginVerifySend',
  method: 'POST',
  path: '/wps/verification/login/ip',
  auth: 'none',
  summary: 'Unregistered-IP check: sends a code by SMS or e-mail for the challenge of login_verify_required',
  request: z.object({ challenge: z.string().min(20).max(128), channel: z.enum(['sms', 'email']) }),
  response: ZCodeSent,
});

export const loginVerify = defineCall({
  id: 'auth.loginVerify',
  method: 'POST',
  path: '/wps/session/login/verify',
  auth: 'none',
  summary:
    'Unregistered-IP check: one proof (the code, the bank account holder name or a Google ID token) completes the sign-in and the address becomes known',
  request: z.object({
    challenge: z.string().min(20).max(128),
    /** The code sent by SMS or e-mail. */
    verificationCode: ZOptText,
    /** The holder name of a bound bank account (channel `bank`). */
    accountName: ZOptText,
    /** An ID token of the Google account linked to the member (channel `google`). */
    idToken: z.string().min(20).max(8192).optional(),
    ...ZRememberOpts,
  }),
  response: ZLoginResult,
});

export const firstLogin = defineCall({
  id: 'auth.firstLogin',
  method: 'POST',
  path: '/wps/member/firstLogin',
  auth: 'token',
  summary: 'Marks the first sign-in as seen (the login answer said firstTimeLogin); send {firstTimeLogin: false}',
  request: z.object({ firstTimeLogin: z.literal(false) }),
  response: z.object({ firstTimeLogin: z.boolean() }),
});

export const logout = defineCall({
  id: 'auth.logout',
  method: 'DELETE',
  path: '/wps/session/logout',
  auth: 'token',
  open: true,
  summary: 'Signs out: the session is revoked',
  request: z.object({}),
  response: z.null(),
});

// ------------------------------------------------------------------ captcha

export const captcha = defineCall({
  id: 'auth.captcha',
  method: 'GET',
  path: '/wps/captcha',
  auth: 'none',
  summary: 'A new captcha image as a base64 PNG (value); at most one per second per client',
  request: z.object({ deviceId: ZDeviceId.optional() }),
  response: z.string(),
});

// ------------------------------------------------------------------ member

export const memberInfo = defineCall({
  id: 'auth.memberInfo',
  method: 'GET',
  path: '/wps/member/info',
  auth: 'token',
  summary: 'The signed-in member for the header bar: names, avatar, type, labels, unclaimed counts',
  request: z.object({}),
  response: ZMemberInfo,
});

export const memberIcon = defineCall({
  id: 'auth.memberIcon',
  method: 'GET',
  path: '/wps/member/info/icon',
  auth: 'token',
  summary: "The member's avatar and nickname",
  request: z.object({}),
  response: z.object({ avatar: z.string(), nickname: z.string() }),
});

export const playerAvatar = defineCall({
  id: 'auth.playerAvatar',
  method: 'GET',
  path: '/wps/relay/MCSFE_getPlayerAvatar',
  auth: 'token',
  summary: "The member's avatar URL",
  request: z.object({}),
  response: z.object({ avatarUrl: z.string() }),
});

export * from './auth-checks.ts';
export * from './auth-passwords.ts';
export * from './auth-register.ts';
export * from './auth-shapes.ts';
