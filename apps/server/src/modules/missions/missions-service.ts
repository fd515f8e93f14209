import { ZBrandSettings } from '@app/contracts/brand';
/**
 * Missions (issue 19 item 3; docs/decisions/1530-missions.md). Progress is kept per (mission, member,
 * period) by the `missions.progress` event handler, which runs inside the transaction that marks its
 * delivery done: an event counts exactly once, even when a copy dies midway and the delivery is run
 * again. Claiming marks the period's row claimed with one conditional UPDATE (the row lock orders
 * racing claims; the second finds it claimed) and pays the reward in the same transaction, keyed
 * `mission:<mission>:<period>:<member>` in the points ledger or the reward centre.
 */
import type { TMission, TMissionReward, TMissionSummary } from '@app/contracts/calls/missions';
import { GAME_CATEGORIES } from '@app/contracts/constants';
import { toMajor } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { brands } from '../../db/schema/index.ts';
import { type missionProgress, missions, type RewardKindDb } from '../../db/schema/missions.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { oncePerTx } from '../../events/handler-memo.ts';
import { AppError } from '../../lib/app-error.ts';
import { creditPoints } from '../points/ledger.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { Brand } from '../system/brand-types.ts';
import { periodBounds, periodKey } from './periods.ts';

export type MissionRow = typeof missions.$inferSelect;
export type ProgressRow = typeof missionProgress.$inferSelect;

/**
 * A brand's clock offset read through the given transaction (a handler or job must not reach past its
 * transaction: on PGlite the one connection is held by it).
 */
export async function offsetOf(exec: DbOrTx, brandId: number): Promise<number> {
  const [row] = await exec.select({ settings: brands.settings }).from(brands).where(eq(brands.id, brandId));
  // With the settings' defaults filled, as the brand service reads them (a brand saved without an
  // offset keeps the default one, not UTC).
  return ZBrandSettings.parse(row?.settings ?? {}).timezoneOffsetMinutes;
}

export const MISSION_EVENTS = ['deposit.approved', 'bet.settled', 'bet.corrected', 'member.signed_in'] as const;
export type MissionEvent = (typeof MISSION_EVENTS)[number];

/** Money kinds keep minor units; sign-in and rounds keep counts. */
export const isMoneyKind = (kind: MissionRow['kind']) => kind === 'deposit' || kind === 'bet';

/** Cash paid as cash; a bonus with wagering (its multiple, every category counting in full). */
export function wageringOf(kind: RewardKindDb, multiple: number): WageringDb {
  const m = kind === 'bonus' ? Math.max(1, multiple) : 0;
  return {
    multiple: m,
    base: 'bonus',
    contributions: m > 0 ? Object.fromEntries(GAME_CATEGORIES.map((c) => [c, 100])) : {},
    maxBet: null,
    maxWin: null,
    expiresDays: 30,
  };
}

/** A reward as the member sees it: points as they are, cash and bonus in major units. */
export function rewardView(kind: RewardKindDb, amount: number, minorUnits: number): TMissionReward {
  return { kind, amount: kind === 'points' ? amount : toMajor(amount, minorUnits) };
}

export const titleIn = (titles: Record<string, string>, lang: string) => titles[lang] || titles.EN || '';

/** The game category of a settled bet: the game's type, else its vendor's. */
export async function categoryOf(exec: DbOrTx, vendor: string, gameCode: string): Promise<string> {
  const [row] = await rowsOf<{ category: string | null }>(
    exec,
    sql`SELECT coalesce(
          (SELECT g.game_type FROM games g JOIN game_vendors v ON v.id = g.vendor_id
            WHERE v.vassalage = ${vendor} AND g.game_code = ${gameCode} LIMIT 1),
          (SELECT v.game_type FROM game_vendors v WHERE v.vassalage = ${vendor})) AS category`,
  );
  return row?.category ?? '';
}

export type MissionsService = ReturnType<typeof createMissionsService>;

