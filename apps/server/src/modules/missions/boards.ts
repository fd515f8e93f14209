/**
 * Leaderboards (issue 19 item 3; docs/decisions/1530-missions.md). A score row per (board, period,
 * member) is kept by the `missions.boards` handler of bet.settled and bet.corrected (valid amount or
 * win), in the delivery's transaction, with the time it last rose: the board reads the top 100 in
 * index order (score desc, reached_at asc: a tie goes to whoever got there first). Prizes are paid
 * after the period ends by the job (missions.leaderboard_pay, board, period) in 'transaction' mode:
 * exactly once whichever copy runs it and whatever dies midway; each prize is also keyed
 * `leaderboard:<board>:<period>:<rank>` in the points ledger or the reward centre.
 */
import type { TBoard, TBoardRow, TBoardWinner } from '@app/contracts/calls/missions';
import { toMajor } from '@app/contracts/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { leaderboards, type PrizeDb } from '../../db/schema/missions.ts';
import type { Deps } from '../../deps.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { oncePerTx } from '../../events/handler-memo.ts';
import type { JobResult } from '../../jobs/types.ts';
import { maskName } from '../catalogue/member-games-service.ts';
import { creditPoints } from '../points/ledger.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { Brand } from '../system/brand-types.ts';
import { offsetOf, rewardView, titleIn, wageringOf } from './missions-service.ts';
import { isPeriodKey, periodBounds, periodKey, previousPeriodKey } from './periods.ts';

export const TOP = 100;
export const PAY_JOB = 'missions.leaderboard_pay';
export const SCAN_JOB = 'missions.leaderboard_scan';

export type BoardRow = typeof leaderboards.$inferSelect;

export interface Standing {
  rank: number;
  memberId: number;
  username: string;
  score: number;
  reachedAt: Date;
}

/** The top `limit` of a board's period, ties to whoever reached the score first. */
export async function topOf(exec: DbOrTx, boardId: number, period: string, limit = TOP): Promise<Standing[]> {
  const rows = await rowsOf<{
    member_id: number | string;
    username: string;
    score: number | string;
    reached_at: string;
  }>(
    exec,
    sql`SELECT t.member_id, m.username, t.score, t.reached_at
          FROM (SELECT member_id, score, reached_at FROM leaderboard_scores
                 WHERE board_id = ${boardId} AND period = ${period} AND score > 0
                 ORDER BY score DESC, reached_at, member_id LIMIT ${limit}) t
          JOIN members m ON m.id = t.member_id
         ORDER BY t.score DESC, t.reached_at, t.member_id`,
  );
  return rows.map((r, i) => ({
    rank: i + 1,
    memberId: Number(r.member_id),
    username: r.username,
    score: Number(r.score),
    reachedAt: new Date(r.reached_at),
  }));
}

/** The prize of a rank, if the table has one. */
export const prizeOf = (prizes: PrizeDb[], rank: number) => prizes.find((p) => rank >= p.fromRank && rank <= p.toRank);

export type BoardsService = ReturnType<typeof createBoardsService>;

