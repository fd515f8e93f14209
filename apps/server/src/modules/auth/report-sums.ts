/** New members for the back-office reports (docs/decisions/1060): accounts made, by brand-local day. */
import { sql } from 'drizzle-orm';
import { localDaySql } from '../../db/local-day.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { Period } from '../valid-bets/report-sums.ts';

export function createMemberReports(deps: Deps) {
  return {
    /** Members created in the period (players and agents alike), by brand-local day. */
    async newByDay(p: Period): Promise<Map<string, number>> {
      const rows = await rowsOf<{ key: string; count: string | number }>(
        deps.db,
        sql`SELECT ${localDaySql(sql`m.created_at`, p.offsetMinutes)} AS key, count(*) AS count FROM members m
             WHERE m.brand_id = ${p.brandId} AND m.role = 'player' AND m.created_at >= ${p.start.toISOString()}::timestamptz
               AND m.created_at < ${p.end.toISOString()}::timestamptz
             GROUP BY 1 ORDER BY 1`,
      );
      return new Map(rows.map((r) => [String(r.key), Number(r.count)]));
    },
  };
}

export type MemberReports = ReturnType<typeof createMemberReports>;
