import { createHash, randomBytes } from 'node:crypto';
import {
  FREE_PLAY_START_MINOR,
  type TVendorAuthenticateResponse,
  type TVendorTransactionResponse,
  VENDOR_MAX_SKEW_MS,
  VENDOR_SESSION_TTL_MS,
  type VendorAction,
  ZVendorAuthenticateRequest,
  ZVendorBalanceRequest,
  ZVendorBetRequest,
  ZVendorRollbackRequest,
  ZVendorWinRequest,
} from '@app/contracts/calls/vendor';
import { TRIAL_TYPE } from '@app/contracts/constants';
import { ERRORS, type ErrorCode } from '@app/contracts/errors';
import { type Language, parseLanguage } from '@app/contracts/languages';
import { errorMessage } from '@app/contracts/messages';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { LedgerError, rowsOf } from '../wallet/ledger.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import type { VendorService } from './vendor-service.ts';
import { vendorSignatureValid } from './vendor-signature.ts';
import { windowOpen } from './vendor-state.ts';

/** What the route sends back: the HTTP status and the exact body text. */
export interface VendorReply {
  status: number;
  body: string;
}

/** Real-money wins at least this large (minor units) go into the latest-winners list. */
const WINNER_MIN_MINOR = 10_000;
const VENDOR_CACHE_MS = 60_000;

interface VendorRow {
  id: number;
  vassalage: string;
  secret: string;
}

interface SessionRow {
  id: string;
  brand_id: number;
  member_id: number | string;
  vendor_id: number;
  game_id: number | string;
  free_play: boolean;
  currency: string;
  language: string;
  expires_at: Date | string;
  member_status: string;
  locked_until: Date | string | null;
  account_type: number;
}

interface Session {
  id: string;
  brand: Brand;
  memberId: number;
  playerId: string;
  gameId: number;
  freePlay: boolean;
  currency: string;
  lang: Language;
  expiresAt: Date;
  memberStatus: string;
  /** Sign-in lock (failed passwords) still running: bets are refused meanwhile. */
  lockedUntil: Date | null;
  accountType: number;
}

interface StoredRow {
  action: string;
  fingerprint: string | null;
  http_status: number;
  answer: string;
}

type MoneyAction = 'bet' | 'win' | 'rollback';
type BetInput = z.output<typeof ZVendorBetRequest>;
type WinInput = z.output<typeof ZVendorWinRequest>;
type RollbackInput = z.output<typeof ZVendorRollbackRequest>;
type MoneyInput = BetInput | WinInput | RollbackInput;
/** Where a round is booked: its game and category (looked up before the transaction opens). */
interface Place {
  gameId: number;
  category: string;
}

/** A refusal decided inside the transaction: it is rolled back and the refusal stored on its own. */
class Refusal extends Error {
  constructor(readonly code: ErrorCode) {
    super(code);
  }
}

/** The player id vendors see for a member. */
export const playerIdOf = (memberId: number) => `p${memberId}`;

const num = (v: number | string | null | undefined) => Number(v ?? 0);

function okReply(value: unknown): VendorReply {
  return { status: 200, body: JSON.stringify({ success: true, value }) };
}

function failReply(code: ErrorCode, lang: Language, value?: Record<string, unknown>): VendorReply {
  return {
    status: ERRORS[code].status,
    body: JSON.stringify({
      success: false,
      errorCode: code,
      message: errorMessage(code, lang),
      ...(value ? { value } : {}),
    }),
  };
}

function fingerprintOf(action: MoneyAction, input: MoneyInput): string {
  const i = input as Partial<BetInput & WinInput & RollbackInput>;
  const parts = [
    action,
    i.sessionId,
    i.playerId,
    i.roundId,
    i.gameCode ?? '',
    i.amount ?? null,
    i.currency,
    i.betTransactionId ?? '',
    i.roundEnded ?? null,
  ];
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}

/**
 * The seamless wallet API (DECISIONS "Games", docs/vendor-api.md): signed calls from game vendors that
 * authenticate players and move their money through the wallet, idempotent per (vendor, transaction).
 * Every bet, win and rollback runs in one database transaction that claims its transaction id, books
 * the round, moves the money and stores the exact answer, so each effect happens once and a repeat
 * (even a concurrent one, which waits on the claim) gets the first answer byte for byte.
 */
