import { z } from 'zod';
import { BOT_CHECK_PROVIDERS } from '../constants.ts';
import { defineCall } from '../define.ts';
import { ZCodeSent, ZDialingCode, ZFirebaseIdToken, ZMobileNum, ZText } from './auth-shapes.ts';

/**
 * The bot check and SMS verified by the social provider (docs/decisions/0204-bot-check.md); re-exported
 * by auth.ts. The calls a check guards name their action: login, login_code, register, register_code.
 */

export const BOT_CHECK_ACTIONS = ['login', 'login_code', 'register', 'register_code'] as const;
export type TBotCheckAction = (typeof BOT_CHECK_ACTIONS)[number];

export const ZSignInChecks = z.object({
  /** Who checks for bots: off, the site's own stand-in (local) or a provider with its public site key. */
  botCheck: z.object({ provider: z.enum(BOT_CHECK_PROVIDERS), siteKey: z.string() }),
  /** SMS verified by Firebase phone sign-in (login type firebase); null: our own SMS codes. */
  firebase: z
    .object({
      projectId: z.string(),
      /** The project's public web API key for the Firebase SDK. */
      apiKey: z.string(),
      /** The development stand-in plays the provider (never in production). */
      standIn: z.boolean(),
      /** Seconds before another code may be asked for (SPEC §4: 1 minute). */
      countdownSeconds: z.number().int(),
    })
    .nullable(),
});
export type TSignInChecks = z.infer<typeof ZSignInChecks>;

export const signInChecks = defineCall({
  id: 'auth.signInChecks',
  method: 'GET',
  path: '/wps/session/checks',
  auth: 'none',
  summary: "The brand's bot check (provider and public site key, never the secret) and whether Firebase verifies SMS",
  request: z.object({}),
  response: ZSignInChecks,
});

export const botCheckChallenge = defineCall({
  id: 'auth.botCheckChallenge',
  method: 'GET',
  path: '/wps/session/botcheck/challenge',
  auth: 'none',
  summary:
    'Local bot check: a signed, short-lived puzzle for one action (find a nonce whose SHA-256 with the challenge starts with `bits` zero bits)',
  request: z.object({ action: z.enum(BOT_CHECK_ACTIONS) }),
  response: z.object({ challenge: z.string(), bits: z.number().int(), expiresIn: z.number().int() }),
});

export const botCheckSolve = defineCall({
  id: 'auth.botCheckSolve',
  method: 'POST',
  path: '/wps/session/botcheck/solve',
  auth: 'none',
  summary: 'Local bot check: a solved puzzle (used once) gives the single-use token the guarded call sends',
  request: z.object({
    challenge: z.string().min(20).max(1024),
    nonce: z.string().regex(/^[0-9a-z]{1,16}$/, 'a nonce of 1-16 digits or lower-case letters'),
  }),
  response: z.object({ token: z.string(), expiresIn: z.number().int() }),
});

const ZStandInPhone = z.object({ countryDialingCode: ZDialingCode, mobileNum: ZMobileNum });

export const devFirebaseSend = defineCall({
  id: 'auth.devFirebaseSend',
  method: 'POST',
  path: '/wps/dev/firebase/sendCode',
  auth: 'none',
  summary:
    'Development only (absent in production): the Firebase stand-in sends a phone sign-in code (development outbox); expiredMinutes 1',
  request: ZStandInPhone,
  response: ZCodeSent,
});

export const devFirebaseVerify = defineCall({
  id: 'auth.devFirebaseVerify',
  method: 'POST',
  path: '/wps/dev/firebase/verifyCode',
  auth: 'none',
  summary:
    'Development only (absent in production): the Firebase stand-in checks the code and answers an ID token for the number, signed with its keys',
  request: ZStandInPhone.extend({ verificationCode: ZText.min(1) }),
  response: z.object({ idToken: ZFirebaseIdToken }),
});
