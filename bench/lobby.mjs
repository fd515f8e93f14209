// npm run bench:lobby — game-list requests with random filters and name searches over the 10,000-game
// catalogue, 50 connections, once on the embedded database (PGlite) and once on PostgreSQL (a fresh
// database made for the run on BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres).
// Prints requests per second, p50 and p99 for each, and their ratios. Not a test: no thresholds fail.
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { fmt, load } from './lib/load.mjs';
import { startBuiltServer } from './lib/run-server.mjs';

const duration = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const headers = { merchant: 'demo', language: 'EN' };

const WORDS = [
  'dragon',
  'gold',
  'lucky',
  'tiger',
  'moon',
  'star',
  'baccarat',
  'ocean',
  'ruby',
  'fortune',
  'jade',
  'wild',
];
const CLASSES = ['JP', 'TG', 'AC', 'BG'];
const MIN_BETS = ['0.01', '0.05', '0.1', '0.5', '0.75'];

/** A seeded PRNG, so both databases get the same sequence of queries. */
function prng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function queryMaker(menus) {
  const rand = prng(7);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const weighted = menus.flatMap((c) => Array(c.gameCategory === 'RNG' ? 6 : 1).fill(c));
  return () => {
    const cat = pick(weighted);
    const q = new URLSearchParams({ clientType: '3', platform: 'html5-desktop', gameType: cat.gameCategory });
    if (rand() < 0.7) q.set('vassalage', pick(cat.vendors).vassalage);
    if (rand() < 0.25) q.set('gameClassify', pick(CLASSES));
    if (rand() < 0.2) q.set('minBet', pick(MIN_BETS));
    if (rand() < 0.3) {
      const w = pick(WORDS);
      q.set('gameName', rand() < 0.5 ? w : w.slice(0, 2 + Math.floor(rand() * 3)));
    }
    q.set('pageNo', String(rand() < 0.6 ? 1 : 1 + Math.floor(rand() * 8)));
    q.set('pageSize', '15');
    return `/wps/relay/GCSGAME_gameList?${q}`;
  };
}

async function run(label, env) {
  const server = await startBuiltServer(env);
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const menus = (await (await fetch(`${origin}/lgw/games/game_menus`, { headers })).json()).value;
    const next = queryMaker(menus);
    const sample = await (await fetch(`${origin}${next()}`, { headers })).json();
    if (!sample.success) throw new Error(`game list failed: ${JSON.stringify(sample)}`);
    const cannon = (secs) =>
      autocannon({
        url: origin,
        connections,
        duration: secs,
        pipelining: 1,
        requests: [{ method: 'GET', headers, setupRequest: (req) => ({ ...req, path: next() }) }],
      });
    await cannon(2);
    const cpu0 = server.cpuMs();
    const r = await cannon(duration);
    const cpu1 = server.cpuMs();
    if (r.non2xx > 0 || r.errors > 0) throw new Error(`${label}: ${r.non2xx} non-2xx and ${r.errors} errors`);
    // The same server's cheapest call under the same load: what the machine allows right now.
    const base = await load({
      url: `${origin}/wps/system/status`,
      headers,
      connections,
      duration: Math.max(3, duration / 2),
    });
    const cpu2 = server.cpuMs();
    // Server CPU time per request: less swayed than latency by whatever else runs on the machine.
    const perRequest = (from, to, total) =>
      from === undefined || to === undefined ? undefined : ((to - from) * 1000) / total;
    return {
      label,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      total: r.requests.total,
      cpuUs: perRequest(cpu0, cpu1, r.requests.total),
      baseline: { ...base, cpuUs: perRequest(cpu1, cpu2, base.total) },
    };
  } finally {
    await server.stop();
  }
}

process.stdout.write(
  `bench:lobby  ${connections} connections, ${duration} s per database, random filters and searches\n` +
    '  (server CPU: the Node process only, PostgreSQL not counted; load average at start ' +
    `${os.loadavg()[0].toFixed(1)} on ${os.availableParallelism()} cores)\n`,
);
const results = [await run('PGlite (embedded)', { DATABASE_URL: '', REDIS_URL: '' })];

const dbName = `lp_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: pgUrl });
let pgReady = false;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  pgReady = true;
} catch (e) {
  process.stdout.write(`  PostgreSQL at ${pgUrl} not reachable, skipped: ${e.message}\n`);
}
if (pgReady) {
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  try {
    results.push(await run('PostgreSQL', { DATABASE_URL: url.toString(), REDIS_URL: '' }));
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}
await admin.end().catch(() => undefined);

const row = (label, r) =>
  `  ${label.padEnd(34)} ${fmt(r.rps).padStart(8)} req/s   p50 ${fmt(r.p50, 1).padStart(6)} ms   p99 ${fmt(r.p99, 1).padStart(6)} ms${r.cpuUs === undefined ? '' : `   server CPU ${fmt(r.cpuUs).padStart(4)} µs/req`}\n`;
for (const r of results) {
  process.stdout.write(row(`${r.label}: game list`, r));
  process.stdout.write(row(`${r.label}: status call (baseline)`, r.baseline));
  process.stdout.write(
    `  ${''.padEnd(34)} game list / baseline: ${fmt(r.rps / r.baseline.rps, 2)} of the requests per second\n`,
  );
}
const [lite, pgr] = results;
if (lite && pgr) {
  process.stdout.write(
    `  ratio PostgreSQL/PGlite: ${fmt(pgr.rps / lite.rps, 2)} of the requests per second; p99 ${fmt(pgr.p99 / Math.max(lite.p99, 0.001), 2)}x\n`,
  );
  process.stdout.write(`  PostgreSQL p99 against the 20 ms target: ${fmt(pgr.p99, 1)} / 20 ms\n`);
}
process.stdout.write(`  load average at the end: ${os.loadavg()[0].toFixed(1)}\n`);
