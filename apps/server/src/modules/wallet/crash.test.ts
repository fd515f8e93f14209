import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { createDatabaseFrom, dropDatabase, sqlRows } from '../../../test/sql.ts';
import { ensurePostgresTemplate, withDatabase } from '../../../test/template.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { type Database, openPglite, openPostgres } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { runSeeds } from '../../db/seed.ts';
import { createMemoryStore } from '../../lib/store.ts';

/**
 * The crash test: a real server process (src/main.ts) takes wallet transfers from 20 concurrent
 * clients and is killed with SIGKILL in the middle, 20 times over. Afterwards every transfer the
 * server acknowledged must be in the ledger, and no transfer may be there in part. It runs on the
 * database under test: PostgreSQL when DATABASE_URL is set, else the embedded PGlite data directory.
 */
/** 20 kills on PostgreSQL as the issue asks; fewer on PGlite, whose start alone takes seconds. */
const KILLS = process.env.DATABASE_URL ? 20 : 6;
const CLIENTS = 20;
const MEMBERS = 10;
const MERCHANT = 'crash';
const SERVER_ROOT = path.resolve(import.meta.dirname, '../../..');
/** The server bundled once for this test (npm packages stay outside, found in node_modules). */
const BUNDLE_DIR = path.join(SERVER_ROOT, 'dist', `crash-test-${randomBytes(4).toString('hex')}`);

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-crash-'));
const pgUrl = process.env.DATABASE_URL;
let dbName = '';
let serverEnv: Record<string, string> = {};
const tokens: { memberId: number; token: string }[] = [];

function openDb(): Promise<Database> {
  if (pgUrl) return Promise.resolve(openPostgres(withDatabase(pgUrl, dbName), 4));
  return openPglite(path.join(dataDir, 'pgdata'));
}

/** Members of a brand with sub-wallets, each with money and a session, made before the server runs. */
async function prepare(): Promise<void> {
  if (pgUrl) {
    dbName = `lp_crash_${randomBytes(5).toString('hex')}`;
    await createDatabaseFrom(pgUrl, dbName, process.env.LP_PG_TEMPLATE ?? (await ensurePostgresTemplate(pgUrl)));
  }
  const database = await openDb();
  await migrate(database);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: dataDir });
  const app = await buildApp({ config, database, store: createMemoryStore(), logger: false, serveWeb: false });
  await runSeeds(app.deps);
  const brand = await app.brands.create({
    merchantCode: MERCHANT,
    name: 'Crash',
    settings: { isSingle: false, walletVendors: ['SLOTX'] },
  });
  const wallet = app.services.wallet;
  for (let i = 0; i < MEMBERS; i++) {
    const m = await createMember(app, { brandId: brand.id });
    await wallet.memberAndBrand(app.deps.db, brand, {
      memberId: m.id,
      brandAccount: 'deposit_clearing',
      amount: 100_000_000,
      kind: 'deposit',
      idempotencyKey: `crash-seed:${m.id}`,
      referenceType: 'test',
      referenceId: 'seed',
    });
    tokens.push({ memberId: m.id, token: await sessionFor(app, m) });
  }
  await app.close();
  await database.close();
  serverEnv = {
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: dataDir,
    RATE_LIMIT_MAX: '10000000',
    ...(pgUrl ? { DATABASE_URL: withDatabase(pgUrl, dbName) } : {}),
  };
}

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = process.env;
  const child = spawn(process.execPath, [path.join(BUNDLE_DIR, 'main.js')], {
    env: { ...rest, ...serverEnv } as NodeJS.ProcessEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${out}`)), 60_000);
    const read = (d: Buffer) => {
      out += d.toString();
      const m = /localhost:(\d+)\//.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, port: Number(m[1]) });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)));
  });
}

interface Ack {
  memberId: number;
  requestId: string;
  transactionId: number;
}

/** Clients send transfers until the server dies; returns the ones it acknowledged. */
async function load(port: number, child: ChildProcess, killAfterMs: number): Promise<Ack[]> {
  const acks: Ack[] = [];
  let dead = false;
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const kill = () => {
    if (dead) return;
    dead = true;
    child.kill('SIGKILL');
  };
  // The kill comes a random moment after the load is flowing (the first acknowledgement).
  let armed = false;
  const arm = () => {
    if (armed) return;
    armed = true;
    setTimeout(kill, killAfterMs);
  };
  setTimeout(kill, 15_000);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, c) => {
      for (let i = 0; !dead; i++) {
        const who = tokens[(c + i) % tokens.length];
        if (!who) return;
        const requestId = randomBytes(12).toString('hex');
        const out = i % 2 === 0;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/wps/relay/GCS_walletTransfer`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', merchant: MERCHANT, authorization: who.token },
            body: JSON.stringify({ from: out ? '' : 'SLOTX', to: out ? 'SLOTX' : '', amount: '1.23', requestId }),
          });
          const body = (await res.json()) as { success: boolean; value?: { transactionId: number } };
          if (body.success && body.value) {
            acks.push({ memberId: who.memberId, requestId, transactionId: body.value.transactionId });
            arm();
          }
        } catch {
          // The server died under this request: it was never acknowledged.
        }
      }
    }),
  );
  await exited;
  return acks;
}

beforeAll(async () => {
  await build({
    entryPoints: { main: path.join(SERVER_ROOT, 'src/main.ts') },
    outdir: BUNDLE_DIR,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'silent',
    plugins: [
      {
        name: 'externalise-npm',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@app/') ? undefined : { external: true }));
        },
      },
    ],
  });
  await prepare();
}, 120_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(BUNDLE_DIR, { recursive: true, force: true });
  if (pgUrl && dbName) {
    await dropDatabase(pgUrl, dbName);
  }
});

describe('killing the server during a load of transfers', () => {
  it(`loses no acknowledged movement and leaves no partial one, over ${KILLS} SIGKILLs`, async () => {
    const acked: Ack[] = [];
    for (let round = 0; round < KILLS; round++) {
      const { child, port } = await startServer();
      acked.push(...(await load(port, child, 50 + Math.floor(Math.random() * 500))));
    }
    expect(acked.length).toBeGreaterThan(KILLS);

    const database = await openDb();
    try {
      await migrate(database);
      const rows = await sqlRows<{ idempotency_key: string; id: number | string }>(
        database,
        sql`SELECT idempotency_key, id FROM ledger_transactions WHERE kind = 'wallet_transfer'`,
      );
      const posted = new Map(rows.map((r) => [r.idempotency_key, Number(r.id)]));
      const lost = acked.filter((a) => posted.get(`wallet-transfer:${a.memberId}:${a.requestId}`) !== a.transactionId);
      expect(lost, 'acknowledged transfers missing from the ledger').toEqual([]);
      const partial = await sqlRows(
        database,
        sql`SELECT t.id FROM ledger_transactions t LEFT JOIN ledger_lines l ON l.transaction_id = t.id
         GROUP BY t.id HAVING count(l.id) <> 2 AND t.kind = 'wallet_transfer'`,
      );
      expect(partial, 'transfers with a missing line').toEqual([]);
      await expectConservation(database);
      process.stdout.write(
        `crash test: ${KILLS} kills, ${acked.length} acknowledged, ${posted.size} posted, 0 lost, 0 partial\n`,
      );
    } finally {
      await database.close();
    }
  }, 600_000);
});
