/**
 * Sums over the valid-bet record (docs/valid-bets.md) for a brand-local day or period: by member, by
 * category, and by team (each agent's whole downline). Rows are summed as they are, corrections
 * included, so a sum is always the truth as of the rows written in the period.
 */
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';

export type SumBy = 'member' | 'category' | 'team' | 'game';

export interface ValidBetSum {
  /** The member's or the agent's username, the category, or the game's id. */
  key: string;
  /** Settled bets (corrections are not counted as bets). */
  bets: number;
  stake: number;
  valid: number;
  win: number;
}

interface SumRow {
  key: string;
  bets: number | string;
  stake: number | string;
  valid: number | string;
  win: number | string;
}

const toSum = (r: SumRow): ValidBetSum => ({
  key: r.key,
  bets: Number(r.bets),
  stake: Number(r.stake),
  valid: Number(r.valid),
  win: Number(r.win),
});

const totals = sql`count(*) FILTER (WHERE v.seq = 0) AS bets, sum(v.stake) AS stake, sum(v.valid_amount) AS valid,
                   sum(v.win) AS win`;

/** The moments a run of brand-local days [from, to] starts and ends. */
export function periodOf(brand: Brand, from: string, to = from): { start: Date; end: Date } {
  return { start: dayStart(brand, from), end: new Date(dayStart(brand, to).getTime() + 86_400_000) };
}

export function createValidBetsService(deps: Deps) {
  const within = (brand: Brand, p: { start: Date; end: Date }): SQL =>
    sql`v.brand_id = ${brand.id} AND v.settled_at >= ${p.start.toISOString()}::timestamptz
        AND v.settled_at < ${p.end.toISOString()}::timestamptz`;

  return {
    /** The brand's sums over brand-local days [from, to], grouped by member, category, team or game. */
    async sums(brand: Brand, by: SumBy, from: string, to = from): Promise<ValidBetSum[]> {
      const w = within(brand, periodOf(brand, from, to));
      const query =
        by === 'game'
          ? sql`SELECT v.game_id::text AS key, ${totals} FROM valid_bets v WHERE ${w} GROUP BY v.game_id
                 ORDER BY sum(v.stake) DESC, v.game_id`
          : by === 'category'
            ? sql`SELECT v.category AS key, ${totals} FROM valid_bets v WHERE ${w} GROUP BY v.category ORDER BY v.category`
            : by === 'member'
              ? sql`SELECT m.username AS key, s.bets, s.stake, s.valid, s.win
                    FROM (SELECT v.member_id, ${totals} FROM valid_bets v WHERE ${w} GROUP BY v.member_id) s
                    JOIN members m ON m.id = s.member_id ORDER BY s.valid DESC, m.username`
              : sql`SELECT m.username AS key, s.bets, s.stake, s.valid, s.win
                    FROM (SELECT a.agent, ${totals} FROM valid_bets v CROSS JOIN LATERAL unnest(v.upline_path) a(agent)
                           WHERE ${w} GROUP BY a.agent) s
                    JOIN members m ON m.id = s.agent ORDER BY s.valid DESC, m.username`;
      return (await rowsOf<SumRow>(deps.db, query)).map(toSum);
    },

    /** One member's sums over brand-local days [from, to], by category. */
    async memberSums(brand: Brand, memberId: number, from: string, to = from): Promise<ValidBetSum[]> {
      const w = within(brand, periodOf(brand, from, to));
      const rows = await rowsOf<SumRow>(
        deps.db,
        sql`SELECT v.category AS key, ${totals} FROM valid_bets v
             WHERE v.member_id = ${memberId} AND ${w} GROUP BY v.category ORDER BY v.category`,
      );
      return rows.map(toSum);
    },
  };
}

export type ValidBetsService = ReturnType<typeof createValidBetsService>;
