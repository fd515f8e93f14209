/**
 * What the vendor API looks up about a call: the vendor by its code (cached, dropped when an operator
 * changes vendors), the game session and its player (what never changes about a session is cached; what
 * does, its expiry and the player's standing, is read where it is used, inside the money call), the
 * game id and category a round is booked under, and what the session's player can spend.
 */
import { type Language, parseLanguage } from '@app/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { games, gameVendors, vendorSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { WalletService } from '../wallet/wallet-service.ts';

const VENDOR_CACHE_MS = 60_000;
/** Game sessions remembered (what never changes about them); the memory is emptied when full. */
const MAX_SESSIONS = 50_000;

export interface VendorRow {
  id: number;
  vassalage: string;
  secret: string;
}

/** A game session's row: what never changes once authenticate opened it. */
export interface SessionRow {
  id: string;
  brandId: number;
  memberId: number;
  vendorId: number;
  gameId: number;
  freePlay: boolean;
  currency: string;
  language: string;
}

export interface Session {
  id: string;
  brand: Brand;
  memberId: number;
  playerId: string;
  gameId: number;
  freePlay: boolean;
  currency: string;
  lang: Language;
}

/** The columns of a {@link SessionRow}. */
export const SESSION_COLUMNS = {
  id: vendorSessions.id,
  brandId: vendorSessions.brandId,
  memberId: vendorSessions.memberId,
  vendorId: vendorSessions.vendorId,
  gameId: vendorSessions.gameId,
  freePlay: vendorSessions.freePlay,
  currency: vendorSessions.currency,
  language: vendorSessions.language,
};

/** The player id vendors see for a member. */
export const playerIdOf = (memberId: number) => `p${memberId}`;

export function createVendorSessions(
  deps: Deps,
  wallet: WalletService,
  vendorService: VendorService,
  brands: BrandService,
) {
  const vendorCache = new Map<string, { at: number; version: number; row: Promise<VendorRow | undefined> }>();
  const gameIds = new Map<string, number | null>();
  const sessionRows = new Map<string, SessionRow>();

  function vendorByCode(code: string): Promise<VendorRow | undefined> {
    const now = Date.now();
    const version = vendorService.version();
    const hit = vendorCache.get(code);
    // An operator's change (a new secret) drops it at once on every copy (games.changed bumps the version).
    if (hit && hit.version === version && now - hit.at < VENDOR_CACHE_MS) return hit.row;
    const row = deps.db
      .select({ id: gameVendors.id, vassalage: gameVendors.vassalage, secret: gameVendors.launchSecret })
      .from(gameVendors)
      .where(eq(gameVendors.vassalage, code))
      .then(([r]) => r);
    row.catch(() => vendorCache.delete(code));
    vendorCache.set(code, { at: now, version, row });
    return row;
  }

  async function gameIdOf(vendor: VendorRow, gameCode: string | undefined, fallback: number): Promise<number> {
    if (!gameCode) return fallback;
    const key = `${vendor.id}:${gameCode}`;
    let id = gameIds.get(key);
    if (id === undefined) {
      const [row] = await deps.db
        .select({ id: games.id })
        .from(games)
        .where(and(eq(games.vendorId, vendor.id), eq(games.gameCode, gameCode)));
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
    const brand = await brands.byId(row.brandId);
    if (!brand) throw new Error(`brand ${row.brandId} of a game session is gone`);
    return {
      id: row.id,
      brand,
      memberId: row.memberId,
      playerId: playerIdOf(row.memberId),
      gameId: row.gameId,
      freePlay: row.freePlay,
      currency: row.currency,
      lang: parseLanguage(row.language),
    };
  }

  /**
   * The vendor's game session for the player, or undefined. Sessions are remembered: nothing in a
   * SessionRow changes, and what does (the expiry, which signing out brings forward, and the player's
   * standing) is checked inside each bet's money call, never from here.
   */
  async function findSession(vendor: VendorRow, sessionId: string, playerId: string): Promise<Session | undefined> {
    const key = `${vendor.id}:${sessionId}`;
    let row = sessionRows.get(key);
    if (!row) {
      [row] = await deps.db
        .select(SESSION_COLUMNS)
        .from(vendorSessions)
        .where(and(eq(vendorSessions.id, sessionId), eq(vendorSessions.vendorId, vendor.id)));
      if (!row) return undefined;
      if (sessionRows.size >= MAX_SESSIONS) sessionRows.clear();
      sessionRows.set(key, row);
    }
    const session = await toSession(row);
    return session.playerId === playerId ? session : undefined;
  }

  /** Forgets a session (the money call found its row gone). */
  const forgetSession = (vendor: VendorRow, sessionId: string) => sessionRows.delete(`${vendor.id}:${sessionId}`);

  /**
   * What the session's player can spend now: the wallet (real), or the trial account's play money
   * (free: trial_balances, the same play money the site's header shows; never the ledger).
   */
  async function balanceOf(vendor: VendorRow, s: Session, exec: DbOrTx = deps.db): Promise<number> {
    if (!s.freePlay) return wallet.gameBalance(s.brand, s.memberId, vendor.vassalage, exec);
    return (await playMoney.balance(exec, s.memberId)) ?? 0;
  }

  return { vendorByCode, gameIdOf, categoryOf, toSession, findSession, forgetSession, balanceOf };
}

export type VendorSessions = ReturnType<typeof createVendorSessions>;