export function createVendorApiService(
  deps: Deps,
  wallet: WalletService,
  vendorService: VendorService,
  brands: BrandService,
) {
  const vendorCache = new Map<string, { at: number; version: number; row: Promise<VendorRow | undefined> }>();
  const gameIds = new Map<string, number | null>();

  function vendorByCode(code: string): Promise<VendorRow | undefined> {
    const now = Date.now();
    const version = vendorService.version();
    const hit = vendorCache.get(code);
    // An operator's change (a new secret) drops it at once on every copy (games.changed bumps the version).
    if (hit && hit.version === version && now - hit.at < VENDOR_CACHE_MS) return hit.row;
    const row = deps.database
      .query<{ id: number; vassalage: string; launch_secret: string }>(
        'SELECT id, vassalage, launch_secret FROM game_vendors WHERE vassalage = $1',
        [code],
      )
      .then(([r]) => (r ? { id: r.id, vassalage: r.vassalage, secret: r.launch_secret } : undefined));
    row.catch(() => vendorCache.delete(code));
    vendorCache.set(code, { at: now, version, row });
    return row;
  }

  async function gameIdOf(vendor: VendorRow, gameCode: string | undefined, fallback: number): Promise<number> {
    if (!gameCode) return fallback;
    const key = `${vendor.id}:${gameCode}`;
    let id = gameIds.get(key);
    if (id === undefined) {
      const [row] = await deps.database.query<{ id: number | string }>(
        'SELECT id FROM games WHERE vendor_id = $1 AND game_code = $2',
        [vendor.id, gameCode],
      );
      id = row ? Number(row.id) : null;
      if (gameIds.size > 50_000) gameIds.clear();
      gameIds.set(key, id);
    }
    return id ?? fallback;
  }

  async function categoryOf(brand: Brand, vendor: VendorRow): Promise<string> {
    const v = (await vendorService.vendors(brand)).find((x) => x.id === vendor.id);
    return v?.category ?? 'RNG';
  }

  async function toSession(row: SessionRow): Promise<Session> {
    const brand = await brands.byId(row.brand_id);
    if (!brand) throw new Error(`brand ${row.brand_id} of a game session is gone`);
    const memberId = num(row.member_id);
    return {
      id: row.id,
      brand,
      memberId,
      playerId: playerIdOf(memberId),
      gameId: num(row.game_id),
      freePlay: row.free_play,
      currency: row.currency,
      lang: parseLanguage(row.language),
      expiresAt: new Date(row.expires_at),
      memberStatus: row.member_status,
      lockedUntil: row.locked_until ? new Date(row.locked_until) : null,
      accountType: Number(row.account_type),
    };
  }

  async function findSession(vendor: VendorRow, sessionId: string, playerId: string): Promise<Session | undefined> {
    const [row] = await deps.database.query<SessionRow>(
      `SELECT s.id, s.brand_id, s.member_id, s.vendor_id, s.game_id, s.free_play, s.currency, s.language,
              s.expires_at, m.status AS member_status, m.locked_until, m.account_type
         FROM vendor_sessions s JOIN members m ON m.id = s.member_id
        WHERE s.id = $1 AND s.vendor_id = $2`,
      [sessionId, vendor.id],
    );
    if (!row) return undefined;
    const session = await toSession(row);
    return session.playerId === playerId ? session : undefined;
  }

  /**
   * What the session's player can spend now: the wallet (real), or the trial account's play money
   * (free: trial_balances, the same play money the site's header shows; never the ledger).
   */
  async function balanceOf(vendor: VendorRow, s: Session, exec: DbOrTx = deps.db): Promise<number> {
    if (!s.freePlay) return wallet.gameBalance(s.brand, s.memberId, vendor.vassalage, exec);
    const [row] = await rowsOf<{ balance: number | string }>(
      exec,
      sql`SELECT balance FROM trial_balances WHERE member_id = ${s.memberId}`,
    );
    return num(row?.balance);
  }

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
    const [row] = await rowsOf<{ id: number | string; status: string }>(
      tx,
      sql`INSERT INTO bet_rounds (brand_id, member_id, vendor_id, game_id, category, round_id, free_play, started_at, updated_at)
          VALUES (${s.brand.id}, ${s.memberId}, ${vendor.id}, ${gameId}, ${category}, ${roundId}, ${s.freePlay}, ${now}, ${now})
          ON CONFLICT (vendor_id, member_id, round_id) DO UPDATE SET updated_at = EXCLUDED.updated_at
          RETURNING id, status`,
    );
    if (!row) throw new Error('round not booked');
    return { id: num(row.id), status: row.status };
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
  ): Promise<{ ledgerId: number | null; balance: number }> {
    if (amount === 0) return { ledgerId: null, balance: await balanceOf(vendor, s, tx) };
    if (s.freePlay) {
      const delta = kind === 'bet' ? -amount : amount;
      const [row] = await rowsOf<{ balance: number | string }>(
        tx,
        sql`UPDATE trial_balances SET balance = balance + ${delta}, updated_at = ${deps.now()}
             WHERE member_id = ${s.memberId} AND balance + ${delta} >= 0 RETURNING balance`,
      );
      if (!row) throw new Refusal('vendor.funds.insufficient');
      return { ledgerId: null, balance: num(row.balance) };
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
    return { ledgerId: moved.transactionId, balance: await balanceOf(vendor, s, tx) };
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
    return { reply, moved: m.ledgerId !== null };
  }

  async function win(tx: DbOrTx, vendor: VendorRow, s: Session, input: WinInput, place: Place) {
    const round = await lockRound(tx, vendor, s, input.roundId, place);
    const m = await move(tx, vendor, s, 'win', input.amount, input.transactionId, input.roundId);
    const now = deps.now();
    await rowsOf(
      tx,
      sql`UPDATE bet_rounds SET win_minor = win_minor + ${input.amount},
                 status = CASE WHEN ${input.roundEnded} THEN 'settled' ELSE status END,
                 settled_at = CASE WHEN ${input.roundEnded} THEN ${now}::timestamptz ELSE settled_at END
           WHERE id = ${round.id}`,
    );
    if (!s.freePlay && input.amount >= WINNER_MIN_MINOR) {
      await rowsOf(
        tx,
        sql`INSERT INTO game_winners (brand_id, member_id, game_id, amount_minor, won_at)
            SELECT brand_id, member_id, game_id, ${input.amount}, ${now} FROM bet_rounds WHERE id = ${round.id}`,
      );
    }
    const reply = answer(s, input.transactionId, m.ledgerId, input.amount, m.balance);
    await finish(tx, vendor, input.transactionId, reply, input.amount, m.ledgerId);
    return { reply, moved: m.ledgerId !== null };
  }

  async function rollback(tx: DbOrTx, vendor: VendorRow, s: Session, input: RollbackInput) {
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
      await rowsOf(
        tx,
        sql`UPDATE bet_rounds SET bet_minor = bet_minor - ${refund}, updated_at = ${deps.now()},
                   status = CASE WHEN bet_minor - ${refund} = 0 AND win_minor = 0 THEN 'rolled_back' ELSE status END
             WHERE vendor_id = ${vendor.id} AND member_id = ${s.memberId} AND round_id = ${betRound}`,
      );
    }
    const m = await move(tx, vendor, s, 'refund', refund, input.transactionId, betRound);
    const reply = answer(s, input.transactionId, m.ledgerId, refund, m.balance);
    await finish(tx, vendor, input.transactionId, reply, refund, m.ledgerId);
    return { reply, moved: m.ledgerId !== null };
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

  async function authenticate(vendor: VendorRow, token: string, lang: Language): Promise<VendorReply> {
    const hash = createHash('sha256').update(token).digest('hex');
    const [launch] = await deps.database.query<{
      id: number | string;
      brand_id: number;
      member_id: number | string;
      game_id: number | string;
      free_play: boolean;
      currency: string;
      language: string;
      expires_at: Date | string;
      username: string;
      game_code: string;
      node_id: string;
    }>(
      `SELECT l.id, l.brand_id, l.member_id, l.game_id, l.free_play, l.currency, l.language, l.expires_at,
              m.username, g.game_code, g.node_id
         FROM game_launches l JOIN members m ON m.id = l.member_id JOIN games g ON g.id = l.game_id
        WHERE l.token_hash = $1 AND l.vendor_id = $2`,
      [hash, vendor.id],
    );
    const now = deps.now();
    if (!launch || new Date(launch.expires_at) <= now) return failReply('vendor.token.invalid', lang);
    // The token is spent on its first use; a retry of authenticate gets the same session back.
    await deps.database.query(
      `INSERT INTO vendor_sessions (id, launch_id, brand_id, member_id, vendor_id, game_id, free_play, currency, language,
                                    created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (launch_id) DO NOTHING`,
      [
        randomBytes(24).toString('base64url'),
        launch.id,
        launch.brand_id,
        launch.member_id,
        vendor.id,
        launch.game_id,
        launch.free_play,
        launch.currency,
        launch.language,
        now,
        new Date(now.getTime() + VENDOR_SESSION_TTL_MS),
      ],
    );
    const [row] = await deps.database.query<SessionRow>(
      `SELECT s.id, s.brand_id, s.member_id, s.vendor_id, s.game_id, s.free_play, s.currency, s.language,
              s.expires_at, m.status AS member_status, m.locked_until, m.account_type
         FROM vendor_sessions s JOIN members m ON m.id = s.member_id WHERE s.launch_id = $1`,
      [launch.id],
    );
    if (!row) throw new Error('game session not opened');
    if (launch.free_play) {
      // A trial account made by the sign-in flow already has its play money; one made otherwise gets it now.
      await deps.database.query(
        `INSERT INTO trial_balances (member_id, brand_id, balance) VALUES ($1, $2, $3) ON CONFLICT (member_id) DO NOTHING`,
        [launch.member_id, launch.brand_id, FREE_PLAY_START_MINOR],
      );
    }
    const s = await toSession(row);
    return okReply({
      sessionId: s.id,
      playerId: s.playerId,
      username: launch.username,
      mode: s.freePlay ? 'free' : 'real',
      currency: s.currency,
      balance: await balanceOf(vendor, s),
      gameCode: launch.game_code,
      nodeId: launch.node_id,
      language: s.lang,
      merchantCode: s.brand.merchantCode,
    } satisfies TVendorAuthenticateResponse);
  }

  const fieldList = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
    issues.map((i) => ({ field: i.path.map(String).join('.'), reason: i.message }));

  const SCHEMAS = {
    authenticate: ZVendorAuthenticateRequest,
    balance: ZVendorBalanceRequest,
    bet: ZVendorBetRequest,
    win: ZVendorWinRequest,
    rollback: ZVendorRollbackRequest,
  } as const;

  return {
    /** One vendor call: signature, schema, freshness, then the action. */
    async handle(
      action: VendorAction,
      req: {
        vendorCode: string | undefined;
        signature: string | undefined;
        rawBody: string;
        body: unknown;
        lang: Language;
      },
    ): Promise<VendorReply> {
      const code = req.vendorCode?.trim().toUpperCase();
      const vendor = code && /^[A-Z0-9_]{2,32}$/.test(code) ? await vendorByCode(code) : undefined;
      if (!vendor || !vendorSignatureValid(vendor.secret, req.rawBody, req.signature?.trim())) {
        return failReply('vendor.signature.invalid', req.lang);
      }
      const parsed = SCHEMAS[action].safeParse(req.body);
      if (!parsed.success) {
        return failReply('request_param_err', req.lang, { fields: fieldList(parsed.error.issues) });
      }
      if (Math.abs(deps.now().getTime() - parsed.data.timestamp) > VENDOR_MAX_SKEW_MS) {
        return failReply('vendor.timestamp.stale', req.lang);
      }
      switch (action) {
        case 'authenticate':
          return authenticate(vendor, (parsed.data as z.output<typeof ZVendorAuthenticateRequest>).token, req.lang);
        case 'balance': {
          const input = parsed.data as z.output<typeof ZVendorBalanceRequest>;
          const s = await findSession(vendor, input.sessionId, input.playerId);
          if (!s) return failReply('vendor.player.unknown', req.lang);
          return okReply({ balance: await balanceOf(vendor, s), currency: s.currency });
        }
        default:
          return money(action, vendor, parsed.data as MoneyInput);
      }
    },
  };
}

export type VendorApiService = ReturnType<typeof createVendorApiService>;
