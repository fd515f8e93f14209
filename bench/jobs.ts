// npm run bench:jobs — the event outbox and the job runner on PostgreSQL (and embedded PGlite for
// comparison): events recorded per second (each with its change, in one transaction, 20 writers),
// events handled per second (a backlog of 20,000) by one and by two dispatchers (batches of 200, a handler writing one row
// in the delivery's transaction), both at once, and job runs claimed and done per second; and the
// valid-bet record's day sums over 1,000,000 rows (bench/lib/valid-bets.ts). Prints figures; asserts nothing. PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a scratch database is
// created and dropped there), default postgres://postgres@127.0.0.1:5432/test.
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { type Database, openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { createEventDispatcher, type EventDispatcher } from '../apps/server/src/events/dispatcher.ts';
import { recordEvent } from '../apps/server/src/events/record.ts';
import { createJobRunner } from '../apps/server/src/jobs/runner.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { silentLog } from './lib/bench-kit.ts';
import { benchValidBets } from './lib/valid-bets.ts';

const WRITERS = 20;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 6);
const JOB_RUNS = 2_000;
const BACKLOG = 20_000;

function depsOf(database: Database): Deps {
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' });
  return { config, database, db: database.db, store: createMemoryStore(), log: silentLog(), now: () => new Date() };
}

function dispatcher(deps: Deps, name: string): EventDispatcher {
  const d = createEventDispatcher(deps, name, { batch: 200 });
  d.on('bench.count', ['member.registered'], async (event, tx) => {
    await tx.execute(sql`INSERT INTO bench_effects (event_id) VALUES (${event.id})`);
  });
  return d;
}

/** WRITERS clients record changes with their events until `end`; returns how many. */
async function write(deps: Deps, end: number, withEvent = true): Promise<number> {
  let n = 0;
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, w) => {
      for (let i = 0; performance.now() < end; i++) {
        await deps.db.transaction(async (tx) => {
          await tx.execute(sql`INSERT INTO bench_changes (writer, n) VALUES (${w}, ${i})`);
          if (!withEvent) return;
          await recordEvent(tx, {
            type: 'member.registered',
            brandId: 1,
            subject: `member:${w}:${i}`,
            payload: { memberId: i, username: `w${w}n${i}`, method: 'username' },
            at: deps.now(),
          });
        });
        n++;
      }
    }),
  );
  return n;
}

/** Drains with the given dispatchers side by side; returns events per second. */
async function drain(dispatchers: EventDispatcher[]): Promise<{ n: number; perSecond: number }> {
  const t0 = performance.now();
  const counts = await Promise.all(dispatchers.map((d) => d.drain()));
  const n = counts.reduce((a, b) => a + b, 0);
  return { n, perSecond: n / ((performance.now() - t0) / 1000) };
}

const rate = (n: number, ms: number) => (n / (ms / 1000)).toFixed(0).padStart(6);

