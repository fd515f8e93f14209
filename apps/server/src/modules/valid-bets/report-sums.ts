/**
 * Gaming figures for the back-office reports (docs/decisions/1060), summed from the valid-bet record
 * over a brand's period: stake, valid amount and payout as they are (corrections included, on the
 * day they were written), bets and active players counted from settlement rows (seq 0) only. Read
 * through the (brand_id, settled_at) covering index; a by-vendor sum also reads vendor_id from the row.
 */
import { sql } from 'drizzle-orm';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';

export type GamingBy = 'day' | 'vendor' | 'category';

export interface GamingSum {
  /** The brand-local day (yyyy-MM-dd), the vendor id, or the category. */
  key: string;
  bets: number;
  /** Distinct members with a settled bet in the group. */
  players: number;
  stake: number;
  valid: number;
  win: number;
}

interface Row {
  key: string;
  bets: string | number;
  players: string | number;
  stake: string | number | null;
  valid: string | number | null;
  win: string | number | null;
}

const toSum = (r: Row): GamingSum => ({
  key: String(r.key),
  bets: Number(r.bets),
  players: Number(r.players),
  stake: Number(r.stake ?? 0),
  valid: Number(r.valid ?? 0),
  win: Number(r.win ?? 0),
});

const figures = sql`count(*) FILTER (WHERE v.seq = 0) AS bets,
  count(DISTINCT v.member_id) FILTER (WHERE v.seq = 0) AS players,
  sum(v.stake) AS stake, sum(v.valid_amount) AS valid, sum(v.win) AS win`;

export interface Period {
  brandId: number;
  offsetMinutes: number;
  start: Date;
  end: Date;
}

export function createGamingReports(deps: Deps) {
  const within = (p: Period) =>
    sql`v.brand_id = ${p.brandId} AND v.settled_at >= ${p.start.toISOString()}::timestamptz
        AND v.settled_at < ${p.end.toISOString()}::timestamptz`;

  return {
    /** The period's sums grouped by brand-local day, vendor id or category, in key order. */
    async grouped(p: Period, by: GamingBy): Promise<GamingSum[]> {
      const key =
        by === 'day'
          ? localDaySql(sql`v.settled_at`, p.offsetMinutes)
          : by === 'vendor'
            ? sql`v.vendor_id::text`
            : sql`v.category`;
      const rows = await rowsOf<Row>(
        deps.db,
        sql`SELECT ${key} AS key, ${figures} FROM valid_bets v WHERE ${within(p)} GROUP BY 1 ORDER BY 1`,
      );
      return rows.map(toSum);
    },

    /** The whole period's sums (players: distinct over the whole period). */
    async total(p: Period): Promise<GamingSum> {
      const [row] = await rowsOf<Row>(deps.db, sql`SELECT '' AS key, ${figures} FROM valid_bets v WHERE ${within(p)}`);
      return toSum(row ?? { key: '', bets: 0, players: 0, stake: 0, valid: 0, win: 0 });
    },
  };
}

export type GamingReports = ReturnType<typeof createGamingReports>;
