import { and, eq, gte, inArray, sum } from 'drizzle-orm';
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
