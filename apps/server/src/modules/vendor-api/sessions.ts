/**
 * What the vendor API looks up about a call: the vendor by its code (cached, dropped when an operator
 * changes vendors), the game session and its player, the game id and category a round is booked
 * under, and what the session's player can spend.
 */
import { type Language, parseLanguage } from '@app/contracts/languages';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { games, gameVendors, members, vendorSessions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { playMoney } from '../play-money/play-money.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import type { WalletService } from '../wallet/wallet-service.ts';
import { num } from './replies.ts';

const VENDOR_CACHE_MS = 60_000;

export interface VendorRow {
  id: number;
  vassalage: string;
  secret: string;
}

export interface SessionRow {
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

export interface Session {
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
    const [row] = await deps.db
      .select({
        id: vendorSessions.id,
        brand_id: vendorSessions.brandId,
        member_id: vendorSessions.memberId,
        vendor_id: vendorSessions.vendorId,
        game_id: vendorSessions.gameId,
        free_play: vendorSessions.freePlay,
        currency: vendorSessions.currency,
        language: vendorSessions.language,
        expires_at: vendorSessions.expiresAt,
        member_status: members.status,
        locked_until: members.lockedUntil,
        account_type: members.accountType,
      })
      .from(vendorSessions)
      .innerJoin(members, eq(members.id, vendorSessions.memberId))
      .where(and(eq(vendorSessions.id, sessionId), eq(vendorSessions.vendorId, vendor.id)));
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
    return (await playMoney.balance(exec, s.memberId)) ?? 0;
  }

  return { vendorByCode, gameIdOf, categoryOf, toSession, findSession, balanceOf };
}

export type VendorSessions = ReturnType<typeof createVendorSessions>;
