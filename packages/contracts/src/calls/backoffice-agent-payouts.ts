import { z } from 'zod';
import { defineCall } from '../define.ts';
import { PAYOUT_STATUSES } from './agent-payouts.ts';
import { ZContractKind } from './agents.ts';
import { ZDate } from './shapes.ts';

/**
 * Back office: agent contract payouts (issue 16, docs/decisions/1120-agent-payouts.md). Payout runs
 * per kind and period with their totals, a preview of the next run (the open periods so far), and the
 * payouts that wait for their payer's balance, with a retry. Amounts are major units.
 */

const ZPageNo = z.coerce.number().int().min(1).max(100_000).default(1);
const ZPageSize = z.coerce.number().int().min(1).max(100).default(20);
const ZReason = z.string().trim().min(2).max(1000);

export const ZPayoutRun = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  /** daily, weekly, semimonthly, monthly, hourly, realtime. */
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** Contracts that paid for the period. */
  payouts: z.number().int(),
  gross: z.number(),
  /** Paid by the platform (to top agents). */
  platformGross: z.number(),
  paid: z.number(),
  waiting: z.number().int(),
  waitingAmount: z.number(),
  /** auto: paid without an approval; held: the platform pays once staff approve it; approved. */
  approval: z.enum(['auto', 'held', 'approved']),
  approvedBy: z.string(),
});
export type TPayoutRun = z.infer<typeof ZPayoutRun>;

export const runs = defineCall({
  id: 'backofficeAgentPayouts.runs',
  method: 'GET',
  path: '/backoffice/api/agent-payouts/runs',
  auth: 'staff',
  open: true,
  summary: 'Computed payout runs by kind and period (brand-local days from..to by period start) with totals',
  request: z.object({
    from: ZDate,
    to: ZDate,
    kind: ZContractKind.optional(),
    /** 'true' lists the runs that found no contract to pay as well (one per period and kind). */
    includeEmpty: z.enum(['true', 'false']).default('false'),
    pageNo: ZPageNo,
    pageSize: ZPageSize,
  }),
  response: z.object({
    list: z.array(ZPayoutRun),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  }),
});

export const ZNextRun = z.object({
  period: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  payouts: z.number().int(),
  gross: z.number(),
  platformGross: z.number(),
});
export type TNextRun = z.infer<typeof ZNextRun>;

export const nextRun = defineCall({
  id: 'backofficeAgentPayouts.nextRun',
  method: 'GET',
  path: '/backoffice/api/agent-payouts/next',
  auth: 'staff',
  open: true,
  summary: "A preview of a kind's next payout run: its open periods' payouts so far (nothing is written)",
  request: z.object({ kind: ZContractKind }),
  response: z.object({ kind: ZContractKind, periods: z.array(ZNextRun), currency: z.string() }),
});

export const ZWaitingPayout = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  agent: z.string(),
  /** '' for the platform. */
  payer: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  amount: z.number(),
  /** What the payer can spend now (the platform: null). */
  payerBalance: z.number().nullable(),
  attempts: z.number().int(),
  status: z.enum(PAYOUT_STATUSES),
  /** The reason it waits, in the staff member's language. */
  error: z.string(),
});
export type TWaitingPayout = z.infer<typeof ZWaitingPayout>;

export const waiting = defineCall({
  id: 'backofficeAgentPayouts.waiting',
  method: 'GET',
  path: '/backoffice/api/agent-payouts/waiting',
  auth: 'staff',
  open: true,
  summary: "Payouts waiting for their payer's balance, oldest period first",
  request: z.object({ kind: ZContractKind.optional(), pageNo: ZPageNo, pageSize: ZPageSize }),
  response: z.object({
    list: z.array(ZWaitingPayout),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    currency: z.string(),
  }),
});

export const retry = defineCall({
  id: 'backofficeAgentPayouts.retry',
  method: 'POST',
  path: '/backoffice/api/agent-payouts/retry',
  auth: 'staff',
  open: true,
  summary: 'Tries a waiting payout again now, with a reason; audited. Still short: it keeps waiting',
  request: z.object({ id: z.number().int().min(1), reason: ZReason }),
  response: ZWaitingPayout,
});

export const approveRun = defineCall({
  id: 'backofficeAgentPayouts.approveRun',
  method: 'POST',
  path: '/backoffice/api/agent-payouts/runs/approve',
  auth: 'staff',
  open: true,
  summary:
    "Approves a held payout run (its platform share reached the brand's agentPayoutApprovalThreshold): the platform pays its top agents, then they pay theirs; with a reason, audited",
  request: z.object({ id: z.number().int().min(1), reason: ZReason }),
  response: ZPayoutRun,
});
