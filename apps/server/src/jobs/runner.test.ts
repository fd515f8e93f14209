import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createEffects, effectCounts, tallyJob } from '../../test/jobs.ts';
import { sqlRows } from '../../test/sql.ts';
import { claimRuns, finishRun, type JobRun } from './run-store.ts';
import { createJobRunner } from './runner.ts';

let t: TestApp;
const T0 = new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await createEffects(t.database);
});
afterAll(() => t.close());

const runsOf = (type: string) =>
  sqlRows<{ period: string; status: string; attempts: number; claimed_by: string; last_error: string }>(
    t,
    sql`SELECT period, status, attempts, claimed_by, last_error FROM job_runs WHERE job_type = ${type} ORDER BY id`,
  );

describe('the job runner', () => {
  it('runs a periodic job once per period, however often it ticks, and keeps a run record', async () => {
    t.clock.set(T0);
    const jobs = createJobRunner(t.app.deps, 'copy-a');
    jobs.define(tallyJob(t.app.deps, 'test.periodic', 'copy-a', { everyMs: 60_000 }));
    for (let i = 0; i < 5; i++) await jobs.tick();
    t.clock.advance(59_000);
    await jobs.tick();
    t.clock.advance(1_000);
    await jobs.tick();
    await jobs.tick();
    expect([...(await effectCounts(t.database, 'test.periodic'))]).toEqual([
      ['2030-01-01T00:00:00.000Z', 1],
      ['2030-01-01T00:01:00.000Z', 1],
    ]);
    const [run] = await jobs.runs({ type: 'test.periodic' }, 1);
    expect(run).toMatchObject({
      period: '2030-01-01T00:01:00.000Z',
      status: 'done',
      attempts: 1,
      result: { wrote: 1, copy: 'copy-a' },
      claimedBy: expect.stringMatching(/^copy-a\//),
      startedAt: new Date('2030-01-01T00:01:00Z'),
      finishedAt: new Date('2030-01-01T00:01:00Z'),
    });
  });

  it("commits a transactional job's effect only with its run record: a failure leaves neither", async () => {
    t.clock.set(T0);
    let failing = true;
    const jobs = createJobRunner(t.app.deps, 'copy-a');
    jobs.define(tallyJob(t.app.deps, 'test.atomic', 'copy-a', { fail: () => failing }));
    await jobs.tick();
    expect(await effectCounts(t.database, 'test.atomic')).toEqual(new Map());
    expect(await runsOf('test.atomic')).toMatchObject([
      { status: 'pending', attempts: 1, last_error: 'test.atomic failed on purpose' },
    ]);
    failing = false;
    t.clock.advance(5_000);
    await jobs.tick();
    expect([...(await effectCounts(t.database, 'test.atomic')).values()]).toEqual([1]);
    expect(await runsOf('test.atomic')).toMatchObject([{ status: 'done', attempts: 2, last_error: null }]);
  });

  it('retries a failing run with growing waits, parks it after its attempts, and runs it again on demand', async () => {
    t.clock.set(T0);
    let failing = true;
    const jobs = createJobRunner(t.app.deps, 'copy-a');
    jobs.define(
      tallyJob(t.app.deps, 'test.failing', 'copy-a', { fail: () => failing, maxAttempts: 3, everyMs: 86_400_000 }),
    );
    const due = async () => {
      const [row] = await sqlRows<{ due_at: string }>(
        t,
        sql`SELECT due_at FROM job_runs WHERE job_type = 'test.failing'`,
      );
      return row && new Date(row.due_at);
    };
    await jobs.tick();
    expect(await due()).toEqual(new Date(T0.getTime() + 5_000));
    t.clock.advance(4_999);
    expect(await jobs.tick()).toBe(0);
    t.clock.advance(1);
    expect(await jobs.tick()).toBe(1);
    expect(await due()).toEqual(new Date(T0.getTime() + 5_000 + 10_000));
    t.clock.advance(10_000);
    await jobs.tick();
    expect(await runsOf('test.failing')).toMatchObject([{ status: 'parked', attempts: 3 }]);
    t.clock.advance(3_600_000);
    await jobs.tick();
    expect(await runsOf('test.failing')).toMatchObject([{ status: 'parked', attempts: 3 }]);

    failing = false;
    const again = await jobs.runNow('test.failing', '', T0.toISOString());
    expect(again).toMatchObject({ outcome: 'done', run: { status: 'done', attempts: 1 } });
    expect(await jobs.runNow('test.failing', '', T0.toISOString())).toMatchObject({ outcome: 'already' });
    expect([...(await effectCounts(t.database, 'test.failing')).values()]).toEqual([1]);
  });

  it('takes over the run of a copy that died after its lease, and throws away that copy’s late work', async () => {
    t.clock.set(T0);
    const jobs = createJobRunner(t.app.deps, 'copy-b');
    jobs.define(tallyJob(t.app.deps, 'test.lease', 'copy-b', { leaseMs: 10_000, mode: 'idempotent' }));
    // The dead copy claims the period and never finishes.
    await jobs.schedule(t.app.deps.db, { type: 'test.lease', period: T0.toISOString(), dueAt: T0 });
    const [dead] = await claimRuns(t.app.deps.db, 'test.lease', 'dead/1', T0, 10_000, 1);
    expect(dead?.attempts).toBe(1);
    t.clock.advance(9_999);
    expect(await jobs.tick()).toBe(0);
    t.clock.advance(1);
    expect(await jobs.tick()).toBe(1);
    expect(await runsOf('test.lease')).toMatchObject([
      { status: 'done', attempts: 2, claimed_by: expect.stringMatching(/^copy-b\//) },
    ]);
    // The dead copy wakes up and tries to record its run: the claim is no longer its own.
    expect(await finishRun(t.app.deps.db, (dead as JobRun).id, 'dead/1', { late: true }, t.clock.now())).toBe(false);
    expect((await jobs.runs({ type: 'test.lease' }, 1))[0]?.result).toEqual({ wrote: 1, copy: 'copy-b' });
  });

  it('parks a run whose copies keep dying mid-run instead of trying it for ever', async () => {
    t.clock.set(T0);
    const jobs = createJobRunner(t.app.deps, 'copy-c');
    jobs.define(tallyJob(t.app.deps, 'test.doomed', 'copy-c', { leaseMs: 1_000, maxAttempts: 2, everyMs: null }));
    await jobs.schedule(t.app.deps.db, { type: 'test.doomed', period: 'p1', dueAt: T0 });
    for (let i = 1; i <= 2; i++) {
      await claimRuns(t.app.deps.db, 'test.doomed', `dead/${i}`, t.clock.now(), 1_000, 1);
      t.clock.advance(1_000);
    }
    await jobs.tick();
    expect(await runsOf('test.doomed')).toMatchObject([
      { status: 'parked', attempts: 3, last_error: 'the copy running it stopped mid-run' },
    ]);
    expect(await effectCounts(t.database, 'test.doomed')).toEqual(new Map());
  });

  it('runs a scheduled job when its time comes, once', async () => {
    t.clock.set(T0);
    const jobs = createJobRunner(t.app.deps, 'copy-a');
    jobs.define(tallyJob(t.app.deps, 'test.scheduled', 'copy-a', { everyMs: null }));
    await t.app.deps.db.transaction((tx) =>
      jobs.schedule(tx, {
        type: 'test.scheduled',
        subject: 'draw-7',
        period: 'draw-7',
        dueAt: new Date(T0.getTime() + 60_000),
      }),
    );
    expect(await jobs.tick()).toBe(0);
    t.clock.advance(60_000);
    expect(await jobs.tick()).toBe(1);
    expect(await jobs.tick()).toBe(0);
    expect([...(await effectCounts(t.database, 'test.scheduled'))]).toEqual([['draw-7', 1]]);
    await expect(jobs.schedule(t.app.deps.db, { type: 'test.unknown', period: 'x', dueAt: T0 })).rejects.toThrow(
      /not defined/,
    );
  });
});
