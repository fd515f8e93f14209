// npm run agents-team -w @app/bench (issue 16 benchmark, docs/decisions/1100) — the agent centre's team
// overview on PostgreSQL for one top agent with 10,000 members over six levels (and 40,000 members of
// other teams beside them), 31 days of valid bets, credited deposits and paid withdrawals. With 50
// connections in flight it measures p50/p99 of:
//   served    the call's service as production runs it (teamOverview: shared for OVERVIEW_FRESH_MS);
//   computed  the same figures computed afresh every time through the materialised path;
//   baseline  the same figures with the team found by a recursive CTE on upline_id (no path).
// The goal is p99 <= 50 ms for the served call. Prints figures and ratios; asserts nothing.
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped there);
// without either it says so and does nothing. REDIS_URL: the shared store (memory otherwise).
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createMemoryStore, createRedisStore, type SharedStore } from '../apps/server/src/lib/store.ts';
import { addDays, createAgentsService } from '../apps/server/src/modules/agents/agents-service.ts';
import { dayStart, localDay } from '../apps/server/src/modules/wallet/money.ts';
import { benchBrand, silentLog } from './lib/bench-kit.ts';

const ID = 9160;
const TEAM = 10_000;
const OTHERS = 40_000;
const BETS_PER_MEMBER_DAY = 1;
const DAYS = 31;

export interface TeamBenchOptions {
  /** PostgreSQL server URL; a scratch database is made there. Absent: skipped. */
  url?: string;
  /** Concurrent callers (and pool connections). */
  connections?: number;
  /** Calls per measurement. */
  requests?: number;
  log?: (line: string) => void;
  /** Keep the scratch database (to look at plans); also BENCH_KEEP=1. */
  keep?: boolean;
}

export interface Latency {
  p50: number;
  p99: number;
  max: number;
  count: number;
}

export interface TeamBenchResult {
  skipped?: string;
  served?: Latency;
  computed?: Latency;
  baseline?: Latency;
}

const brand = benchBrand(ID, 'benchteam', 'Bench team');

