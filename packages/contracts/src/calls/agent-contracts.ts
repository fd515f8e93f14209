import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZContractKind } from './agents.ts';

// Agent contracts (SPEC §3 contract fields, §4 contracts; docs/decisions/1110): dividend, daily wage,
// hourly salary and real-time salary, offered by an upline and accepted or rejected by the downline.

/** A rate as a percent with at most two decimals (0.35 is 0.35 %); stored as basis points. */
export const ZRatePercent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6, {
    message: 'a percent with at most two decimals',
  });

/**
 * One tier: the rate that applies once every minimum is reached. The dividend measures the period's
 * team loss (stake less win, major units), valid bet and active members; wages and salaries measure
 * valid bet and active members (minLoss 0). Tiers are monotonic: a tier whose minimums are all at least
 * another's has at least its rate.
 */
export const ZContractTier = z.object({
  minValidBet: z.number().min(0).max(1e12).default(0),
  minActiveMembers: z.number().int().min(0).max(1_000_000).default(0),
  minLoss: z.number().min(0).max(1e12).default(0),
  rate: ZRatePercent,
});
export type TContractTier = z.infer<typeof ZContractTier>;

/** Dividend: weekly, semimonthly or monthly; daily wage: daily; hourly salary: hourly; real-time: every 5 minutes. */
export const CONTRACT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime'] as const;
export const ZContractPeriod = z.enum(CONTRACT_PERIODS);

export const CONTRACT_STATUSES = ['offered', 'active', 'rejected', 'terminationRequested', 'terminated'] as const;

export const ZContract = z.object({
  id: z.number().int(),
  kind: ZContractKind,
  period: ZContractPeriod,
  status: z.enum(CONTRACT_STATUSES),
  /** The downline who holds (or is offered) the contract. */
  holder: z.string(),
  /** The upline who offered it; '' when the platform did (a top agent's contract). */
  offeredBy: z.string(),
  tiers: z.array(ZContractTier),
  offeredAt: z.number(),
  decidedAt: z.number().nullable(),
  /** When an accepted contract starts paying: the start of the next period. */
  effectiveFrom: z.number().nullable(),
  endedAt: z.number().nullable(),
  /** Why it ended or changed: 'terminated', 'replaced', 'lowered' (the upline's rate fell), 'rejected'. */
  note: z.string(),
  /** Who must answer now: 'holder' (an offer or the upline's termination request), 'upline', or ''. */
  awaiting: z.enum(['holder', 'upline', '']),
});
export type TContract = z.infer<typeof ZContract>;

const ZContractLists = z.object({
  /** Whether this contract kind is shown to the caller (brand switch and agent type). */
  enabled: z.boolean(),
  /** The caller's own contracts of this kind: active, offered, termination requested, and the last 20 ended. */
  mine: z.array(ZContract),
  /** Contracts of this kind the caller offered to its downlines (not ended, and the last 20 ended). */
  team: z.array(ZContract),
});

const listCall = (id: string, method: 'GET' | 'POST', path: string, what: string) =>
  defineCall({
    id,
    method,
    path,
    auth: 'token',
    allowTrial: false,
    agentOnly: true,
    summary: `${what}: the caller's own contracts and those it offered to its downlines`,
    request: z.object({}),
    response: ZContractLists,
  });

export const dividendContracts = listCall(
  'agentContracts.dividend',
  'GET',
  '/wps/relay/MCS2_processDividendReq',
  'Dividend contracts',
);
export const dailyWageContracts = listCall(
  'agentContracts.dailyWage',
  'GET',
  '/wps/relay/MCS2_processDailySalContract',
  'Daily wage contracts',
);
export const hourSalaryContracts = listCall(
  'agentContracts.hourSalary',
  'POST',
  '/wps/relay/MCS2_processContractHourSalary',
  'Hourly salary contracts',
);
export const realtimeSalaryContracts = listCall(
  'agentContracts.realtimeSalary',
  'POST',
  '/wps/relay/MCSFE_processRealTimeSalaryContract',
  'Real-time salary contracts',
);

export const offerContract = defineCall({
  id: 'agentContracts.offer',
  method: 'POST',
  path: '/wps/agent/contracts/offer',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: "Offer a contract to a direct downline agent; no tier's rate may exceed the caller's own contract",
  request: z.object({
    username: z.string().trim().min(1).max(40),
    kind: ZContractKind,
    period: ZContractPeriod,
    tiers: z.array(ZContractTier).min(1).max(10),
  }),
  response: ZContract,
});

export const respondContract = defineCall({
  id: 'agentContracts.respond',
  method: 'POST',
  path: '/wps/agent/contracts/respond',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'Accept or reject what awaits the caller: an offer, or a termination request from the other side',
  request: z.object({ id: z.coerce.number().int().positive(), accept: z.boolean() }),
  response: ZContract,
});

export const requestTermination = defineCall({
  id: 'agentContracts.requestTermination',
  method: 'POST',
  path: '/wps/agent/contracts/terminate',
  auth: 'token',
  allowTrial: false,
  agentOnly: true,
  summary: 'Ask to end an active contract (either side); it ends when the other side accepts, at the end of the period',
  request: z.object({ id: z.coerce.number().int().positive() }),
  response: ZContract,
});
