/**
 * The vendor API's money calls (bet, win, rollback), idempotent per (vendor, transaction id): the
 * refusals decided before booking (stored as the id's answer too), the booking (bets and wins in
 * batches through batch.ts, a rollback in its own transaction through rounds.ts), and the stored
 * answer replayed byte for byte to every repeat.
 */
import { TRIAL_TYPE } from '@app/contracts/constants';
import type { ErrorCode } from '@app/contracts/errors';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { vendorTransactions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { windowOpen } from '../catalogue/vendor-state.ts';
import type { Brand } from '../system/brand-types.ts';
import { dbErrorOf, LedgerError } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { BALANCE_HOLE, createMoneyBatcher, LEDGER_HOLE, type StoredRow } from './batch.ts';
import {
  type BetInput,
  failReply,
  fingerprintOf,
  type MoneyAction,
  type MoneyInput,
  type RollbackInput,
  transactionReply,
  type VendorReply,
  type WinInput,
} from './replies.ts';
import { Refusal, type VendorRounds } from './rounds.ts';
import type { Session, VendorRow, VendorSessions } from './sessions.ts';

/** Deadlock and serialisation failures: the transaction rolled back whole, so it can run again. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Runs a transaction again after a deadlock or serialisation failure (at most three times). A batch
 * writes a transaction id's row after its round and wallet locks (migration 0413), a rollback claims
 * its id first; only a vendor reusing one id for both at once can make them wait on each other, and
 * then the one PostgreSQL picks is re-run and answers as a repeat or a conflict.
 */
async function retryingDeadlocks<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      const code = dbErrorOf(e)?.code;
      if (!(code && RETRYABLE.has(code) && attempt < 3)) throw e;
    }
  }
}

/** Real-money wins at least this large (minor units) go into the latest-winners list. */
const WINNER_MIN_MINOR = 10_000;

