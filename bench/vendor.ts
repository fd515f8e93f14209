// npm run bench:vendor — bet+win pairs per second through the signed seamless wallet API over HTTP
// (POST /vendor/bet then /vendor/win, HMAC-signed like any vendor), against the built server, with
// concurrent clients each playing its own member, and with several clients on one busy member; once
// on embedded PGlite (a temporary data directory) and once on PostgreSQL (a scratch database on
// BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). Prints figures; asserts nothing.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/db/seed.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createVendorService } from '../apps/server/src/modules/catalogue/vendor-service.ts';
import { LAUNCH_ADAPTERS } from '../apps/server/src/modules/launch/launch-adapter.ts';
import { createBrandService } from '../apps/server/src/modules/system/brand-service.ts';
import { createVendorClient, type VendorClient } from '../apps/server/src/modules/vendor-api/client.ts';
import { createWalletService } from '../apps/server/src/modules/wallet/wallet-service.ts';
import { fmt, load } from './lib/load.mjs';
import { startBuiltServer } from './lib/run-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const HOT_CLIENTS = 8;
const VENDOR = 'STF';
const GAME = 'STF_0003';
const SECRET = `bench-${randomBytes(16).toString('hex')}`;
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function silentLog(): Deps['log'] {
  const noop = () => undefined;
  const log = { info: noop, warn: noop, error: noop, debug: noop, trace: noop, fatal: noop, silent: noop };
  return { ...log, level: 'silent', child: () => silentLog() } as unknown as Deps['log'];
}

/** Members with money and sign-in tokens, and the vendor's secret, made through the services before the server starts. */
async function prepare(database: Database): Promise<string[]> {
  await migrate(database);
  const deps: Deps = {
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    database,
    db: database.db,
    store: createMemoryStore(),
    log: silentLog(),
    now: () => new Date(),
  };
  await runSeeds(deps);
  const brand = await createBrandService(deps).byMerchant('demo');
  if (!brand) throw new Error('demo brand missing');
  await createVendorService(deps).setLaunchConfig(VENDOR, { secret: SECRET }, [...LAUNCH_ADAPTERS.keys()]);
  const rows = await database.query<{ id: number }>(
    `INSERT INTO members (brand_id, username) SELECT $1, 'vbench' || g FROM generate_series(1, ${CLIENTS + 1}) g RETURNING id`,
    [brand.id],
  );
  const wallet = createWalletService(deps);
  const sessions = createSessionService(deps);
  const tokens: string[] = [];
  for (const { id } of rows) {
    await wallet.memberAndBrand(deps.db, brand, {
      memberId: Number(id),
      brandAccount: 'house',
      amount: 1_000_000_000,
      kind: 'adjustment',
      idempotencyKey: `vbench-fund:${id}`,
      referenceType: 'bench',
      referenceId: 'fund',
    });
    const { token } = await sessions.create(deps.db, {
      brandId: brand.id,
      memberId: Number(id),
      loginType: 'username',
      ip: '127.0.0.1',
      device: 'bench',
    });
    tokens.push(token);
  }
  await database.close();
  return tokens;
}

