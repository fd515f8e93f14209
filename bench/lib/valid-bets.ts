// The valid-bet record's part of bench:jobs (docs/valid-bets.md): 1,000,000 rows made with one
// INSERT ... SELECT generate_series, then the per-member sums of one brand-local day timed through the
// service the features use (ValidBetsService.sums), as a periodic settlement would ask for them.
// Two layouts: the rows spread over 30 days (a day is ~33,000 rows), and all of them on one day (the
// worst case: one day of a very busy brand). Prints figures; asserts nothing.

import type { Database } from '../../apps/server/src/db/client.ts';
import type { Deps } from '../../apps/server/src/deps.ts';
import type { Brand } from '../../apps/server/src/modules/system/brand-types.ts';
import { createValidBetsService, periodOf, type SumBy } from '../../apps/server/src/modules/valid-bets/sums.ts';
import { ZBrandSettings } from '../../packages/contracts/src/brand.ts';

const ROWS = Number(process.env.BENCH_VALID_BETS ?? 1_000_000);
const MEMBERS = 10_000;
const AGENTS = 50;
const RUNS = 5;

function brandOf(id: number): Brand {
  return {
    id,
    merchantCode: `bench${id}`,
    name: `Bench ${id}`,
    isDefault: false,
    settings: ZBrandSettings.parse({}),
    maintenance: { on: false, maintainTime: null, endTime: null },
    regionBlockOn: false,
    blockedRanges: [],
    switches: new Map(),
    domains: [],
  };
}

/** ROWS valid bets of brand `id`: members in turn, a third of them in an agent's team, over `days` days. */
async function fill(database: Database, id: number, day: string, days: number): Promise<number> {
  const brand = brandOf(id);
  const { start } = periodOf(brand, day);
  await database.query(`INSERT INTO brands (id, merchant_code, name) VALUES ($1, $2, $3)`, [
    id,
    brand.merchantCode,
    brand.name,
  ]);
  const [first] = await database.query<{ id: number | string }>(
    `INSERT INTO members (brand_id, username) SELECT $1::int, $3 || g FROM generate_series(1, $2::int) g
     RETURNING id`,
    [id, MEMBERS, `b${id}m`],
  );
  const m0 = Number(first?.id);
  const t0 = performance.now();
  await database.query(
    `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                             round_id, stake, valid_amount, win, settled_at)
     SELECT 'vendor', $1::bigint * 10000000 + g, 0, $1::int, $2::bigint + g % $3,
            CASE WHEN g % 3 = 0 THEN ARRAY[$2::bigint + g % $4] ELSE '{}' END,
            (ARRAY['RNG', 'LIVE', 'SPORTS', 'FISH'])[1 + g % 4], 1 + g % 20, 1 + g % 500, 'r' || g,
            100 + g % 900, 100 + g % 900, (g % 7) * 50,
            $5::timestamptz + ((g - 1)::float8 / $6) * ($7 || ' days')::interval
       FROM generate_series(1, $6::int) g`,
    [id, m0, MEMBERS, AGENTS, start.toISOString(), ROWS, String(days)],
  );
  return performance.now() - t0;
}

async function timed(run: () => Promise<unknown>): Promise<{ median: number; rows: number }> {
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const out = await run();
    times.push(performance.now() - t0);
    rows = Array.isArray(out) ? out.length : 0;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, rows };
}

export async function benchValidBets(
  database: Database,
  deps: Deps,
  show: (what: string, value: string) => void,
): Promise<void> {
  const service = createValidBetsService(deps);
  const layouts = [
    // Days apart, so neither layout's day holds rows of the other.
    { id: 9001, day: '2030-01-01', days: 30, what: 'a day of 30' },
    { id: 9002, day: '2030-03-01', days: 1, what: 'all on one day' },
  ];
  for (const l of layouts) {
    const ms = await fill(database, l.id, l.day, l.days);
    show(
      `valid bets inserted (${l.what})`,
      `${(ms / 1000).toFixed(1).padStart(6)} s      (${ROWS.toLocaleString('en')} rows)`,
    );
  }
  // An insert-only table: autovacuum sets the visibility map soon after; do it now so the day's sums
  // can read the covering index alone, as they would in production.
  await database.exec('VACUUM ANALYZE valid_bets');
  for (const l of layouts) {
    const brand = brandOf(l.id);
    const p = periodOf(brand, l.day);
    const [n] = await database.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM valid_bets WHERE brand_id = $1 AND settled_at >= $2 AND settled_at < $3',
      [l.id, p.start, p.end],
    );
    for (const by of ['member', 'category', 'team'] as SumBy[]) {
      const r = await timed(() => service.sums(brand, by, l.day));
      show(
        `valid bets: a day's sums by ${by} (${l.what})`,
        `${r.median.toFixed(0).padStart(6)} ms    (${Number(n?.n).toLocaleString('en')} rows -> ${r.rows} sums)`,
      );
    }
  }
}
