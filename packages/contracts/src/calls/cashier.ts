import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZCodeSent } from './auth.ts';
import { ZAmountInput, ZBalance, ZRequestId } from './wallet.ts';

const ZMajor = z.number();
const ZPaymentPassword = z.string().regex(/^\d{6}$/, 'six digits');

export const ZDepositChannelView = z.object({
  id: z.string(),
  type: z.enum(['bank', 'gateway']),
  name: z.string(),
  min: ZMajor,
  max: ZMajor,
  /** Bank transfer: the account to pay into. */
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
});

export const depositChannels = defineCall({
  id: 'cashier.depositChannels',
  method: 'GET',
  path: '/wps/cashier/deposit/channels',
  auth: 'token',
  allowTrial: false,
  summary: "The brand's deposit channels with their limits",
  request: z.object({}),
  response: z.array(ZDepositChannelView),
});

export const DEPOSIT_STATUSES = ['pending', 'paid', 'rejected', 'failed'] as const;

export const ZDepositOrder = z.object({
  orderNo: z.string(),
  channelId: z.string(),
  channelType: z.enum(['bank', 'gateway']),
  amount: ZMajor,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  /** Gateway orders: where the member pays. */
  paymentUrl: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  settledAt: z.string().nullable(),
});
export type TDepositOrder = z.infer<typeof ZDepositOrder>;

export const depositCreate = defineCall({
  id: 'cashier.depositCreate',
  method: 'POST',
  path: '/wps/cashier/deposit',
  auth: 'token',
  allowTrial: false,
  summary: 'Opens a deposit order: a bank transfer for the operator to check, or a gateway payment',
  request: z.object({
    channelId: z.string().max(32),
    amount: ZAmountInput,
    /** Bank transfer: the reference the member's bank printed. */
    reference: z.string().trim().max(64).default(''),
    requestId: ZRequestId,
  }),
  response: ZDepositOrder,
});

const ZPage = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(15),
};

export const depositOrders = defineCall({
  id: 'cashier.depositOrders',
  method: 'GET',
  path: '/wps/cashier/deposit/orders',
  auth: 'token',
  allowTrial: false,
  summary: "The member's deposit orders, newest first",
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZDepositOrder), total: z.number().int(), totalPages: z.number().int() }),
});

export const WITHDRAWAL_STATUSES = [
  'pending',
  'rejected',
  'paid',
  'received',
  'fully_received',
  'not_received',
  'auto_received',
  'refunded',
  'closed',
] as const;
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number];

export const ZWithdrawal = z.object({
  orderNo: z.string(),
  amount: ZMajor,
  status: z.enum(WITHDRAWAL_STATUSES),
  bankName: z.string(),
  /** Masked: only the last four digits. */
  accountNumber: z.string(),
  receivedAmount: ZMajor.nullable(),
  remainingAmount: ZMajor.nullable(),
  proofCount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  /** When an unconfirmed payout counts as received. */
  autoReceiveAt: z.string().nullable(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZBankAccount = z.object({
  id: z.number().int(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits. */
  accountNumber: z.string(),
});

export const withdrawInfo = defineCall({
  id: 'cashier.withdrawInfo',
  method: 'GET',
  path: '/wps/cashier/withdraw/info',
  auth: 'token',
  allowTrial: false,
  summary: 'What a withdrawal needs: limits, the day count, bank accounts, payment password state',
  request: z.object({}),
  response: z.object({
    min: ZMajor,
    max: ZMajor,
    dailyCount: z.number().int(),
    usedToday: z.number().int(),
    available: ZMajor,
    hasPaymentPassword: z.boolean(),
    payeeName: z.string(),
    bankAccounts: z.array(ZBankAccount),
    autoReceiveMinutes: z.number().int(),
  }),
});

export const withdrawCreate = defineCall({
  id: 'cashier.withdrawCreate',
  method: 'POST',
  path: '/wps/cashier/withdraw',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary: 'Requests a withdrawal to a bound bank account; the amount is held until the operator decides',
  request: z.object({
    amount: ZAmountInput,
    bankAccountId: z.number().int().positive(),
    paymentPassword: ZPaymentPassword,
    requestId: ZRequestId,
  }),
  response: ZWithdrawal,
});

export const withdrawals = defineCall({
  id: 'cashier.withdrawals',
  method: 'GET',
  path: '/wps/cashier/withdraw/orders',
  auth: 'token',
  allowTrial: false,
  summary: "The member's withdrawals, newest first",
  request: z.object(ZPage),
  response: z.object({ list: z.array(ZWithdrawal), total: z.number().int(), totalPages: z.number().int() }),
});

export const withdrawConfirm = defineCall({
  id: 'cashier.withdrawConfirm',
  method: 'POST',
  path: '/wps/cashier/withdraw/confirm',
  auth: 'token',
  allowTrial: false,
  summary:
    'The member confirms a paid withdrawal: received (with the amount), not received (with proof), fully received',
  request: z.object({
    orderNo: z.string().max(40),
    outcome: z.enum(['received', 'not_received', 'fully_received']),
    /** received: how much arrived. */
    receivedAmount: ZAmountInput.optional(),
    /** not_received: ids of uploaded proof images (1-3). */
    proofIds: z
      .array(z.string().regex(/^[a-f0-9]{32}$/))
      .max(3)
      .default([]),
  }),
  response: ZWithdrawal,
});

/** Upload path for a proof image: POST the PNG or JPG bytes with Content-Type image/png or image/jpeg. */
export const PROOF_UPLOAD_PATH = '/wps/cashier/withdraw/proof';

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

export const transferInfo = defineCall({
  id: 'cashier.transferInfo',
  method: 'GET',
  path: '/wps/cashier/transfer/info',
  auth: 'token',
  allowTrial: false,
  summary: 'Transfers between members: upline, whether allowed, limits',
  request: z.object({}),
  response: z.object({
    uplineUsername: z.string(),
    toUpline: z.boolean(),
    toDownline: z.boolean(),
    min: ZMajor,
    max: ZMajor,
    available: ZMajor,
  }),
});

export const transferUpline = defineCall({
  id: 'cashier.transferUpline',
  method: 'POST',
  path: '/wps/cashier/transfer/upline',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  summary: 'Transfers to the upline (brand switch WALLET_TRANSFER_UPLINE), with the payment password',
  request: z.object({ amount: ZAmountInput, paymentPassword: ZPaymentPassword, requestId: ZRequestId }),
  response: z.object({ transactionId: z.number().int(), balance: ZBalance }),
});

export const transferDownline = defineCall({
  id: 'cashier.transferDownline',
  method: 'POST',
  path: '/wps/cashier/transfer/downline',
  auth: 'token',
  encrypted: true,
  allowTrial: false,
  agentOnly: true,
  summary: "An agent's transfer to a member of their own team (brand switch WALLET_TRANSFER_DOWNLINE)",
  request: z.object({
    username: z.string().trim().min(1).max(40),
    amount: ZAmountInput,
    paymentPassword: ZPaymentPassword,
    requestId: ZRequestId,
  }),
  response: z.object({ transactionId: z.number().int(), balance: ZBalance }),
});
