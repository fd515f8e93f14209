// npm run bench:vendor — vendor calls per second through the signed seamless wallet API over HTTP
// (POST /vendor/bet then /vendor/win, HMAC-signed like any vendor) against the built server, with 32
// clients each playing its own member (and briefly 8 clients on one busy member), compared with the
// wallet's own speed measured in the same run on the same database: wallet transfers (main wallet <->
// vendor sub-wallet, through the wallet service, 32 clients, the way bench/wallet.ts measures them).
// Once on embedded PGlite (a temporary data directory) and once on PostgreSQL (a scratch database on
// BENCH_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres). The goal (issue 13 item 7), on
// PostgreSQL: vendor calls/s >= 0.8 x wallet transfers/s and a call's p99 <= 100 ms. Prints figures
// and whether the goal is met; asserts nothing.
//
// On PostgreSQL the two are measured in alternating slices (BENCH_SLICES of them, default 5, each
// side SECONDS in all): the machine is shared, and its load moved by a factor of two between a
// wallet run and a vendor run done one after the other, so each ratio compared two different
// machines. Interleaved, both see the same load. Nothing else changes: the same 32 clients, the same
// pool size, transfers through the wallet service in this process while the server (then idle)
// waits, vendor calls over HTTP while this process's wallet pool waits. PGlite is one process's
// database, so there the transfers are measured first, before the server opens it.
//
// The vendor's side uses node:http with keep-alive sockets rather than fetch: the client shares the
// machine's cores with the server and the database, and fetch costs several times more CPU a request.

import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { members } from '../apps/server/src/db/schema/index.ts';
import { runSeeds } from '../apps/server/src/db/seed.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { keepAlivePost } from '../apps/server/src/lib/keep-alive-post.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { createSessionService } from '../apps/server/src/modules/auth/session-service.ts';
import { createVendorService } from '../apps/server/src/modules/catalogue/vendor-service.ts';
import { LAUNCH_ADAPTERS } from '../apps/server/src/modules/launch/launch-adapter.ts';
import { createBrandService } from '../apps/server/src/modules/system/brand-service.ts';
import type { Brand } from '../apps/server/src/modules/system/brand-types.ts';
import { createVendorClient, type VendorClient } from '../apps/server/src/modules/vendor-api/client.ts';
import { createWalletService, type WalletService } from '../apps/server/src/modules/wallet/wallet-service.ts';
import { silentLog } from './lib/bench-kit.ts';
import { fmt } from './lib/load.mjs';
import { startBuiltServer } from './lib/run-server.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
/** Alternating slices of the PostgreSQL measurement (each side gets SECONDS / SLICES a slice). */
const SLICES = Math.max(1, Number(process.env.BENCH_SLICES ?? 5));
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
/** The server's pool and the wallet baseline's pool: the same size (the server's default). */
const POOL = Number(process.env.DATABASE_POOL_SIZE ?? 20);
const HOT_CLIENTS = 8;
const HOT_SECONDS = 3;
const VENDOR = 'STF';
const GAME = 'STF_0003';
const SECRET = `bench-${randomBytes(16).toString('hex')}`;
const GOAL_RATIO = 0.8;
const GOAL_P99_MS = 100;
const pgUrl = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * CPU time (ms) used so far by the PostgreSQL backends serving one database (their process titles name
 * it), read from /proc; undefined off Linux or when the server is not on this machine. Per operation it
 * is steadier than a rate on a shared, busy machine.
 */
