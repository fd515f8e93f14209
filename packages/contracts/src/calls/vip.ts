import { z } from 'zod';
import { defineCall } from '../define.ts';
import { ZMajor } from './cashier-shapes.ts';

// VIP rank as the member sees it (issue 19 item 2; docs/decisions/1520-vip.md): levels per brand with
// thresholds on valid bet and on paid deposits over a rolling period of the brand's days; a member
// reaches a level at once when both thresholds are met, and drops only at the monthly check.

/** The most levels a brand has (0 .. VIP_MAX_LEVEL). */
export const VIP_MAX_LEVEL = 30;
/** Above this rankLevel the VIP service channel replaces live chat (SPEC §4, §9). */
export const VIP_SERVICE_ABOVE = 4;

/** One level of the brand, with its rewards. Amounts in major units. */
export const ZVipLevel = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  /** The level's name in the asked language (English when it has none). */
  name: z.string(),
  minValidBet: ZMajor,
  minDeposit: ZMajor,
  upgradeBonus: ZMajor,
  monthlyBonus: ZMajor,
  /** 0: rewards are paid as cash; otherwise a bonus wagered that many times. */
  wageringMultiple: z.number().int(),
  /** The VIP service channel comes with this level (rankLevel above 4). */
  vipService: z.boolean(),
});
export type TVipLevel = z.infer<typeof ZVipLevel>;

/** Where the member stands: the rolling period's sums against the next level's thresholds. */
export const ZVipProgress = z.object({
  validBet: ZMajor,
  deposit: ZMajor,
  /** null at the top level. */
  next: z
    .object({
      level: z.number().int(),
      name: z.string(),
      minValidBet: ZMajor,
      minDeposit: ZMajor,
      /** 0..100, how far each sum is towards its threshold (100 when reached). */
      validBetPercent: z.number(),
      depositPercent: z.number(),
    })
    .nullable(),
});
export type TVipProgress = z.infer<typeof ZVipProgress>;

export const ZVipRank = z.object({
  level: z.number().int(),
  name: z.string(),
  /** The highest level ever reached. */
  highest: z.number().int(),
  /** The days the sums are counted over (a brand setting, 30 by default). */
  rollingDays: z.number().int(),
  progress: ZVipProgress,
  levels: z.array(ZVipLevel),
  /** When the next monthly check runs (ms): a level the sums no longer reach may drop then. */
  nextCheckAt: z.number(),
});
export type TVipRank = z.infer<typeof ZVipRank>;

export const rank = defineCall({
  id: 'vip.rank',
  method: 'GET',
  path: '/wps/relay/MCS2_getPlayerRank',
  auth: 'token',
  summary:
    "The member's VIP level, progress to the next level over the rolling period, and every level with its rewards",
  request: z.object({}),
  response: ZVipRank,
});
