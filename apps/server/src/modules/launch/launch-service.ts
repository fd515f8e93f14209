import { createHash, randomBytes } from 'node:crypto';
import { TRIAL_TYPE } from '@app/contracts/constants';
import type { Language } from '@app/contracts/languages';
import { and, eq, gt, sql } from 'drizzle-orm';
import { brandGameMaintenance, gameLaunches, games } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { onCdn, pickCdn } from '../../plugins/cdn.ts';
import type { AuthContext } from '../auth/session-service.ts';
import type { MemberGamesService } from '../catalogue/member-games-service.ts';
import type { VendorService } from '../catalogue/vendor-service.ts';
import { windowOpen } from '../catalogue/vendor-state.ts';
import type { Brand } from '../system/brand-types.ts';
import { LAUNCH_ADAPTERS, type LaunchAdapter, type LaunchMode } from './launch-adapter.ts';

/** How long a vendor may take to present a launch token to the wallet API. */
export const LAUNCH_TOKEN_TTL_MS = 12 * 3_600_000;

/** Launches: checks the vendor and game for the brand, records the launch and asks the vendor's adapter. */
export function createLaunchService(
  deps: Deps,
  vendorService: VendorService,
  memberGames: MemberGamesService,
  adapters: ReadonlyMap<string, LaunchAdapter> = LAUNCH_ADAPTERS,
) {
  async function findGame(brand: Brand, lang: Language, vassalage: string, gameCode: string | undefined) {
    const vendor = (await vendorService.vendors(brand)).find((v) => v.vassalage === vassalage && v.enabled);
    if (!vendor) throw new AppError('not_found', { field: 'vassalage', reason: 'no such vendor' });
    const [game] = await deps.db
      .select({
        id: games.id,
        node_id: games.nodeId,
        game_code: games.gameCode,
        game_type: games.gameType,
        is_game: games.isGame,
        name: sql<string | null>`${games.names} ->> ${lang}`,
        name_en: sql<string>`${games.names} ->> 'EN'`,
        maintain_time: brandGameMaintenance.maintainTime,
        maintenance_end: brandGameMaintenance.maintenanceEnd,
      })
      .from(games)
      .leftJoin(
        brandGameMaintenance,
        and(eq(brandGameMaintenance.brandId, brand.id), eq(brandGameMaintenance.gameId, games.id)),
      )
      .where(
        and(
          eq(games.vendorId, vendor.id),
          gameCode === undefined ? undefined : eq(games.gameCode, gameCode),
          eq(games.isGame, ''),
        ),
      )
      .orderBy(sql`${games.parentId} NULLS FIRST`, games.sort, games.id)
      .limit(1);
    if (!game) throw new AppError('not_found', { field: 'gameCode', reason: 'no such game' });
    const now = deps.now();
    const gameWindow = {
      on: game.maintain_time !== null,
      maintainTime: game.maintain_time,
      endTime: game.maintenance_end,
    };
    const open = windowOpen(vendor.maintenance, now)
      ? vendor.maintenance
      : windowOpen(gameWindow, now)
        ? gameWindow
        : null;
    if (open) {
      throw new AppError('game.maintenance', {
        maintainTime: open.maintainTime?.getTime() ?? null,
        endTime: open.endTime?.getTime() ?? null,
      });
    }
    const adapter = adapters.get(vendor.launchAdapter);
    if (!adapter) throw new AppError('function.not.available', { reason: 'vendor cannot be launched' });
    if (vendor.currency !== brand.settings.currency)
      throw new AppError('function.not.available', { reason: 'currency' });
    return { vendor, game, adapter };
  }

  /** Records a launch and returns its one-time token (stored hashed), for the wallet API's authenticate. */
  async function recordLaunch(
    brand: Brand,
    lang: Language,
    memberId: number,
    freePlay: boolean,
    vendorId: number,
    gameId: number,
  ): Promise<string> {
    const launchToken = randomBytes(32).toString('base64url');
    const now = deps.now();
    await deps.db.insert(gameLaunches).values({
      tokenHash: createHash('sha256').update(launchToken).digest('hex'),
      brandId: brand.id,
      memberId,
      vendorId,
      gameId,
      freePlay,
      currency: brand.settings.currency,
      language: lang,
      createdAt: now,
      expiresAt: new Date(now.getTime() + LAUNCH_TOKEN_TTL_MS),
    });
    return launchToken;
  }

  async function start(
    brand: Brand,
    lang: Language,
    auth: AuthContext | null,
    vassalage: string,
    gameCode: string | undefined,
  ) {
    const { vendor, game, adapter } = await findGame(brand, lang, vassalage, gameCode);
    const mode: LaunchMode = !auth ? 'view' : auth.accountType === TRIAL_TYPE ? 'free' : 'real';
    let launchToken: string | null = null;
    if (auth) {
      launchToken = await recordLaunch(brand, lang, auth.memberId, mode === 'free', vendor.id, game.id);
      await memberGames.recordRecent(brand, auth.memberId, game.id);
    }
    const { gameUrl } = await adapter.launch({
      vendor,
      game: { nodeId: game.node_id, gameCode: game.game_code, gameType: vendor.category },
      player: auth ? { memberId: auth.memberId, username: auth.username } : null,
      mode,
      launchToken,
      currency: brand.settings.currency,
      language: lang,
      merchantCode: brand.merchantCode,
      now: deps.now(),
    });
    return {
      content: {
        // A site path goes out through one of the brand's launch CDNs, chosen per launch (SPEC §9).
        game_url: onCdn(gameUrl, pickCdn(brand.settings.launchGameCDNs)),
        launchView: vendor.launchView,
        freePlay: mode === 'free',
        gameName: game.name ?? game.name_en,
      },
    };
  }

  return {
    /** A signed-in player's launch: real money, or play money for trial accounts. */
    launch: (brand: Brand, lang: Language, auth: AuthContext, input: { vassalage: string; gameCode: string }) =>
      start(brand, lang, auth, input.vassalage, input.gameCode),
    /** The FB sports vendor: a normal launch when signed in, its view-only page for a visitor. */
    launchFb: (brand: Brand, lang: Language, auth: AuthContext | null, gameCode: string | undefined) =>
      start(brand, lang, auth, 'FB', gameCode),
    /**
     * A launch token for a house-run vendor that reaches the wallet API itself (the lotteries): the
     * same checks as a launch (vendor enabled, not in maintenance, currency), real money only.
     */
    async launchToken(brand: Brand, lang: Language, memberId: number, vassalage: string, gameCode: string) {
      const { vendor, game } = await findGame(brand, lang, vassalage, gameCode);
      return recordLaunch(brand, lang, memberId, false, vendor.id, game.id);
    },
    /** Whether a launch token of this vendor is still unexpired (the demo vendor's page checks it). */
    async tokenLive(vendorId: number, launchToken: string): Promise<boolean> {
      const [row] = await deps.db
        .select({ id: gameLaunches.id })
        .from(gameLaunches)
        .where(
          and(
            eq(gameLaunches.tokenHash, createHash('sha256').update(launchToken).digest('hex')),
            eq(gameLaunches.vendorId, vendorId),
            gt(gameLaunches.expiresAt, deps.now()),
          ),
        )
        .limit(1);
      return row !== undefined;
    },
  };
}
