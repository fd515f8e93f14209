// npm run bench:points (the leaderboard half; alone: npm run -w bench leaderboard) — the leaderboard
// query of docs/decisions/1530-missions.md with BENCH_LEADERBOARD_MEMBERS (default 100,000) members
// scored on one board's period: the top 100 read from leaderboard_scores in index order (score desc,
// reached_at asc). The baseline, measured in the same run on the same database, is the question asked
// of the valid-bet record directly (each member's valid bet of the day summed, the top 100 sorted).
// Prints p50 and p99 of each and their ratio; on embedded PGlite always, and on PostgreSQL when
// BENCH_DATABASE_URL or DATABASE_URL is set (a scratch database is created and dropped). Asserts nothing.
import { type Database, openPglite } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { topOf } from '../apps/server/src/modules/missions/boards.ts';
import { scratchDatabase } from './lib/bench-kit.ts';

const MEMBERS = Number(process.env.BENCH_LEADERBOARD_MEMBERS ?? 100_000);
const RUNS = Number(process.env.BENCH_LEADERBOARD_RUNS ?? 200);
const BASELINE_RUNS = Number(process.env.BENCH_LEADERBOARD_BASELINE_RUNS ?? 20);
const ID = 9530;
const PERIOD = '2030-01-01';
const DAY_START = '2030-01-01T00:00:00Z';
const DAY_END = '2030-01-02T00:00:00Z';

const ms = (x: number) => `${x.toFixed(2)} ms`;
function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
}

async function seed(database: Database): Promise<number> {
  await migrate(database);
  await database.query('INSERT INTO brands (id, merchant_code, name) VALUES ($1, $2, $3)', [
    ID,
    'benchboard',
    'Bench board',
  ]);
  await database.query(
    `INSERT INTO members (brand_id, username, created_at)
     SELECT $1::int, 'lb' || g, '2030-01-01'::timestamptz FROM generate_series(1, ${MEMBERS}) g`,
    [ID],
  );
  const [board] = await database.query<{ id: number }>(
    `INSERT INTO leaderboards (brand_id, code, metric, cadence, titles, created_at, updated_at)
     VALUES ($1, 'bench', 'validBet', 'daily', '{"EN":"Bench"}', now(), now()) RETURNING id`,
    [ID],
  );
  const boardId = Number(board?.id);
  // Scores with many ties (a few thousand distinct values), reached at different moments of the day.
  await database.query(
    `INSERT INTO leaderboard_scores (board_id, period, member_id, brand_id, score, reached_at)
     SELECT $1::int, $2, m.id, $3::int, 100 + ((m.id * 7919) % 5000) * 100,
            $4::timestamptz + make_interval(secs => (m.id * 104729) % 86400)
       FROM members m WHERE m.brand_id = $3::int`,
    [boardId, PERIOD, ID, DAY_START],
  );
  // The same day in the valid-bet record: two settled bets per member whose sum is the score above.
  await database.query(
    `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, category, vendor_id, game_id, round_id,
                             stake, valid_amount, win, settled_at)
     SELECT 'vendor', m.id * 2 + k, 0, $1::int, m.id, 'RNG', 1, 1, 'r' || m.id || '-' || k,
            s.v, s.v, 0, $2::timestamptz + make_interval(secs => ((m.id * 104729) % 86000) + k)
       FROM members m CROSS JOIN generate_series(0, 1) k
       CROSS JOIN LATERAL (SELECT CASE WHEN k = 0 THEN 100 ELSE ((m.id * 7919) % 5000) * 100 END AS v) s
      WHERE m.brand_id = $1::int`,
    [ID, DAY_START],
  );
  await database.query('ANALYZE leaderboard_scores');
  await database.query('ANALYZE valid_bets');
  return boardId;
}

async function bench(label: string, database: Database): Promise<void> {
  let s = performance.now();
  const boardId = await seed(database);
  console.log(
    `${label}: seeded ${MEMBERS.toLocaleString('en')} members' scores in ${((performance.now() - s) / 1000).toFixed(1)} s`,
  );

  const board: number[] = [];
  let top: Awaited<ReturnType<typeof topOf>> = [];
  for (let i = 0; i < RUNS; i++) {
    s = performance.now();
    top = await topOf(database.db, boardId, PERIOD);
    board.push(performance.now() - s);
  }
  const base: number[] = [];
  let baseTop: { member_id: string }[] = [];
  for (let i = 0; i < BASELINE_RUNS; i++) {
    s = performance.now();
    baseTop = await database.query<{ member_id: string }>(
      `SELECT member_id, sum(valid_amount) AS total, max(settled_at) AS reached
         FROM valid_bets WHERE brand_id = $1 AND settled_at >= $2 AND settled_at < $3
        GROUP BY member_id ORDER BY total DESC, reached, member_id LIMIT 100`,
      [ID, DAY_START, DAY_END],
    );
    base.push(performance.now() - s);
  }
  const p50 = pct(board, 50);
  const p99 = pct(board, 99);
  const b50 = pct(base, 50);
  const b99 = pct(base, 99);
  console.log(
    `  leaderboard top 100 (leaderboard_scores)   p50 ${ms(p50)}   p99 ${ms(p99)}   (${RUNS} runs, ${top.length} rows)`,
  );
  console.log(
    `  baseline (valid_bets summed per member)     p50 ${ms(b50)}   p99 ${ms(b99)}   (${BASELINE_RUNS} runs, ${baseTop.length} rows)`,
  );
  console.log(
    `  ratio baseline / leaderboard                p50 ${(b50 / p50).toFixed(1)}×   p99 ${(b99 / p99).toFixed(1)}×\n`,
  );
}

async function main(): Promise<void> {
  console.log(`bench:leaderboard — ${MEMBERS.toLocaleString('en')} members on one board's day\n`);
  const pglite = await openPglite(undefined);
  try {
    await bench('PGlite (embedded)', pglite);
  } finally {
    await pglite.close();
  }
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    console.log('PostgreSQL: set DATABASE_URL (or BENCH_DATABASE_URL) to measure it too.');
    return;
  }
  const scratch = await scratchDatabase(url, 4);
  try {
    await bench('PostgreSQL', scratch.database);
  } finally {
    await scratch.database.close();
    await scratch.drop();
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
