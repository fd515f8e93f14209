/**
 * The back office's money work (issue 15 items 4 and 5, docs/decisions/1030): the deposit and
 * withdrawal queues (claim, release, assign, approve, reject, resolve), balance adjustments and
 * reversals, and the second approval of acts at or above the brand's threshold. Staff calls only.
 */
import { z } from 'zod';
import { defineCall } from '../define.ts';
import { DEPOSIT_STATUSES, WITHDRAWAL_STATUSES } from './cashier.ts';
import { ZAmountInput, ZRequestId } from './wallet.ts';

const ZMajor = z.number();
/** Why a money act was done: required, kept in the audit log. */
export const ZMoneyReason = z.string().trim().min(2).max(200);
const ZOrderNo = z.string().trim().min(1).max(40);

export const QUEUE_KINDS = ['deposit', 'withdrawal'] as const;
export type QueueKind = (typeof QUEUE_KINDS)[number];

/** Who holds a queue item (claimed or assigned), or null. */
export const ZClaim = z.object({ staffId: z.number().int(), name: z.string(), at: z.string() }).nullable();

/** The second-approval state of an act: none asked yet, or a first approval waiting for another staff member. */
export const ZApproval = z.object({
  /** The act is at or above the brand's threshold. */
  needsSecond: z.boolean(),
  state: z.enum(['none', 'pending_second']),
  firstBy: z.string().nullable(),
  firstAt: z.string().nullable(),
});

export const ZBackofficeDeposit = z.object({
  orderNo: z.string(),
  username: z.string(),
  channelId: z.string(),
  channelType: z.string(),
  amount: ZMajor,
  status: z.enum(DEPOSIT_STATUSES),
  /** The member's transfer reference (bank transfers: the proof of payment). */
  reference: z.string(),
  reason: z.string(),
  createdAt: z.string(),
  claim: ZClaim,
});
export type TBackofficeDeposit = z.infer<typeof ZBackofficeDeposit>;

export const ZBackofficeWithdrawal = z.object({
  orderNo: z.string(),
  username: z.string(),
  payeeName: z.string(),
  bankName: z.string(),
  /** Masked in lists; in full in the detail call. */
  accountNumber: z.string(),
  amount: ZMajor,
  status: z.enum(WITHDRAWAL_STATUSES),
  receivedAmount: ZMajor.nullable(),
  proofCount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  claim: ZClaim,
  approval: ZApproval,
});
export type TBackofficeWithdrawal = z.infer<typeof ZBackofficeWithdrawal>;

const claimRequest = z.object({ kind: z.enum(QUEUE_KINDS), orderNo: ZOrderNo });

export const deposits = defineCall({
  id: 'backoffice.deposits',
  method: 'GET',
  path: '/backoffice/api/deposits',
  auth: 'staff',
  summary: 'Deposit orders by status (default pending, waiting for approval), oldest first, with who holds each',
  request: z.object({ status: z.enum(DEPOSIT_STATUSES).default('pending') }),
  response: z.array(ZBackofficeDeposit),
});

export const depositApprove = defineCall({
  id: 'backoffice.depositApprove',
  method: 'POST',
  path: '/backoffice/api/deposits/approve',
  auth: 'staff',
  summary: 'Credits a pending bank-transfer deposit (once, however often it is sent), with a reason; audited',
  request: z.object({ orderNo: ZOrderNo, reason: ZMoneyReason }),
  response: ZBackofficeDeposit,
});

export const depositReject = defineCall({
  id: 'backoffice.depositReject',
  method: 'POST',
  path: '/backoffice/api/deposits/reject',
  auth: 'staff',
  summary: 'Rejects a pending deposit with a reason; audited',
  request: z.object({ orderNo: ZOrderNo, reason: ZMoneyReason }),
  response: ZBackofficeDeposit,
});

export const withdrawalsList = defineCall({
  id: 'backoffice.withdrawals',
  method: 'GET',
  path: '/backoffice/api/withdrawals',
  auth: 'staff',
  summary: 'Withdrawals by status (default pending), oldest first, with who holds each and the second-approval state',
  request: z.object({ status: z.enum(WITHDRAWAL_STATUSES).default('pending') }),
  response: z.array(ZBackofficeWithdrawal),
});

const ZRecentMoney = z.object({ orderNo: z.string(), amount: ZMajor, status: z.string(), createdAt: z.string() });

export const withdrawalDetail = defineCall({
  id: 'backoffice.withdrawal',
  method: 'GET',
  path: '/backoffice/api/withdrawals/detail',
  auth: 'staff',
  summary:
    "One withdrawal with its payout details, proof images and the member's recent deposits, bets and withdrawals",
  request: z.object({ orderNo: ZOrderNo }),
  response: z.object({
    withdrawal: ZBackofficeWithdrawal,
    accountName: z.string(),
    /** The second-approval threshold of the brand, major units. */
    threshold: ZMajor,
    proofs: z.array(z.object({ id: z.string(), contentType: z.string(), size: z.number().int(), url: z.string() })),
    recent: z.object({
      deposits: z.array(ZRecentMoney),
      withdrawals: z.array(ZRecentMoney),
      bets: z.array(
        z.object({
          roundId: z.string(),
          vendor: z.string(),
          gameName: z.string(),
          betAmount: ZMajor,
          winAmount: ZMajor,
          status: z.string(),
          startedAt: z.string(),
        }),
      ),
      betTotals: z.object({ rounds: z.number().int(), betAmount: ZMajor, winAmount: ZMajor, profit: ZMajor }),
    }),
  }),
});

