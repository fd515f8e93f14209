import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Deps } from '../../deps.ts';
import { claimRuns } from '../../jobs/run-store.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { periodKey } from '../agent-payouts/periods.ts';
import { drain } from '../agent-payouts/test-kit.ts';
import { createBrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { promotionPayoutJobs } from './jobs.ts';
import { createPromotionPayouts, PAY_JOB, SCAN_JOB, subjectOf } from './service.ts';
import { CASH, promotion, validBet } from './test-kit.ts';

// Rebate and cashback (docs/decisions/1300-promotions.md "Periodic kinds"): the sums, the rates per
// category, minPayout and cap, eligibility, and exactly once per period with two copies and after a
// crash (each copy has its own connections on PostgreSQL).

let t: TestApp;
let other: Awaited<ReturnType<typeof secondCopy>>;
let brand: Brand;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await createTestApp();
  other = await secondCopy(t);
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(async () => {
  await other.close();
  await t.close();
});

function copyOn(deps: Deps, name: string) {
  const jobs = createJobRunner(deps, name);
  const payouts = createPromotionPayouts(deps, createBrandService(deps));
  for (const j of promotionPayoutJobs(payouts, jobs)) jobs.define(j);
  return { jobs, payouts };
}

async function rewardsOf(promotionId: number) {
  return sqlRows<{ member_id: string; amount: string; source_key: string; source: string }>(
    t,
    sql`SELECT member_id, amount, source_key, source FROM promotion_rewards WHERE promotion_id = ${promotionId} ORDER BY member_id`,
  );
}

const rebateRules = (over: Record<string, unknown> = {}) => ({
  kind: 'rebate' as const,
  period: 'daily',
  rates: { slots: 100, live: 50 },
  minPayout: 500,
  cap: 5_000,
  wagering: CASH,
  ...over,
});

describe('rebate and cashback amounts', () => {
  it('rebate: bp of valid bet per category, under minPayout nothing, above cap the cap, other days not counted', async () => {
    const day = dayStart(brand, '2031-05-10');
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    const p = await promotion(t.app.deps.db, brand.id, rebateRules());
    const [a, b, c] = [await createMember(t.app), await createMember(t.app), await createMember(t.app)];
    // a: 100,000 slots (1% = 1,000) + 40,000 live (0.5% = 200) = 1,200; a bet the day before and one after not counted.
    await validBet(t.app.deps.db, brand.id, a.id, new Date(day.getTime() + HOUR), { stake: 100_000 });
    await validBet(t.app.deps.db, brand.id, a.id, new Date(day.getTime() + 2 * HOUR), {
      category: 'live',
      stake: 50_000,
      valid: 40_000,
    });
    await validBet(t.app.deps.db, brand.id, a.id, new Date(day.getTime() - 1), { stake: 900_000 });
    await validBet(t.app.deps.db, brand.id, a.id, span.end, { stake: 900_000 });
    // b: 40,000 slots = 400, under minPayout 500; c: 10,000,000 slots = 100,000, capped at 5,000.
    await validBet(t.app.deps.db, brand.id, b.id, new Date(day.getTime() + HOUR), { stake: 40_000 });
    await validBet(t.app.deps.db, brand.id, c.id, new Date(day.getTime() + HOUR), {
      stake: 10_000_000,
      category: 'slots',
    });
    // A category without a rate pays nothing.
    await validBet(t.app.deps.db, brand.id, b.id, new Date(day.getTime() + HOUR), {
      stake: 9_000_000,
      category: 'fish',
    });
    const promo = await t.app.services.promotionPayouts.promotion(p.id);
    if (!promo) throw new Error('no promotion');
    const got = await t.app.services.promotionPayouts.compute(promo, span);
    expect(got).toEqual([
      { memberId: a.id, amount: 1_200 },
      { memberId: c.id, amount: 5_000 },
    ]);
  });

  it('cashback: bp of stake less win per category, only where positive; tagged members only when tags are set', async () => {
    const day = dayStart(brand, '2031-05-11');
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    const p = await promotion(
      t.app.deps.db,
      brand.id,
      { ...rebateRules({ kind: 'cashback', rates: { slots: 1_000, live: 1_000 }, minPayout: 0, cap: null }) },
      { eligibility: { newMembersDays: null, minVipLevel: 0, tags: ['vip'], repeat: 'once' } },
    );
    const [a, b] = [await createMember(t.app), await createMember(t.app)];
    await sqlRows(
      t,
      sql`INSERT INTO member_tags (brand_id, member_id, tag, added_at) VALUES (${brand.id}, ${a.id}, 'vip', now())`,
    );
    // a: slots lost 30,000 (10% = 3,000); live won 50,000 more than staked (not negative cashback).
    await validBet(t.app.deps.db, brand.id, a.id, new Date(day.getTime() + HOUR), { stake: 50_000, win: 20_000 });
    await validBet(t.app.deps.db, brand.id, a.id, new Date(day.getTime() + HOUR), {
      category: 'live',
      stake: 10_000,
      win: 60_000,
    });
    // b lost too, but carries no 'vip' tag.
    await validBet(t.app.deps.db, brand.id, b.id, new Date(day.getTime() + HOUR), { stake: 50_000 });
    const promo = await t.app.services.promotionPayouts.promotion(p.id);
    if (!promo) throw new Error('no promotion');
    expect(await t.app.services.promotionPayouts.compute(promo, span)).toEqual([{ memberId: a.id, amount: 3_000 }]);
  });
});

describe('exactly once', () => {
  it('two copies scanning and paying the same period at the same moment issue each reward once', async () => {
    const day = dayStart(brand, '2031-06-10');
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    const p = await promotion(t.app.deps.db, brand.id, rebateRules());
    const members: { id: number }[] = [];
    for (let i = 0; i < 5; i++) members.push(await createMember(t.app));
    for (const [i, m] of members.entries()) {
      await validBet(t.app.deps.db, brand.id, m.id, new Date(day.getTime() + HOUR), { stake: 100_000 * (i + 1) });
    }
    t.clock.set(new Date(span.end.getTime() + 10 * 60_000));
    const mine = copyOn(t.app.deps, 'copy-a');
    const theirs = copyOn(other.deps, 'copy-b');
    await Promise.all([mine.jobs.runNow(SCAN_JOB), theirs.jobs.runNow(SCAN_JOB)]);
    const subject = subjectOf(brand.id, p.id);
    const outcomes = await Promise.all([
      mine.jobs.runNow(PAY_JOB, subject, periodKey(span)),
      theirs.jobs.runNow(PAY_JOB, subject, periodKey(span)),
      mine.jobs.runNow(PAY_JOB, subject, periodKey(span)),
      theirs.jobs.runNow(PAY_JOB, subject, periodKey(span)),
    ]);
    expect(outcomes.filter((o) => o.outcome === 'done')).toHaveLength(1);
    await Promise.all([drain(mine.jobs), drain(theirs.jobs)]);
    const rewards = await rewardsOf(p.id);
    expect(rewards.map((r) => Number(r.amount))).toEqual([1_000, 2_000, 3_000, 4_000, 5_000]);
    expect(rewards.every((r) => r.source_key.startsWith(`rebate:${p.id}:${periodKey(span)}:`))).toBe(true);
    const [events] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM domain_events WHERE type = 'promotion.reward_issued' AND (payload ->> 'promotionId')::bigint = ${p.id}`,
    );
    expect(Number(events?.n)).toBe(5);
  });

  it('a pay run that dies midway commits nothing; the retry pays everyone once; a dead copy’s claim is taken over', async () => {
    const day = dayStart(brand, '2031-07-10');
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    const p = await promotion(t.app.deps.db, brand.id, rebateRules({ cap: null }));
    const members = await Promise.all(Array.from({ length: 4 }, () => createMember(t.app)));
    for (const m of members)
      await validBet(t.app.deps.db, brand.id, m.id, new Date(day.getTime() + HOUR), { stake: 200_000 });
    // The third reward of this promotion to be inserted kills its transaction, once.
    await sqlRows(t, sql`CREATE SEQUENCE IF NOT EXISTS test_rebate_crash`);
    await sqlRows(
      t,
      sql`CREATE OR REPLACE FUNCTION test_rebate_crash() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.source = 'rebate' AND nextval('test_rebate_crash') = 3 THEN
              RAISE EXCEPTION 'copy died';
            END IF;
            RETURN NEW;
          END $$`,
    );
    await sqlRows(
      t,
      sql`CREATE TRIGGER test_rebate_crash BEFORE INSERT ON promotion_rewards FOR EACH ROW EXECUTE FUNCTION test_rebate_crash()`,
    );
    try {
      t.clock.set(new Date(span.end.getTime() + 10 * 60_000));
      const copy = copyOn(t.app.deps, 'copy-a');
      const subject = subjectOf(brand.id, p.id);
      await copy.payouts.scheduleDue(copy.jobs, t.clock.now());
      const first = await copy.jobs.runNow(PAY_JOB, subject, periodKey(span));
      expect(first.outcome).toBe('failed');
      expect(await rewardsOf(p.id)).toEqual([]);
      // Another copy claims the run and dies holding it; after its lease the run is done once.
      const claimed = await claimRuns(t.app.deps.db, PAY_JOB, 'dead/1', t.clock.now(), 60_000, 10);
      expect(claimed.some((c) => c.subject === subject)).toBe(true);
      t.clock.advance(11 * 60_000);
      await drain(copy.jobs);
      await drain(copy.jobs);
      const rewards = await rewardsOf(p.id);
      expect(rewards.map((r) => Number(r.amount))).toEqual([2_000, 2_000, 2_000, 2_000]);
      const again = await copy.jobs.runNow(PAY_JOB, subject, periodKey(span));
      expect(again.outcome).toBe('already');
      expect(await rewardsOf(p.id)).toHaveLength(4);
    } finally {
      await sqlRows(t, sql`DROP TRIGGER IF EXISTS test_rebate_crash ON promotion_rewards`);
    }
  });
});
