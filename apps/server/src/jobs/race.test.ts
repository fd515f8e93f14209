import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createEffects, effectCounts, secondCopy, tallyJob } from '../../test/jobs.ts';
import { sqlRows } from '../../test/sql.ts';
import type { Deps } from '../deps.ts';
import { createJobRunner } from './runner.ts';

/**
 * Two server copies on one database, each with its own connections on PostgreSQL, tick side by side
 * many times per period: every period of every job must run once. (On PGlite there is one connection,
 * so the race is only between interleaved statements; the PostgreSQL run is the proof.)
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof secondCopy>>;
const T0 = new Date('2030-01-01T00:00:00Z');
const PERIODS = 25;
const TICKS_PER_PERIOD = 8;

beforeAll(async () => {
  t = await createTestApp();
  await createEffects(t.database);
  other = await secondCopy(t);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function copy(deps: Deps, name: string) {
  const jobs = createJobRunner(deps, name);
  jobs.define(tallyJob(deps, 'race.atomic', name, { everyMs: 1_000, slowMs: 3 }));
  jobs.define(tallyJob(deps, 'race.outside', name, { everyMs: 1_000, slowMs: 3, mode: 'idempotent' }));
  return jobs;
}

describe('two server copies on one database', () => {
  it(`run each period once: ${PERIODS} periods, ${TICKS_PER_PERIOD} racing ticks each`, async () => {
    const copies = [copy(t.app.deps, 'copy-a'), copy(other.deps, 'copy-b')];
    for (let p = 0; p < PERIODS; p++) {
      t.clock.set(new Date(T0.getTime() + p * 1_000 + (p % 7) * 100));
      await Promise.all(Array.from({ length: TICKS_PER_PERIOD }, (_, i) => copies[i % 2]?.tick()));
    }
    const periods = Array.from({ length: PERIODS }, (_, p) => new Date(T0.getTime() + p * 1_000).toISOString());
    for (const type of ['race.atomic', 'race.outside']) {
      const counts = await effectCounts(t.database, type);
      expect(
        periods.filter((p) => counts.get(p) !== 1),
        `${type}: periods not run exactly once`,
      ).toEqual([]);
      expect(counts.size).toBe(PERIODS);
      const runs = await sqlRows<{ status: string; n: number | string }>(
        t,
        sql`SELECT status, count(*) AS n FROM job_runs WHERE job_type = ${type} GROUP BY status`,
      );
      expect(runs.map((r) => [r.status, Number(r.n)])).toEqual([['done', PERIODS]]);
    }
  });
});
