import type { THouseGame } from '@app/contracts/calls/house';
import type { Language } from '@app/contracts/languages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { games, gameVendors } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import { slotConfigFor } from './slot-config.ts';

/** A game the house plays, with the vendor it plays it for. */
export interface HouseGameRow {
  id: number;
  nodeId: string;
  gameCode: string;
  gameType: string;
  lineNum: number;
  classify: string | null;
  minBetMinor: number;
  name: string;
  vendorId: number;
  vassalage: string;
  vendorName: string;
  secret: string;
}

const ROULETTE_CHIPS = [1, 5, 10, 50, 100, 500] as const;

/** The roulette table of a house LIVE game: chips and stake limits follow the game's minimum bet. */
export function rouletteTable(minBetMinor: number) {
  const unit = Math.max(1, minBetMinor);
  return { chips: ROULETTE_CHIPS.map((c) => c * unit), minStake: unit, maxStake: 5_000 * unit, rtp: 36 / 37 };
}

/** The house's games: catalogue rows of vendors launched through the house adapter, and their rules. */
export function createHouseGames(deps: Deps) {
  const configs = new Map<string, ReturnType<typeof slotConfigFor>>();

  function slotConfig(row: HouseGameRow) {
    let config = configs.get(row.nodeId);
    if (!config) {
      config = slotConfigFor(row);
      if (configs.size >= 2_000) configs.delete(configs.keys().next().value ?? '');
      configs.set(row.nodeId, config);
    }
    return config;
  }

  async function find(nodeId: string, lang: Language): Promise<HouseGameRow> {
    const [row] = await deps.db
      .select({
        id: games.id,
        nodeId: games.nodeId,
        gameCode: games.gameCode,
        gameType: gameVendors.gameType,
        lineNum: games.lineNum,
        classify: games.classify,
        minBetMinor: games.minBetMinor,
        name: sql<string>`coalesce(${games.names} ->> ${lang}, ${games.names} ->> 'EN')`,
        vendorId: gameVendors.id,
        vassalage: gameVendors.vassalage,
        vendorName: gameVendors.name,
        secret: gameVendors.launchSecret,
      })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.id, games.vendorId))
      .where(
        and(
          eq(games.nodeId, nodeId),
          eq(gameVendors.launchAdapter, 'house'),
          eq(games.isGame, ''),
          inArray(gameVendors.gameType, ['RNG', 'LIVE']),
        ),
      );
    if (!row) throw new AppError('not_found', { field: 'nodeId', reason: 'not a house game' });
    return row;
  }

  /** The rules of a game as the page and the verify page need them. */
  function describe(row: HouseGameRow): THouseGame {
    const isSlot = row.gameType === 'RNG';
    return {
      nodeId: row.nodeId,
      gameCode: row.gameCode,
      name: row.name,
      vendorName: row.vendorName,
      kind: isSlot ? 'slot' : 'roulette',
      slot: isSlot ? slotConfig(row) : null,
      roulette: isSlot ? null : rouletteTable(row.minBetMinor),
    };
  }

  return { find, describe, slotConfig };
}

export type HouseGames = ReturnType<typeof createHouseGames>;
