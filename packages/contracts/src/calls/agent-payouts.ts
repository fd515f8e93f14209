import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZContractKind } from './agents.ts';
import { ZMajor } from './cashier-shapes.ts';
import { ZDate } from './shapes.ts';

// Contract payouts as the agent sees them (SPEC §2 my income; docs/decisions/1120).

export const PAYOUT_STATUSES = ['pending', 'waiting', 'paid'] as const;

export const ZIncomeRow = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  /** 'in': paid to the caller; 'out': paid by the caller to a downline. */
  direction: z.enum(['in', 'out']),
  /** The other side: the payer for 'in' ('' for the platform), the downline for 'out'. */
  counterparty: z.string(),
  periodStart: z.number(),
  periodEnd: z.number(),
  /** What the rate applied to: the period's team valid bet, or its team loss for a dividend. */
  base: ZMajor,
  activeMembers: z.number().int(),
  /** Percent. */
  rate: z.number(),
  amount: ZMajor,
  /** waiting: the payer's balance was short; it is retried. */
  status: z.enum(PAYOUT_STATUSES),
  paidAt: z.number().nullable(),
  /** The reason it waits, in the caller's language; '' otherwise. */
  error: z.string(),
});
export type TIncomeRow = z.infer<typeof ZIncomeRow>;

export const income = defineCall({
  id: 'agentPayouts.income',
  method: 'GET',
  path: '/wps/agent/income',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'My income: every dividend, wage and salary received and paid to downlines, over brand-local days',
  request: z.object({
    start: ZDate,
    end: ZDate,
    kind: ZContractKind.optional(),
    direction: z.enum(['in', 'out']).optional(),
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  }),
  response: z.object({
    list: z.array(ZIncomeRow),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    /** Over every row the filters match. */
    received: ZMajor,
    paidOut: ZMajor,
  }),
});

export const preview = defineCall({
  id: 'agentPayouts.preview',
  method: 'GET',
  path: '/wps/agent/income/preview',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "What the caller's active contract of a kind would pay for the current period so far",
  request: z.object({ kind: ZContractKind }),
  response: z.object({
    active: z.boolean(),
    periodStart: z.number(),
    periodEnd: z.number(),
    base: ZMajor,
    validBet: ZMajor,
    activeMembers: z.number().int(),
    rate: z.number(),
    gross: ZMajor,
    /** What the caller would pay its downlines' contracts of the kind. */
    toDownlines: ZMajor,
    net: ZMajor,
  }),
});
