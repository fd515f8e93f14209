/**
 * The vendor API's rollback inside its database transaction: the bet found (or blocked), its round
 * corrected, the refund moved (wallet or play money) and the answer stored against the transaction
 * id. A refusal found here is thrown as a Refusal, which rolls it all back. (Bets and wins are booked
 * in batches by batch.ts and the vendor_money_calls function of migration 0412.)
 */
import type { ErrorCode } from '@app/contracts/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import { afterBonusRefund, bonusShareOfBet } from '../bonus/refunds.ts';
import { playMoney } from '../play-money/play-money.ts';
import { recordSettledBets } from '../valid-bets/record.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { failReply, num, type RollbackInput, transactionReply, type VendorReply } from './replies.ts';
import type { Session, VendorRow, VendorSessions } from './sessions.ts';

/** A refusal decided inside the transaction: it is rolled back and the refusal stored on its own. */
export class Refusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

export function createVendorRounds(deps: Deps, wallet: WalletService, sessions: VendorSessions) {
  const { balanceOf } = sessions;

  async function finish(
    tx: DbOrTx,
    vendor: VendorRow,
    transactionId: string,
    reply: VendorReply,
    amount: number,
    ledgerId: number | null,
  ) {
    await rowsOf(
      tx,
      sql`UPDATE vendor_transactions SET http_status = ${reply.status}, answer = ${reply.body}, amount = ${amount},
                 ledger_id = ${ledgerId}
           WHERE vendor_id = ${vendor.id} AND transaction_id = ${transactionId}`,
    );
  }

  /** Moves money for the session: the wallet (real, inside the transaction) or the play money (free). */
  async function move(
    tx: DbOrTx,
    vendor: VendorRow,
    s: Session,
    kind: 'bet' | 'win' | 'refund',
    amount: number,
    transactionId: string,
    roundId: string,
    betTransactionId?: string,
  ): Promise<{ ledgerId: number | null; balance: number; moved: boolean }> {
    if (amount === 0) return { ledgerId: null, balance: await balanceOf(vendor, s, tx), moved: false };
    if (s.freePlay) {
      const delta = kind === 'bet' ? -amount : amount;
      const balance = await playMoney.move(tx, s.memberId, delta, deps.now());
      if (balance === null) throw new Refusal('vendor.funds.insufficient');
      return { ledgerId: null, balance, moved: true };
    }
    // A refund of a bet that staked bonus money goes back as it was staked (modules/bonus/refunds.ts).
    const share = kind === 'refund' && betTransactionId ? await bonusShareOfBet(tx, vendor.id, betTransactionId) : null;
    if (share) {
      const real = amount - share.amount;
      const { accountId, houseId } = await wallet.prepareGameAccounts(s.brand, s.memberId, vendor.vassalage);
      const back = share.accountId === null ? 0 : share.amount;
      const lines = [
        ...(real > 0 ? [{ accountId, amount: real }] : []),
        ...(share.accountId !== null ? [{ accountId: share.accountId, amount: share.amount }] : []),
      ];
      let ledgerId: number | null = null;
      if (real + back > 0) {
        const posted = await wallet.post(tx, {
          brandId: s.brand.id,
          idempotencyKey: `game:${vendor.vassalage}:${transactionId}`,
          kind,
          referenceType: 'game_round',
          referenceId: `${vendor.vassalage}:${roundId}`,
          memo: `${kind} ${transactionId}`,
          lines: [...lines, { accountId: houseId, amount: -(real + back) }],
        });
        ledgerId = posted.transactionId;
      }
      await afterBonusRefund(tx, share, deps.now());
      return { ledgerId, balance: await balanceOf(vendor, s, tx), moved: true };
    }
    const moved = await wallet.gameMovement(
      s.brand,
      {
        memberId: s.memberId,
        vendor: vendor.vassalage,
        kind,
        amount,
        idempotencyKey: `game:${vendor.vassalage}:${transactionId}`,
        referenceType: 'game_round',
        referenceId: `${vendor.vassalage}:${roundId}`,
        memo: `${kind} ${transactionId}`,
      },
      tx,
    );
    return { ledgerId: moved.transactionId, balance: await balanceOf(vendor, s, tx), moved: true };
  }

  async function rollback(tx: Tx, vendor: VendorRow, s: Session, input: RollbackInput) {
    // The bet: either it never arrived (a stored refusal now blocks it) or it is locked for this refund.
    const early = failReply('vendor.bet.rolled.back', s.lang, {
      balance: await balanceOf(vendor, s, tx),
      currency: s.currency,
      transactionId: input.betTransactionId,
    });
    const blocked = await rowsOf(
      tx,
      sql`INSERT INTO vendor_transactions (vendor_id, transaction_id, action, fingerprint, session_id, brand_id, member_id,
                                            round_id, rolled_back_by, http_status, answer, created_at)
          VALUES (${vendor.id}, ${input.betTransactionId}, 'bet', NULL, ${s.id}, ${s.brand.id}, ${s.memberId},
                  ${input.roundId}, ${input.transactionId}, ${early.status}, ${early.body}, ${deps.now()})
          ON CONFLICT DO NOTHING RETURNING 1`,
    );
    let refund = 0;
    let betRound = input.roundId;
    if (blocked.length === 0) {
      const [b] = await rowsOf<{
        action: string;
        http_status: number;
        amount: number | string;
        member_id: number | string;
        round_id: string;
        rolled_back_by: string | null;
      }>(
        tx,
        sql`SELECT action, http_status, amount, member_id, round_id, rolled_back_by FROM vendor_transactions
             WHERE vendor_id = ${vendor.id} AND transaction_id = ${input.betTransactionId} FOR UPDATE`,
      );
      if (
        b &&
        b.action === 'bet' &&
        Number(b.http_status) === 200 &&
        b.rolled_back_by === null &&
        num(b.member_id) === s.memberId
      ) {
        refund = num(b.amount);
        betRound = b.round_id;
        await rowsOf(
          tx,
          sql`UPDATE vendor_transactions SET rolled_back_by = ${input.transactionId}
               WHERE vendor_id = ${vendor.id} AND transaction_id = ${input.betTransactionId}`,
        );
      }
    }
    if (refund > 0) {
      // A settled round keeps its stake: its win was paid against it, so the rollback is refused.
      const [r] = await rowsOf<{ status: string }>(
        tx,
        sql`SELECT status FROM bet_rounds
             WHERE vendor_id = ${vendor.id} AND member_id = ${s.memberId} AND round_id = ${betRound} FOR UPDATE`,
      );
      if (r?.status === 'settled') throw new Refusal('vendor.round.closed');
      await rowsOf(
        tx,
        sql`UPDATE bet_rounds SET bet_minor = bet_minor - ${refund}, updated_at = ${deps.now()},
                   status = CASE WHEN bet_minor - ${refund} = 0 AND win_minor = 0 THEN 'rolled_back' ELSE status END
             WHERE vendor_id = ${vendor.id} AND member_id = ${s.memberId} AND round_id = ${betRound}`,
      );
      // A correcting valid-bet row if the round was recorded as settled (not today: that is refused above).
      await recordSettledBets(tx, { session: s, vendor, roundId: betRound, at: deps.now() });
    }
    const m = await move(tx, vendor, s, 'refund', refund, input.transactionId, betRound, input.betTransactionId);
    const ledgerId = m.ledgerId === null ? null : String(m.ledgerId);
    const reply = transactionReply(s, input.transactionId, ledgerId, refund, m.balance);
    await finish(tx, vendor, input.transactionId, reply, refund, m.ledgerId);
    return { reply, moved: m.moved };
  }

  return { rollback };
}

export type VendorRounds = ReturnType<typeof createVendorRounds>;