export function createVendorMoney(
  deps: Deps,
  wallet: WalletService,
  vendorService: VendorService,
  sessions: VendorSessions,
  rounds: VendorRounds,
) {
  const { findSession, forgetSession, gameIdOf, categoryOf, balanceOf } = sessions;
  const batcher = createMoneyBatcher(deps);

  async function readStored(vendor: VendorRow, transactionId: string): Promise<StoredRow | undefined> {
    const [row] = await deps.db
      .select({
        action: vendorTransactions.action,
        fingerprint: vendorTransactions.fingerprint,
        http_status: vendorTransactions.httpStatus,
        answer: vendorTransactions.answer,
      })
      .from(vendorTransactions)
      .where(and(eq(vendorTransactions.vendorId, vendor.id), eq(vendorTransactions.transactionId, transactionId)));
    return row;
  }

  /** The stored answer for a repeat, or a conflict when the id was used for something else. */
  function replay(stored: StoredRow, action: MoneyAction, fp: string, s: Session): VendorReply {
    const same =
      stored.action === action && (stored.fingerprint === fp || (stored.fingerprint === null && action === 'bet'));
    if (!same) return failReply('vendor.transaction.conflict', s.lang);
    return { status: Number(stored.http_status), body: stored.answer };
  }

  /** The row that claims a transaction id for a call (its answer is filled in when known). */
  const claimRow = (vendor: VendorRow, action: MoneyAction, input: MoneyInput, fp: string, s: Session) => ({
    vendorId: vendor.id,
    transactionId: input.transactionId,
    action,
    fingerprint: fp,
    sessionId: s.id,
    brandId: s.brand.id,
    memberId: s.memberId,
    roundId: input.roundId,
    createdAt: deps.now(),
  });

  /** Stores a refusal as the answer of a transaction id (unless one was stored meanwhile) and returns the stored one. */
  async function storeRefusal(
    vendor: VendorRow,
    action: MoneyAction,
    input: MoneyInput,
    fp: string,
    s: Session,
    code: ErrorCode,
  ): Promise<VendorReply> {
    const balance = await balanceOf(vendor, s);
    const reply = failReply(code, s.lang, { balance, currency: s.currency, transactionId: input.transactionId });
    const inserted = await deps.db
      .insert(vendorTransactions)
      .values({ ...claimRow(vendor, action, input, fp, s), httpStatus: reply.status, answer: reply.body })
      .onConflictDoNothing()
      .returning({ vendorId: vendorTransactions.vendorId });
    if (inserted.length > 0) return reply;
    const stored = await readStored(vendor, input.transactionId);
    if (!stored) throw new Error('vendor transaction vanished');
    return replay(stored, action, fp, s);
  }

  /** Claims the transaction id inside the transaction; false when it was already answered. */
  async function claim(tx: Tx, vendor: VendorRow, action: MoneyAction, input: MoneyInput, fp: string, s: Session) {
    const rows = await tx
      .insert(vendorTransactions)
      .values({ ...claimRow(vendor, action, input, fp, s), httpStatus: 0, answer: '' })
      .onConflictDoNothing()
      .returning({ vendorId: vendorTransactions.vendorId });
    return rows.length > 0;
  }

  /** True while the brand has the vendor off, or the vendor or the game under maintenance. */
  async function closedForBets(brand: Brand, vendor: VendorRow, gameId: number): Promise<boolean> {
    const state = (await vendorService.vendors(brand)).find((v) => v.id === vendor.id);
    if (!state?.enabled || vendorService.inMaintenance(state)) return true;
    const game = (await vendorService.gameWindows(brand)).get(gameId);
    return !!game && windowOpen({ on: true, maintainTime: game.maintainTime, endTime: game.endTime }, deps.now());
  }

  /** A rollback: claimed, booked and answered in its own transaction (rounds.ts). */
  async function rollbackCall(vendor: VendorRow, s: Session, input: RollbackInput, fp: string): Promise<VendorReply> {
    if (!s.freePlay) await wallet.prepareGameAccounts(s.brand, s.memberId, vendor.vassalage);
    let done: { reply: VendorReply; moved: boolean } | null;
    try {
      done = await retryingDeadlocks(() =>
        deps.db.transaction(async (tx) => {
          if (!(await claim(tx, vendor, 'rollback', input, fp, s))) return null;
          return rounds.rollback(tx, vendor, s, input);
        }),
      );
    } catch (e) {
      if (e instanceof Refusal) return storeRefusal(vendor, 'rollback', input, fp, s, e.code);
      if (e instanceof LedgerError && e.code === 'insufficient_funds') {
        return storeRefusal(vendor, 'rollback', input, fp, s, 'vendor.funds.insufficient');
      }
      throw e;
    }
    if (!done) {
      const again = await readStored(vendor, input.transactionId);
      if (!again) throw new Error('vendor transaction claimed but not stored');
      return replay(again, 'rollback', fp, s);
    }
    if (done.moved) await wallet.notify(s.brand.id, [s.memberId]);
    return done.reply;
  }

  /**
   * A bet or a win: booked in the next batch (batch.ts), which also checks what may have changed since
   * the session was opened (its expiry, the player's standing) and stores the answer.
   */
  async function betOrWin(
    action: 'bet' | 'win',
    vendor: VendorRow,
    s: Session,
    input: BetInput | WinInput,
    fp: string,
  ): Promise<VendorReply> {
    // Lookups before booking (cached; PGlite runs one statement stream, so nothing may wait on it inside).
    const gameId = await gameIdOf(vendor, input.gameCode, s.gameId);
    // No new stakes while the brand has the vendor off, the vendor or this game in maintenance; wins
    // settle the rounds already open. The booking refuses it after checking the session and the player.
    const closed = action === 'bet' && (await closedForBets(s.brand, vendor, gameId));
    const outcome = await batcher.submit({
      action,
      vendor,
      session: s,
      transactionId: input.transactionId,
      fingerprint: fp,
      roundId: input.roundId,
      gameId,
      category: await categoryOf(s.brand, vendor),
      amount: input.amount,
      roundEnded: action === 'win' && (input as WinInput).roundEnded !== false,
      closed,
      trialType: TRIAL_TYPE,
      accounts: s.freePlay ? null : await wallet.prepareGameAccounts(s.brand, s.memberId, vendor.vassalage),
      ledgerKey: `game:${vendor.vassalage}:${input.transactionId}`,
      ledgerRef: `${vendor.vassalage}:${input.roundId}`,
      winnerMin: WINNER_MIN_MINOR,
      answer: transactionReply(s, input.transactionId, LEDGER_HOLE, input.amount, BALANCE_HOLE).body,
    });
    if (outcome.kind === 'taken') return replay(outcome.stored, action, fp, s);
    if (outcome.kind === 'refused') {
      if (outcome.code !== 'vendor.player.unknown') return storeRefusal(vendor, action, input, fp, s, outcome.code);
      forgetSession(vendor, s.id);
      return failReply('vendor.player.unknown', 'EN');
    }
    if (outcome.moved) await wallet.notify(s.brand.id, [s.memberId]);
    return outcome.reply;
  }

  async function money(action: MoneyAction, vendor: VendorRow, input: MoneyInput): Promise<VendorReply> {
    const s = await findSession(vendor, input.sessionId, input.playerId);
    if (!s) return failReply('vendor.player.unknown', 'EN');
    const fp = fingerprintOf(action, input);
    // A repeat is found by the claim (or the refusal's insert), which then answers what was stored first.
    if (input.currency !== s.currency) return storeRefusal(vendor, action, input, fp, s, 'vendor.currency.mismatch');
    if (action === 'rollback') return rollbackCall(vendor, s, input as RollbackInput, fp);
    return betOrWin(action, vendor, s, input as BetInput | WinInput, fp);
  }

  return { money };
}
