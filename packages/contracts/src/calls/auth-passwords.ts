import { z } from 'zod';
import { defineCall } from '../define.ts';
import {
  ZCodeSent,
  ZDeviceId,
  ZDialingCode,
  ZLoginResult,
  ZMemberInfo,
  ZMobileNum,
  ZPassword,
  ZPhoneRequest,
  ZText,
} from './auth-shapes.ts';

/** Password calls (SPEC §4 change, forgot, reset) and the development outbox; re-exported by auth.ts. */

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
  request: ZPhoneRequest,
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