async function bench(label: string, database: Database, second: Database): Promise<void> {
  await migrate(database);
  await database.exec(`CREATE TABLE bench_changes (id bigserial PRIMARY KEY, writer int NOT NULL, n int NOT NULL);
    CREATE TABLE bench_effects (id bigserial PRIMARY KEY, event_id bigint NOT NULL)`);
  const deps = depsOf(database);
  const one = dispatcher(deps, 'copy-a');
  const two = dispatcher(depsOf(second), 'copy-b');
  await one.sync();
  const show = (what: string, value: string) => console.log(`${label.padEnd(10)} ${what.padEnd(44)} ${value}`);

  let t0 = performance.now();
  const plain = await write(deps, t0 + SECONDS * 1000, false);
  show('changes without an event (baseline)', `${rate(plain, performance.now() - t0)} changes/s (${plain})`);
  t0 = performance.now();
  const recorded = await write(deps, t0 + SECONDS * 1000);
  show('changes each recording its event', `${rate(recorded, performance.now() - t0)} events/s  (${recorded})`);
  await drain([one]);
  // A backlog made in bulk, so the dispatch figures do not hang on the writers: half for one
  // dispatcher, then half for two side by side.
  await database.query(
    `WITH e AS (
       INSERT INTO domain_events (type, brand_id, subject, payload, created_at)
       SELECT 'member.registered', 1, 'bulk:' || g, jsonb_build_object('memberId', g, 'username', 'b' || g,
              'method', 'username'), now() FROM generate_series(1, $1::int) g RETURNING id)
     INSERT INTO event_deliveries (event_id, handler, status, next_attempt_at)
     SELECT id, 'bench.count', 'pending', CASE WHEN id % 2 = 0 THEN now() - interval '1 s' ELSE now() + interval '1 day' END
       FROM e`,
    [BACKLOG],
  );
  const single = await drain([one]);
  show('handled, one dispatcher', `${single.perSecond.toFixed(0).padStart(6)} events/s  (${single.n})`);
  await database.query(`UPDATE event_deliveries SET next_attempt_at = now() - interval '1 s' WHERE status = 'pending'`);
  const pair = await drain([one, two]);
  show('handled, two dispatchers side by side', `${pair.perSecond.toFixed(0).padStart(6)} events/s  (${pair.n})`);

  t0 = performance.now();
  let stop = false;
  const loops = [one, two].map(async (d) => {
    let n = 0;
    while (!stop) n += await d.dispatchOnce();
    return n;
  });
  const both = await write(deps, t0 + SECONDS * 1000);
  stop = true;
  const handledMeanwhile = (await Promise.all(loops)).reduce((a, b) => a + b, 0);
  const ms = performance.now() - t0;
  const tail = await drain([one, two]);
  show('recorded while two dispatchers handle', `${rate(both, ms)} events/s  (${both})`);
  show('handled meanwhile', `${rate(handledMeanwhile, ms)} events/s  (${tail.n} left at the end)`);
  const [effects] = await database.query<{ n: number | string }>('SELECT count(*) AS n FROM bench_effects');
  show('handler effects / events (must be 1)', `${(Number(effects?.n) / (recorded + both + BACKLOG)).toFixed(3)}`);

  const jobs = createJobRunner(deps, 'copy-a', { claimLimit: 100 });
  jobs.define({
    type: 'bench.job',
    summary: 'one row',
    mode: 'transaction',
    preview: async () => ({ summary: '', count: 0, items: [] }),
    run: async (tx, ctx) => {
      await tx.execute(sql`INSERT INTO bench_changes (writer, n) VALUES (-1, ${Number(ctx.period)})`);
      return { ok: true };
    },
  });
  for (let i = 0; i < JOB_RUNS; i++)
    await jobs.schedule(deps.db, { type: 'bench.job', period: String(i), dueAt: new Date(0) });
  t0 = performance.now();
  let ran = 0;
  for (let n = await jobs.tick(); n > 0; n = await jobs.tick()) ran += n;
  show('job runs claimed and done (one copy)', `${rate(ran, performance.now() - t0)} runs/s    (${ran})`);

  // The valid-bet record: a day's sums per member (the periodic settlements' question) over 1,000,000
  // rows, on the same scratch database; PostgreSQL only (BENCH_VALID_BETS_PGLITE=1 runs it on PGlite too).
  if (label === 'PostgreSQL' || process.env.BENCH_VALID_BETS_PGLITE === '1') await benchValidBets(database, deps, show);
}

async function main(): Promise<void> {
  console.log(`bench:jobs — ${WRITERS} writers, ${SECONDS} s per timed run\n`);
  const pglite = await openPglite(undefined);
  await bench('PGlite', pglite, pglite);
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
  const other = openPostgres(u.toString(), 4);
  try {
    await bench('PostgreSQL', postgres, other);
  } finally {
    await other.close();
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

await main();
