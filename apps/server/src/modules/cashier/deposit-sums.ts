import { and, eq, gte, inArray, lt, sum } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { depositOrders } from '../../db/schema/index.ts';

/**
 * What a member has deposited since a moment (minor units): paid orders and those still waiting, so a
 * deposit limit counts a transfer the operator has not confirmed yet. Responsible gaming sums its
 * deposit limits with this.
 */
export async function depositedSince(db: DbOrTx, memberId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: sum(depositOrders.amount) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.memberId, memberId),
        inArray(depositOrders.status, ['pending', 'paid']),
        gte(depositOrders.createdAt, since),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * Each member's paid (credited) deposits over [start, end) by the time they were credited, in the
 * caller's transaction: one member, a list, or every member of the brand (memberIds null). VIP levels
 * read their rolling deposit sums with this (docs/decisions/1520-vip.md).
 */
export async function paidDepositTotals(
  db: DbOrTx,
  brandId: number,
  memberIds: readonly number[] | null,
  start: Date,
  end: Date,
): Promise<Map<number, number>> {
  if (memberIds && memberIds.length === 0) return new Map();
  const rows = await db
    .select({ memberId: depositOrders.memberId, n: sum(depositOrders.amount) })
    .from(depositOrders)
    .where(
      and(
        eq(depositOrders.brandId, brandId),
        memberIds ? inArray(depositOrders.memberId, [...memberIds]) : undefined,
        eq(depositOrders.status, 'paid'),
        gte(depositOrders.settledAt, start),
        lt(depositOrders.settledAt, end),
      ),
    )
    .groupBy(depositOrders.memberId);
  return new Map(rows.map((r) => [r.memberId, Number(r.n ?? 0)]));
}
