// npm run agents-wages (in bench/) — one daily-wage run of the agent payouts (docs/decisions/1120) on
// PostgreSQL: 10,000 agents in a three-level tree (100 top agents, 900 below them, 9,000 below those),
// each with a daily-wage contract (rates falling down the tree), and 1,000,000 valid bets of 45,000
// players over one brand-local day. Times the compute (one aggregate over valid_bets) and the payment
// of every payout top-down through the job runner (one ledger transaction each, `copies` server copies
// ticking side by side), checks every payout was paid once, and compares the compute with the naive
// way (one team query per agent, timed on a sample and extrapolated). Prints figures; asserts nothing.
// PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is created and dropped there).
import { randomBytes } from 'node:crypto';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createJobRunner } from '../apps/server/src/jobs/runner.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { agentPayoutJobs } from '../apps/server/src/modules/agent-payouts/jobs.ts';
import { createAgentPayoutsService } from '../apps/server/src/modules/agent-payouts/payout-service.ts';
import { createBrandService } from '../apps/server/src/modules/system/brand-service.ts';
import { periodOf } from '../apps/server/src/modules/valid-bets/sums.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet-service.ts';
import { silentLog } from './lib/bench-kit.ts';

export interface WagesBenchOptions {
  /** PostgreSQL server URL; default BENCH_DATABASE_URL or DATABASE_URL. */
  databaseUrl?: string;
  /** Top agents; each has 9 below it and each of those 10 (100 -> 10,000 agents). */
  tops?: number;
  bets?: number;
  /** Server copies paying side by side. */
  copies?: number;
  /** Agents the naive baseline is timed on. */
  sample?: number;
  log?: (line: string) => void;
}

export interface WagesBenchResult {
  agents: number;
  bets: number;
  fillMs: number;
  computeMs: number;
  payMs: number;
  totalMs: number;
  payouts: number;
  paid: number;
  waiting: number;
  postings: number;
  naivePerAgentMs: number;
  naiveExtrapolatedMs: number;
  /** How many times faster the one aggregate is than the naive per-agent queries. */
  ratio: number;
}

const DAY = '2030-06-03';

const one = async (database: Database, text: string, params: unknown[] = []) =>
  Number(Object.values((await database.query<Record<string, string>>(text, params))[0] ?? { n: 0 })[0] ?? 0);

/** The tree, the contracts and the bets; returns the brand id and the agents' ids. */
async function fill(database: Database, tops: number, bets: number, start: Date) {
  const mids = tops * 9;
  const leaves = mids * 10;
  const players = leaves * 5;
  await database.query(`INSERT INTO brands (merchant_code, name) VALUES ('benchwages', 'Bench wages')`);
  const brandId = await one(database, `SELECT id FROM brands WHERE merchant_code = 'benchwages'`);
  const level = async (prefix: string, n: number, uplineOf: string, type: number) => {
    await database.query(
      `INSERT INTO members (brand_id, username, account_type, upline_id)
       SELECT $1::int, '${prefix}' || g, ${type}, ${uplineOf} FROM generate_series(0, $2::int - 1) g ORDER BY g`,
      [brandId, n],
    );
    return one(database, `SELECT min(id) FROM members WHERE brand_id = $1 AND username LIKE '${prefix}%'`, [brandId]);
  };
  const top0 = await level('wt', tops, 'NULL::bigint', 1);
  const mid0 = await level('wm', mids, `${top0}::bigint + g / 9`, 1);
  const leaf0 = await level('wl', leaves, `${mid0}::bigint + g / 10`, 1);
  const player0 = await level('wp', players, `${leaf0}::bigint + g % ${leaves}`, 0);
  const tiers = (rate: number) => JSON.stringify([{ minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate }]);
  const contracts = async (first: number, n: number, payer: string, rate: number) =>
    database.query(
      `INSERT INTO agent_contracts (brand_id, kind, period, holder_id, offered_by_id, status, tiers, max_rate, offered_at, effective_from)
       SELECT $1::int, 'dailyWage', 'daily', $2::bigint + g, ${payer}, 'active', $3::jsonb, $4::int, $5::timestamptz, $5::timestamptz
         FROM generate_series(0, $6::int - 1) g`,
      [brandId, first, tiers(rate), rate, start.toISOString(), n],
    );
  await contracts(top0, tops, 'NULL::bigint', 100);
  await contracts(mid0, mids, `${top0}::bigint + g / 9`, 80);
  await contracts(leaf0, leaves, `${mid0}::bigint + g / 10`, 60);
  // Player p sits under leaf p % leaves, which sits under mid leaf / 10, under top mid / 9.
  await database.query(
    `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                             round_id, stake, valid_amount, win, settled_at)
     SELECT 'vendor', g, 0, $1::int, $2::bigint + p, ARRAY[$3::bigint + (p % $6) / 90, $4::bigint + (p % $6) / 10, $5::bigint + p % $6],
            'RNG', 1, 1 + g % 500, 'r' || g, 100 + g % 900, 100 + g % 900, (g % 7) * 50,
            $7::timestamptz + (g::float8 / $8) * interval '1 day' * 0.999
       FROM (SELECT g, g % $9 AS p FROM generate_series(1, $8::int) g) s`,
    [brandId, player0, top0, mid0, leaf0, leaves, start.toISOString(), bets, players],
  );
  await database.query('ANALYZE');
  return { brandId, agents: tops + mids + leaves, sample: [top0, mid0, leaf0] };
}

