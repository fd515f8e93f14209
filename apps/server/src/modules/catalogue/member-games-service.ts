import type { TGame } from '@app/contracts/calls/games';
import type { Language } from '@app/contracts/languages';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { gameColumns, selectGames, Where } from './game-query.ts';
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
  /** A page of the player's games from a table of (member_id, game_id, <time column>). */
  async function memberPage(
    brand: Brand,
    lang: Language,
    memberId: number,
    table: 'game_favourites' | 'game_recent',
    timeColumn: string,
    input: PageInput,
  ): Promise<{ games: TGame[]; totalPages: number }> {
    const all = await vendorService.vendors(brand);
    const vendors = pickVendors(all, input.gameType, input.vassalage);
    if (vendors.length === 0) return { games: [], totalPages: 0 };
    const w = new Where();
    const cols = gameColumns(w, brand.id, lang);
    w.add(`t.member_id = ${w.arg(memberId)}`);
    w.add(`g.vendor_id = ANY(${w.arg(vendors.map((v) => v.id))}::int[])`);
    const { games, total } = await selectGames(
      deps,
      brand,
      all,
      `SELECT ${cols.select}, count(*) OVER ()::int AS total
         FROM ${table} t JOIN games g ON g.id = t.game_id ${cols.join} ${w.sql}
        ORDER BY t.${timeColumn} DESC, g.id LIMIT ${w.arg(input.pageSize)} OFFSET ${w.arg((input.pageNo - 1) * input.pageSize)}`,
      w.params,
    );
    return { games, totalPages: pages(total, input.pageSize) };
  }

  /** The game a toggle names, checked against its vendor and category; vendors the brand hides are refused. */
  async function toggleTarget(brand: Brand, input: { nodeId: string; vendor: string; gameType: string }) {
    const [row] = await deps.database.query<{ id: number; vendor_id: number }>(
      'SELECT id::int AS id, vendor_id FROM games WHERE node_id = $1',
      [input.nodeId],
    );
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
      memberPage(brand, lang, memberId, 'game_favourites', 'created_at', input),

    recent: (brand: Brand, lang: Language, memberId: number, input: PageInput) =>
      memberPage(brand, lang, memberId, 'game_recent', 'played_at', input),

    /** Every favourite of the player: node id, vendor and category. */
    async favouriteIds(brand: Brand, memberId: number) {
      const vendors = new Map((await vendorService.vendors(brand)).map((v) => [v.id, v]));
      const rows = await deps.database.query<{ node_id: string; vendor_id: number }>(
        `SELECT g.node_id, g.vendor_id FROM game_favourites f JOIN games g ON g.id = f.game_id
          WHERE f.member_id = $1 ORDER BY f.created_at DESC`,
        [memberId],
      );
      return rows.flatMap((r) => {
        const v = vendors.get(r.vendor_id);
        return v?.enabled
          ? [{ nodeId: r.node_id, vassalage: v.vassalage, gameType: v.category as TGame['gameType'] }]
          : [];
      });
    },

    async addFavourite(brand: Brand, memberId: number, input: { nodeId: string; vendor: string; gameType: string }) {
      const gameId = await toggleTarget(brand, input);
      await deps.database.query(
        `INSERT INTO game_favourites (member_id, game_id, brand_id, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, game_id) DO NOTHING`,
        [memberId, gameId, brand.id, deps.now()],
      );
      return { nodeId: input.nodeId, favourite: true as const };
    },

    async removeFavourite(brand: Brand, memberId: number, input: { nodeId: string; vendor: string; gameType: string }) {
      const gameId = await toggleTarget(brand, input);
      await deps.database.query('DELETE FROM game_favourites WHERE member_id = $1 AND game_id = $2', [
        memberId,
        gameId,
      ]);
      return { nodeId: input.nodeId, favourite: false as const };
    },

    /** Remembers a launch in the player's recent games. */
    async recordRecent(brand: Brand, memberId: number, gameId: number): Promise<void> {
      await deps.database.query(
        `INSERT INTO game_recent (member_id, game_id, brand_id, played_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (member_id, game_id) DO UPDATE SET played_at = EXCLUDED.played_at`,
        [memberId, gameId, brand.id, deps.now()],
      );
    },

    /** The latest wins of the brand's players, names masked. */
    async rankList(brand: Brand, lang: Language, count: number) {
      const rows = await deps.database.query<{
        username: string;
        name: string | null;
        name_en: string;
        node_id: string;
        vassalage: string;
        amount_minor: number;
        won_at: Date;
      }>(
        `SELECT m.username, g.names ->> $2 AS name, g.names ->> 'EN' AS name_en, g.node_id, v.vassalage,
                w.amount_minor, w.won_at
           FROM game_winners w JOIN members m ON m.id = w.member_id JOIN games g ON g.id = w.game_id
           JOIN game_vendors v ON v.id = g.vendor_id
          WHERE w.brand_id = $1 ORDER BY w.won_at DESC, w.id DESC LIMIT $3`,
        [brand.id, lang, count],
      );
      return {
        list: rows.map((r) => ({
          player: maskName(r.username),
          gameName: r.name ?? r.name_en,
          nodeId: r.node_id,
          vassalage: r.vassalage,
          amount: Number(r.amount_minor) / 10 ** brand.settings.minorUnits,
          wonAt: new Date(r.won_at).getTime(),
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
