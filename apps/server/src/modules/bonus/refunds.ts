/**
 * A rollback's refund, split as its bet was staked (docs/decisions/1300-promotions.md "Bonus engine"):
 * the bet's bonus share (bonus_bets, written by vendor_money_calls, migration 1301) goes back to the
 * bonus account while the grant that staked it is active, and stays with the house when it has ended.
 * Called by the vendor API's rollback inside its transaction.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

export interface RefundShare {
  grantId: number;
  roundId: number;
  /** The bet's bonus share, minor units (> 0). */
  amount: number;
  /** The member's bonus account; null when the grant has ended (the share is not paid back). */
  accountId: number | null;
}

type Num = number | string;

/** The bonus share of a bet (vendor id, its transaction id), locking its grant; null when it staked none. */
export async function bonusShareOfBet(
  tx: DbOrTx,
  vendorId: number,
  transactionId: string,
): Promise<RefundShare | null> {
  const [row] = await rowsOf<{ grant_id: Num; round_id: Num; amount: Num; account_id: Num; status: string }>(
    tx,
    sql`SELECT b.grant_id, b.round_id, b.amount, g.account_id, g.status
          FROM bonus_bets b JOIN bonus_grants g ON g.id = b.grant_id
         WHERE b.vendor_id = ${vendorId} AND b.transaction_id = ${transactionId}
           FOR UPDATE OF g`,
  );
  if (!row) return null;
  return {
    grantId: Number(row.grant_id),
    roundId: Number(row.round_id),
    amount: Number(row.amount),
    accountId: row.status === 'active' ? Number(row.account_id) : null,
  };
}

/**
 * After the refund is booked: the round's bonus stake goes down by the share; a round the rollback
 * closed is no longer open, and a grant left with no bonus money and no open round ends as lost.
 */
export async function afterBonusRefund(tx: DbOrTx, share: RefundShare, at: Date): Promise<void> {
  await rowsOf(
    tx,
    sql`UPDATE bonus_rounds b SET stake = greatest(b.stake - ${share.amount}, 0),
               open = b.open AND coalesce((SELECT r.status = 'open' FROM bet_rounds r WHERE r.id = b.round_id), false)
         WHERE b.round_id = ${share.roundId}`,
  );
  await rowsOf(tx, sql`SELECT bonus_check_lost(${share.grantId}::bigint, ${at.toISOString()}::timestamptz)`);
}
