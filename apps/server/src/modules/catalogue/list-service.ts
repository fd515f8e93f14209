import type { TGame, TGamePage, ZGameListRequest } from '@app/contracts/calls/games';
import type { Language } from '@app/contracts/languages';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { brandGameMaintenance, gameLaunches, games as gameTable } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { PreparedAnswer } from '../../plugins/route.ts';
import type { Brand } from '../system/brand-types.ts';
import { nameTest, selectTop } from './catalogue-bits.ts';
import { asRow, type CatalogueIndex, type CatalogueIndexService, type IndexedGame } from './catalogue-index.ts';
import { gameFields, gameMaintenance, gameStatic, maintenanceOf, shapeGames, toGame } from './game-query.ts';
import type { VendorService } from './vendor-service.ts';
import type { VendorState } from './vendor-state.ts';

type ListInput = z.output<typeof ZGameListRequest>;

const HOT_LIMIT = 200;
/** Lobby answers are kept this long, and dropped at once when an operator changes anything. */
const ANSWER_MS = 5_000;
const ANSWERS_MAX = 5_000;

/** The enabled vendors of the brand, narrowed by category and vendor code. */
export function pickVendors(all: VendorState[], gameType?: string, vassalage?: string): VendorState[] {
  return all.filter(
    (v) => v.enabled && (!gameType || v.category === gameType) && (!vassalage || v.vassalage === vassalage),
  );
}

const pages = (total: number, size: number) => Math.ceil(total / size);

/**
 * JSON of games' wire fields that do not move with the clock (without the closing brace), kept per
 * catalogue index and per (language, brand currency units, vendor as the brand sees it): a list page
 * is then mostly joined text, and only the maintenance fields are written per page.
 */
const headsByIndex = new WeakMap<CatalogueIndex, Map<string, Map<number, string>>>();
/** Most (language, units, vendor) groups kept per index; all go when there are more. */
const HEAD_GROUPS_MAX = 2_000;

function headsOf(index: CatalogueIndex, group: string): Map<number, string> {
  let groups = headsByIndex.get(index);
  if (!groups) {
    groups = new Map();
    headsByIndex.set(index, groups);
  }
  let heads = groups.get(group);
  if (!heads) {
    if (groups.size >= HEAD_GROUPS_MAX) groups.clear();
    heads = new Map();
    groups.set(group, heads);
  }
  return heads;
}

const jsonNumber = (n: number | null) => (n === null ? 'null' : String(n));

/**
 * Game lists: the lobby list with its filters, hot games and the classifications of a vendor, read
 * from the in-process catalogue index; popular lottery games count launches in the database.
 */
