/**
 * Cashier figures for the back-office reports (docs/decisions/1060) over a brand's period, each on the
 * brand-local day it happened: a deposit or withdrawal is requested on its created_at day, a deposit
 * credited on its settled_at day (status paid), a withdrawal paid out on its paid_at day (whatever
 * happened after: received, disputed, refunded); a member's first deposit on its member_firsts day.
 * Statuses and channels are of the orders requested in the period, as they are now.
 */
import { sql } from 'drizzle-orm';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { Period } from '../valid-bets/report-sums.ts';

export interface CountSum {
  count: number;
  sum: number;
}

export interface CashierDay {
  day: string;
  depositsRequested: CountSum;
  depositsCredited: CountSum;
  withdrawalsRequested: CountSum;
  withdrawalsPaid: CountSum;
}

export interface KeyedCountSum extends CountSum {
  key: string;
}

interface Row {
  key: string;
  count: string | number;
  sum: string | number | null;
}

const toKeyed = (r: Row): KeyedCountSum => ({ key: String(r.key), count: Number(r.count), sum: Number(r.sum ?? 0) });

export function createCashierReports(deps: Deps) {
  const range = (column: ReturnType<typeof sql>, p: Period) =>
    sql`${column} >= ${p.start.toISOString()}::timestamptz AND ${column} < ${p.end.toISOString()}::timestamptz`;

  async function byDay(
    p: Period,
    table: 'deposit_orders' | 'withdrawals',
    column: 'created_at' | 'settled_at' | 'paid_at',
  ) {
    const col = sql`t.${sql.identifier(column)}`;
    const extra = column === 'settled_at' ? sql` AND t.status = 'paid'` : sql``;
    const rows = await rowsOf<Row>(
      deps.db,
      sql`SELECT ${localDaySql(col, p.offsetMinutes)} AS key, count(*) AS count, sum(t.amount) AS sum
            FROM ${sql.identifier(table)} t
           WHERE t.brand_id = ${p.brandId} AND ${range(col, p)}${extra}
           GROUP BY 1 ORDER BY 1`,
    );
    return new Map(rows.map((r) => [String(r.key), toKeyed(r)]));
  }

  return {
    /** Every day of the period that has any cashier figure, in day order. */
    async days(p: Period): Promise<CashierDay[]> {
      const [dr, dc, wr, wp] = [
        await byDay(p, 'deposit_orders', 'created_at'),
        await byDay(p, 'deposit_orders', 'settled_at'),
        await byDay(p, 'withdrawals', 'created_at'),
        await byDay(p, 'withdrawals', 'paid_at'),
      ];
      const keys = [...new Set([...dr.keys(), ...dc.keys(), ...wr.keys(), ...wp.keys()])].sort();
      const cs = (m: Map<string, KeyedCountSum>, k: string): CountSum => ({
        count: m.get(k)?.count ?? 0,
        sum: m.get(k)?.sum ?? 0,
      });
      return keys.map((day) => ({
        day,
        depositsRequested: cs(dr, day),
        depositsCredited: cs(dc, day),
        withdrawalsRequested: cs(wr, day),
        withdrawalsPaid: cs(wp, day),
      }));
    },

    /** Deposits requested in the period by their status now. */
    async depositStatuses(p: Period): Promise<KeyedCountSum[]> {
      const rows = await rowsOf<Row>(
        deps.db,
        sql`SELECT t.status AS key, count(*) AS count, sum(t.amount) AS sum FROM deposit_orders t
             WHERE t.brand_id = ${p.brandId} AND ${range(sql`t.created_at`, p)} GROUP BY 1 ORDER BY 1`,
      );
      return rows.map(toKeyed);
    },

    /** Withdrawals requested in the period by their status now. */
    async withdrawalStatuses(p: Period): Promise<KeyedCountSum[]> {
      const rows = await rowsOf<Row>(
        deps.db,
        sql`SELECT t.status AS key, count(*) AS count, sum(t.amount) AS sum FROM withdrawals t
             WHERE t.brand_id = ${p.brandId} AND ${range(sql`t.created_at`, p)} GROUP BY 1 ORDER BY 1`,
      );
      return rows.map(toKeyed);
    },

    /** Deposits requested in the period by channel (type:id), with what of them was credited. */
    async depositChannels(p: Period): Promise<(KeyedCountSum & { credited: CountSum })[]> {
      const rows = await rowsOf<Row & { credited_count: string | number; credited_sum: string | number | null }>(
        deps.db,
        sql`SELECT t.channel_type || ':' || t.channel_id AS key, count(*) AS count, sum(t.amount) AS sum,
                   count(*) FILTER (WHERE t.status = 'paid') AS credited_count,
                   sum(t.amount) FILTER (WHERE t.status = 'paid') AS credited_sum
              FROM deposit_orders t
             WHERE t.brand_id = ${p.brandId} AND ${range(sql`t.created_at`, p)} GROUP BY 1 ORDER BY 1`,
      );
      return rows.map((r) => ({
        ...toKeyed(r),
        credited: { count: Number(r.credited_count), sum: Number(r.credited_sum ?? 0) },
      }));
    },

    /** Members' first deposits by brand-local day. */
    async firstDeposits(p: Period): Promise<KeyedCountSum[]> {
      const rows = await rowsOf<Row>(
        deps.db,
        sql`SELECT ${localDaySql(sql`f.at`, p.offsetMinutes)} AS key, count(*) AS count, 0 AS sum FROM member_firsts f
             WHERE f.brand_id = ${p.brandId} AND f.kind = 'deposit' AND ${range(sql`f.at`, p)} GROUP BY 1 ORDER BY 1`,
      );
      return rows.map(toKeyed);
    },
  };
}

export type CashierReports = ReturnType<typeof createCashierReports>;
