import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabaseFrom, dropDatabase, sqlRows } from '../../test/sql.ts';
import { ensurePostgresTemplate, withDatabase } from '../../test/template.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';

/**
 * Kills a process running the job runner and the event dispatcher (test/fixtures/platform-worker.ts)
 * with SIGKILL in the middle of a job, again and again, while it records and handles events; then a
 * last copy finishes what is left. Every period's effect must have happened exactly once, and every
 * event committed with its change must have been handled exactly once. On the database under test.
 */
const KILLS = process.env.DATABASE_URL ? 6 : 4;
const SERVER_ROOT = path.resolve(import.meta.dirname, '../..');
const pgUrl = process.env.DATABASE_URL;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lp-jobs-crash-'));
let dbName = '';

const openDb = (): Promise<Database> =>
  pgUrl ? Promise.resolve(openPostgres(withDatabase(pgUrl, dbName), 2)) : openPglite(path.join(dataDir, 'pgdata'));

beforeAll(async () => {
  if (pgUrl) {
    dbName = `lp_jobs_crash_${randomBytes(5).toString('hex')}`;
    await createDatabaseFrom(pgUrl, dbName, process.env.LP_PG_TEMPLATE ?? (await ensurePostgresTemplate(pgUrl)));
  }
  const database = await openDb();
  await migrate(database);
  await database.close();
}, 120_000);

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl && dbName) {
    await dropDatabase(pgUrl, dbName);
  }
});

interface Worker {
  child: ChildProcess;
  lines: string[];
  exited: Promise<number | null>;
  /** Resolves with the first line matching `re` from now on (or already seen after `from`). */
  waitFor(re: RegExp, ms: number, from?: number): Promise<string>;
}

function startWorker(env: Record<string, string>): Worker {
  const { DATABASE_URL: _d, REDIS_URL: _r, ...rest } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'test/fixtures/platform-worker.ts'], {
    cwd: SERVER_ROOT,
    env: {
      ...rest,
      ...(pgUrl ? { WORKER_DB: withDatabase(pgUrl, dbName) } : { WORKER_DATA_DIR: path.join(dataDir, 'pgdata') }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  let partial = '';
  let errors = '';
  child.stdout?.on('data', (d: Buffer) => {
    const parts = (partial + d.toString()).split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  });
  child.stderr?.on('data', (d: Buffer) => {
    errors += d.toString();
  });
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  const waitFor = async (re: RegExp, ms: number, from = 0) => {
    const end = Date.now() + ms;
    for (;;) {
      const hit = lines.slice(from).find((l) => re.test(l));
      if (hit) return hit;
      if (Date.now() > end || child.exitCode !== null) throw new Error(`no ${re} from the worker: ${errors}`);
      await sleep(20);
    }
  };
  return { child, lines, exited, waitFor };
}

const count = (rows: { n: number | string }[]) => Number(rows[0]?.n ?? 0);

describe('killing a copy in the middle of its jobs and events', () => {
  it(`loses and doubles nothing over ${KILLS} SIGKILLs`, async () => {
    const committed: number[] = [];
    let pendingAtStarts = 0;
    for (let round = 0; round < KILLS; round++) {
      const w = startWorker({ WORKER_COPY: `copy-${round}`, WORKER_EMIT: '1' });
      await w.waitFor(/^ready$/, 60_000);
      const ready = w.lines.indexOf('ready');
      // A job holds its transaction open for 400 ms after it begins: the kill lands inside it.
      // A restarted copy first re-runs the run the last one died in: every other round lets that one
      // finish and kills the next, so the kills fall on several periods.
      const first = await w.waitFor(/^job-begin /, 10_000, ready);
      if (round % 2 === 1) await w.waitFor(/^job-begin /, 10_000, w.lines.indexOf(first) + 1);
      await sleep(Math.floor(Math.random() * 300));
      w.child.kill('SIGKILL');
      await w.exited;
      for (const l of w.lines) {
        if (l.startsWith('committed ')) committed.push(Number(l.slice(10)));
        if (l.startsWith('pending-at-start ')) pendingAtStarts += Number(l.slice(17));
      }
    }
    const last = startWorker({ WORKER_COPY: 'last', WORKER_DRAIN: '1' });
    expect(await last.exited).toBe(0);
    const drainedFrom = new Date(last.lines.find((l) => l.startsWith('drained '))?.slice(8) ?? 'none');
    expect(Number.isNaN(drainedFrom.getTime())).toBe(false);
    pendingAtStarts += Number(last.lines.find((l) => l.startsWith('pending-at-start '))?.slice(17) ?? 0);

    const database = await openDb();
    try {
      // Jobs: every period due before the last copy started is done; a done period's effect is there
      // exactly once, an unfinished one's not at all; some runs were re-run after a kill.
      const periods = await sqlRows<{
        period: string;
        status: string;
        attempts: number;
        due_at: string;
        effects: number | string;
      }>(
        database,
        sql`SELECT r.period, r.status, r.attempts, r.due_at,
                (SELECT count(*) FROM test_effects e WHERE e.kind = 'crash.tally' AND e.key = r.period) AS effects
           FROM job_runs r WHERE r.job_type = 'crash.tally' ORDER BY r.period`,
      );
      expect(periods.length).toBeGreaterThan(1);
      expect(periods.filter((p) => p.status !== 'done' && new Date(p.due_at) < drainedFrom)).toEqual([]);
      expect(periods.filter((p) => Number(p.effects) !== (p.status === 'done' ? 1 : 0))).toEqual([]);
      const done = periods.filter((p) => p.status === 'done').length;
      expect(
        count(await sqlRows(database, sql`SELECT count(*) AS n FROM test_effects WHERE kind = 'crash.tally'`)),
      ).toBe(done);
      expect(periods.filter((p) => p.attempts > 1).length).toBeGreaterThan(0);

      // Events: each committed change has its event, each event was handled exactly once, and some
      // were committed but not yet handled when a copy died.
      expect(committed.length).toBeGreaterThan(KILLS);
      const events = await sqlRows<{ id: number | string; effects: number | string; status: string }>(
        database,
        sql`SELECT e.id, d.status,
                (SELECT count(*) FROM test_effects x WHERE x.kind = 'crash.count' AND x.key = e.id::text) AS effects
           FROM domain_events e JOIN event_deliveries d ON d.event_id = e.id AND d.handler = 'crash.count'
          WHERE e.subject LIKE 'crash:%'`,
      );
      const ids = new Set(events.map((e) => Number(e.id)));
      expect(committed.filter((id) => !ids.has(id))).toEqual([]);
      expect(events.filter((e) => e.status !== 'done' || Number(e.effects) !== 1)).toEqual([]);
      const changes = count(await sqlRows(database, sql`SELECT count(*) AS n FROM test_effects WHERE kind = 'change'`));
      expect(changes).toBe(events.length);
      expect(pendingAtStarts).toBeGreaterThan(0);
      process.stdout.write(
        `jobs crash test: ${KILLS} kills, ${periods.length} periods (${periods.filter((p) => p.attempts > 1).length} re-run), ${events.length} events (${pendingAtStarts} waiting at restarts)\n`,
      );
    } finally {
      await database.close();
    }
  }, 400_000);
});
