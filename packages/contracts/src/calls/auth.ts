import { z } from 'zod';
import { LOGIN_TYPES, SOCIAL_PROVIDERS } from '../auth.ts';
import { defineCall } from '../define.ts';

/**
 * Accounts and sessions (SPEC §3, §4, §7; DECISIONS "Accounts and security"). Field rules of the brand
 * (/wps/system/setting/register) are enforced by the server with `checkRegister` of auth.ts; the zod
 * schemas here only fix types and outer bounds, so a rule failure answers `request_param_err` with
 * `value.fields` naming each field and the message key of its hint.
 */

/** Free text a person types: trimmed, at most 255 characters (SPEC §5 "verification code max 255"). */
const ZText = z.string().trim().max(255);
const ZOptText = ZText.optional();
/** A password as typed (never trimmed, never logged). */
const ZPassword = z.string().max(128);
/** "+63": a dialing code from getCountryCode. */
export const ZDialingCode = z.string().regex(/^\+\d{1,4}$/, 'a dialing code like +63');
/** The number after the dialing code (bounds per brand rule; 7-15 digits by default). */
export const ZMobileNum = z.string().trim().max(32);
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

const ZRememberOpts = {
  /** Ask for a remember token bound to deviceId. */
  remember: z.boolean().optional(),
  deviceId: ZDeviceId.optional(),
};

// ------------------------------------------------------------------ sign-in

export const login = defineCall({
  id: 'auth.login',
  method: 'POST',
  path: '/wps/session/login',
  auth: 'none',
  encrypted: true,
  summary:
    'Sign in: type username (username + password) or sms (countryDialingCode + mobileNum + verificationCode); captcha after 3 failures; entry member (the site) or agent (the agent centre)',
  request: z.object({
    type: z.enum(['username', 'sms']).default('username'),
    /** Which door (SPEC §6): the member site refuses trial accounts, the agent entry every non-agent. */
    entry: z.enum(['member', 'agent']).default('member'),
    username: ZOptText,
    password: ZPassword.optional(),
    countryDialingCode: ZDialingCode.optional(),
    mobileNum: ZMobileNum.optional(),
    verificationCode: ZOptText,
    captcha: z.string().trim().max(16).optional(),
    ...ZRememberOpts,
  }),
  response: ZLoginResult,
});