/** One top agent and its six levels: 5, 25, 100, 300, 600 sub-agents on levels 1-5, members on 2-6. */
async function fill(database: Database, now: Date): Promise<number> {
  const q = (text: string, params: unknown[] = []) => database.query(text, params);
  await q('INSERT INTO brands (id, merchant_code, name) VALUES ($1, $2, $3)', [ID, brand.merchantCode, brand.name]);
  const [top] = await database.query<{ id: string }>(
    `INSERT INTO members (brand_id, username, account_type) VALUES ($1, 'top', 1) RETURNING id`,
    [ID],
  );
  const topId = Number(top?.id);
  // Sub-agents level by level: each parent of the level above gets `fan` children.
  let parents = [topId];
  const agents: number[] = [];
  let made = 0;
  for (const [level, fan] of [
    [1, 5],
    [2, 5],
    [3, 4],
    [4, 3],
    [5, 2],
  ] as const) {
    const rows = await database.query<{ id: string }>(
      `INSERT INTO members (brand_id, username, account_type, upline_id)
       SELECT $1::int, 'a${level}_' || p || '_' || g, 2, p FROM unnest($2::bigint[]) p, generate_series(1, $3::int) g
       RETURNING id`,
      [ID, parents, fan],
    );
    parents = rows.map((r) => Number(r.id));
    agents.push(...parents);
    made += parents.length;
  }
  // Members under every sub-agent, so members sit on levels 2 to 6, until the team is 10,000.
  await q(
    `INSERT INTO members (brand_id, username, upline_id, created_at)
     SELECT $1::int, 'm' || g, ($2::bigint[])[1 + g % cardinality($2::bigint[])],
            $3::timestamptz - (g % ${DAYS * 24}) * interval '1 hour'
       FROM generate_series(1, $4::int) g`,
    [ID, agents, now.toISOString(), TEAM - made],
  );
  // Other teams of the brand: 40 top agents with 1,000 members each.
  await q(
    `INSERT INTO members (brand_id, username, account_type) SELECT $1::int, 'o' || g, 1 FROM generate_series(1, 40) g`,
    [ID],
  );
  await q(
    `INSERT INTO members (brand_id, username, upline_id)
     SELECT $1::int, 'x' || g, (SELECT id FROM members WHERE brand_id = $1 AND username = 'o' || (1 + g % 40))
       FROM generate_series(1, $2::int) g`,
    [ID, OTHERS],
  );
  // A bet a day per member of the brand over the last 31 days, with the member's path.
  await q(
    `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                             round_id, stake, valid_amount, win, settled_at)
     SELECT 'vendor', row_number() OVER (), 0, $1::int, m.id, m.upline_path, 'RNG', 1, 1, 'r' || m.id || '_' || d,
            100 + (m.id + d) % 900, 100 + (m.id + d) % 900, ((m.id + d) % 7) * 50,
            $2::timestamptz - d * interval '1 day' - (m.id % 600) * interval '1 minute'
       FROM members m, generate_series(0, ${DAYS * BETS_PER_MEMBER_DAY - 1}) d
      WHERE m.brand_id = $1 AND m.account_type = 0 AND (m.id + d) % 3 = 0`,
    [ID, now.toISOString()],
  );
  await q(
    `INSERT INTO deposit_orders (order_no, brand_id, member_id, request_id, channel_id, channel_type, amount, status,
                                 transaction_id, created_at, settled_at)
     SELECT 'D' || m.id || '_' || d, $1::int, m.id, 'q' || m.id || '_' || d, 'bank', 'bank', 10000, 'paid', m.id,
            $2::timestamptz - d * interval '1 day', $2::timestamptz - d * interval '1 day'
       FROM members m, generate_series(0, ${DAYS - 1}) d
      WHERE m.brand_id = $1 AND m.account_type = 0 AND (m.id + d) % 10 = 0`,
    [ID, now.toISOString()],
  );
  const [acc] = await database.query<{ id: string }>(
    `INSERT INTO wallet_accounts (brand_id, member_id, kind, currency, balance, held) VALUES ($1, $2, 'main', 'PHP', 100, 100)
     RETURNING id`,
    [ID, topId],
  );
  const [hold] = await database.query<{ id: string }>(
    `INSERT INTO wallet_holds (brand_id, account_id, amount, reference_type, reference_id, created_at)
     VALUES ($1, $2, 100, 'bench', 'bench', now()) RETURNING id`,
    [ID, acc?.id],
  );
  const [bank] = await database.query<{ id: string }>(
    `INSERT INTO member_bank_accounts (brand_id, member_id, bank_name, account_name, account_number)
     VALUES ($1, $2, 'B', 'N', '1') RETURNING id`,
    [ID, topId],
  );
  await q(
    `INSERT INTO withdrawals (order_no, brand_id, member_id, request_id, amount, status, bank_account_id, bank_name,
                              account_name, account_number, hold_id, local_day, created_at, paid_at)
     SELECT 'W' || m.id || '_' || d, $1::int, m.id, 'w' || m.id || '_' || d, 5000, 'paid', $3::bigint, 'B', 'N', '1',
            $4::bigint, '2030-01-01', $2::timestamptz - d * interval '1 day', $2::timestamptz - d * interval '1 day'
       FROM members m, generate_series(0, ${DAYS - 1}) d
      WHERE m.brand_id = $1 AND m.account_type = 0 AND (m.id + d) % 30 = 0`,
    [ID, now.toISOString(), bank?.id, hold?.id],
  );
  await database.exec('VACUUM ANALYZE');
  return topId;
}

/** The overview's figures with the team found by walking upline_id (what the path replaces). */
function baselineQuery(deps: Deps, agentId: number) {
  const today = localDay(brand, deps.now());
  const from = addDays(today, -30);
  const start = dayStart(brand, from).toISOString();
  const team = sql`WITH RECURSIVE team(id) AS (
      SELECT id FROM members WHERE upline_id = ${agentId} AND brand_id = ${ID}
      UNION ALL SELECT m.id FROM members m JOIN team t ON m.upline_id = t.id)`;
  const statements: SQL[] = [
    sql`${team} SELECT count(*) FROM team`,
    sql`${team} SELECT date_trunc('day', d.settled_at), count(*), sum(d.amount) FROM deposit_orders d
          WHERE d.member_id IN (SELECT id FROM team) AND d.status = 'paid' AND d.settled_at >= ${start}::timestamptz GROUP BY 1`,
    sql`${team} SELECT date_trunc('day', w.paid_at), sum(w.amount) FROM withdrawals w
          WHERE w.member_id IN (SELECT id FROM team) AND w.paid_at >= ${start}::timestamptz GROUP BY 1`,
    sql`${team} SELECT date_trunc('day', v.settled_at), sum(v.valid_amount), sum(v.win - v.stake),
                       count(DISTINCT v.member_id)
          FROM valid_bets v WHERE v.member_id IN (SELECT id FROM team) AND v.settled_at >= ${start}::timestamptz GROUP BY 1`,
  ];
  return async () => {
    for (const s of statements) await rowsOf(deps.db, s);
  };
}

