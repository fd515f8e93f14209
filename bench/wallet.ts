// npm run bench:wallet — wallet transfers (main wallet <-> vendor sub-wallet, the GCS_walletTransfer
// movement) per second and their latency, with 50 concurrent clients spread over 1,000 members and with
// all 50 on one member, on embedded PGlite and on PostgreSQL. Prints figures and the hot/spread ratio;
// it asserts nothing. PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is created
// and dropped there), default postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { runSeeds } from '../apps/server/src/db/seed.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { createBrandService } from '../apps/server/src/modules/system/brand-service.ts';
import type { Brand } from '../apps/server/src/modules/system/brand-types.ts';
import { createWalletService, type WalletService } from '../apps/server/src/modules/wallet/wallet-service.ts';
import { silentLog } from './lib/bench-kit.ts';

const CLIENTS = 50;
const MEMBERS = 1_000;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const VENDOR = 'BENCH';

async function prepare(database: Database): Promise<{ wallet: WalletService; brand: Brand; members: number[] }> {
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
  const rows = await database.query<{ id: number }>(
    `INSERT INTO members (brand_id, username) SELECT $1, 'bench' || g FROM generate_series(1, ${MEMBERS}) g RETURNING id`,
    [brand.id],
  );
  const wallet = createWalletService(deps);
  const members = rows.map((r) => Number(r.id));
  for (const id of members) {
    await wallet.gameMovement(brand, {
      memberId: id,
      vendor: VENDOR,
      kind: 'win',
      amount: 1_000_000_000,
      idempotencyKey: `bench-fund:${id}`,
      referenceType: 'bench',
      referenceId: 'fund',
    });
    await wallet.moveBetweenOwnAccounts(brand, {
      memberId: id,
      fromVendor: '',
      toVendor: VENDOR,
      amount: 500_000_000,
      idempotencyKey: `bench-split:${id}`,
    });
  }
  return { wallet, brand, members };
}

interface Figures {
  count: number;
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

async function run(wallet: WalletService, brand: Brand, pick: () => number, label: string): Promise<Figures> {
  const latencies: number[] = [];
  let failures = 0;
  const run = randomBytes(4).toString('hex');
  const end = performance.now() + SECONDS * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; performance.now() < end; i++) {
        const memberId = pick();
        const out = i % 2 === 0;
        const t0 = performance.now();
        try {
          await wallet.moveBetweenOwnAccounts(brand, {
            memberId,
            fromVendor: out ? '' : VENDOR,
            toVendor: out ? VENDOR : '',
            amount: 100,
            idempotencyKey: `bench:${label}:${run}:${client}:${i}`,
          });
          latencies.push(performance.now() - t0);
        } catch (e) {
          if (failures === 0) console.log(`first failure (${label}): ${(e as Error).message}`);
          failures++;
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { count: latencies.length, perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), failures };
}

function show(db: string, name: string, f: Figures): void {
  console.log(
    `${db.padEnd(10)} ${name.padEnd(8)} ${f.perSecond.toFixed(0).padStart(6)} transfers/s   p50 ${f.p50.toFixed(1).padStart(6)} ms   p99 ${f.p99.toFixed(1).padStart(6)} ms   (${f.count} done, ${f.failures} failed)`,
  );
}

async function bench(dbName: string, database: Database): Promise<void> {
  const { wallet, brand, members } = await prepare(database);
  const spread = await run(wallet, brand, () => members[Math.floor(Math.random() * members.length)] ?? 0, 'spread');
  show(dbName, 'spread', spread);
  const hotMember = members[0] ?? 0;
  const hot = await run(wallet, brand, () => hotMember, 'hot');
  show(dbName, 'hot', hot);
  console.log(`${dbName.padEnd(10)} ratio hot/spread ${(hot.perSecond / spread.perSecond).toFixed(2)}`);
  const [sum] = await database.query<{ s: number | null }>('SELECT sum(amount)::bigint AS s FROM ledger_lines');
  console.log(`${dbName.padEnd(10)} ledger lines sum to ${Number(sum?.s ?? 0)} (must be 0)`);
}

async function main(): Promise<void> {
  console.log(`bench:wallet — ${CLIENTS} clients, ${SECONDS} s per run, ${MEMBERS} members\n`);
  const pglite = await openPglite(undefined);
  await bench('PGlite', pglite);
  await pglite.close();

  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `lp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  try {
    await admin.connect();
  } catch (e) {
    console.log(`PostgreSQL at ${url} not reachable (${(e as Error).message}); only PGlite measured.`);
    return;
  }
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const postgres = openPostgres(u.toString(), Number(process.env.DATABASE_POOL_SIZE ?? 20));
  try {
    await bench('PostgreSQL', postgres);
  } finally {
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
