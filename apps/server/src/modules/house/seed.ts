import { randomBytes } from 'node:crypto';
import type { Language } from '@app/contracts/languages';
import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { games, gameVendors } from '../../db/schema/index.ts';
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
  async run({ db }) {
    const [sort] = await db
      .select({ n: sql<number>`coalesce(max(${gameVendors.sort}), 0)::int + 1` })
      .from(gameVendors);
    const n = sort?.n ?? 1;
    const [vendor] = await db
      .insert(gameVendors)
      .values({
        vassalage: HOUSE_VASSALAGE,
        name: 'Lucky House',
        gameType: 'LIVE',
        isHot: true,
        sort: n,
        accountTypeId: 100 + n,
        launchAdapter: 'house',
        launchView: 'page',
        launchUrlTemplate: '',
        launchSecret: randomBytes(24).toString('base64url'),
        currency: 'PHP',
      })
      .returning({ id: gameVendors.id });
    if (!vendor) throw new Error('house vendor not created');
    for (const [i, table] of TABLES.entries()) {
      const names = Object.fromEntries(
        Object.entries(ROULETTE).map(([lang, name]) => [lang, `${name}${table.suffix}`]),
      ) as Record<Language, string>;
      // The game's id names its node, so it is taken from the sequence first.
      const [row] = await rowsOf<{ id: number }>(db, sql`SELECT nextval('games_id_seq')::int AS id`);
      const id = row?.id ?? 0;
      await db.insert(games).values({
        id,
        nodeId: String(100_000 + id),
        vendorId: vendor.id,
        gameCode: `${HOUSE_VASSALAGE}_${String(i + 1).padStart(4, '0')}`,
        gameType: 'LIVE',
        names,
        searchText: searchTextOf(names),
        classify: 'TG',
        minBetMinor: table.minBetMinor,
        lineNum: 0,
        isHot: table.hot,
        sort: i + 1,
      });
    }
    await db.update(gameVendors).set({ launchAdapter: 'house' }).where(eq(gameVendors.gameType, 'RNG'));
  },
};
