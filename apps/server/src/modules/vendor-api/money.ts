/**
 * The vendor API's money calls (bet, win, rollback), idempotent per (vendor, transaction id): the
 * refusals decided before the transaction (stored as the id's answer too), the claim of the id, the
 * bookings in one transaction, and the stored answer replayed byte for byte to every repeat.
 */
import { TRIAL_TYPE } from '@app/contracts/constants';
import type { ErrorCode } from '@app/contracts/errors';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import type { Deps } from '../../deps.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { windowOpen } from '../catalogue/vendor-state.ts';
import type { Brand } from '../system/brand-types.ts';
import { LedgerError } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import {
  type BetInput,
  failReply,
  fingerprintOf,
  type MoneyAction,
  type MoneyInput,
  type RollbackInput,
  type VendorReply,
  type WinInput,
} from './replies.ts';
import { type Place, Refusal, type VendorRounds } from './rounds.ts';
import type { Session, VendorRow, VendorSessions } from './sessions.ts';

interface StoredRow {
  action: string;
  fingerprint: string | null;
  http_status: number;
  answer: string;
}

export function createVendorMoney(
  deps: Deps,
  wallet: WalletService,
  vendorService: VendorService,
  sessions: VendorSessions,
  rounds: VendorRounds,
) {
  const { findSession, gameIdOf, categoryOf, balanceOf } = sessions;
  const { bet, win, rollback } = rounds;

  async function readStored(vendor: VendorRow, transactionId: string): Promise<StoredRow | undefined> {
    const [row] = await deps.database.query<StoredRow>(
      `SELECT action, fingerprint, http_status, answer FROM vendor_transactions
        WHERE vendor_id = $1 AND transaction_id = $2`,
      [vendor.id, transactionId],
    );
    return row;
  }

  /** The stored answer for a repeat, or a conflict when the id was used for something else. */
  function replay(stored: StoredRow, action: MoneyAction, fp: string, s: Session): VendorReply {
    const same =
      stored.action === action && (stored.fingerprint === fp || (stored.fingerprint === null && action === 'bet'));
    if (!same) return failReply('vendor.transaction.conflict', s.lang);
    return { status: Number(stored.http_status), body: stored.answer };
  }

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
    const inserted = await deps.database.query(
      `INSERT INTO vendor_transactions (vendor_id, transaction_id, action, fingerprint, session_id, brand_id, member_id,
                                        round_id, http_status, answer, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT DO NOTHING RETURNING 1`,
      [
        vendor.id,
        input.transactionId,
        action,
        fp,
        s.id,
        s.brand.id,
        s.memberId,
        input.roundId,
        reply.status,
        reply.body,
        deps.now(),
      ],
    );
    if (inserted.length > 0) return reply;
    const stored = await readStored(vendor, input.transactionId);
    if (!stored) throw new Error('vendor transaction vanished');
    return replay(stored, action, fp, s);
  }

  /** Claims the transaction id inside the transaction; false when it was already answered. */
  async function claim(tx: DbOrTx, vendor: VendorRow, action: MoneyAction, input: MoneyInput, fp: string, s: Session) {
    const rows = await rowsOf(
      tx,
      sql`INSERT INTO vendor_transactions (vendor_id, transaction_id, action, fingerprint, session_id, brand_id,
                                            member_id, round_id, http_status, answer, created_at)
          VALUES (${vendor.id}, ${input.transactionId}, ${action}, ${fp}, ${s.id}, ${s.brand.id}, ${s.memberId},
                  ${input.roundId}, 0, '', ${deps.now()})
          ON CONFLICT DO NOTHING RETURNING 1`,
    );
    return rows.length > 0;
  }

  /** True while the brand has the vendor off, or the vendor or the game under maintenance. */
  async function closedForBets(brand: Brand, vendor: VendorRow, gameId: number): Promise<boolean> {
    const state = (await vendorService.vendors(brand)).find((v) => v.id === vendor.id);
    if (!state?.enabled || vendorService.inMaintenance(state)) return true;
    const game = (await vendorService.gameWindows(brand)).get(gameId);
    return !!game && windowOpen({ on: true, maintainTime: game.maintainTime, endTime: game.endTime }, deps.now());
  }

  async function money(action: MoneyAction, vendor: VendorRow, input: MoneyInput): Promise<VendorReply> {
    const s = await findSession(vendor, input.sessionId, input.playerId);
    if (!s) return failReply('vendor.player.unknown', 'EN');
    const fp = fingerprintOf(action, input);
    // A repeat is found by the claim (or the refusal's insert), which then answers what was stored first.
    if (input.currency !== s.currency) return storeRefusal(vendor, action, input, fp, s, 'vendor.currency.mismatch');
    if (action === 'bet') {
      if (s.expiresAt <= deps.now()) return storeRefusal(vendor, action, input, fp, s, 'vendor.session.expired');
      const trialInReal = s.accountType === TRIAL_TYPE && !s.freePlay;
      const locked = s.lockedUntil !== null && s.lockedUntil > deps.now();
      if (s.memberStatus !== 'active' || locked || trialInReal) {
        return storeRefusal(vendor, action, input, fp, s, 'vendor.player.restricted');
      }
    }
    // Lookups outside the transaction (PGlite runs one statement stream: nothing may wait on it inside).
    const gameId = await gameIdOf(vendor, input.gameCode, s.gameId);
    // No new stakes while the brand has the vendor off, the vendor or this game in maintenance; wins
    // and rollbacks still settle the rounds already open.
    if (action === 'bet' && (await closedForBets(s.brand, vendor, gameId))) {
      return storeRefusal(vendor, action, input, fp, s, 'vendor.closed');
    }
    const place: Place = { gameId, category: await categoryOf(s.brand, vendor) };
    if (!s.freePlay) await wallet.prepareGameAccounts(s.brand, s.memberId, vendor.vassalage);
    let done: { reply: VendorReply; moved: boolean } | null;
    try {
      done = await deps.db.transaction(async (tx) => {
        if (!(await claim(tx, vendor, action, input, fp, s))) return null;
        if (action === 'bet') return bet(tx, vendor, s, input as BetInput, place);
        if (action === 'win') return win(tx, vendor, s, input as WinInput, place);
        return rollback(tx, vendor, s, input as RollbackInput);
      });
    } catch (e) {
      if (e instanceof Refusal) return storeRefusal(vendor, action, input, fp, s, e.code);
      if (e instanceof LedgerError && e.code === 'insufficient_funds') {
        return storeRefusal(vendor, action, input, fp, s, 'vendor.funds.insufficient');
      }
      throw e;
    }
    if (!done) {
      const again = await readStored(vendor, input.transactionId);
      if (!again) throw new Error('vendor transaction claimed but not stored');
      return replay(again, action, fp, s);
    }
    if (done.moved) await wallet.notify(s.brand.id, [s.memberId]);
    return done.reply;
  }

  return { money };
}