export const withdrawalApprove = defineCall({
  id: 'backoffice.withdrawalApprove',
  method: 'POST',
  path: '/backoffice/api/withdrawals/approve',
  auth: 'staff',
  summary:
    'Approves a pending withdrawal: below the threshold it is paid out; at or above it the first approval is recorded and another staff member confirms',
  request: z.object({ orderNo: ZOrderNo, reason: ZMoneyReason }),
  response: ZBackofficeWithdrawal,
});

export const withdrawalConfirm = defineCall({
  id: 'backoffice.withdrawalConfirm',
  method: 'POST',
  path: '/backoffice/api/withdrawals/confirm',
  auth: 'staff',
  summary:
    'The second approval of a withdrawal at or above the threshold, by a staff member other than the first; pays it out',
  request: z.object({ orderNo: ZOrderNo, reason: ZMoneyReason }),
  response: ZBackofficeWithdrawal,
});

export const withdrawalReject = defineCall({
  id: 'backoffice.withdrawalReject',
  method: 'POST',
  path: '/backoffice/api/withdrawals/reject',
  auth: 'staff',
  summary:
    'Rejects a pending withdrawal with a reason (also one waiting for its second approval); the hold is released',
  request: z.object({ orderNo: ZOrderNo, reason: ZMoneyReason }),
  response: ZBackofficeWithdrawal,
});

export const withdrawalResolve = defineCall({
  id: 'backoffice.withdrawalResolve',
  method: 'POST',
  path: '/backoffice/api/withdrawals/resolve',
  auth: 'staff',
  summary: 'Settles a disputed payout: refund (the payout is reversed) or close (it was paid)',
  request: z.object({ orderNo: ZOrderNo, outcome: z.enum(['refund', 'close']), reason: ZMoneyReason }),
  response: ZBackofficeWithdrawal,
});

export const claim = defineCall({
  id: 'backoffice.claim',
  method: 'POST',
  path: '/backoffice/api/queue/claim',
  auth: 'staff',
  summary: 'Claims a deposit or withdrawal: one staff member at a time; others cannot act on it until released',
  request: claimRequest,
  response: z.object({ claim: ZClaim }),
});

export const release = defineCall({
  id: 'backoffice.release',
  method: 'POST',
  path: '/backoffice/api/queue/release',
  auth: 'staff',
  summary: 'Releases a claimed deposit or withdrawal (your own claim; owners and admins any)',
  request: claimRequest,
  response: z.object({ claim: ZClaim }),
});

export const assign = defineCall({
  id: 'backoffice.assign',
  method: 'POST',
  path: '/backoffice/api/queue/assign',
  auth: 'staff',
  summary: 'Assigns a deposit or withdrawal to a staff member of the brand who does money work',
  request: claimRequest.extend({ staffId: z.coerce.number().int().positive() }),
  response: z.object({ claim: ZClaim }),
});

export const ZBalanceRequest = z.object({
  id: z.number().int(),
  kind: z.enum(['adjustment', 'reversal']),
  /** adjustment: the request id; reversal: the reversed transaction id. */
  ref: z.string(),
  username: z.string(),
  /** Signed major units: a credit is positive. */
  amount: ZMajor,
  reason: z.string(),
  state: z.enum(['open', 'pending_second', 'done', 'cancelled']),
  firstBy: z.string().nullable(),
  createdAt: z.string(),
  transactionId: z.number().int().nullable(),
  balanceAfter: ZMajor.nullable(),
});
export type TBalanceRequest = z.infer<typeof ZBalanceRequest>;

export const ZAdjustInput = z.object({
  username: z.string().trim().min(1).max(40),
  direction: z.enum(['credit', 'debit']),
  amount: ZAmountInput,
  reason: ZMoneyReason,
  requestId: ZRequestId,
});

export const adjust = defineCall({
  id: 'backoffice.adjust',
  method: 'POST',
  path: '/backoffice/api/adjustments',
  auth: 'staff',
  summary:
    "Credits or debits a member's main wallet with a reason, once per request id; at or above the threshold it waits for a second staff member",
  request: ZAdjustInput,
  response: ZBalanceRequest,
});

export const ZReverseInput = z.object({
  transactionId: z.coerce.number().int().positive(),
  reason: ZMoneyReason,
});

export const reverse = defineCall({
  id: 'backoffice.reverse',
  method: 'POST',
  path: '/backoffice/api/reversals',
  auth: 'staff',
  summary:
    'Reverses a ledger transaction (the only correction), with a reason; at or above the threshold it waits for a second staff member',
  request: ZReverseInput,
  response: ZBalanceRequest,
});

export const balanceRequests = defineCall({
  id: 'backoffice.balanceRequests',
  method: 'GET',
  path: '/backoffice/api/balance-requests',
  auth: 'staff',
  summary: 'Adjustments and reversals by state (default: waiting for a second approval), newest first',
  request: z.object({ state: z.enum(['pending_second', 'done', 'cancelled']).default('pending_second') }),
  response: z.array(ZBalanceRequest),
});

export const balanceConfirm = defineCall({
  id: 'backoffice.balanceConfirm',
  method: 'POST',
  path: '/backoffice/api/balance-requests/confirm',
  auth: 'staff',
  summary: 'The second approval of an adjustment or reversal, by a staff member other than the first; posts it',
  request: z.object({ id: z.coerce.number().int().positive(), reason: ZMoneyReason }),
  response: ZBalanceRequest,
});

export const balanceCancel = defineCall({
  id: 'backoffice.balanceCancel',
  method: 'POST',
  path: '/backoffice/api/balance-requests/cancel',
  auth: 'staff',
  summary: 'Cancels an adjustment or reversal waiting for its second approval; nothing is posted',
  request: z.object({ id: z.coerce.number().int().positive(), reason: ZMoneyReason }),
  response: ZBalanceRequest,
});