export const loginSmsCode = defineCall({
  id: 'auth.loginSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/noLogin',
  auth: 'none',
  summary: 'Sends a sign-in code by SMS (verification-code login on); answers expiredMinutes',
  request: z.object({ countryDialingCode: ZDialingCode, mobileNum: ZMobileNum }),
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

// ------------------------------------------------------------------ register

const registerFields = {
  username: ZOptText,
  password: ZPassword.optional(),
  confirmPassword: ZPassword.optional(),
  payeeName: ZOptText,
  email: ZOptText,
  qqNum: ZOptText,
  mobileNum: ZOptText,
  countryDialingCode: ZDialingCode.optional(),
  recommenderId: ZOptText,
  captcha: z.string().trim().max(16).optional(),
  verificationCode: ZOptText,
  affiliateCode: ZOptText,
  paymentPassword: z.string().max(32).optional(),
  line: ZOptText,
  whatsapp: ZOptText,
  facebook: ZOptText,
  wechat: ZOptText,
  idNumber: ZOptText,
  referralCode: ZOptText,
  domain: z.string().trim().max(253).optional(),
  login: z.boolean().default(true),
  registerUrl: z.string().max(2048).optional(),
  registerMethod: z.string().max(16).default('WEB'),
  /** Age confirmation (18, or the brand's minimum) and agreement to terms and privacy policy. */
  ageConfirmed: z.boolean().default(false),
  /**
   * The age the ticked box named (the brand's minimumAge as the form showed it); 18 when left out.
   * Below the brand's minimum it counts as not confirmed.
   */
  confirmedAge: z.number().int().min(0).max(150).optional(),
  termsAccepted: z.boolean().default(false),
  deviceId: ZDeviceId.optional(),
};

export const ZRegisterRequest = z.object(registerFields);
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

export const register = defineCall({
  id: 'auth.register',
  method: 'PUT',
  path: '/wps/member/register',
  auth: 'none',
  encrypted: true,
  summary: 'Registers by username (field rules of the brand), then signs in',
  request: ZRegisterRequest,
  response: ZLoginResult,
});

export const registerMobile = defineCall({
  id: 'auth.registerMobile',
  method: 'PUT',
  path: '/wps/member/register/mobile',
  auth: 'none',
  encrypted: true,
  summary: 'Registers by mobile number with its SMS code (field rules of the brand), then signs in',
  request: ZRegisterRequest,
  response: ZLoginResult,
});

export const registerSmsCode = defineCall({
  id: 'auth.registerSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/register',
  auth: 'none',
  summary: 'Sends the registration SMS code (username and mobile forms); refused while the countdown runs',
  request: z.object({
    countryDialingCode: ZDialingCode,
    mobileNo: ZMobileNum,
    regType: z.enum(['username', 'mobile']).default('mobile'),
  }),
  response: ZCodeSent,
});

export const affiliate = defineCall({
  id: 'auth.affiliate',
  method: 'GET',
  path: '/wps/agent/affiliate',
  auth: 'none',
  summary: "Checks an affiliate (invitation) code for this domain; answers the upline agent's nickname",
  request: z.object({ code: z.string().trim().min(1).max(64), domain: z.string().trim().max(253).optional() }),
  response: z.object({ code: z.string(), agent: z.string() }),
});

export const countryCodes = defineCall({
  id: 'auth.countryCodes',
  method: 'GET',
  path: '/wps/system/getCountryCode',
  auth: 'none',
  open: true,
  summary: 'Countries with their dialing codes for the mobile fields',
  request: z.object({}),
  response: z.array(z.object({ countryCode: z.string(), countryDialingCode: z.string() })),
});

// ------------------------------------------------------------------ passwords

export const changePassword = defineCall({
  id: 'auth.changePassword',
  method: 'POST',
  path: '/wps/member/password',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary: 'Changes the password (old, new, confirm); every other session and remember token is revoked',
  request: z.object({
    oldPassword: ZPassword.optional(),
    newPassword: ZPassword,
    confirmNewPassword: ZPassword,
  }),
  response: z.object({ member: ZMemberInfo }),
});

export const forgotByEmail = defineCall({
  id: 'auth.forgotByEmail',
  method: 'POST',
  path: '/wps/member/password/email',
  auth: 'none',
  bodyType: 'form',
  summary: 'Sends a single-use reset link (30 min) if username and e-mail match; same answer either way',
  request: z.object({ username: z.string().trim().min(1).max(64), email: z.string().trim().min(3).max(254) }),
  response: z.null(),
});

export const resetPassword = defineCall({
  id: 'auth.resetPassword',
  method: 'POST',
  path: '/wps/member/password/reset',
  auth: 'none',
  encrypted: true,
  summary: "Sets a new password with the e-mailed link's token (once, within 30 minutes)",
  request: z.object({
    token: z.string().min(20).max(128),
    newPassword: ZPassword,
    confirmNewPassword: ZPassword,
  }),
  response: z.null(),
});

export const forgotSmsCode = defineCall({
  id: 'auth.forgotSmsCode',
  method: 'POST',
  path: '/wps/verification/sms/password',
  auth: 'none',
  summary: 'Sends the SMS code for a reset by phone; same answer whether or not the number is registered',
  request: z.object({ countryDialingCode: ZDialingCode, mobileNum: ZMobileNum }),
  response: ZCodeSent,
});

export const resetByPhone = defineCall({
  id: 'auth.resetByPhone',
  method: 'POST',
  path: '/wps/member/password/verification',
  auth: 'none',
  encrypted: true,
  summary: 'Sets a new password with the SMS code, then signs in (SPEC §4 forgot by phone)',
  request: z.object({
    countryDialingCode: ZDialingCode,
    mobileNum: ZMobileNum,
    verificationCode: ZText,
    newPassword: ZPassword,
    confirmNewPassword: ZPassword.optional(),
    deviceId: ZDeviceId.optional(),
  }),
  response: ZLoginResult,
});

// ------------------------------------------------------------------ development outbox

export const ZOutboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  /** The code or link the message carries (for people and tests reading the outbox). */
  code: z.string(),
  link: z.string(),
  purpose: z.string(),
  createdAt: z.number().int(),
});
export type TOutboxMessage = z.infer<typeof ZOutboxMessage>;

export const devOutbox = defineCall({
  id: 'auth.devOutbox',
  method: 'GET',
  path: '/wps/dev/outbox',
  auth: 'none',
  open: true,
  summary: 'Development only (absent in production): SMS and e-mails the development adapters kept, newest first',
  request: z.object({
    to: z.string().trim().max(254).optional(),
    channel: z.enum(['sms', 'email']).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  }),
  response: z.array(ZOutboxMessage),
});
