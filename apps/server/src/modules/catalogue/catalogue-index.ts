import type { Language } from '@app/contracts/languages';
import { games } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { GameRow } from './game-query.ts';

/** A game as the in-process index keeps it. */
export interface IndexedGame {
  id: number;
  nodeId: string;
  gameCode: string;
  vendorId: number;
  parentId: number | null;
  gameType: string;
  names: Record<string, string>;
  /** Lower-case names in every language; `latinText` holds only the ASCII ones (searched for ASCII input). */
  searchText: string;
  latinText: string;
  classify: string | null;
  minBetMinor: number;
  lineNum: number;
  isHot: boolean;
  isGame: string;
  defaultPlayType: string;
}

export interface CatalogueIndex {
  /** Top-level games in list order (sort, id). */
  top: IndexedGame[];
  /** Top-level games of each vendor, in list order. */
  byVendor: Map<number, IndexedGame[]>;
  /** Sub-games of each VASSALAGE entry, in list order. */
  children: Map<number, IndexedGame[]>;
  byNodeId: Map<string, IndexedGame>;
}

/** How often the index is rebuilt even without a change notice (the catalogue rarely changes). */
const REFRESH_MS = 10 * 60_000;

/** A game of the index in the shape the list answers are built from. */
export function asRow(
  g: IndexedGame,
  lang: Language,
  maintenance?: { maintainTime: Date; endTime: Date | null },
): GameRow {
  return {
    id: g.id,
    node_id: g.nodeId,
    game_code: g.gameCode,
    name: g.names[lang] ?? null,
    name_en: g.names.EN ?? g.gameCode,
    vendor_id: g.vendorId,
    game_type: g.gameType,
    is_game: g.isGame,
    default_play_type: g.defaultPlayType,
    classify: g.classify,
    min_bet_minor: g.minBetMinor,
    line_num: g.lineNum,
    is_hot: g.isHot,
    g_maintain_time: maintenance?.maintainTime ?? null,
    g_maintenance_end: maintenance?.endTime ?? null,
  };
}

/**
 * The game catalogue held in each server process for the lobby lists: read from the database on first
 * use and rebuilt in the background every ten minutes (lists keep reading the old one meanwhile). The
 * games table is written only by seeds, before the server listens; operator changes are per-brand
 * vendor and game state, which the vendor service keeps and drops on `games.changed`. `invalidate()`
 * is for a change to the catalogue itself: the next list waits for a fresh index. PostgreSQL stays the
 * one source of truth; this is a read cache.
 */
export function createCatalogueIndex(deps: Deps) {
  let current: { at: number; index: Promise<CatalogueIndex> } | undefined;

  async function build(): Promise<CatalogueIndex> {
    const rows = await deps.db
      .select({
        id: games.id,
        node_id: games.nodeId,
        game_code: games.gameCode,
        vendor_id: games.vendorId,
        parent_id: games.parentId,
        game_type: games.gameType,
        names: games.names,
        search_text: games.searchText,
        classify: games.classify,
        min_bet_minor: games.minBetMinor,
        line_num: games.lineNum,
        is_hot: games.isHot,
        is_game: games.isGame,
        default_play_type: games.defaultPlayType,
      })
      .from(games)
      .orderBy(games.sort, games.id);
    const index: CatalogueIndex = { top: [], byVendor: new Map(), children: new Map(), byNodeId: new Map() };
    for (const r of rows) {
      const g: IndexedGame = {
        id: r.id,
        nodeId: r.node_id,
        gameCode: r.game_code,
        vendorId: r.vendor_id,
        parentId: r.parent_id,
        gameType: r.game_type,
        names: r.names,
        searchText: r.search_text,
        latinText: r.search_text
          .split('\n')
          .filter((n) => /^[\x20-\x7e]*$/.test(n))
          .join('\n'),
        classify: r.classify,
        minBetMinor: r.min_bet_minor,
        lineNum: r.line_num,
        isHot: r.is_hot,
        isGame: r.is_game,
        defaultPlayType: r.default_play_type,
      };
      index.byNodeId.set(g.nodeId, g);
      if (g.parentId === null) {
        index.top.push(g);
        const list = index.byVendor.get(g.vendorId) ?? [];
        list.push(g);
        index.byVendor.set(g.vendorId, list);
      } else {
        const list = index.children.get(g.parentId) ?? [];
        list.push(g);
        index.children.set(g.parentId, list);
      }
    }
    return index;
  }

  /** Grows on every invalidation, so a rebuild started before one is not kept. */
  let generation = 0;
  let refreshing = false;

  function start(): { at: number; index: Promise<CatalogueIndex> } {
    const entry = { at: Date.now(), index: build() };
    entry.index.catch(() => {
      if (current === entry) current = undefined;
    });
    current = entry;
    return entry;
  }

  /** Rebuilds in the background while lists keep reading the index they have. */
  function refresh(): void {
    if (refreshing) return;
    refreshing = true;
    const gen = generation;
    build().then(
      (index) => {
        refreshing = false;
        if (gen === generation) current = { at: Date.now(), index: Promise.resolve(index) };
      },
      (e: unknown) => {
        refreshing = false;
        deps.log.warn({ err: e }, 'catalogue index refresh failed; the previous index stays in use');
      },
    );
  }

  return {
    get(): Promise<CatalogueIndex> {
      const entry = current ?? start();
      if (Date.now() - entry.at > REFRESH_MS) refresh();
      return entry.index;
    },
    /** Drops the index; the next list waits for a fresh one. */
    invalidate(): void {
      generation++;
      current = undefined;
    },
  };
}

export type CatalogueIndexService = ReturnType<typeof createCatalogueIndex>;
