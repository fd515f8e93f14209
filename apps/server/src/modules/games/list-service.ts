import type { TGame, TGamePage, ZGameListRequest } from '@app/contracts/calls/games';
import type { Language } from '@app/contracts/languages';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import type { Brand } from '../system/brand-types.ts';
import { gameColumns, likePattern, selectGames, Where } from './game-query.ts';
import type { VendorService } from './vendor-service.ts';
import type { VendorState } from './vendor-state.ts';

type ListInput = z.output<typeof ZGameListRequest>;

const HOT_LIMIT = 200;

/** The enabled vendors of the brand, narrowed by category and vendor code. */
export function pickVendors(all: VendorState[], gameType?: string, vassalage?: string): VendorState[] {
  return all.filter(
    (v) => v.enabled && (!gameType || v.category === gameType) && (!vassalage || v.vassalage === vassalage),
  );
}

const pages = (total: number, size: number) => Math.ceil(total / size);

/** Game lists: the lobby list with its filters, hot games and the classifications of a vendor. */
export function createListService(deps: Deps, vendorService: VendorService) {
  const service = {
    /** One page of top-level games (or a VASSALAGE entry's sub-games) matching every filter. */
    async list(brand: Brand, lang: Language, input: ListInput): Promise<TGamePage> {
      const all = await vendorService.vendors(brand);
      const vendors = pickVendors(all, input.gameType, input.vassalage);
      if (vendors.length === 0) return { games: [], totalPages: 0, total: 0 };
      const w = new Where();
      const cols = gameColumns(w, brand.id, lang);
      w.add(`g.vendor_id = ANY(${w.arg(vendors.map((v) => v.id))}::int[])`);
      if (input.parentNodeId) {
        w.add(`g.parent_id = (SELECT p.id FROM games p WHERE p.node_id = ${w.arg(input.parentNodeId)})`);
      } else w.add('g.parent_id IS NULL');
      if (input.gameClassify) w.add(`g.classify = ${w.arg(input.gameClassify)}`);
      if (input.gameName) w.add(`g.search_text LIKE ${w.arg(likePattern(input.gameName))}`);
      if (input.minBet !== undefined) {
        w.add(`g.min_bet_minor = ${w.arg(Math.round(input.minBet * 10 ** brand.settings.minorUnits))}`);
      }
      if (input.minLineNum) w.add(`g.line_num >= ${w.arg(input.minLineNum)}`);
      const limit = w.arg(input.pageSize);
      const offset = w.arg((input.pageNo - 1) * input.pageSize);
      const { games, total } = await selectGames(
        deps,
        brand,
        all,
        `SELECT ${cols.select}, count(*) OVER ()::int AS total
           FROM games g ${cols.join} ${w.sql}
          ORDER BY g.sort, g.id LIMIT ${limit} OFFSET ${offset}`,
        w.params,
      );
      if (games.length === 0 && input.pageNo > 1) {
        // Past the last page: the count comes from the first page.
        const first = await service.list(brand, lang, { ...input, pageNo: 1, pageSize: 1 });
        return { games: [], totalPages: pages(first.total, input.pageSize), total: first.total };
      }
      return { games, totalPages: pages(total, input.pageSize), total };
    },

    /** Hot games of the enabled vendors, grouped by game type. */
    async hot(brand: Brand, lang: Language, input: { gameType?: string; vassalage?: string }) {
      const all = await vendorService.vendors(brand);
      const vendors = pickVendors(all, input.gameType, input.vassalage);
      if (vendors.length === 0) return { list: [] };
      const w = new Where();
      const cols = gameColumns(w, brand.id, lang);
      w.add('g.is_hot AND g.parent_id IS NULL');
      w.add(`g.vendor_id = ANY(${w.arg(vendors.map((v) => v.id))}::int[])`);
      const { games } = await selectGames(
        deps,
        brand,
        all,
        `SELECT ${cols.select} FROM games g ${cols.join} ${w.sql} ORDER BY g.sort, g.id LIMIT ${HOT_LIMIT}`,
        w.params,
      );
      const groups = new Map<TGame['gameType'], TGame[]>();
      for (const g of games) groups.set(g.gameType, [...(groups.get(g.gameType) ?? []), g]);
      return { list: [...groups].map(([gameType, list]) => ({ gameType, games: list })) };
    },

    /** The classifications a vendor's (or category's) top-level games fall in, with counts. */
    async types(brand: Brand, input: { gameType?: string; vassalage?: string }) {
      const vendors = pickVendors(await vendorService.vendors(brand), input.gameType, input.vassalage);
      if (vendors.length === 0) return { content: [] };
      const rows = await deps.database.query<{ classify: 'JP' | 'TG' | 'AC' | 'BG'; n: number }>(
        `SELECT classify, count(*)::int AS n FROM games
          WHERE vendor_id = ANY($1::int[]) AND parent_id IS NULL AND classify IS NOT NULL
          GROUP BY classify ORDER BY classify`,
        [vendors.map((v) => v.id)],
      );
      return { content: rows.map((r) => ({ gameClassify: r.classify, count: Number(r.n) })) };
    },

    /** Lottery games, most launched in the last week first. */
    async popularLottery(brand: Brand, lang: Language, count: number): Promise<TGame[]> {
      const all = await vendorService.vendors(brand);
      const vendors = all.filter((v) => v.enabled && (v.category === 'LOTT' || v.category === 'ELOTT'));
      if (vendors.length === 0) return [];
      const w = new Where();
      const cols = gameColumns(w, brand.id, lang);
      const since = w.arg(new Date(deps.now().getTime() - 7 * 86_400_000));
      const brandArg = w.arg(brand.id);
      w.add(`g.vendor_id = ANY(${w.arg(vendors.map((v) => v.id))}::int[])`).add(`g.is_game = ''`);
      const { games } = await selectGames(
        deps,
        brand,
        all,
        `SELECT ${cols.select},
                (SELECT count(*) FROM game_launches l
                  WHERE l.game_id = g.id AND l.brand_id = ${brandArg} AND l.created_at > ${since}) AS plays
           FROM games g ${cols.join} ${w.sql}
          ORDER BY plays DESC, g.is_hot DESC, g.sort, g.id LIMIT ${w.arg(count)}`,
        w.params,
      );
      return games;
    },
  };
  return service;
}

export type ListService = ReturnType<typeof createListService>;
