import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Each member's valid bet over [start, end) from the valid-bet record (corrections included), in the
 * caller's transaction: one member, a list, or every member of the brand (memberIds null). VIP levels
 * read their rolling sums with this (docs/decisions/1520-vip.md). Members without rows are absent.
 */
export async function validBetTotals(
  exec: DbOrTx,
  brandId: number,
  memberIds: readonly number[] | null,
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const who = memberIds
    ? sql`AND v.member_id = ANY(string_to_array(${memberIds.map((n) => String(Math.trunc(n))).join(',')}, ',')::bigint[])`
    : sql``;
  const rows = await rowsOf<{ member_id: number | string; valid: number | string }>(
    exec,
    sql`SELECT v.member_id, sum(v.valid_amount) AS valid FROM valid_bets v
         WHERE v.brand_id = ${brandId} ${who}
           AND v.settled_at >= ${start.toISOString()}::timestamptz AND v.settled_at < ${end.toISOString()}::timestamptz
         GROUP BY v.member_id`,
  );
  return new Map(rows.map((r) => [Number(r.member_id), Number(r.valid)]));
}