export async function runWagesBench(opts: WagesBenchOptions = {}): Promise<WagesBenchResult | null> {
  const log = opts.log ?? ((l: string) => console.log(l));
  const url = opts.databaseUrl ?? process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) {
    log(
      'agents-wages: set DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server, e.g. postgres://postgres@127.0.0.1:5432/test; nothing measured.',
    );
    return null;
  }
  const tops = opts.tops ?? 100;
  const bets = opts.bets ?? 1_000_000;
  const copies = opts.copies ?? 8;
  const sampleSize = opts.sample ?? 60;
  const name = `lp_bench_wages_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (e) {
    log(`agents-wages: PostgreSQL at ${url} is not reachable (${(e as Error).message}); nothing measured.`);
    return null;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString(), 4 * copies + 4);
  try {
    await migrate(database);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    let clock = new Date();
    const deps: Deps = {
      config,
      database,
      db: database.db,
      store: createMemoryStore(),
      log: silentLog(),
      now: () => clock,
    };
    const brands = createBrandService(deps);
    const t0 = performance.now();
    // The brand's settings are the defaults; its id is known after the fill, the day from them.
    const probe = { settings: (await import('../packages/contracts/src/brand.ts')).ZBrandSettings.parse({}) };
    const span = periodOf(probe as never, DAY);
    const filled = await fill(database, tops, bets, span.start);
    const fillMs = performance.now() - t0;
    const brand = await brands.byId(filled.brandId);
    if (!brand) throw new Error('bench brand missing');
    log(
      `agents-wages: ${filled.agents} agents, ${bets} valid bets on ${DAY}, filled in ${(fillMs / 1000).toFixed(1)} s`,
    );

    clock = new Date(span.end.getTime() + 5 * 60_000);
    const runners = Array.from({ length: copies }, (_, i) => {
      const jobs = createJobRunner(deps, `bench-${i}`, { claimLimit: 1_000 });
      const payouts = createAgentPayoutsService(deps, createWalletService(deps), brands, jobs);
      for (const j of agentPayoutJobs(payouts, brands)) jobs.define(j);
      return { jobs, payouts };
    });
    const first = runners[0];
    if (!first) throw new Error('no copies');
    const c0 = performance.now();
    await first.payouts.computeDue(brand.id, 'dailyWage', clock);
    const computeMs = performance.now() - c0;
    // A run this large waits for a staff approval (agentPayoutApprovalThreshold); approve it as staff
    // would, outside the timings, so the payments are what is measured.
    const held = await database.query<{ id: string }>(
      `SELECT id FROM agent_payout_runs WHERE brand_id = $1 AND approval = 'held'`,
      [brand.id],
    );
    for (const r of held) {
      await database.db.transaction((tx) => first.payouts.approveRun(tx, brand, Number(r.id), 'bench'));
    }
    if (held.length > 0) log(`  approved ${held.length} held run(s) as staff would (not timed)`);
    const p0 = performance.now();
    for (let idle = 0; idle < 2; ) {
      const ran = await Promise.all(runners.map((r) => r.jobs.tick()));
      idle = ran.every((n) => n === 0) ? idle + 1 : 0;
    }
    const payMs = performance.now() - p0;

    const payouts = await one(database, 'SELECT count(*) FROM agent_payouts WHERE brand_id = $1', [brand.id]);
    const paid = await one(database, `SELECT count(*) FROM agent_payouts WHERE brand_id = $1 AND status = 'paid'`, [
      brand.id,
    ]);
    const waiting = await one(
      database,
      `SELECT count(*) FROM agent_payouts WHERE brand_id = $1 AND status = 'waiting'`,
      [brand.id],
    );
    const postings = await one(
      database,
      `SELECT count(*) FROM ledger_transactions WHERE brand_id = $1 AND reference_type = 'agent_payout'`,
      [brand.id],
    );

    // Baseline: the team sum of one agent at a time (what a per-agent job would do), on a sample.
    const ids = await database.query<{ id: string }>(
      `SELECT holder_id AS id FROM agent_contracts WHERE brand_id = $1 ORDER BY random() LIMIT $2`,
      [brand.id, sampleSize],
    );
    const n0 = performance.now();
    for (const { id } of ids) {
      await database.query(
        `SELECT coalesce(sum(valid_amount), 0) AS valid, count(DISTINCT member_id) AS active FROM valid_bets
          WHERE brand_id = $1 AND settled_at >= $2 AND settled_at < $3 AND (member_id = $4 OR upline_path @> ARRAY[$4::bigint])`,
        [brand.id, span.start.toISOString(), span.end.toISOString(), id],
      );
    }
    const naivePerAgentMs = (performance.now() - n0) / Math.max(1, ids.length);
    const naiveExtrapolatedMs = naivePerAgentMs * filled.agents;
    const result: WagesBenchResult = {
      agents: filled.agents,
      bets,
      fillMs,
      computeMs,
      payMs,
      totalMs: computeMs + payMs,
      payouts,
      paid,
      waiting,
      postings,
      naivePerAgentMs,
      naiveExtrapolatedMs,
      ratio: naiveExtrapolatedMs / computeMs,
    };
    const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
    log(`  compute (one aggregate, ${payouts} payout rows):      ${s(computeMs)}`);
    log(`  pay top-down (${copies} copies, ${postings} ledger transactions): ${s(payMs)}`);
    log(`  one daily-wage run, compute + pay:                ${s(result.totalMs)} (goal <= 60 s)`);
    log(`  paid ${paid} of ${payouts}, waiting ${waiting}`);
    log(
      `  baseline: naive per-agent team query ${naivePerAgentMs.toFixed(1)} ms x ${filled.agents} = ${s(naiveExtrapolatedMs)} (sample of ${ids.length})`,
    );
    log(`  ratio naive / aggregate compute: ${result.ratio.toFixed(1)}x`);
    if (process.env.BENCH_WAGES_DEBUG) {
      for (const r of await database.query(`SELECT status, last_error, count(*) AS n FROM job_runs GROUP BY 1, 2`))
        log(JSON.stringify(r));
      for (const r of await database.query(
        `SELECT p.status, p.gross = 0 AS zero, left(m.username, 2) AS lvl, count(*) AS n, min(p.rate) AS rate, min(p.base) AS base, min(p.period_start)::text AS ps, min(p.attempts) AS att, min(p.valid_bet) AS minv, min(m.id) AS mid, max(m.id) AS xid FROM agent_payouts p JOIN members m ON m.id = p.agent_id GROUP BY 1, 2, 3`,
      ))
        log(JSON.stringify(r));
      for (const r of await database.query(
        `SELECT left(username, 2) AS lvl, min(id), max(id), count(*) FROM members GROUP BY 1`,
      ))
        log(JSON.stringify(r));
    }
    return result;
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await runWagesBench({
    ...(process.env.BENCH_WAGES_TOPS ? { tops: Number(process.env.BENCH_WAGES_TOPS) } : {}),
    ...(process.env.BENCH_WAGES_BETS ? { bets: Number(process.env.BENCH_WAGES_BETS) } : {}),
    ...(process.env.BENCH_WAGES_COPIES ? { copies: Number(process.env.BENCH_WAGES_COPIES) } : {}),
  });
}
