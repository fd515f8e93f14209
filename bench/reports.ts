// npm run bench:reports — the back-office reports (docs/decisions/1060) on PostgreSQL over a seeded
// brand: 1,000,000 valid bets, 100,000 deposits, 50,000 withdrawals, 20,000 members and their first
// deposits, 5,000 bonus and adjustment transactions, spread over 92 days. Prints each report query's
// plan (the scan nodes of EXPLAIN ANALYZE) and each report's median time over a 92-day and a 1-day
// range; asserts nothing. PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is
// created and dropped there), default postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createMemberReports } from '../apps/server/src/modules/auth/report-sums.ts';
import { createCashierReports } from '../apps/server/src/modules/cashier/report-sums.ts';
import { createReportsService } from '../apps/server/src/modules/reports/reports-service.ts';
import { createGamingReports } from '../apps/server/src/modules/valid-bets/report-sums.ts';
import { periodOf } from '../apps/server/src/modules/valid-bets/sums.ts';
import { createCreditReports } from '../apps/server/src/modules/wallet/report-sums.ts';
import { benchBrand, silentLog } from './lib/bench-kit.ts';

const BETS = Number(process.env.BENCH_REPORT_BETS ?? 1_000_000);
const DAYS = 92;
const FROM = '2030-01-01';
const TO = '2030-04-02';
const RUNS = 5;
const ID = 9100;

const brand = benchBrand(ID, 'benchrep', 'Bench reports');

