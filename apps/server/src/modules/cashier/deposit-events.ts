import type { Tx } from '../../db/client.ts';
import { memberFirsts } from '../../db/schema/index.ts';
import { recordEvent } from '../../events/record.ts';

/**
 * The events of a credited deposit, in the transaction that credits it: deposit.approved, and
 * deposit.first when this is the member's first. Which deposit is first is decided by inserting the
 * member's (member, 'deposit') row: of two first deposits credited at the same moment, the second's
 * insert waits for the first's transaction and then finds its row, so exactly one is first.
 */
export async function recordDepositEvents(
  tx: Tx,
  order: { brandId: number; memberId: number; orderNo: string; amount: number; channelType: string },
  at: Date,
): Promise<void> {
  const { brandId, memberId, orderNo, amount } = order;
  const subject = `deposit:${orderNo}`;
  await recordEvent(tx, {
    type: 'deposit.approved',
    brandId,
    subject,
    payload: { memberId, orderNo, amount, channelType: order.channelType },
    at,
  });
  const first = await tx
    .insert(memberFirsts)
    .values({ memberId, kind: 'deposit', brandId, reference: orderNo, at })
    .onConflictDoNothing()
    .returning({ memberId: memberFirsts.memberId });
  if (first.length > 0) {
    await recordEvent(tx, { type: 'deposit.first', brandId, subject, payload: { memberId, orderNo, amount }, at });
  }
}
