import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZCodeSent } from './auth.ts';
import { ZBankAccount, ZPaymentPassword } from './cashier-shapes.ts';

/** My account's security calls: the profile, payee name, mobile, e-mail and bank bindings, the payment password; re-exported by cashier.ts. */
export const ZSecurityProfile = z.object({
  username: z.string(),
  nickname: z.string(),
  payeeName: z.string(),
  /** Masked, or '' when not bound. */
  email: z.string(),
  mobile: z.string(),
  bankAccounts: z.array(ZBankAccount),
  hasPaymentPassword: z.boolean(),
  accountType: z.number().int(),
  uplineUsername: z.string(),
});
export type TSecurityProfile = z.infer<typeof ZSecurityProfile>;

export const securityProfile = defineCall({
  id: 'cashier.securityProfile',
  method: 'GET',
  path: '/wps/cashier/security',
  auth: 'token',
  allowTrial: false,
  summary: 'My account: profile and what is bound (mobile, e-mail, bank accounts, payment password)',
  request: z.object({}),
  response: ZSecurityProfile,
});

export const setPayeeName = defineCall({
  id: 'cashier.setPayeeName',
  method: 'POST',
  path: '/wps/cashier/security/payee',
  auth: 'token',
  allowTrial: false,
  summary: 'Sets the payee (real) name once; bank accounts must be in this name',
  request: z.object({ payeeName: z.string().trim().min(2).max(60) }),
  response: ZSecurityProfile,
});

const ZBindMobile = {
  countryDialingCode: z.string().regex(/^\+?\d{1,4}$/),
  mobileNum: z.string().regex(/^\d{7,15}$/),
};
const ZBindEmail = { email: z.email().max(120) };
/** The code sent by bindMobileCode / bindEmailCode, as typed (SPEC §5: at most 255 characters). */
const ZVerificationCode = z.string().trim().max(255);

export const bindEmailCode = defineCall({
  id: 'cashier.bindEmailCode',
  method: 'POST',
  path: '/wps/verification/email/bind',
  auth: 'token',
  allowTrial: false,
  summary: 'Sends a code to an e-mail address the member is about to bind; answers expiredMinutes',
  request: z.object(ZBindEmail),
  response: ZCodeSent,
});

export const bindEmail = defineCall({
  id: 'cashier.bindEmail',
  method: 'POST',
  path: '/wps/cashier/security/email',
  auth: 'token',
  allowTrial: false,
  summary: 'Binds an e-mail address (once) with the code bindEmailCode sent to it',
  request: z.object({ ...ZBindEmail, verificationCode: ZVerificationCode }),
  response: ZSecurityProfile,
});

export const bindMobileCode = defineCall({
  id: 'cashier.bindMobileCode',
  method: 'POST',
  path: '/wps/verification/sms/bind',
  auth: 'token',
  allowTrial: false,
  summary: 'Sends a code by SMS to a mobile number the member is about to bind; answers expiredMinutes',
  request: z.object(ZBindMobile),
  response: ZCodeSent,
});

export const bindMobile = defineCall({
  id: 'cashier.bindMobile',
  method: 'POST',
  path: '/wps/cashier/security/mobile',
  auth: 'token',
  allowTrial: false,
  summary: 'Binds a mobile number (once) with the code bindMobileCode sent to it',
  request: z.object({ ...ZBindMobile, verificationCode: ZVerificationCode }),
  response: ZSecurityProfile,
});

export const bindBank = defineCall({
  id: 'cashier.bindBank',
  method: 'POST',
  path: '/wps/cashier/security/bank',
  auth: 'token',
  allowTrial: false,
  summary: 'Binds a bank account in the payee name (at most 3)',
  request: z.object({
    bankName: z.string().trim().min(2).max(60),
    accountName: z.string().trim().min(2).max(60),
    accountNumber: z.string().regex(/^\d[\d -]{5,30}\d$/, 'digits, spaces or dashes'),
  }),
  response: ZSecurityProfile,
});

export const paymentPassword = defineCall({
  id: 'cashier.paymentPassword',
  method: 'POST',
  path: '/wps/cashier/security/payment-password',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary: 'Sets the 6-digit payment password, or changes it with the old one',
  request: z
    .object({
      oldPassword: ZPaymentPassword.optional(),
      newPassword: ZPaymentPassword,
      confirmPassword: ZPaymentPassword,
    })
    .refine((v) => v.newPassword === v.confirmPassword, { path: ['confirmPassword'], message: 'must match' }),
  response: ZSecurityProfile,
});
