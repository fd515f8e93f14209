/**
 * The vendor API's bookings inside a money call's database transaction: the round opened and locked,
 * the money moved (wallet or play money), the round's totals, a big win listed, and the answer stored
 * against the transaction id. A refusal found here is thrown as a Refusal, which rolls it all back.
 */
import type { TVendorTransactionResponse } from '@app/contracts/calls/vendor';
import type { ErrorCode } from '@app/contracts/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { playMoney } from '../play-money/play-money.ts';
import { recordSettledBets } from '../valid-bets/record.ts';
import { rowsOf } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import {
  type BetInput,
  failReply,
  num,
  okReply,
  type RollbackInput,
  type VendorReply,
  type WinInput,
} from './replies.ts';
import type { Session, VendorRow, VendorSessions } from './sessions.ts';

/** Real-money wins at least this large (minor units) go into the latest-winners list. */
const WINNER_MIN_MINOR = 10_000;

/** Where a round is booked: its game and category (looked up before the transaction opens). */
export interface Place {
  gameId: number;
  category: string;
}

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

  /** Opens (or finds) the round and locks it: rounds are always locked before wallet rows. */
  async function lockRound(tx: DbOrTx, vendor: VendorRow, s: Session, roundId: string, place: Place) {
    const now = deps.now();
    const { gameId, category } = place;
    const [row] = await rowsOf<{ id: number | string; status: string; bet_minor: number | string }>(
      tx,
      sql`INSERT INTO bet_rounds (brand_id, member_id, vendor_id, game_id, category, round_id, free_play, started_at, updated_at)
          VALUES (${s.brand.id}, ${s.memberId}, ${vendor.id}, ${gameId}, ${category}, ${roundId}, ${s.freePlay}, ${now}, ${now})
          ON CONFLICT (vendor_id, member_id, round_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
          RETURNING id, status, bet_minor`,
    );
    if (!row) throw new Error('round not booked');
    return { id: num(row.id), status: row.status, betMinor: num(row.bet_minor) };
  }

  /**
   * Moves money for the session: the wallet (real, inside the transaction) or the play money (free).
   * `moved` says money moved either way: the caller tells the site after the commit (live balance).
   */
  async function move(
    tx: DbOrTx,
    vendor: VendorRow,
    s: Session,
    kind: 'bet' | 'win' | 'refund',
    amount: number,
    transactionId: string,
    roundId: string,
  ): Promise<{ ledgerId: number | null; balance: number; moved: boolean }> {
    if (amount === 0) return { ledgerId: null, balance: await balanceOf(vendor, s, tx), moved: false };
    if (s.freePlay) {
      const delta = kind === 'bet' ? -amount : amount;
      const balance = await playMoney.move(tx, s.memberId, delta, deps.now());
      if (balance === null) throw new Refusal('vendor.funds.insufficient');
      return { ledgerId: null, balance, moved: true };
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

  const answer = (s: Session, transactionId: string, ledgerId: number | null, amount: number, balance: number) =>
    okReply({
      transactionId,
      walletTransactionId: ledgerId === null ? null : String(ledgerId),
      amount,
      balance,
      currency: s.currency,
    } satisfies TVendorTransactionResponse);

  async function bet(tx: DbOrTx, vendor: VendorRow, s: Session, input: BetInput, place: Place) {
    const round = await lockRound(tx, vendor, s, input.roundId, place);
    if (round.status !== 'open') throw new Refusal('vendor.round.closed');
    const m = await move(tx, vendor, s, 'bet', input.amount, input.transactionId, input.roundId);
    await rowsOf(
      tx,
      sql`UPDATE bet_rounds SET bet_minor = bet_minor + ${input.amount}, bet_count = bet_count + 1 WHERE id = ${round.id}`,
    );
    const reply = answer(s, input.transactionId, m.ledgerId, input.amount, m.balance);
    await finish(tx, vendor, input.transactionId, reply, input.amount, m.ledgerId);
    return { reply, moved: m.moved };
  }

  async function win(tx: Tx, vendor: VendorRow, s: Session, input: WinInput, place: Place) {
    const round = await lockRound(tx, vendor, s, input.roundId, place);
    // Only a round still open with a stake not rolled back can pay (DECISIONS "Games"); the round's lock
    // makes concurrent closing wins, and a win racing a rollback, take effect one at a time.
    if (round.status !== 'open' || round.betMinor === 0) throw new Refusal('vendor.win.no.bet');
    const m = await move(tx, vendor, s, 'win', input.amount, input.transactionId, input.roundId);
    const now = deps.now();
    await rowsOf(
      tx,
      sql`UPDATE bet_rounds SET win_minor = win_minor + ${input.amount},
                 status = CASE WHEN ${input.roundEnded} THEN 'settled' ELSE status END,
                 settled_at = CASE WHEN ${input.roundEnded} THEN ${now}::timestamptz ELSE settled_at END
           WHERE id = ${round.id}`,
    );
    if (input.roundEnded) await recordSettledBets(tx, { session: s, vendor, roundId: input.roundId, at: now });
    if (!s.freePlay && input.amount >= WINNER_MIN_MINOR) {
      await rowsOf(
        tx,
        sql`INSERT INTO game_winners (brand_id, member_id, game_id, amount_minor, won_at)
            SELECT brand_id, member_id, game_id, ${input.amount}, ${now} FROM bet_rounds WHERE id = ${round.id}`,
      );
    }
    const reply = answer(s, input.transactionId, m.ledgerId, input.amount, m.balance);
    await finish(tx, vendor, input.transactionId, reply, input.amount, m.ledgerId);
    return { reply, moved: m.moved };
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
    const m = await move(tx, vendor, s, 'refund', refund, input.transactionId, betRound);
    const reply = answer(s, input.transactionId, m.ledgerId, refund, m.balance);
    await finish(tx, vendor, input.transactionId, reply, refund, m.ledgerId);
    return { reply, moved: m.moved };
  }

  return { bet, win, rollback };
}

export type VendorRounds = ReturnType<typeof createVendorRounds>;