function databaseCpuMs(dbName: string | undefined): number | undefined {
  if (!dbName) return undefined;
  try {
    let ticks = 0;
    for (const pid of readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const title = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
        if (!title.startsWith('postgres: ') || !title.includes(` ${dbName} `)) continue;
        const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return ticks * 10;
  } catch {
    return undefined;
  }
}

const ownCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

interface Figures {
  perSecond: number;
  p50: number;
  p99: number;
  refused: number;
  total: number;
  /** CPU ms per operation: the database's backends, the server process (vendor calls), this process. */
  cpu?: { database?: number; server?: number; client: number };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

/** Runs a measurement and adds the CPU each operation cost. */
async function withCpu<F extends Figures>(
  dbName: string | undefined,
  serverCpuMs: (() => number | undefined) | undefined,
  measure: () => Promise<F>,
): Promise<F> {
  const before = { db: databaseCpuMs(dbName), server: serverCpuMs?.(), own: ownCpuMs() };
  const f = await measure();
  const per = (a: number | undefined, b: number | undefined) =>
    a === undefined || b === undefined || f.total === 0 ? undefined : (b - a) / f.total;
  f.cpu = {
    database: per(before.db, databaseCpuMs(dbName)),
    server: per(before.server, serverCpuMs?.()),
    client: (ownCpuMs() - before.own) / Math.max(1, f.total),
  };
  return f;
}

function figures(latencies: number[], seconds: number, refused: number): Figures & Slice {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    perSecond: latencies.length / seconds,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    refused,
    total: latencies.length,
    latencies,
    seconds,
  };
}

/** What a slice leaves for adding up: its timings and its length. */
interface Slice {
  latencies: number[];
  seconds: number;
}

/** The figures of several slices of one measurement taken as one: rates over their summed time, CPU per operation. */
function merged(slices: (Figures & Slice)[]): Figures {
  const all = figures(
    slices.flatMap((f) => f.latencies),
    slices.reduce((a, f) => a + f.seconds, 0),
    slices.reduce((a, f) => a + f.refused, 0),
  );
  const cpu = (pick: (c: NonNullable<Figures['cpu']>) => number | undefined) => {
    let sum = 0;
    for (const f of slices) {
      const v = f.cpu ? pick(f.cpu) : undefined;
      if (v === undefined) return undefined;
      sum += v * f.total;
    }
    return sum / Math.max(1, all.total);
  };
  return {
    perSecond: all.perSecond,
    p50: all.p50,
    p99: all.p99,
    refused: all.refused,
    total: all.total,
    cpu: { database: cpu((c) => c.database), server: cpu((c) => c.server), client: cpu((c) => c.client) ?? 0 },
  };
}

/**
 * The baseline: CLIENTS clients each moving 100 between its member's main wallet and vendor sub-wallet
 * and back (alternately) through the wallet service, as bench/wallet.ts does.
 */
async function walletTransfers(
  wallet: WalletService,
  brand: Brand,
  memberIds: number[],
  seconds: number,
): Promise<Figures & Slice> {
  const latencies: number[] = [];
  let failures = 0;
  const run = randomBytes(4).toString('hex');
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      const memberId = memberIds[client % memberIds.length] ?? 0;
      for (let i = 0; performance.now() < end; i++) {
        const out = i % 2 === 0;
        const t0 = performance.now();
        try {
          await wallet.moveBetweenOwnAccounts(brand, {
            memberId,
            fromVendor: out ? '' : VENDOR,
            toVendor: out ? VENDOR : '',
            amount: 100,
            idempotencyKey: `vbench:${run}:${client}:${i}`,
          });
          latencies.push(performance.now() - t0);
        } catch {
          failures++;
        }
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, failures);
}

/**
 * Members with money and sign-in tokens, the vendor's secret, and the wallet baseline, made and
 * measured through the services on the database before the server starts (PGlite is one process's).
 */
async function prepare(
  database: Database,
  dbName?: string,
): Promise<{ tokens: string[]; transfers: (seconds: number) => Promise<Figures & Slice>; close(): Promise<void> }> {
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
  const rows = await deps.db
    .insert(members)
    .values(Array.from({ length: CLIENTS + 1 }, (_, i) => ({ brandId: brand.id, username: `vbench${i + 1}` })))
    .returning({ id: members.id });
  const wallet = createWalletService(deps);
  const sessions = createSessionService(deps);
  const tokens: string[] = [];
  for (const { id } of rows) {
    await wallet.memberAndBrand(deps.db, brand, {
      memberId: id,
      brandAccount: 'house',
      amount: 1_000_000_000,
      kind: 'adjustment',
      idempotencyKey: `vbench-fund:${id}`,
      referenceType: 'bench',
      referenceId: 'fund',
    });
    const { token } = await sessions.create(deps.db, {
      brandId: brand.id,
      memberId: id,
      loginType: 'username',
      ip: '127.0.0.1',
      device: 'bench',
    });
    tokens.push(token);
  }
  const ids = rows.slice(0, CLIENTS).map((r) => r.id);
  await walletTransfers(wallet, brand, ids, 1); // warm-up (opens the sub-wallets)
  return {
    tokens,
    transfers: (seconds) => withCpu(dbName, undefined, () => walletTransfers(wallet, brand, ids, seconds)),
    async close() {
      const [sum] = await rowsOf<{ s: number | string | null }>(
        deps.db,
        sql`SELECT sum(amount)::bigint AS s FROM ledger_lines`,
      );
      if (Number(sum?.s ?? 0) !== 0) throw new Error(`ledger lines sum to ${sum?.s}, not 0`);
      await database.close();
    },
  };
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

/** Clients loop bet then win (a new round each time) until the time is up; each call is timed. */
async function drive(
  client: VendorClient,
  players: { sessionId: string; playerId: string }[],
  clients: number,
  seconds: number,
): Promise<Figures & Slice> {
  const started = performance.now();
  const until = started + seconds * 1000;
  const latencies: number[] = [];
  let refused = 0;
  let n = 0;
  await Promise.all(
    Array.from({ length: clients }, async (_, c) => {
      const player = players[c % players.length];
      if (!player) return;
      while (performance.now() < until) {
        const k = `${c}-${n++}-${randomBytes(4).toString('hex')}`;
        const t0 = performance.now();
        const bet = await client.bet({
          ...player,
          transactionId: `b${k}`,
          roundId: `r${k}`,
          amount: 100,
          currency: 'PHP',
        });
        const t1 = performance.now();
        const win = await client.win({
          ...player,
          transactionId: `w${k}`,
          roundId: `r${k}`,
          amount: (n % 3) * 100,
          currency: 'PHP',
        });
        latencies.push(t1 - t0, performance.now() - t1);
        if (!bet.ok) refused++;
        if (!win.ok) refused++;
      }
    }),
  );
  return figures(latencies, (performance.now() - started) / 1000, refused);
}

/**
 * Waits (at most 30 s) until the server is at rest: a fresh server spends its first seconds on start-up
 * work (the lottery draw maker opens every lottery's seed chain: 10,000 hashes each), which would
 * otherwise land in the first slices. Rest: under 5% of a core over half a second.
 */
async function settled(cpuMs: () => number | undefined): Promise<void> {
  const until = performance.now() + 30_000;
  let last = cpuMs();
  while (last !== undefined && performance.now() < until) {
    await new Promise((r) => setTimeout(r, 500));
    const now = cpuMs();
    if (now === undefined || now - last <= 25) return;
    last = now;
  }
}

interface Result {
  label: string;
  wallet: Figures;
  spread: Figures;
  hot: Figures;
}

async function run(
  label: string,
  open: () => Promise<Database>,
  env: Record<string, string>,
  dbName?: string,
): Promise<Result> {
  const prepared = await prepare(await open(), dbName);
  // PGlite: the transfers now, on the database this process still holds; PostgreSQL: interleaved below.
  const interleave = dbName !== undefined;
  const walletSlices: (Figures & Slice)[] = [];
  if (!interleave) {
    walletSlices.push(await prepared.transfers(SECONDS));
    await prepared.close();
  }
  const server = await startBuiltServer({ NODE_ENV: 'production', DATABASE_POOL_SIZE: String(POOL), ...env });
  try {
    const origin = `http://127.0.0.1:${server.port}`;
    const client = createVendorClient({
      baseUrl: origin,
      vendorCode: VENDOR,
      secret: SECRET,
      fetch: keepAlivePost({ timeoutMs: 60_000, maxSockets: CLIENTS * 2 }),
    });
    const players = [];
    for (const t of prepared.tokens) players.push(await session(origin, client, t));
    const spread = players.slice(0, CLIENTS);
    const hot = players.slice(CLIENTS);
    await drive(client, spread, CLIENTS, 1); // warm-up
    await settled(server.cpuMs);
    const vendorSlices: (Figures & Slice)[] = [];
    const slices = interleave ? SLICES : 1;
    for (let i = 0; i < slices; i++) {
      if (interleave) walletSlices.push(await prepared.transfers(SECONDS / slices));
      vendorSlices.push(await withCpu(dbName, server.cpuMs, () => drive(client, spread, CLIENTS, SECONDS / slices)));
    }
    const b = await drive(client, hot, HOT_CLIENTS, HOT_SECONDS);
    return { label, wallet: merged(walletSlices), spread: merged(vendorSlices), hot: b };
  } finally {
    await server.stop();
    if (interleave) await prepared.close();
  }
}

process.stdout.write(
  `bench:vendor  signed vendor calls (bet, win) over HTTP vs wallet transfers through the wallet service; ${CLIENTS} clients, ${SECONDS} s each, pool ${POOL}; on PostgreSQL in ${SLICES} alternating slices\n`,
);
const results: Result[] = [];
const only = process.env.BENCH_DB; // 'pglite' or 'postgres' to run one of them
const dir = mkdtempSync(path.join(os.tmpdir(), 'lp-vbench-'));
try {
  if (only !== 'postgres')
    results.push(
      await run('PGlite', () => openPglite(path.join(dir, 'pgdata')), {
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
if (only !== 'pglite')
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
      await run(
        'PostgreSQL',
        async () => openPostgres(url.toString(), POOL),
        {
          DATABASE_URL: url.toString(),
          REDIS_URL: '',
        },
        dbName,
      ),
    );
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  }
}
await admin.end().catch(() => undefined);

const cpuText = (c: Figures['cpu']) => {
  if (!c) return '';
  const part = (name: string, v: number | undefined) => (v === undefined ? '' : ` ${name} ${fmt(v, 2)}`);
  return `   CPU ms/op:${part('database', c.database)}${part('server', c.server)}${part('bench', c.client)}`;
};
const line = (label: string, what: string, f: Figures, unit: string) =>
  process.stdout.write(
    `  ${`${label}: ${what}`.padEnd(44)} ${fmt(f.perSecond).padStart(6)} ${unit.padEnd(12)} p50 ${fmt(f.p50, 1).padStart(6)} ms   p99 ${fmt(f.p99, 1).padStart(6)} ms   refused ${f.refused}/${f.total}${cpuText(f.cpu)}\n`,
  );
for (const r of results) {
  line(r.label, `wallet transfers, ${CLIENTS} clients`, r.wallet, 'transfers/s');
  line(r.label, `vendor calls, ${CLIENTS} clients/members`, r.spread, 'calls/s');
  line(r.label, `vendor calls, ${HOT_CLIENTS} clients, one member`, r.hot, 'calls/s');
  const ratio = r.spread.perSecond / r.wallet.perSecond;
  const met = ratio >= GOAL_RATIO && r.spread.p99 <= GOAL_P99_MS && r.spread.refused === 0;
  process.stdout.write(
    `  ${r.label}: ratio vendor calls/s : wallet transfers/s = ${ratio.toFixed(2)}; call p99 ${fmt(r.spread.p99, 1)} ms` +
      ` -> goal (ratio >= ${GOAL_RATIO}, p99 <= ${GOAL_P99_MS} ms) ${met ? 'MET' : 'NOT MET'}${r.label === 'PostgreSQL' ? '' : ' (the goal is set on PostgreSQL)'}\n`,
  );
}
