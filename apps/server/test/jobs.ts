import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Database, type DbOrTx, openPostgres } from '../src/db/client.ts';
import type { Deps } from '../src/deps.ts';
import { every, type JobDefinition, type JobResult } from '../src/jobs/types.ts';
import type { TestApp } from './helpers.ts';
import { sqlRows } from './sql.ts';
import { withDatabase } from './template.ts';

/**
 * Another server copy's view of a test app's database: its own connection pool on PostgreSQL (so two
 * copies really race), the same PGlite database otherwise. The clock is the test clock.
 */
export async function secondCopy(t: TestApp): Promise<{ deps: Deps; close(): Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (!url) return { deps: t.app.deps, close: async () => undefined };
  const [row] = await sqlRows<{ name: string }>(t, sql`SELECT current_database() AS name`);
  const database: Database = openPostgres(withDatabase(url, row?.name ?? ''), 5);
  return { deps: { ...t.app.deps, database, db: database.db }, close: () => database.close() };
}

/** A scratch table of the tests' job and handler effects: no unique key, so a double effect shows. */
export async function createEffects(database: Database): Promise<void> {
  await sqlRows(
    database,
    sql`CREATE TABLE IF NOT EXISTS test_effects (
      id bigserial PRIMARY KEY, kind text NOT NULL, key text NOT NULL, copy text NOT NULL)`,
  );
}

/** How many effects of a kind each key has. */
export async function effectCounts(database: Database, kind: string): Promise<Map<string, number>> {
  const rows = await sqlRows<{ key: string; n: number | string }>(
    database,
    sql`SELECT key, count(*) AS n FROM test_effects WHERE kind = ${kind} GROUP BY key`,
  );
  return new Map(rows.map((r) => [r.key, Number(r.n)]));
}

export interface TallyOptions {
  mode?: 'transaction' | 'idempotent';
  everyMs?: number | null;
  leaseMs?: number;
  maxAttempts?: number;
  /** Throws after writing its effect while this says so. */
  fail?: () => boolean;
  /** Waits this long in the middle of its work. */
  slowMs?: number;
  /** Called when the work starts (the crash test kills the process then). */
  onBegin?: (period: string) => void;
}

/** A test job that writes one effect row per run, keyed by its period, through the run's transaction. */
export function tallyJob(deps: Deps, type: string, copy: string, o: TallyOptions = {}): JobDefinition {
  const effect = async (exec: DbOrTx, period: string): Promise<JobResult> => {
    o.onBegin?.(period);
    await sqlRows(exec, sql`INSERT INTO test_effects (kind, key, copy) VALUES (${type}, ${period}, ${copy})`);
    if (o.slowMs) await sleep(o.slowMs);
    if (o.fail?.()) throw new Error(`${type} failed on purpose`);
    return { wrote: 1, copy };
  };
  const base = {
    type,
    summary: `test job ${type}`,
    ...(o.everyMs === null ? {} : { cadence: every(o.everyMs ?? 60_000) }),
    leaseMs: o.leaseMs ?? 10_000,
    maxAttempts: o.maxAttempts ?? 3,
    preview: async () => ({ summary: 'one effect', count: 1, items: [] }),
  };
  return o.mode === 'idempotent'
    ? { ...base, mode: 'idempotent', run: (ctx) => effect(deps.db, ctx.period) }
    : { ...base, mode: 'transaction', run: (tx, ctx) => effect(tx, ctx.period) };
}