export function createBoardsService(deps: Deps) {
  const { db } = deps;

  const activeOf = (exec: DbOrTx, brandId: number) =>
    exec
      .select()
      .from(leaderboards)
      .where(and(eq(leaderboards.brandId, brandId), eq(leaderboards.active, true)))
      .orderBy(asc(leaderboards.id));

  /** The `missions.boards` handler: a settled or corrected bet moves the member's score on every live board. */
  async function onBet(event: StoredEvent<'bet.settled' | 'bet.corrected'>, tx: Tx): Promise<void> {
    if (event.brandId === null) return;
    const brandId = event.brandId;
    const list = await oncePerTx(tx, `boards.active:${brandId}`, () => activeOf(tx, brandId));
    if (list.length === 0) return;
    const offset = await oncePerTx(tx, `brand.offset:${brandId}`, () => offsetOf(tx, brandId));
    const at = event.at.toISOString();
    for (const b of list) {
      const delta = b.metric === 'validBet' ? event.payload.validAmount : event.payload.win;
      if (delta === 0) continue;
      await rowsOf(
        tx,
        sql`INSERT INTO leaderboard_scores AS s (board_id, period, member_id, brand_id, score, reached_at)
            VALUES (${b.id}, ${periodKey(b.cadence, event.at, offset)}, ${event.payload.memberId}, ${b.brandId},
                    ${delta}::bigint, ${at}::timestamptz)
            ON CONFLICT (board_id, period, member_id) DO UPDATE
               SET score = s.score + ${delta}::bigint,
                   reached_at = CASE WHEN ${delta}::bigint > 0 THEN greatest(s.reached_at, ${at}::timestamptz)
                                     ELSE s.reached_at END`,
      );
    }
  }

  /** The member's view: each live board's current top 100 and the member's place, and past winners. */
  async function view(
    brand: Brand,
    memberId: number,
    lang: string,
  ): Promise<{ boards: TBoard[]; winners: TBoardWinner[] }> {
    const mu = brand.settings.minorUnits;
    const offset = brand.settings.timezoneOffsetMinutes;
    const now = deps.now();
    const list = await activeOf(db, brand.id);
    const boards: TBoard[] = [];
    for (const b of list) {
      const period = periodKey(b.cadence, now, offset);
      const top = await topOf(db, b.id, period);
      const rows: TBoardRow[] = top.map((s) => ({
        rank: s.rank,
        name: s.memberId === memberId ? s.username : maskName(s.username),
        score: toMajor(s.score, mu),
        me: s.memberId === memberId,
      }));
      const inTop = top.find((s) => s.memberId === memberId);
      const [mineRow] = inTop
        ? [{ score: inTop.score }]
        : await rowsOf<{ score: number | string }>(
            db,
            sql`SELECT score FROM leaderboard_scores WHERE board_id = ${b.id} AND period = ${period} AND member_id = ${memberId}`,
          );
      boards.push({
        id: b.id,
        title: titleIn(b.titles, lang),
        metric: b.metric,
        cadence: b.cadence,
        period,
        endsAt: periodBounds(b.cadence, period, offset).end.getTime(),
        prizes: b.prizes.map((p) => ({ fromRank: p.fromRank, toRank: p.toRank, ...rewardView(p.kind, p.amount, mu) })),
        top: rows,
        mine: { rank: inTop?.rank ?? null, score: toMajor(Math.max(0, Number(mineRow?.score ?? 0)), mu) },
      });
    }
    const won = await rowsOf<{
      board_id: number;
      titles: Record<string, string>;
      period: string;
      rank: number;
      username: string;
      score: number | string;
      kind: 'points' | 'cash' | 'bonus';
      amount: number | string;
    }>(
      db,
      sql`SELECT p.board_id, b.titles, p.period, p.rank, m.username, p.score, p.kind, p.amount
            FROM leaderboard_prizes p JOIN leaderboards b ON b.id = p.board_id JOIN members m ON m.id = p.member_id
           WHERE p.brand_id = ${brand.id}
           ORDER BY p.paid_at DESC, p.board_id, p.rank LIMIT 30`,
    );
    const winners = won.map((w) => ({
      boardId: Number(w.board_id),
      title: titleIn(w.titles, lang),
      period: w.period,
      rank: w.rank,
      name: maskName(w.username),
      score: toMajor(Number(w.score), mu),
      prize: rewardView(w.kind, Number(w.amount), mu),
    }));
    return { boards, winners };
  }

  async function board(boardId: number): Promise<BoardRow | undefined> {
    const [b] = await db.select().from(leaderboards).where(eq(leaderboards.id, boardId));
    return b;
  }

  /** Pays a closed period's prizes in the job's transaction. */
  async function pay(tx: Tx, boardId: number, period: string, now: Date): Promise<JobResult> {
    const [b] = await tx.select().from(leaderboards).where(eq(leaderboards.id, boardId));
    if (!b || !isPeriodKey(b.cadence, period)) return { paid: 0, skipped: 'no such board or period' };
    const { end } = periodBounds(b.cadence, period, await offsetOf(tx, b.brandId));
    if (now.getTime() < end.getTime()) throw new Error(`board ${boardId} period ${period} has not ended`);
    const top = await topOf(tx, b.id, period);
    let paid = 0;
    for (const s of top) {
      const prize = prizeOf(b.prizes, s.rank);
      if (!prize) continue;
      const made = await rowsOf(
        tx,
        sql`INSERT INTO leaderboard_prizes (board_id, period, rank, brand_id, member_id, score, kind, amount, paid_at)
            VALUES (${b.id}, ${period}, ${s.rank}, ${b.brandId}, ${s.memberId}, ${s.score}, ${prize.kind}, ${prize.amount},
                    ${now.toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING rank`,
      );
      if (made.length === 0) continue;
      const key = `leaderboard:${b.id}:${period}:${s.rank}`;
      if (prize.kind === 'points') {
        await creditPoints(tx, {
          brandId: b.brandId,
          memberId: s.memberId,
          points: prize.amount,
          source: 'leaderboard',
          key,
          remark: `${titleIn(b.titles, 'EN')} ${period} #${s.rank}`,
          at: now,
        });
      } else {
        await issueReward(tx, {
          brandId: b.brandId,
          memberId: s.memberId,
          promotionId: null,
          source: 'leaderboard',
          sourceKey: key,
          title: b.titles,
          amount: prize.amount,
          wagering: wageringOf(prize.kind, prize.wageringMultiple),
          at: now,
        });
      }
      paid++;
    }
    return { paid, ranked: top.length };
  }

  /** Schedules the pay run of every live board's period that has just ended (scheduling twice adds nothing). */
  async function scheduleDue(
    jobs: {
      schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }): Promise<unknown>;
    },
    now: Date,
  ): Promise<JobResult> {
    const list = await db.select().from(leaderboards).where(eq(leaderboards.active, true));
    let scheduled = 0;
    for (const b of list) {
      if (b.prizes.length === 0) continue;
      const offset = await offsetOf(db, b.brandId);
      const period = previousPeriodKey(b.cadence, now, offset);
      const { end } = periodBounds(b.cadence, period, offset);
      await jobs.schedule(db, { type: PAY_JOB, subject: String(b.id), period, dueAt: end });
      scheduled++;
    }
    return { scheduled };
  }

  return { onBet, view, board, pay, scheduleDue, activeOf };
}
