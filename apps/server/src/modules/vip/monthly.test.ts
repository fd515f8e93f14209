import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Deps } from '../../deps.ts';
import { claimRuns } from '../../jobs/run-store.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { drain } from '../agent-payouts/test-kit.ts';
import { clubLabels } from '../auth/club-label.ts';
import { validBet } from '../promotion-payouts/test-kit.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { MONTHLY, vipJobs } from './jobs.ts';
import { staffCalls, TEST_LEVELS } from './test-kit.ts';
import { createVipService, MONTHLY_JOB } from './vip-service.ts';

// The monthly VIP check (docs/decisions/1520-vip.md): a run per (vip.monthly, brand, month); levels the
// rolling period no longer reaches drop, kept levels get their monthly bonus; exactly once with two
// copies racing (each with its own connections on PostgreSQL) and after a run dies midway.

let t: TestApp;
let brand: Brand;
let other: Awaited<ReturnType<typeof secondCopy>>;
let finance: ReturnType<typeof staffCalls>;
const DAY = 86_400_000;
const ACTING = { actor: { kind: 'cli' as const, id: 'test', name: 'test', role: 'owner' }, ip: '', channel: 'cli' };

beforeAll(async () => {
  t = await createTestApp();
  other = await secondCopy(t);
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
  finance = staffCalls(t, await signInStaff(t, await makeStaff(t, { role: 'finance' })));
  const saved = await finance.put('/backoffice/api/vip/levels', {
    rollingDays: 30,
    levels: TEST_LEVELS,
    reason: 'test',
  });
  expect(saved.body.success).toBe(true);
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function copyOn(deps: Deps, name: string) {
  const jobs = createJobRunner(deps, name);
  const vip = createVipService(deps, clubLabels());
  for (const j of vipJobs(vip)) jobs.define(j);
  return { jobs, vip };
}

const levelOf = async (memberId: number) =>
  Number(
    (await sqlRows<{ level: number }>(t, sql`SELECT level FROM vip_members WHERE member_id = ${memberId}`))[0]?.level ??
      0,
  );

async function monthRewards(month: string) {
  return sqlRows<{ member_id: string; amount: string }>(
    t,
    sql`SELECT member_id, amount FROM promotion_rewards WHERE source = 'vip' AND source_key LIKE ${`vip:month:${month}:%`} ORDER BY member_id`,
  );
}

const downEvents = async (memberId: number) =>
  (
    await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM domain_events WHERE type = 'vip.level_changed' AND subject = ${String(memberId)}
           AND payload ->> 'direction' = 'down'`,
    )
  )[0]?.n;

/** Three members for the month ending at `due`: kept at 1, dropped from 3 to 1, dropped from 1 to 0 (old bets). */
async function arrange(due: Date) {
  const [keep, drop, stale] = await Promise.all([1, 2, 3].map(() => createMember(t.app, { brandId: brand.id })));
  if (!keep || !drop || !stale) throw new Error('no members');
  const inside = new Date(due.getTime() - 5 * DAY);
  await validBet(t.app.deps.db, brand.id, keep.id, inside, { stake: 1_500 });
  await validBet(t.app.deps.db, brand.id, drop.id, inside, { stake: 1_200 });
  await validBet(t.app.deps.db, brand.id, stale.id, new Date(due.getTime() - 40 * DAY), { stake: 90_000 });
  t.clock.set(new Date(inside.getTime() + 60_000));
  for (const m of [keep, drop]) {
    await t.app.deps.db.transaction((tx) => t.app.services.vip.raise(tx, brand.id, m.id, t.clock.now()));
  }
  for (const [m, level] of [
    [drop, 3],
    [stale, 1],
  ] as const) {
    // Through the service: the staff session would have gone idle on the moved clock.
    await t.app.services.vipBackoffice.setMemberLevel(
      brand,
      { username: m.username, level, reason: 'arrange' },
      ACTING,
    );
  }
  expect([await levelOf(keep.id), await levelOf(drop.id), await levelOf(stale.id)]).toEqual([1, 3, 1]);
  return { keep, drop, stale };
}

describe('the monthly check', () => {
  it('is due at the start of the next month for the month just ended', () => {
    expect(MONTHLY.at(new Date('2031-06-01T00:00:05Z'))).toEqual({
      period: '2031-05',
      dueAt: new Date('2031-06-01T00:00:00Z'),
    });
    expect(MONTHLY.at(new Date('2031-01-31T23:59:59Z')).period).toBe('2030-12');
  });

  it('downgrades and pays the monthly bonus exactly once with two copies racing', async () => {
    const due = new Date('2031-06-01T00:00:00Z');
    const { keep, drop, stale } = await arrange(due);
    t.clock.set(new Date(due.getTime() + 60_000));
    const mine = copyOn(t.app.deps, 'copy-a');
    const theirs = copyOn(other.deps, 'copy-b');
    const subject = String(brand.id);
    const outcomes = await Promise.all([
      mine.jobs.runNow(MONTHLY_JOB, subject, '2031-05'),
      theirs.jobs.runNow(MONTHLY_JOB, subject, '2031-05'),
      mine.jobs.runNow(MONTHLY_JOB, subject, '2031-05'),
      theirs.jobs.runNow(MONTHLY_JOB, subject, '2031-05'),
    ]);
    expect(outcomes.filter((o) => o.outcome === 'done')).toHaveLength(1);
    // The loops of both copies tick too: the month is done, nothing runs again.
    await Promise.all([drain(mine.jobs), drain(theirs.jobs)]);
    expect([await levelOf(keep.id), await levelOf(drop.id), await levelOf(stale.id)]).toEqual([1, 1, 0]);
    const paid = await monthRewards('2031-05');
    expect(paid.map((r) => [Number(r.member_id), Number(r.amount)])).toEqual(
      [
        [keep.id, 100],
        [drop.id, 100],
      ].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0)),
    );
    expect([await downEvents(keep.id), await downEvents(drop.id), await downEvents(stale.id)].map(Number)).toEqual([
      0, 1, 1,
    ]);
    const [club] = await sqlRows<{ club_rank: number; member_labels: string[] }>(
      t,
      sql`SELECT club_rank, member_labels FROM members WHERE id = ${stale.id}`,
    );
    expect(club).toEqual({ club_rank: 0, member_labels: [] });
    const runs = await sqlRows<{ status: string }>(
      t,
      sql`SELECT status FROM job_runs WHERE job_type = ${MONTHLY_JOB} AND subject = ${subject} AND period = '2031-05'`,
    );
    expect(runs).toEqual([{ status: 'done' }]);
  });

  it('a run that dies midway commits nothing; the retry and a dead copy’s claim end in one run', async () => {
    const due = new Date('2031-09-01T00:00:00Z');
    const { keep, drop, stale } = await arrange(due);
    // The second monthly reward inserted kills the run's transaction, once.
    await t.app.deps.db.transaction(async (tx) => {
      await sqlRows(tx, sql`CREATE SEQUENCE IF NOT EXISTS test_vip_crash`);
      await sqlRows(
        tx,
        sql`CREATE OR REPLACE FUNCTION test_vip_crash() RETURNS trigger LANGUAGE plpgsql AS $$
            BEGIN
              IF NEW.source = 'vip' AND NEW.source_key LIKE 'vip:month:2031-08:%' AND nextval('test_vip_crash') = 2 THEN
                RAISE EXCEPTION 'copy died';
              END IF;
              RETURN NEW;
            END $$`,
      );
      await sqlRows(
        tx,
        sql`CREATE TRIGGER test_vip_crash BEFORE INSERT ON promotion_rewards FOR EACH ROW EXECUTE FUNCTION test_vip_crash()`,
      );
    });
    try {
      t.clock.set(new Date(due.getTime() + 60_000));
      const copy = copyOn(t.app.deps, 'copy-a');
      const subject = String(brand.id);
      const first = await copy.jobs.runNow(MONTHLY_JOB, subject, '2031-08');
      expect(first.outcome).toBe('failed');
      expect(await monthRewards('2031-08')).toEqual([]);
      expect([await levelOf(keep.id), await levelOf(drop.id), await levelOf(stale.id)]).toEqual([1, 3, 1]);
      // After the retry wait another copy claims the run and dies holding it; after its lease the run is done once.
      t.clock.advance(60_000);
      const claimed = await claimRuns(t.app.deps.db, MONTHLY_JOB, 'dead/1', t.clock.now(), 60_000, 10);
      expect(claimed.some((c) => c.subject === subject && c.period === '2031-08')).toBe(true);
      t.clock.advance(11 * 60_000);
      await drain(copy.jobs);
      await drain(copy.jobs);
      expect([await levelOf(keep.id), await levelOf(drop.id), await levelOf(stale.id)]).toEqual([1, 1, 0]);
      const paid = await monthRewards('2031-08');
      expect(paid.map((r) => Number(r.member_id))).toEqual([keep.id, drop.id].sort((a, b) => a - b));
      expect(Number(await downEvents(drop.id))).toBe(1);
      const again = await copy.jobs.runNow(MONTHLY_JOB, subject, '2031-08');
      expect(again.outcome).toBe('already');
      expect(await monthRewards('2031-08')).toHaveLength(2);
    } finally {
      await sqlRows(t, sql`DROP TRIGGER IF EXISTS test_vip_crash ON promotion_rewards`);
    }
  });
});
