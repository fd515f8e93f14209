import { randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts/languages';
import type { Seed } from '../../db/seed-types.ts';
import { searchTextOf } from '../catalogue/catalogue.ts';

/** The built-in house vendor's code and its live tables. */
export const HOUSE_VASSALAGE = 'HOUSE';

const ROULETTE: Record<Language, string> = {
  EN: 'European Roulette',
  CN: '欧式轮盘',
  VI: 'Roulette Châu Âu',
  JA: 'ヨーロピアンルーレット',
  TH: 'รูเล็ตยุโรป',
  TY: 'Roulette ng Europa',
  ID: 'Rolet Eropa',
};

const TABLES = [
  { suffix: '', minBetMinor: 10, hot: true },
  { suffix: ' VIP', minBetMinor: 100, hot: false },
] as const;

/**
 * The house vendor (DECISIONS "Games"): a LIVE vendor with European roulette tables, and the seeded
 * slot studios' games, which the house slot engine plays (their vendor rows switch to its adapter).
 */
export const houseSeed: Seed = {
  name: 'house.vendor',
  async run({ database }) {
    const [sort] = await database.query<{ n: number }>('SELECT coalesce(max(sort), 0)::int + 1 AS n FROM game_vendors');
    const [vendor] = await database.query<{ id: number }>(
      `INSERT INTO game_vendors (vassalage, name, game_type, is_hot, sort, account_type_id, launch_adapter, launch_view,
                                 launch_url_template, launch_secret, currency)
       VALUES ($1, 'Lucky House', 'LIVE', true, $2, $3, 'house', 'page', '', $4, 'PHP') RETURNING id`,
      [HOUSE_VASSALAGE, sort?.n ?? 1, 100 + (sort?.n ?? 1), randomBytes(24).toString('base64url')],
    );
    if (!vendor) throw new Error('house vendor not created');
    for (const [i, table] of TABLES.entries()) {
      const names = Object.fromEntries(
        Object.entries(ROULETTE).map(([lang, name]) => [lang, `${name}${table.suffix}`]),
      ) as Record<Language, string>;
      const [row] = await database.query<{ id: number }>("SELECT nextval('games_id_seq')::int AS id");
      const id = row?.id ?? 0;
      await database.query(
        `INSERT INTO games (id, node_id, vendor_id, game_code, game_type, names, search_text, classify, min_bet_minor,
                            line_num, is_hot, sort)
         VALUES ($1, $2, $3, $4, 'LIVE', $5::jsonb, $6, 'TG', $7, 0, $8, $9)`,
        [
          id,
          String(100_000 + id),
          vendor.id,
          `${HOUSE_VASSALAGE}_${String(i + 1).padStart(4, '0')}`,
          JSON.stringify(names),
          searchTextOf(names),
          table.minBetMinor,
          table.hot,
          i + 1,
        ],
      );
    }
    await database.query("UPDATE game_vendors SET launch_adapter = 'house' WHERE game_type = 'RNG'");
  },
};
