import { z } from 'zod';
import { defineCall } from '../define.ts';
import { LANGUAGES } from '../languages.ts';
import { ZMajor } from './cashier-shapes.ts';
import { VIP_MAX_LEVEL } from './vip.ts';

/**
 * Back office: VIP levels (issue 19 items 2 and 6; docs/decisions/1520-vip.md). The brand's levels are
 * edited as a whole table with the rolling period; a member's level may be set by hand. Every write
 * needs a reason and is audited.
 */

const ZReason = z.string().trim().min(2).max(1000);
const ZMoney = z.number().min(0).max(1e12);

/** A level as staff edit it: names per language (English required), thresholds and rewards in major units. */
export const ZVipLevelInput = z.object({
  level: z.number().int().min(0).max(VIP_MAX_LEVEL),
  names: z
    .partialRecord(z.enum(LANGUAGES), z.string().trim().max(40))
    .refine((n) => (n.EN ?? '').length > 0, { message: 'EN name required', path: ['EN'] }),
  minValidBet: ZMoney,
  minDeposit: ZMoney,
  upgradeBonus: ZMoney,
  monthlyBonus: ZMoney,
  wageringMultiple: z.number().int().min(0).max(100),
});
export type TVipLevelInput = z.infer<typeof ZVipLevelInput>;

export const ZVipSettings = z.object({
  /** The days the thresholds are summed over. */
  rollingDays: z.number().int().min(1).max(365),
  /** false: the brand has no levels saved yet (no VIP programme); `levels` is then the default table to start from. */
  saved: z.boolean(),
  levels: z.array(ZVipLevelInput),
  /** Members at each level now. */
  members: z.record(z.string(), z.number().int()),
});
export type TVipSettings = z.infer<typeof ZVipSettings>;

export const levels = defineCall({
  id: 'backofficeVip.levels',
  method: 'GET',
  path: '/backoffice/api/vip/levels',
  auth: 'staff',
  open: true,
  summary: "The brand's VIP levels (names, thresholds, rewards), its rolling period and the members at each level",
  request: z.object({}),
  response: ZVipSettings,
});

export const saveLevels = defineCall({
  id: 'backofficeVip.saveLevels',
  method: 'PUT',
  path: '/backoffice/api/vip/levels',
  auth: 'staff',
  open: true,
  summary:
    'Replaces the VIP levels and the rolling period: levels numbered 0..N, level 0 without thresholds, each threshold not below the one before and one of them higher. With a reason, audited',
  request: z.object({
    rollingDays: z.number().int().min(1).max(365),
    levels: z
      .array(ZVipLevelInput)
      .min(2)
      .max(VIP_MAX_LEVEL + 1),
    reason: ZReason,
  }),
  response: ZVipSettings,
});

export const ZVipChange = z.object({
  from: z.number().int(),
  to: z.number().int(),
  cause: z.enum(['threshold', 'monthly', 'staff']),
  reason: z.string(),
  by: z.string(),
  at: z.number(),
});

export const ZVipMember = z.object({
  memberId: z.number().int(),
  username: z.string(),
  level: z.number().int(),
  highest: z.number().int(),
  validBet: ZMajor,
  deposit: ZMajor,
  rollingDays: z.number().int(),
  history: z.array(ZVipChange),
});
export type TVipMember = z.infer<typeof ZVipMember>;

export const member = defineCall({
  id: 'backofficeVip.member',
  method: 'GET',
  path: '/backoffice/api/vip/member',
  auth: 'staff',
  open: true,
  summary: "A member's VIP level, the rolling period's sums and the level's history",
  request: z.object({ username: z.string().trim().min(1).max(64) }),
  response: ZVipMember,
});

export const setMemberLevel = defineCall({
  id: 'backofficeVip.setMemberLevel',
  method: 'POST',
  path: '/backoffice/api/vip/member/level',
  auth: 'staff',
  open: true,
  summary:
    "Sets a member's VIP level by hand (the upgrade bonus of a level reached for the first time is issued). With a reason, audited",
  request: z.object({
    username: z.string().trim().min(1).max(64),
    level: z.number().int().min(0).max(VIP_MAX_LEVEL),
    reason: ZReason,
  }),
  response: ZVipMember,
});

/** What is wrong with a level table, checked alike by the back-office form and the server; null when nothing. */
export function levelTableProblem(
  levels: readonly Pick<TVipLevelInput, 'level' | 'minValidBet' | 'minDeposit' | 'upgradeBonus'>[],
): { code: 'vip.levels.numbering' | 'vip.levels.base' | 'vip.levels.order'; index: number; field: string } | null {
  for (const [i, l] of levels.entries()) {
    if (l.level !== i) return { code: 'vip.levels.numbering', index: i, field: 'level' };
  }
  const base = levels[0];
  if (!base || base.minValidBet !== 0 || base.minDeposit !== 0 || base.upgradeBonus !== 0) {
    return { code: 'vip.levels.base', index: 0, field: 'minValidBet' };
  }
  for (let i = 1; i < levels.length; i++) {
    const below = levels[i - 1];
    const l = levels[i];
    if (!below || !l) continue;
    if (l.minValidBet < below.minValidBet) return { code: 'vip.levels.order', index: i, field: 'minValidBet' };
    if (l.minDeposit < below.minDeposit) return { code: 'vip.levels.order', index: i, field: 'minDeposit' };
    if (l.minValidBet === below.minValidBet && l.minDeposit === below.minDeposit) {
      return { code: 'vip.levels.order', index: i, field: 'minValidBet' };
    }
  }
  return null;
}