export function createListService(deps: Deps, vendorService: VendorService, catalogue: CatalogueIndexService) {
  /** Shapes indexed games for a brand: vendor category, maintenance that applies now. */
  async function shape(brand: Brand, lang: Language, list: IndexedGame[], vendors: VendorState[]): Promise<TGame[]> {
    const byId = new Map(vendors.map((v) => [v.id, v]));
    const windows = await vendorService.gameWindows(brand);
    const now = deps.now();
    return list.flatMap((g) => {
      const v = byId.get(g.vendorId);
      return v ? [toGame(asRow(g, lang, windows.get(g.id)), v, brand, now)] : [];
    });
  }

  /**
   * A lobby page of indexed games written as JSON from cached per-game text plus the maintenance that
   * applies now. The page as objects is built only where answers are checked (outside production).
   */
  async function pageOf(
    brand: Brand,
    lang: Language,
    index: CatalogueIndex,
    list: IndexedGame[],
    vendors: VendorState[],
    totals: { total: number; totalPages: number },
  ): Promise<PreparedAnswer<TGamePage>> {
    const byId = new Map(vendors.map((v) => [v.id, v]));
    const windows = await vendorService.gameWindows(brand);
    const now = deps.now();
    const heads = new Map<number, Map<number, string>>();
    const games: TGame[] | undefined = deps.config.validateResponses ? [] : undefined;
    const parts: string[] = [];
    for (const g of list) {
      const v = byId.get(g.vendorId);
      if (!v) continue;
      let vendorHeads = heads.get(v.id);
      if (!vendorHeads) {
        const group = [lang, brand.settings.minorUnits, v.id, v.vassalage, v.name, v.category, v.launchView].join('|');
        vendorHeads = headsOf(index, group);
        heads.set(v.id, vendorHeads);
      }
      let head = vendorHeads.get(g.id);
      if (head === undefined) {
        head = JSON.stringify(gameStatic(asRow(g, lang), v, brand)).slice(0, -1);
        vendorHeads.set(g.id, head);
      }
      const m = gameMaintenance(v, windows.get(g.id), now);
      games?.push({ ...gameStatic(asRow(g, lang), v, brand), ...m });
      parts.push(
        `${head},"maintenance":${m.maintenance},"maintainTime":${jsonNumber(m.maintainTime)},"endTime":${jsonNumber(m.endTime)}}`,
      );
    }
    return new PreparedAnswer(
      `{"games":[${parts.join(',')}],"totalPages":${totals.totalPages},"total":${totals.total}}`,
      games && { games, ...totals },
    );
  }

  const answers = new Map<string, { at: number; version: number; page: Promise<PreparedAnswer<TGamePage>> }>();

  /** A recent answer to the same query, or a new one (kept briefly; the oldest goes first when full). */
  function remembered(key: string, make: () => Promise<PreparedAnswer<TGamePage>>): Promise<PreparedAnswer<TGamePage>> {
    const now = Date.now();
    const version = vendorService.version();
    const hit = answers.get(key);
    if (hit && hit.version === version && now - hit.at < ANSWER_MS) return hit.page;
    // The same bytes go to every request for the key until it expires.
    const page = make();
    page.catch(() => answers.delete(key));
    answers.delete(key);
    if (answers.size >= ANSWERS_MAX) {
      const oldest = answers.keys().next().value;
      if (oldest !== undefined) answers.delete(oldest);
    }
    answers.set(key, { at: now, version, page });
    return page;
  }

  async function listNow(brand: Brand, lang: Language, input: ListInput): Promise<PreparedAnswer<TGamePage>> {
    const all = await vendorService.vendors(brand);
    const vendors = pickVendors(all, input.gameType, input.vassalage);
    if (vendors.length === 0) {
      const none: TGamePage = { games: [], totalPages: 0, total: 0 };
      return new PreparedAnswer(JSON.stringify(none), none);
    }
    const index = await catalogue.get();
    const minBetMinor =
      input.minBet === undefined ? undefined : Math.round(input.minBet * 10 ** brand.settings.minorUnits);
    const needle = input.gameName?.toLowerCase();
    const start = (input.pageNo - 1) * input.pageSize;
    let found: { total: number; page: IndexedGame[] };
    if (input.parentNodeId) {
      // A VASSALAGE entry's sub-games: a short list, filtered as it is.
      const parent = index.byNodeId.get(input.parentNodeId);
      const ids = new Set(vendors.map((v) => v.id));
      const named = needle ? nameTest(needle) : undefined;
      const matches = (parent ? (index.children.get(parent.id) ?? []) : []).filter(
        (g) =>
          ids.has(g.vendorId) &&
          (!input.gameClassify || g.classify === input.gameClassify) &&
          (minBetMinor === undefined || g.minBetMinor === minBetMinor) &&
          (!input.minLineNum || g.lineNum >= input.minLineNum) &&
          (!named || named(g)),
      );
      found = { total: matches.length, page: matches.slice(start, start + input.pageSize) };
    } else {
      found = selectTop(
        index,
        {
          vendorIds: vendors.map((v) => v.id),
          classify: input.gameClassify,
          minBetMinor,
          minLineNum: input.minLineNum,
          needle,
        },
        start,
        input.pageSize,
      );
    }
    return pageOf(brand, lang, index, found.page, all, {
      totalPages: pages(found.total, input.pageSize),
      total: found.total,
    });
  }

  return {
    /** One page of top-level games (or a VASSALAGE entry's sub-games) matching every filter. */
    list(brand: Brand, lang: Language, input: ListInput): Promise<PreparedAnswer<TGamePage>> {
      const key = [
        brand.id,
        lang,
        input.gameType,
        input.vassalage,
        input.parentNodeId,
        input.gameClassify,
        input.gameName?.toLowerCase(),
        input.minBet,
        input.minLineNum,
        input.pageNo,
        input.pageSize,
      ].join('|');
      return remembered(key, () => listNow(brand, lang, input));
    },

    /** What a game's tile is drawn from (English title and category); undefined for an unknown game. */
    async tileOf(nodeId: string): Promise<{ nodeId: string; title: string; gameType: string } | undefined> {
      const g = (await catalogue.get()).byNodeId.get(nodeId);
      return g ? { nodeId, title: g.names.EN ?? g.gameCode, gameType: g.gameType } : undefined;
    },

    /** Hot games of the enabled vendors, grouped by game type. */
    async hot(brand: Brand, lang: Language, input: { gameType?: string; vassalage?: string }) {
      const all = await vendorService.vendors(brand);
      const ids = new Set(pickVendors(all, input.gameType, input.vassalage).map((v) => v.id));
      if (ids.size === 0) return { list: [] };
      const index = await catalogue.get();
      const hot = index.top.filter((g) => g.isHot && ids.has(g.vendorId)).slice(0, HOT_LIMIT);
      const groups = new Map<TGame['gameType'], TGame[]>();
      for (const g of await shape(brand, lang, hot, all))
        groups.set(g.gameType, [...(groups.get(g.gameType) ?? []), g]);
      return { list: [...groups].map(([gameType, games]) => ({ gameType, games })) };
    },

    /** The classifications a vendor's (or category's) top-level games fall in, with counts. */
    async types(brand: Brand, input: { gameType?: string; vassalage?: string }) {
      const ids = new Set(
        pickVendors(await vendorService.vendors(brand), input.gameType, input.vassalage).map((v) => v.id),
      );
      const counts = new Map<'JP' | 'TG' | 'AC' | 'BG', number>();
      for (const g of (await catalogue.get()).top) {
        if (!ids.has(g.vendorId) || !g.classify) continue;
        const c = g.classify as 'JP' | 'TG' | 'AC' | 'BG';
        counts.set(c, (counts.get(c) ?? 0) + 1);
      }
      return {
        content: [...counts]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([gameClassify, count]) => ({ gameClassify, count })),
      };
    },

    /** Lottery games, most launched in the last week first. */
    async popularLottery(brand: Brand, lang: Language, count: number): Promise<TGame[]> {
      const all = await vendorService.vendors(brand);
      const vendors = all.filter((v) => v.enabled && (v.category === 'LOTT' || v.category === 'ELOTT'));
      if (vendors.length === 0) return [];
      const since = new Date(deps.now().getTime() - 7 * 86_400_000);
      const plays = sql<number>`(SELECT count(*) FROM ${gameLaunches} l
        WHERE l.game_id = ${gameTable.id} AND l.brand_id = ${brand.id} AND l.created_at > ${since})`;
      const rows = await deps.db
        .select({ ...gameFields(lang), plays })
        .from(gameTable)
        .leftJoin(brandGameMaintenance, maintenanceOf(brand.id))
        .where(
          and(
            inArray(
              gameTable.vendorId,
              vendors.map((v) => v.id),
            ),
            eq(gameTable.isGame, ''),
          ),
        )
        .orderBy(desc(plays), desc(gameTable.isHot), gameTable.sort, gameTable.id)
        .limit(count);
      return shapeGames(deps, brand, all, rows).games;
    },
  };
}

export type ListService = ReturnType<typeof createListService>;