async function fill(database: Database): Promise<void> {
  const { start } = periodOf(brand, FROM);
  const span = `${DAYS} days`;
  await database.query('INSERT INTO brands (id, merchant_code, name) VALUES ($1, $2, $3)', [
    ID,
    brand.merchantCode,
    brand.name,
  ]);
  await database.query(
    `INSERT INTO members (brand_id, username, created_at)
     SELECT $1::int, 'r' || g, $2::timestamptz + (g::float8 / 20000) * $3::interval FROM generate_series(1, 20000) g`,
    [ID, start.toISOString(), span],
  );
  const [m] = await database.query<{ id: string }>('SELECT min(id) AS id FROM members WHERE brand_id = $1', [ID]);
  const m0 = Number(m?.id);
  await database.query(
    `INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, category, vendor_id, game_id, round_id,
                             stake, valid_amount, win, settled_at)
     SELECT 'vendor', g, 0, $1::int, $2::bigint + g % 20000, (ARRAY['RNG','LIVE','SPORTS','FISH'])[1 + g % 4],
            1 + g % 20, 1 + g % 500, 'r' || g, 100 + g % 900, 100 + g % 900, (g % 7) * 50,
            $3::timestamptz + (g::float8 / $4) * $5::interval
       FROM generate_series(1, $4::int) g`,
    [ID, m0, start.toISOString(), BETS, span],
  );
  await database.query(
    `INSERT INTO deposit_orders (order_no, brand_id, member_id, request_id, channel_id, channel_type, amount, status,
                                 transaction_id, created_at, settled_at)
     SELECT 'D' || g, $1::int, $2::bigint + g % 20000, 'q' || g, 'bank', 'bank', 10000 + g % 5000,
            CASE WHEN g % 10 = 0 THEN 'rejected' ELSE 'paid' END, CASE WHEN g % 10 = 0 THEN NULL ELSE g END,
            $3::timestamptz + (g::float8 / 100000) * $4::interval,
            $3::timestamptz + (g::float8 / 100000) * $4::interval + interval '20 minutes'
       FROM generate_series(1, 100000) g`,
    [ID, m0, start.toISOString(), span],
  );
  await database.query(
    `INSERT INTO member_firsts (member_id, kind, brand_id, reference, at)
     SELECT DISTINCT ON (member_id) member_id, 'deposit', brand_id, order_no, settled_at FROM deposit_orders
      WHERE brand_id = $1 AND status = 'paid' ORDER BY member_id, settled_at`,
    [ID],
  );
  // Withdrawals share one bank account and one hold: the report reads neither.
  const [acc] = await database.query<{ id: string }>(
    `INSERT INTO wallet_accounts (brand_id, member_id, kind, currency, balance, held) VALUES ($1, $2, 'main', 'PHP', 100, 100)
     RETURNING id`,
    [ID, m0],
  );
  const [hold] = await database.query<{ id: string }>(
    `INSERT INTO wallet_holds (brand_id, account_id, amount, reference_type, reference_id, created_at)
     VALUES ($1, $2, 100, 'bench', 'bench', now()) RETURNING id`,
    [ID, acc?.id],
  );
  const [bank] = await database.query<{ id: string }>(
    `INSERT INTO member_bank_accounts (brand_id, member_id, bank_name, account_name, account_number)
     VALUES ($1, $2, 'B', 'N', '1') RETURNING id`,
    [ID, m0],
  );
  await database.query(
    `INSERT INTO withdrawals (order_no, brand_id, member_id, request_id, amount, status, bank_account_id, bank_name,
                              account_name, account_number, hold_id, local_day, created_at, paid_at)
     SELECT 'W' || g, $1::int, $2::bigint + g % 20000, 'w' || g, 5000 + g % 3000,
            CASE WHEN g % 5 = 0 THEN 'rejected' ELSE 'paid' END, $5::bigint, 'B', 'N', '1', $6::bigint, '2030-01-01',
            $3::timestamptz + (g::float8 / 50000) * $4::interval,
            CASE WHEN g % 5 = 0 THEN NULL ELSE $3::timestamptz + (g::float8 / 50000) * $4::interval + interval '1 hour' END
       FROM generate_series(1, 50000) g`,
    [ID, m0, start.toISOString(), span, bank?.id, hold?.id],
  );
  // Bonus and adjustment transactions (one member line and one brand line each; the balance trigger
  // is a statement trigger over all lines, which sum to zero per transaction).
  await database.query(
    `INSERT INTO ledger_transactions (id, brand_id, idempotency_key, kind, fingerprint, created_at)
     SELECT 5000000 + g, $1::int, 'bench' || g, CASE WHEN g % 2 = 0 THEN 'bonus' ELSE 'adjustment' END, '',
            $2::timestamptz + (g::float8 / 5000) * $3::interval
       FROM generate_series(1, 5000) g`,
    [ID, start.toISOString(), span],
  );
  await database.query(
    `INSERT INTO ledger_lines (transaction_id, brand_id, account_id, member_id, amount, created_at)
     SELECT t.id, t.brand_id, $2::bigint, $3::bigint, x.amount * 1000, t.created_at
       FROM ledger_transactions t CROSS JOIN (VALUES (1), (-1)) x(amount)
      WHERE t.brand_id = $1 AND t.id > 5000000`,
    [ID, acc?.id, m0],
  );
  await database.exec('VACUUM ANALYZE');
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `lp_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = openPostgres(u.toString(), 4);
  try {
    await migrate(database);
    const t0 = performance.now();
    await fill(database);
    console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${BETS.toLocaleString('en')} bets\n`);
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
    const plans: string[][] = [];
    // The same queries, each run as EXPLAIN ANALYZE, to show which index answers them.
    const explaining = {
      execute: async (q: SQL) => {
        const r = (await database.db.execute(sql`EXPLAIN (ANALYZE, BUFFERS) ${q}`)) as unknown as {
          rows: { 'QUERY PLAN': string }[];
        };
        plans.push(r.rows.map((x) => x['QUERY PLAN']));
        return { rows: [] };
      },
    };
    const sources = (db: unknown) => {
      const deps = {
        config,
        database,
        db,
        store: undefined,
        log: silentLog(),
        now: () => new Date('2030-04-02T04:00:00Z'),
      } as unknown as Deps;
      return {
        deps,
        src: {
          gaming: createGamingReports(deps),
          cashier: createCashierReports(deps),
          credits: createCreditReports(deps),
          members: createMemberReports(deps),
          vendors: { vendors: async () => [] },
          brands: { list: async () => [brand] },
        },
      };
    };
    const explained = sources(explaining);
    const explainer = createReportsService(explained.deps, explained.src as never);
    await explainer.revenue(brand, { from: FROM, to: TO, by: 'day' });
    await explainer.revenue(brand, { from: FROM, to: TO, by: 'vendor' });
    await explainer.cashier(brand, { from: FROM, to: TO });
    await explainer.players(brand, { from: FROM, to: TO });
    for (const p of plans) {
      const scans = p.filter((l) => /Scan|Execution Time/.test(l)).map((l) => l.trim());
      console.log(scans.join('\n  '));
    }
    const real = sources(database.db);
    const service = createReportsService(real.deps, real.src as never);
    const runs: [string, () => Promise<unknown>][] = [
      ['revenue by day, 92 days', () => service.revenue(brand, { from: FROM, to: TO, by: 'day' })],
      ['revenue by vendor, 92 days', () => service.revenue(brand, { from: FROM, to: TO, by: 'vendor' })],
      ['revenue by day, 1 day', () => service.revenue(brand, { from: TO, to: TO, by: 'day' })],
      ['cashier, 92 days', () => service.cashier(brand, { from: FROM, to: TO })],
      ['players, 92 days', () => service.players(brand, { from: FROM, to: TO })],
      ['today at a glance', () => service.glance(brand)],
    ];
    console.log('');
    for (const [what, run] of runs) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) {
        const s = performance.now();
        await run();
        times.push(performance.now() - s);
      }
      times.sort((a, b) => a - b);
      console.log(
        `${what.padEnd(30)} ${(times[Math.floor(RUNS / 2)] ?? 0).toFixed(0).padStart(6)} ms (median of ${RUNS})`,
      );
    }
  } finally {
    await database.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
