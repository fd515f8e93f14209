/**
 * VIP rank (issue 19 item 2; docs/decisions/1520-vip.md). A member reaches a level at once when the
 * rolling period's valid bet and paid deposits meet both of its thresholds (handlers of bet.settled,
 * bet.corrected and deposit.approved, run in the transaction that marks their delivery done: exactly
 * once); a level the sums no longer reach is lost only at the monthly check, which also pays the
 * monthly bonus (a job keyed (vip.monthly, brand, month) in 'transaction' mode: exactly once).
 */

import type { TVipRank } from '@app/contracts/calls/vip';
import { VIP_SERVICE_ABOVE } from '@app/contracts/calls/vip';
import { toMajor } from '@app/contracts/money';
import { asc, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { vipLevels } from '../../db/schema/vip.ts';
import type { Deps } from '../../deps.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { oncePerTx } from '../../events/handler-memo.ts';
import type { JobResult } from '../../jobs/types.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ClubLabels } from '../auth/club-label.ts';
import type { Brand } from '../system/brand-types.ts';
import { levelsOf, nameIn, qualifyingLevel, rollingDaysOf } from './levels.ts';
import { changeLevel, levelOf, lockLevel, payMonthly, sumsOf, windowOf } from './member-level.ts';

/** The monthly check: subject the brand id, period the month just ended (`yyyy-mm`, UTC). */
export const MONTHLY_JOB = 'vip.monthly';

/** The first instant of the UTC month holding `d`. */
export const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
/** `yyyy-mm` of the UTC month holding `d`. */
export const monthKey = (d: Date) => d.toISOString().slice(0, 7);
/** The month before the one holding `d`. */
export const previousMonth = (d: Date) => monthKey(new Date(monthStart(d).getTime() - 1));
/** When the check of month `yyyy-mm` runs: the first instant of the next month. */
export function checkDueOf(month: string): Date {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m) throw new Error(`not a yyyy-mm month: ${month}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]), 1));
}

const pct = (have: number, need: number) => (need <= 0 ? 100 : Math.min(100, Math.floor((have / need) * 100)));

export type VipService = ReturnType<typeof createVipService>;

export function createVipService(deps: Deps, clubs: ClubLabels) {
  const { db } = deps;

  /** Raises the member to the level the rolling sums reach now, if above the current one. */
  async function raise(tx: Tx, brandId: number, memberId: number, at: Date): Promise<number> {
    const levels = await oncePerTx(tx, `vip.levels:${brandId}`, () => levelsOf(tx, brandId));
    const top = levels.at(-1)?.level ?? 0;
    if (top === 0) return 0;
    const held = await levelOf(tx, memberId);
    if (held.level >= top) return 0;
    const days = await oncePerTx(tx, `vip.days:${brandId}`, () => rollingDaysOf(tx, brandId));
    const sums = (await sumsOf(tx, brandId, [memberId], windowOf(new Date(at.getTime() + 1), days))).get(memberId);
    const reach = sums ? qualifyingLevel(levels, sums) : 0;
    if (reach <= held.level) return 0;
    // Locked, then read again: a racing handler of the same member may have raised it meanwhile.
    const before = await lockLevel(tx, brandId, memberId, at);
    if (reach <= before.level) return 0;
    await changeLevel(tx, clubs, levels, { brandId, memberId, before, to: reach, cause: 'threshold', at });
    return reach;
  }

  return {
    /** The event handler: a settled bet, a correction or a credited deposit may raise the member's level. */
    async onActivity(event: StoredEvent<'bet.settled' | 'bet.corrected' | 'deposit.approved'>, tx: Tx): Promise<void> {
      const brandId = event.brandId;
      if (brandId === null) return;
      const memberId = event.payload.memberId;
      // The sums are read as they stand now, the same for every event of the member in one delivery
      // batch (their bets and deposits are all recorded already): one check a member a batch.
      await oncePerTx(tx, `vip.raise:${memberId}`, () => raise(tx, brandId, memberId, deps.now()));
    },

    /** Raises a member to the level reached now, in the caller's transaction (the handler's work). */
    raise,

    /** The rank page: level, progress over the rolling period to the next level, every level with its rewards. */
    async rank(brand: Brand, memberId: number, lang: string): Promise<TVipRank> {
      const mu = brand.settings.minorUnits;
      const levels = await levelsOf(db, brand.id);
      const days = await rollingDaysOf(db, brand.id);
      const now = deps.now();
      const me = await levelOf(db, memberId);
      const sums = (await sumsOf(db, brand.id, [memberId], windowOf(new Date(now.getTime() + 1), days))).get(
        memberId,
      ) ?? { valid: 0, deposit: 0 };
      const current = levels.find((l) => l.level === me.level);
      const next = levels.find((l) => l.level === me.level + 1);
      return {
        level: me.level,
        name: current ? nameIn(current, lang) : `VIP ${me.level}`,
        highest: me.highest,
        rollingDays: days,
        progress: {
          validBet: toMajor(sums.valid, mu),
          deposit: toMajor(sums.deposit, mu),
          next: next
            ? {
                level: next.level,
                name: nameIn(next, lang),
                minValidBet: toMajor(next.minValidBet, mu),
                minDeposit: toMajor(next.minDeposit, mu),
                validBetPercent: pct(sums.valid, next.minValidBet),
                depositPercent: pct(sums.deposit, next.minDeposit),
              }
            : null,
        },
        levels: levels.map((l) => ({
          level: l.level,
          name: nameIn(l, lang),
          minValidBet: toMajor(l.minValidBet, mu),
          minDeposit: toMajor(l.minDeposit, mu),
          upgradeBonus: toMajor(l.upgradeBonus, mu),
          monthlyBonus: toMajor(l.monthlyBonus, mu),
          wageringMultiple: l.wageringMultiple,
          vipService: l.level > VIP_SERVICE_ABOVE,
        })),
        nextCheckAt: checkDueOf(monthKey(now)).getTime(),
      };
    },

    /** Refuses the VIP service channel (SPEC §4) to anyone but a member above level 4 (vip.service.only). */
    async assertVipService(brand: Brand, memberId: number | null): Promise<void> {
      const level = memberId === null ? 0 : (await levelOf(db, memberId)).level;
      const ofBrand = memberId === null ? null : await clubs.clubRankOf(db, brand.id, memberId);
      if (ofBrand === null || level <= VIP_SERVICE_ABOVE) throw new AppError('vip.service.only');
    },

    /** The brands with a VIP programme (a level above 0): the monthly job's subjects. */
    async brandsWithLevels(): Promise<string[]> {
      const rows = await db
        .selectDistinct({ brandId: vipLevels.brandId })
        .from(vipLevels)
        .where(gt(vipLevels.level, 0))
        .orderBy(asc(vipLevels.brandId));
      return rows.map((r) => String(r.brandId));
    },

    /** How many members the monthly check of a brand would look at. */
    async ranked(brandId: number): Promise<number> {
      const [row] = await rowsOf<{ n: number | string }>(
        db,
        sql`SELECT count(*) AS n FROM vip_members WHERE brand_id = ${brandId} AND level > 0`,
      );
      return Number(row?.n ?? 0);
    },

    /**
     * The monthly check of `month` for a brand, in the job's transaction: each member above level 0
     * drops to the level the rolling period ending at `endsAt` (when the check runs) reaches (never rises here), then gets the
     * monthly bonus of the level kept (`vip:month:<month>:<member>`).
     */
    async monthly(tx: Tx, brandId: number, month: string, endsAt: Date): Promise<JobResult> {
      const levels = await levelsOf(tx, brandId);
      const days = await rollingDaysOf(tx, brandId);
      const at = deps.now();
      // Locked in member order, as the handlers lock one row each: no deadlock between them.
      const held = await rowsOf<{ member_id: number | string; level: number; highest: number }>(
        tx,
        sql`SELECT member_id, level, highest FROM vip_members WHERE brand_id = ${brandId} AND level > 0
             ORDER BY member_id FOR UPDATE`,
      );
      const ids = held.map((h) => Number(h.member_id));
      const sums = await sumsOf(tx, brandId, ids, windowOf(endsAt, days));
      let down = 0;
      let bonuses = 0;
      let total = 0;
      for (const h of held) {
        const memberId = Number(h.member_id);
        const before = { level: Number(h.level), highest: Number(h.highest) };
        const reach = qualifyingLevel(levels, sums.get(memberId) ?? { valid: 0, deposit: 0 });
        let level = before.level;
        // A level no longer in the table (the table was shortened) drops as well.
        const top = levels.at(-1)?.level ?? 0;
        if (reach < level || level > top) {
          level = Math.min(reach, top);
          await changeLevel(tx, clubs, levels, { brandId, memberId, before, to: level, cause: 'monthly', at });
          down++;
        }
        const l = levels.find((x) => x.level === level);
        if (l && level > 0) {
          const paid = await payMonthly(tx, brandId, memberId, l, month, at);
          if (paid.created) {
            bonuses++;
            total += paid.amount;
          }
        }
      }
      return { members: held.length, downgraded: down, bonuses, total };
    },

    /** The level rows of a brand (for the back office). */
    levels: (brandId: number) => levelsOf(db, brandId),
    rollingDays: (brandId: number) => rollingDaysOf(db, brandId),
  };
}
