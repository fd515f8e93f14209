import type { TGame } from '@app/contracts/calls/games';
import type { Language } from '@app/contracts/languages';
import { and, eq, sql } from 'drizzle-orm';
import { brandGameMaintenance, games } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { Brand } from '../system/brand-types.ts';
import { artUrls } from './art-urls.ts';
import { type VendorState, windowOpen } from './vendor-state.ts';

/** A game row as the list queries read it. */
export interface GameRow {
  id: number;
  node_id: string;
  game_code: string;
  name: string | null;
  name_en: string;
  vendor_id: number;
  game_type: string;
  is_game: string;
  default_play_type: string;
  classify: string | null;
  min_bet_minor: number;
  line_num: number;
  is_hot: boolean;
  g_maintain_time: Date | null;
  g_maintenance_end: Date | null;
}

/** The columns every game list selects, in a language (join `brandGameMaintenance` on `maintenanceOf`). */
export function gameFields(lang: Language) {
  return {
    id: games.id,
    node_id: games.nodeId,
    game_code: games.gameCode,
    name: sql<string | null>`${games.names} ->> ${lang}`,
    name_en: sql<string>`${games.names} ->> 'EN'`,
    vendor_id: games.vendorId,
    game_type: games.gameType,
    is_game: games.isGame,
    default_play_type: games.defaultPlayType,
    classify: games.classify,
    min_bet_minor: games.minBetMinor,
    line_num: games.lineNum,
    is_hot: games.isHot,
    g_maintain_time: brandGameMaintenance.maintainTime,
    g_maintenance_end: brandGameMaintenance.maintenanceEnd,
  };
}

/** The join condition of a game's own maintenance window for a brand. */
export function maintenanceOf(brandId: number) {
  return and(eq(brandGameMaintenance.brandId, brandId), eq(brandGameMaintenance.gameId, games.id));
}

/** A game's wire fields that do not move with the clock (all but the maintenance ones). */
export type TGameStatic = Omit<TGame, 'maintenance' | 'maintainTime' | 'endTime'>;
/** A game's maintenance fields: the vendor's window or the game's own, whichever is open now. */
export type TGameMaintenance = Pick<TGame, 'maintenance' | 'maintainTime' | 'endTime'>;

/** The wire fields of a row that do not depend on the time, with the vendor's category. */
export function gameStatic(row: GameRow, vendor: VendorState, brand: Brand): TGameStatic {
  return {
    nodeId: row.node_id,
    gameCode: row.game_code,
    code: row.game_code,
    gameName: row.name ?? row.name_en,
    vassalage: vendor.vassalage,
    vendor: vendor.name,
    gameType: vendor.category as TGame['gameType'],
    isGame: row.is_game === 'VASSALAGE' ? 'VASSALAGE' : '',
    defaultPlayType: row.default_play_type,
    gameClassify: (row.classify as TGame['gameClassify']) ?? null,
    minBet: row.min_bet_minor / 10 ** brand.settings.minorUnits,
    lineNum: row.line_num,
    isHot: row.is_hot ? 1 : 0,
    imgUrl: artUrls.game(row.node_id),
    launchView: vendor.launchView,
  };
}

/** The maintenance that applies now: the vendor's window when open, else the game's own when open. */
export function gameMaintenance(
  vendor: VendorState,
  gameWindow: { maintainTime: Date; endTime: Date | null } | undefined,
  now: Date,
): TGameMaintenance {
  const own = gameWindow
    ? { on: true, maintainTime: gameWindow.maintainTime, endTime: gameWindow.endTime }
    : { on: false, maintainTime: null, endTime: null };
  const open = windowOpen(vendor.maintenance, now) ? vendor.maintenance : windowOpen(own, now) ? own : null;
  return {
    maintenance: open !== null,
    maintainTime: open?.maintainTime?.getTime() ?? null,
    endTime: open?.endTime?.getTime() ?? null,
  };
}

/** Shapes a row for the wire, with the vendor's category and the maintenance that applies now. */
export function toGame(row: GameRow, vendor: VendorState, brand: Brand, now: Date): TGame {
  const window = row.g_maintain_time
    ? { maintainTime: row.g_maintain_time, endTime: row.g_maintenance_end }
    : undefined;
  return { ...gameStatic(row, vendor, brand), ...gameMaintenance(vendor, window, now) };
}

/** Shapes a game query's rows; rows of vendors the brand does not show are dropped. */
export function shapeGames(
  deps: Deps,
  brand: Brand,
  vendors: VendorState[],
  rows: (GameRow & { total?: number })[],
): { games: TGame[]; total: number } {
  const byId = new Map(vendors.map((v) => [v.id, v]));
  const now = deps.now();
  const shown: TGame[] = [];
  for (const r of rows) {
    const v = byId.get(r.vendor_id);
    if (v?.enabled) shown.push(toGame(r, v, brand, now));
  }
  return { games: shown, total: Number(rows[0]?.total ?? 0) };
}

/** Escapes LIKE wildcards in a search text. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