/** Launches the game for a member (real launch call) and authenticates the launch token as the vendor. */
async function session(origin: string, client: VendorClient, token: string) {
  const res = await fetch(`${origin}/wps/game/launchGame?vassalage=${VENDOR}&gameCode=${GAME}`, {
    headers: { merchant: 'demo', authorization: token },
  });
  const body = (await res.json()) as { success: boolean; value?: { content: { game_url: string } } };
  if (!body.success || !body.value) throw new Error(`launch failed: ${JSON.stringify(body)}`);
  const launch = new URL(body.value.content.game_url, origin).searchParams.get('token') ?? '';
  const auth = await client.authenticate(launch);
  if (!auth.ok) throw new Error(`authenticate failed: ${auth.raw}`);
  return { sessionId: auth.value.sessionId, playerId: auth.value.playerId };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Clients loop bet+win on their member until the time is up; returns pairs per second and pair latency. */
async function drive(
  client: VendorClient,
  players: { sessionId: string; playerId: string }[],
  clients: number,
  seconds: number,
) {
  const until = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let refused = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const player = players[c % players.length];
      if (!player) return;
      while (Date.now() < until) {
        const k = `${c}-${n++}-${randomBytes(4).toString('hex')}`;
        const started = performance.now();
        const bet = await client.bet({
          ...player,
          transactionId: `b${k}`,
          roundId: `r${k}`,
          amount: 100,
          currency: 'PHP',
        });
        const win = await client.win({
          ...player,
          transactionId: `w${k}`,
          roundId: `r${k}`,
          amount: (n % 3) * 100,
          currency: 'PHP',
        });
        latencies.push(performance.now() - started);
        if (!bet.ok || !win.ok) refused++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    pairs: latencies.length / seconds,
    p50: pct(latencies, 0.5),
    p99: pct(latencies, 0.99),
    refused,
    total: latencies.length,
  };
}

async function run(label: string, open: () => Promise<Database>, env: Record<string, string>) {
  const tokens = await prepare(await open());
  const server = await startBuiltServer({ NODE_ENV: 'production', ...env });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const client = createVendorClient({ baseUrl: origin, vendorCode: VENDOR, secret: SECRET });
    const players = [];
    for (const t of tokens) players.push(await session(origin, client, t));
    const spread = players.slice(0, CLIENTS);
    const hot = players.slice(CLIENTS);
    await drive(client, spread, CLIENTS, 2); // warm-up
    const a = await drive(client, spread, CLIENTS, SECONDS);
    const b = await drive(client, hot, HOT_CLIENTS, Math.max(3, SECONDS / 2));
    // The same server's cheapest call under the same concurrency: what the machine allows right now.
    const base = await load({
      url: `${origin}/wps/system/status`,
      headers: { merchant: 'demo' },
      connections: CLIENTS,
      duration: 3,
    });
    return { label, spread: a, hot: b, base };
  } finally {
    await server.stop();
  }
}

process.stdout.write(
  `bench:vendor  signed bet+win pairs over HTTP: ${CLIENTS} clients on ${CLIENTS} members, then ${HOT_CLIENTS} clients on one member; ${SECONDS} s\n`,
);
const results = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-vbench-'));
try {
  results.push(
    await run('PGlite (embedded)', () => openPglite(path.join(dir, 'pgdata')), {
      DATA_DIR: dir,
      DATABASE_URL: '',
      REDIS_URL: '',
    }),
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const dbName = `lp_vbench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: pgUrl });
let pgReady = false;
try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  pgReady = true;
} catch (e) {
  process.stdout.write(`  PostgreSQL at ${pgUrl} not reachable, skipped: ${(e as Error).message}\n`);
}
if (pgReady) {
  const url = new URL(pgUrl);
  url.pathname = `/${dbName}`;
  try {
    results.push(
      await run('PostgreSQL', async () => openPostgres(url.toString(), 4), {
        DATABASE_URL: url.toString(),
        REDIS_URL: '',
      }),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}
await admin.end().catch(() => undefined);

for (const r of results) {
  process.stdout.write(
    `  ${`${r.label}: status call (baseline)`.padEnd(46)} ${fmt(r.base.rps).padStart(6)} req/s   p50 ${fmt(r.base.p50, 1)} ms   p99 ${fmt(r.base.p99, 1)} ms\n`,
  );
  for (const [what, s] of [
    [`${CLIENTS} clients, ${CLIENTS} members`, r.spread],
    [`${HOT_CLIENTS} clients, one member`, r.hot],
  ] as const) {
    process.stdout.write(
      `  ${`${r.label}: ${what}`.padEnd(46)} ${fmt(s.pairs).padStart(6)} pairs/s (${fmt(s.pairs * 2)} calls/s)   pair p50 ${fmt(s.p50, 1).padStart(6)} ms   p99 ${fmt(s.p99, 1).padStart(6)} ms   refused ${s.refused}/${s.total}\n`,
    );
  }
}
