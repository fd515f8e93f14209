import { z } from 'zod';
import { defineCall } from '../define.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './cashier.ts';
import { ZAmountInput, ZRequestId } from './wallet.ts';

const ZMajor = z.number();
const ZReason = z.string().trim().min(2).max(200);
const ZOrderNo = z.string().max(40);

export const ZBackofficeDeposit = z.object({
  orderNo: z.string(),
  username: z.string(),
  channelId: z.string(),
  channelType: z.string(),
  amount: ZMajor,
  status: z.enum(DEPOSIT_STATUSES),
  reference: z.string(),
  reason: z.string(),
  createdAt: z.string(),
});

export const ZBackofficeWithdrawal = z.object({
  orderNo: z.string(),
  username: z.string(),
  payeeName: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  amount: ZMajor,
  status: z.enum(WITHDRAWAL_STATUSES),
  receivedAmount: ZMajor.nullable(),
  proofCount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});

export const deposits = defineCall({
  id: 'backoffice.deposits',
  method: 'GET',
  path: '/wps/backoffice/deposits',
  auth: 'operator',
  summary: 'Deposit orders by status (default pending), oldest first',
  request: z.object({ status: z.enum(DEPOSIT_STATUSES).default('pending') }),
  response: z.array(ZBackofficeDeposit),
});

export const depositApprove = defineCall({
  id: 'backoffice.depositApprove',
  method: 'POST',
  path: '/wps/backoffice/deposits/approve',
  auth: 'operator',
  summary: 'Credits a pending bank-transfer deposit (once, however often it is sent)',
  request: z.object({ orderNo: ZOrderNo }),
  response: ZBackofficeDeposit,
});

export const depositReject = defineCall({
  id: 'backoffice.depositReject',
  method: 'POST',
  path: '/wps/backoffice/deposits/reject',
  auth: 'operator',
  summary: 'Rejects a pending deposit with a reason',
  request: z.object({ orderNo: ZOrderNo, reason: ZReason }),
  response: ZBackofficeDeposit,
});

export const withdrawalsList = defineCall({
  id: 'backoffice.withdrawals',
  method: 'GET',
  path: '/wps/backoffice/withdrawals',
  auth: 'operator',
  summary: 'Withdrawals by status (default pending), oldest first',
  request: z.object({ status: z.enum(WITHDRAWAL_STATUSES).default('pending') }),
  response: z.array(ZBackofficeWithdrawal),
});

export const withdrawalApprove = defineCall({
  id: 'backoffice.withdrawalApprove',
  method: 'POST',
  path: '/wps/backoffice/withdrawals/approve',
  auth: 'operator',
  summary: 'Pays out a pending withdrawal: the hold becomes a ledger movement; the member then confirms',
  request: z.object({ orderNo: ZOrderNo }),
  response: ZBackofficeWithdrawal,
});

export const withdrawalReject = defineCall({
  id: 'backoffice.withdrawalReject',
  method: 'POST',
  path: '/wps/backoffice/withdrawals/reject',
  auth: 'operator',
  summary: 'Rejects a pending withdrawal with a reason; the hold is released',
  request: z.object({ orderNo: ZOrderNo, reason: ZReason }),
  response: ZBackofficeWithdrawal,
});

export const withdrawalResolve = defineCall({
  id: 'backoffice.withdrawalResolve',
  method: 'POST',
  path: '/wps/backoffice/withdrawals/resolve',
  auth: 'operator',
  summary: 'Settles a disputed payout: refund (the payout is reversed) or close (it was paid)',
  request: z.object({ orderNo: ZOrderNo, outcome: z.enum(['refund', 'close']), reason: ZReason }),
  response: ZBackofficeWithdrawal,
});

export const adjust = defineCall({
  id: 'backoffice.adjust',
  method: 'POST',
  path: '/wps/backoffice/adjustments',
  auth: 'operator',
  summary: "A manual adjustment of a member's main wallet with a reason (credit or debit; reversible)",
  request: z.object({
    username: z.string().trim().min(1).max(40),
    direction: z.enum(['credit', 'debit']),
    amount: ZAmountInput,
    reason: ZReason,
    requestId: ZRequestId,
  }),
  response: z.object({ transactionId: z.number().int(), balanceAfter: ZMajor }),
});

export const reverse = defineCall({
  id: 'backoffice.reverse',
  method: 'POST',
  path: '/wps/backoffice/reversals',
  auth: 'operator',
  summary: 'Reverses a ledger transaction (the only correction), with a reason',
  request: z.object({ transactionId: z.number().int().positive(), reason: ZReason }),
  response: z.object({ transactionId: z.number().int() }),
});