async function measure(connections: number, requests: number, run: () => Promise<unknown>): Promise<Latency> {
  const times: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < requests) {
        next++;
        const s = performance.now();
        await run();
        times.push(performance.now() - s);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99), max: times.at(-1) ?? 0, count: times.length };
}

export async function runTeamBench(opts: TeamBenchOptions = {}): Promise<TeamBenchResult> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const url = opts.url ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    const why = 'agents-team: skipped (set DATABASE_URL or BENCH_DATABASE_URL to a PostgreSQL server)';
    log(why);
    return { skipped: why };
  }
  const connections = opts.connections ?? 50;
  const requests = opts.requests ?? 2_000;
  const name = `lp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString(), connections);
  let store: SharedStore | undefined;
  try {
    await migrate(database);
    const now = new Date();
    const t0 = performance.now();
    const topId = await fill(database, now);
    const [counts] = await database.query<{ team: string; bets: string }>(
      `SELECT (SELECT count(*) FROM members WHERE upline_path @> ARRAY[$1::bigint]) AS team,
              (SELECT count(*) FROM valid_bets WHERE upline_path @> ARRAY[$1::bigint]) AS bets`,
      [topId],
    );
    log(
      `seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: team ${counts?.team} members over six levels, ` +
        `${counts?.bets} of its valid bets, ${OTHERS.toLocaleString('en')} members in other teams`,
    );
    store = process.env.REDIS_URL
      ? await createRedisStore(process.env.REDIS_URL, `lpbench:${randomBytes(4).toString('hex')}:`)
      : createMemoryStore();
    const deps = {
      config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      database,
      db: database.db,
      store,
      log: silentLog(),
      now: () => new Date(),
    } as unknown as Deps;
    // Only the team overview is measured: accounts, brand settings and contracts are not used.
    const agents = createAgentsService(deps, undefined as never, undefined as never, undefined as never);
    // One warm-up of each, so the first measured call does not pay for cold caches alone.
    await agents.computeOverview(brand, topId);
    const baseline = baselineQuery(deps, topId);
    await baseline();
    // The served call's first answer for the agent is computed while the caller waits; after that an
    // answer from this or the previous window is always there (decision 1100).
    const cold = performance.now();
    await agents.teamOverview(brand, topId);
    log(`first served call (computed while waiting): ${(performance.now() - cold).toFixed(1)} ms`);
    const result: TeamBenchResult = {
      served: await measure(connections, requests, () => agents.teamOverview(brand, topId)),
      computed: await measure(connections, Math.min(requests, 500), () => agents.computeOverview(brand, topId)),
      baseline: await measure(connections, Math.min(requests, 200), baseline),
    };
    const fmt = (l: Latency) =>
      `p50 ${l.p50.toFixed(1).padStart(7)} ms   p99 ${l.p99.toFixed(1).padStart(7)} ms   max ${l.max.toFixed(1).padStart(7)} ms   (${l.count} calls)`;
    log(`\nteam overview, ${connections} connections:`);
    log(`  served   (as the call answers) ${fmt(result.served as Latency)}`);
    log(`  computed (path, every call)    ${fmt(result.computed as Latency)}`);
    log(`  baseline (recursive CTE)       ${fmt(result.baseline as Latency)}`);
    const c = result.computed as Latency;
    const b = result.baseline as Latency;
    log(`  baseline / computed: p50 ${(b.p50 / c.p50).toFixed(1)}x, p99 ${(b.p99 / c.p99).toFixed(1)}x`);
    log(`  goal p99 <= 50 ms (served): ${(result.served?.p99 ?? Infinity) <= 50 ? 'met' : 'NOT met'}`);
    return result;
  } finally {
    await store?.close();
    await database.close();
    if (opts.keep ?? process.env.BENCH_KEEP === '1') log(`kept the scratch database ${name}`);
    else await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  runTeamBench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
