import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZBankAccount, ZMajor, ZPaymentPassword } from './cashier-shapes.ts';
import { ZAmountInput, ZRequestId } from './wallet.ts';

/** Cashier calls: deposits and withdrawals here; security and transfers in the files re-exported below. */

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
    /** A deposit or welcome bonus chosen from promotions.depositOffers; granted when the deposit is credited. */
    promotionId: z.number().int().positive().nullable().default(null),
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
    /**
     * A withdrawal while a bonus is being wagered forfeits the bonus: refused with
     * `bonus.withdraw.forfeits` (naming the amount) unless the member confirmed with true.
     */
    forfeitBonus: z.boolean().default(false),
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

/**
 * Upload path for a proof image: POST the PNG or JPG bytes (checked by content, at most 5 MB) with
 * Content-Type image/png or image/jpeg. Counted against the member's daily quota (brand settings
 * proofDailyUploads, proofDailyMegabytes); an upload not on a confirmation within an hour is removed.
 */
export const PROOF_UPLOAD_PATH = '/wps/cashier/withdraw/proof';

export * from './cashier-security.ts';
export * from './cashier-shapes.ts';
export * from './cashier-transfer.ts';
