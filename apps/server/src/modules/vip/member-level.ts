/**
 * A member's VIP level and its changes (docs/decisions/1520-vip.md). Every change locks the member's
 * vip_members row, writes the history row and `vip.level_changed` in the same transaction, keeps the
 * member's club label in step through the auth area, and issues the upgrade bonus of each level
 * reached for the first time ever (the reward centre's source key `vip:up:<member>:<level>` makes it
 * once, whatever races or repeats).
 */
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import { vipLevelChanges, vipMembers } from '../../db/schema/vip.ts';
import { recordEvents } from '../../events/record.ts';
import type { ClubLabels } from '../auth/club-label.ts';
import { paidDepositTotals } from '../cashier/deposit-sums.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import { validBetTotals } from '../valid-bets/member-totals.ts';
import type { VipLevelRow } from './levels.ts';
import { monthlyTitle, upgradeTitle } from './texts.ts';

const DAY_MS = 86_400_000;

export type ChangeCause = 'threshold' | 'monthly' | 'staff';

export interface MemberLevel {
  level: number;
  highest: number;
}

/** The rolling window of `days` ending at `end` (exclusive). */
export const windowOf = (end: Date, days: number) => ({ start: new Date(end.getTime() - days * DAY_MS), end });

/** Valid bet and paid deposits of members over a window, from the valid-bet record and the cashier. */
export async function sumsOf(
  exec: DbOrTx,
  brandId: number,
  memberIds: readonly number[],
  w: { start: Date; end: Date },
): Promise<Map<number, { valid: number; deposit: number }>> {
  const [valid, deposit] = [
    await validBetTotals(exec, brandId, memberIds, w.start, w.end),
    await paidDepositTotals(exec, brandId, memberIds, w.start, w.end),
  ];
  return new Map(memberIds.map((id) => [id, { valid: valid.get(id) ?? 0, deposit: deposit.get(id) ?? 0 }]));
}

/** A member's level without locking (no row: level 0). */
export async function levelOf(exec: DbOrTx, memberId: number): Promise<MemberLevel> {
  const [row] = await rowsOf<{ level: number; highest: number }>(
    exec,
    sql`SELECT level, highest FROM vip_members WHERE member_id = ${memberId}`,
  );
  return { level: Number(row?.level ?? 0), highest: Number(row?.highest ?? 0) };
}

/** The member's row, made when missing and locked until the transaction ends. */
export async function lockLevel(tx: Tx, brandId: number, memberId: number, at: Date): Promise<MemberLevel> {
  await tx.insert(vipMembers).values({ memberId, brandId, changedAt: at }).onConflictDoNothing();
  const [row] = await rowsOf<{ level: number; highest: number }>(
    tx,
    sql`SELECT level, highest FROM vip_members WHERE member_id = ${memberId} FOR UPDATE`,
  );
  if (!row) throw new Error(`vip_members row of ${memberId} missing after insert`);
  return { level: Number(row.level), highest: Number(row.highest) };
}

/** Wagering of a VIP reward: cash at multiple 0, else a bonus wagered on every category. */
export function wageringOf(multiple: number): WageringDb {
  return {
    multiple,
    base: 'bonus',
    contributions: multiple > 0 ? Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 100])) : {},
    maxBet: null,
    maxWin: null,
    expiresDays: 30,
  };
}

export interface LevelChange {
  brandId: number;
  memberId: number;
  before: MemberLevel;
  to: number;
  cause: ChangeCause;
  reason?: string;
  actor?: string;
  at: Date;
}

/**
 * Moves a locked member (see lockLevel) to `to`: the row, the history, the event, the club label and
 * the upgrade bonuses of the levels above the member's old level up to `to`. Returns the rewards issued.
 */
export async function changeLevel(
  tx: Tx,
  clubs: Pick<ClubLabels, 'setClubRank'>,
  levels: readonly VipLevelRow[],
  c: LevelChange,
): Promise<number> {
  const from = c.before.level;
  if (from === c.to) return 0;
  await tx
    .update(vipMembers)
    .set({ level: c.to, highest: Math.max(c.before.highest, c.to), changedAt: c.at })
    .where(sql`${vipMembers.memberId} = ${c.memberId}`);
  await tx.insert(vipLevelChanges).values({
    brandId: c.brandId,
    memberId: c.memberId,
    fromLevel: from,
    toLevel: c.to,
    cause: c.cause,
    reason: c.reason ?? '',
    actor: c.actor ?? '',
    createdAt: c.at,
  });
  await recordEvents(tx, [
    {
      type: 'vip.level_changed',
      brandId: c.brandId,
      subject: String(c.memberId),
      payload: { memberId: c.memberId, fromLevel: from, toLevel: c.to, direction: c.to > from ? 'up' : 'down' },
      at: c.at,
    },
  ]);
  await clubs.setClubRank(tx, c.memberId, c.to);
  let issued = 0;
  for (const l of levels) {
    if (l.level <= from || l.level > c.to || l.upgradeBonus <= 0) continue;
    const r = await issueReward(tx, {
      brandId: c.brandId,
      memberId: c.memberId,
      promotionId: null,
      source: 'vip',
      sourceKey: `vip:up:${c.memberId}:${l.level}`,
      title: upgradeTitle(l.level),
      amount: l.upgradeBonus,
      wagering: wageringOf(l.wageringMultiple),
      actor: c.actor,
      at: c.at,
    });
    if (r.created) issued++;
  }
  return issued;
}

/** The monthly bonus of a member's level for a month (`yyyy-mm`), once by its source key. */
export async function payMonthly(
  tx: Tx,
  brandId: number,
  memberId: number,
  l: VipLevelRow,
  month: string,
  at: Date,
): Promise<{ created: boolean; amount: number }> {
  if (l.monthlyBonus <= 0) return { created: false, amount: 0 };
  const r = await issueReward(tx, {
    brandId,
    memberId,
    promotionId: null,
    source: 'vip',
    sourceKey: `vip:month:${month}:${memberId}`,
    title: monthlyTitle(l.level, month),
    amount: l.monthlyBonus,
    wagering: wageringOf(l.wageringMultiple),
    at,
  });
  return { created: r.created, amount: r.created ? l.monthlyBonus : 0 };
}