export function createMissionsService(deps: Deps) {
  const { db } = deps;

  const activeOf = (exec: DbOrTx, brandId: number) =>
    exec
      .select()
      .from(missions)
      .where(and(eq(missions.brandId, brandId), eq(missions.active, true)))
      .orderBy(asc(missions.sort), asc(missions.id));

  /** Adds `delta` to a member's progress in a period; marks it completed the first time it reaches the target. */
  async function bump(tx: Tx, m: MissionRow, memberId: number, period: string, delta: number, at: Date) {
    await rowsOf(
      tx,
      sql`INSERT INTO mission_progress AS p (mission_id, member_id, period, brand_id, progress, completed_at, updated_at)
          VALUES (${m.id}, ${memberId}, ${period}, ${m.brandId}, greatest(0, ${delta}::bigint),
                  CASE WHEN ${delta}::bigint >= ${m.target}::bigint THEN ${at.toISOString()}::timestamptz END,
                  ${at.toISOString()}::timestamptz)
          ON CONFLICT (mission_id, member_id, period) DO UPDATE
             SET progress = greatest(0, p.progress + ${delta}::bigint),
                 completed_at = coalesce(p.completed_at,
                   CASE WHEN p.progress + ${delta}::bigint >= ${m.target}::bigint THEN ${at.toISOString()}::timestamptz END),
                 updated_at = ${at.toISOString()}::timestamptz`,
    );
  }

  /**
   * The `missions.progress` handler: the event's amount or count goes to every live mission of the
   * brand it fits, in the period holding the event's time. Runs in the delivery's transaction.
   */
  async function onEvent(event: StoredEvent<MissionEvent>, tx: Tx): Promise<void> {
    if (event.brandId === null) return;
    const brandId = event.brandId;
    const list = await oncePerTx(tx, `missions.active:${brandId}`, () => activeOf(tx, brandId));
    if (list.length === 0) return;
    const offset = await oncePerTx(tx, `brand.offset:${brandId}`, () => offsetOf(tx, brandId));
    const at = event.at;
    const memberId = event.payload.memberId;
    let category: string | null = null;
    for (const m of list) {
      const period = periodKey(m.cadence, at, offset);
      switch (event.type) {
        case 'deposit.approved':
          if (m.kind === 'deposit') await bump(tx, m, memberId, period, event.payload.amount, at);
          break;
        case 'bet.settled':
        case 'bet.corrected': {
          if (m.kind !== 'bet' && !(m.kind === 'rounds' && event.type === 'bet.settled')) break;
          if (m.category !== '') {
            const { vendor, gameCode } = event.payload;
            category ??= await oncePerTx(tx, `game.category:${vendor}:${gameCode}`, () =>
              categoryOf(tx, vendor, gameCode),
            );
            if (category !== m.category) break;
          }
          const delta = m.kind === 'bet' ? event.payload.validAmount : 1;
          if (delta !== 0) await bump(tx, m, memberId, period, delta, at);
          break;
        }
        case 'member.signed_in': {
          if (m.kind !== 'signin') break;
          const day = periodKey('daily', at, offset);
          const fresh = await rowsOf(
            tx,
            sql`INSERT INTO mission_signin_days (mission_id, member_id, day) VALUES (${m.id}, ${memberId}, ${day})
                ON CONFLICT DO NOTHING RETURNING day`,
          );
          if (fresh.length > 0) await bump(tx, m, memberId, period, 1, at);
          break;
        }
      }
    }
  }

  /** The member's rows of the live missions' current periods. */
  async function progressOf(exec: DbOrTx, brand: Brand, memberId: number, list: MissionRow[]) {
    const now = deps.now();
    const offset = brand.settings.timezoneOffsetMinutes;
    const day = periodKey('daily', now, offset);
    const week = periodKey('weekly', now, offset);
    if (list.length === 0) return new Map<number, { progress: number; completed: boolean; claimed: boolean }>();
    const rows = await rowsOf<{ mission_id: number; progress: number | string; completed: boolean; claimed: boolean }>(
      exec,
      sql`SELECT p.mission_id, p.progress, p.completed_at IS NOT NULL AS completed, p.claimed_at IS NOT NULL AS claimed
            FROM mission_progress p JOIN missions m ON m.id = p.mission_id
           WHERE p.member_id = ${memberId} AND m.brand_id = ${brand.id} AND m.active
             AND p.period = CASE m.cadence WHEN 'daily' THEN ${day} ELSE ${week} END`,
    );
    return new Map(
      rows.map((r) => [
        Number(r.mission_id),
        { progress: Number(r.progress), completed: r.completed, claimed: r.claimed },
      ]),
    );
  }

  async function summary(brand: Brand, memberId: number, lang: string): Promise<TMissionSummary> {
    const mu = brand.settings.minorUnits;
    const offset = brand.settings.timezoneOffsetMinutes;
    const now = deps.now();
    const list = await activeOf(db, brand.id);
    const mine = await progressOf(db, brand, memberId, list);
    const out: TMission[] = list.map((m) => {
      const p = mine.get(m.id);
      const progress = Math.min(p?.progress ?? 0, m.target);
      const money = isMoneyKind(m.kind);
      return {
        id: m.id,
        cadence: m.cadence,
        kind: m.kind,
        category: m.category,
        title: titleIn(m.titles, lang),
        target: money ? toMajor(m.target, mu) : m.target,
        progress: money ? toMajor(progress, mu) : progress,
        percent: Math.min(100, Math.floor((progress / m.target) * 100)),
        reward: rewardView(m.rewardKind, m.rewardAmount, mu),
        status: p?.claimed ? 'claimed' : p?.completed ? 'completed' : 'inProgress',
        endsAt: periodBounds(m.cadence, periodKey(m.cadence, now, offset), offset).end.getTime(),
      };
    });
    return { missions: out, claimable: out.filter((m) => m.status === 'completed').length };
  }

  async function claimableCount(brand: Brand, memberId: number): Promise<number> {
    const list = await activeOf(db, brand.id);
    const mine = await progressOf(db, brand, memberId, list);
    return [...mine.values()].filter((p) => p.completed && !p.claimed).length;
  }

  /** Claims the current period's reward of a completed mission, exactly once. */
  async function claim(
    brand: Brand,
    memberId: number,
    missionId: number,
  ): Promise<{ missionId: number; reward: TMissionReward }> {
    const now = deps.now();
    const [m] = await db
      .select()
      .from(missions)
      .where(and(eq(missions.id, missionId), eq(missions.brandId, brand.id), eq(missions.active, true)));
    if (!m) throw new AppError('missions.not.found', { field: 'missionId' });
    const period = periodKey(m.cadence, now, brand.settings.timezoneOffsetMinutes);
    return db.transaction(async (tx) => {
      const [won] = await rowsOf<{ period: string }>(
        tx,
        sql`UPDATE mission_progress SET claimed_at = ${now.toISOString()}::timestamptz
             WHERE mission_id = ${m.id} AND member_id = ${memberId} AND period = ${period}
               AND completed_at IS NOT NULL AND claimed_at IS NULL
         RETURNING period`,
      );
      if (!won) {
        const [row] = await rowsOf<{ completed: boolean; claimed: boolean }>(
          tx,
          sql`SELECT completed_at IS NOT NULL AS completed, claimed_at IS NOT NULL AS claimed FROM mission_progress
               WHERE mission_id = ${m.id} AND member_id = ${memberId} AND period = ${period}`,
        );
        throw new AppError(row?.claimed ? 'missions.claimed' : 'missions.not.complete', { missionId });
      }
      const key = `mission:${m.id}:${period}:${memberId}`;
      if (m.rewardKind === 'points') {
        await creditPoints(tx, {
          brandId: brand.id,
          memberId,
          points: m.rewardAmount,
          source: 'mission',
          key,
          remark: titleIn(m.titles, 'EN'),
          at: now,
        });
      } else {
        await issueReward(tx, {
          brandId: brand.id,
          memberId,
          promotionId: null,
          source: 'mission',
          sourceKey: key,
          title: m.titles,
          amount: m.rewardAmount,
          wagering: wageringOf(m.rewardKind, m.wageringMultiple),
          at: now,
        });
      }
      return { missionId: m.id, reward: rewardView(m.rewardKind, m.rewardAmount, brand.settings.minorUnits) };
    });
  }

  return { onEvent, summary, claimableCount, claim, activeOf };
}
