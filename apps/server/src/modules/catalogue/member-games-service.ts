import type { TGame } from '@app/contracts/calls/games';
import type { Language } from '@app/contracts/languages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  brandGameMaintenance,
  gameFavourites,
  gameRecent,
  games,
  gameVendors,
  gameWinners,
  members,
} from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { gameFields, maintenanceOf, shapeGames } from './game-query.ts';
import { pickVendors } from './list-service.ts';
import type { VendorService } from './vendor-service.ts';

const pages = (total: number, size: number) => Math.ceil(total / size);

interface PageInput {
  gameType?: string;
  vassalage?: string;
  pageNo: number;
  pageSize: number;
}

/** A player's favourites and recently played games, and the latest winners. */
export function createMemberGamesService(deps: Deps, vendorService: VendorService) {
  /** A page of the player's games from their favourites or recently played games. */
  async function memberPage(
    brand: Brand,
    lang: Language,
    memberId: number,
    list: 'favourites' | 'recent',
    input: PageInput,
  ): Promise<{ games: TGame[]; totalPages: number }> {
    const all = await vendorService.vendors(brand);
    const vendors = pickVendors(all, input.gameType, input.vassalage);
    if (vendors.length === 0) return { games: [], totalPages: 0 };
    const t =
      list === 'favourites'
        ? {
            table: gameFavourites,
            memberId: gameFavourites.memberId,
            gameId: gameFavourites.gameId,
            at: gameFavourites.createdAt,
          }
        : { table: gameRecent, memberId: gameRecent.memberId, gameId: gameRecent.gameId, at: gameRecent.playedAt };
    const rows = await deps.db
      .select({ ...gameFields(lang), total: sql<number>`count(*) OVER ()::int` })
      .from(t.table)
      .innerJoin(games, eq(games.id, t.gameId))
      .leftJoin(brandGameMaintenance, maintenanceOf(brand.id))
      .where(
        and(
          eq(t.memberId, memberId),
          inArray(
            games.vendorId,
            vendors.map((v) => v.id),
          ),
        ),
      )
      .orderBy(desc(t.at), games.id)
      .limit(input.pageSize)
      .offset((input.pageNo - 1) * input.pageSize);
    const { games: page, total } = shapeGames(deps, brand, all, rows);
    return { games: page, totalPages: pages(total, input.pageSize) };
  }

  /** The game a toggle names, checked against its vendor and category; vendors the brand hides are refused. */
  async function toggleTarget(brand: Brand, input: { nodeId: string; vendor: string; gameType: string }) {
    const [row] = await deps.db
      .select({ id: games.id, vendor_id: games.vendorId })
      .from(games)
      .where(eq(games.nodeId, input.nodeId));
    if (!row) throw new AppError('not_found', { field: 'nodeId', reason: 'no such game' });
    const vendor = (await vendorService.vendors(brand)).find((v) => v.id === row.vendor_id);
    if (!vendor?.enabled) throw new AppError('not_found', { field: 'nodeId', reason: 'no such game' });
    if (vendor.vassalage !== input.vendor) {
      throw new AppError('request_param_err', { fields: [{ field: 'vendor', reason: 'not the vendor of this game' }] });
    }
    if (vendor.category !== input.gameType && vendor.storedType !== input.gameType) {
      throw new AppError('request_param_err', { fields: [{ field: 'gameType', reason: 'not the type of this game' }] });
    }
    return row.id;
  }

  return {
    favourites: (brand: Brand, lang: Language, memberId: number, input: PageInput) =>
      memberPage(brand, lang, memberId, 'favourites', input),

    recent: (brand: Brand, lang: Language, memberId: number, input: PageInput) =>
      memberPage(brand, lang, memberId, 'recent', input),

    /** Every favourite of the player: node id, vendor and category. */
    async favouriteIds(brand: Brand, memberId: number) {
      const vendors = new Map((await vendorService.vendors(brand)).map((v) => [v.id, v]));
      const rows = await deps.db
        .select({ node_id: games.nodeId, vendor_id: games.vendorId })
        .from(gameFavourites)
        .innerJoin(games, eq(games.id, gameFavourites.gameId))
        .where(eq(gameFavourites.memberId, memberId))
        .orderBy(desc(gameFavourites.createdAt));
      return rows.flatMap((r) => {
        const v = vendors.get(r.vendor_id);
        return v?.enabled
          ? [{ nodeId: r.node_id, vassalage: v.vassalage, gameType: v.category as TGame['gameType'] }]
          : [];
      });
    },

    async addFavourite(brand: Brand, memberId: number, input: { nodeId: string; vendor: string; gameType: string }) {
      const gameId = await toggleTarget(brand, input);
      await deps.db
        .insert(gameFavourites)
        .values({ memberId, gameId, brandId: brand.id, createdAt: deps.now() })
        .onConflictDoNothing({ target: [gameFavourites.memberId, gameFavourites.gameId] });
      return { nodeId: input.nodeId, favourite: true as const };
    },

    async removeFavourite(brand: Brand, memberId: number, input: { nodeId: string; vendor: string; gameType: string }) {
      const gameId = await toggleTarget(brand, input);
      await deps.db
        .delete(gameFavourites)
        .where(and(eq(gameFavourites.memberId, memberId), eq(gameFavourites.gameId, gameId)));
      return { nodeId: input.nodeId, favourite: false as const };
    },

    /** Remembers a launch in the player's recent games. */
    async recordRecent(brand: Brand, memberId: number, gameId: number): Promise<void> {
      await deps.db
        .insert(gameRecent)
        .values({ memberId, gameId, brandId: brand.id, playedAt: deps.now() })
        .onConflictDoUpdate({
          target: [gameRecent.memberId, gameRecent.gameId],
          set: { playedAt: sql`excluded.played_at` },
        });
    },

    /** The latest wins of the brand's players, names masked. */
    async rankList(brand: Brand, lang: Language, count: number) {
      const rows = await deps.db
        .select({
          username: members.username,
          name: sql<string | null>`${games.names} ->> ${lang}`,
          name_en: sql<string>`${games.names} ->> 'EN'`,
          node_id: games.nodeId,
          vassalage: gameVendors.vassalage,
          amount_minor: gameWinners.amountMinor,
          won_at: gameWinners.wonAt,
        })
        .from(gameWinners)
        .innerJoin(members, eq(members.id, gameWinners.memberId))
        .innerJoin(games, eq(games.id, gameWinners.gameId))
        .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
        .where(eq(gameWinners.brandId, brand.id))
        .orderBy(desc(gameWinners.wonAt), desc(gameWinners.id))
        .limit(count);
      return {
        list: rows.map((r) => ({
          player: maskName(r.username),
          gameName: r.name ?? r.name_en,
          nodeId: r.node_id,
          vassalage: r.vassalage,
          amount: Number(r.amount_minor) / 10 ** brand.settings.minorUnits,
          wonAt: r.won_at.getTime(),
        })),
      };
    },
  };
}

/** Shows the first two and the last character of a username: "pl***9". */
export function maskName(username: string): string {
  if (username.length <= 3) return `${username.slice(0, 1)}***`;
  return `${username.slice(0, 2)}***${username.slice(-1)}`;
}

export type MemberGamesService = ReturnType<typeof createMemberGamesService>;
