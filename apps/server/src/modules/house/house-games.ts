import type { THouseGame } from '@app/contracts/calls/house';
import type { Language } from '@app/contracts/languages';
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
    const [row] = await deps.database.query<HouseGameRow>(
      `SELECT g.id::int AS id, g.node_id AS "nodeId", g.game_code AS "gameCode", v.game_type AS "gameType",
              g.line_num AS "lineNum", g.classify, g.min_bet_minor AS "minBetMinor",
              coalesce(g.names ->> $2, g.names ->> 'EN') AS name, v.id AS "vendorId", v.vassalage,
              v.name AS "vendorName", v.launch_secret AS secret
         FROM games g JOIN game_vendors v ON v.id = g.vendor_id
        WHERE g.node_id = $1 AND v.launch_adapter = 'house' AND g.is_game = '' AND v.game_type IN ('RNG', 'LIVE')`,
      [nodeId, lang],
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
