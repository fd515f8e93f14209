import { randomBytes } from 'node:crypto';
import { LOTTERY_VENDORS, type LotteryVendor } from '@app/contracts/lottery/types';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { gameVendors } from '../../db/schema/index.ts';
import type { Seed } from '../../db/seed-types.ts';
import { generateCatalogue, searchTextOf } from './catalogue.ts';
import { SANDBOX_TEMPLATE, VENDORS } from './catalogue-vendors.ts';

const CHUNK = 2_500;

/** The game catalogue: about 40 invented vendors and 10,000 games, inserted in bulk. */
export const gamesSeed: Seed = {
  name: 'games.catalogue',
  async run(deps) {
    const { db } = deps;
    const vendorRows = await db
      .insert(gameVendors)
      .values(
        VENDORS.map((v, i) => ({
          vassalage: v.vassalage,
          name: v.name,
          gameType: v.gameType,
          isHot: v.isHot ?? false,
          sort: i + 1,
          accountTypeId: 100 + i,
          launchAdapter: LOTTERY_VENDORS.includes(v.vassalage as LotteryVendor) ? 'lottery' : 'url-template',
          launchView: v.launchView,
          launchUrlTemplate: SANDBOX_TEMPLATE,
          launchSecret: randomBytes(24).toString('base64url'),
          currency: 'PHP',
        })),
      )
      .returning({ id: gameVendors.id, vassalage: gameVendors.vassalage });
    const vendorId = new Map(vendorRows.map((r) => [r.vassalage, r.id]));
    const catalogue = generateCatalogue();
    // One statement per chunk, rows passed as one JSON parameter: far faster than bound columns.
    for (let i = 0; i < catalogue.length; i += CHUNK) {
      const rows = catalogue.slice(i, i + CHUNK).map((g) => ({
        id: g.id,
        node_id: g.nodeId,
        vendor_id: vendorId.get(g.vassalage) ?? 0,
        parent_id: g.parentId,
        game_code: g.gameCode,
        game_type: g.gameType,
        names: g.names,
        search_text: searchTextOf(g.names),
        classify: g.classify,
        min_bet_minor: g.minBetMinor,
        line_num: g.lineNum,
        is_hot: g.isHot,
        is_game: g.isGame,
        default_play_type: g.defaultPlayType,
        sort: g.sort,
      }));
      await rowsOf(
        db,
        sql`INSERT INTO games (id, node_id, vendor_id, parent_id, game_code, game_type, names, search_text, classify,
                              min_bet_minor, line_num, is_hot, is_game, default_play_type, sort)
            SELECT id, node_id, vendor_id, parent_id, game_code, game_type, names, search_text, classify,
                   min_bet_minor, line_num, is_hot, is_game, default_play_type, sort
              FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(id bigint, node_id text, vendor_id int,
                   parent_id bigint, game_code text, game_type text, names jsonb, search_text text, classify text,
                   min_bet_minor int, line_num int, is_hot boolean, is_game text, default_play_type text, sort int)
             ORDER BY id`,
      );
    }
    await rowsOf(db, sql`SELECT setval('games_id_seq', (SELECT max(id) FROM games))`);
  },
};
