import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Deps } from '../../deps.ts';
import { claimRuns } from '../../jobs/run-store.ts';
import { createJobRunner, type JobRunner } from '../../jobs/runner.ts';
import { createBrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { createWalletService } from '../wallet/wallet-service.ts';
import { agentPayoutJobs } from './jobs.ts';
import { type AgentPayoutsService, createAgentPayoutsService } from './payout-service.ts';
import { payJobType, periodKey } from './periods.ts';
import { type Agent, bet, chain, contract, drain, ledgerBalanced, mainBalance, player, tier } from './test-kit.ts';

/**
 * Exactly once (docs/decisions/1120): two server copies ticking at once, the same period computed and
 * the same payout paid from both copies at the same moment, a copy that dies holding a claim, and a
 * payment whose transaction dies after its ledger posting. Each copy has its own connections on
 * PostgreSQL (the proof); on PGlite the race is between interleaved statements.
 */
let t: TestApp;
let other: Awaited<ReturnType<typeof secondCopy>>;
let brand: Brand;
const HOUR = 3_600_000;

interface Copy {
  jobs: JobRunner;
  payouts: AgentPayoutsService;
}

function copyOn(deps: Deps, name: string): Copy {
  const brands = createBrandService(deps);
  const jobs = createJobRunner(deps, name);
  const payouts = createAgentPayoutsService(deps, createWalletService(deps), brands, jobs);
  for (const j of agentPayoutJobs(payouts, brands)) jobs.define(j);
  return { jobs, payouts };
}

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

/** A team of `depth` agents on daily wages from `day`, each level's player betting; returns the agents. */
async function team(day: Date, depth: number): Promise<Agent[]> {
  const a = await chain(t.app, brand, depth);
  for (let k = 0; k < depth; k++) {
    await contract(t.app.deps.db, brand, {
      holder: a[k] as Agent,
      ...(k > 0 ? { payer: a[k - 1] } : {}),
      kind: 'dailyWage',
      period: 'daily',
      tiers: [tier(100 - k * 10)],
      effectiveFrom: day,
    });
    const p = await player(t.app, brand, a[k] as Agent);
    await bet(t.app.deps.db, brand, p, new Date(day.getTime() + HOUR), { stake: 100_000 * (k + 1) });
  }
  return a;
}

/** The team's payouts and the ledger transactions behind them. */
async function tally(agents: Agent[]) {
  const ids = agents.map((a) => a.id);
  const rows = await sqlRows<{ agent_id: string; gross: string; status: string; tx: string | null; postings: string }>(
    t,
    sql`SELECT p.agent_id, p.gross, p.status, p.ledger_transaction_id AS tx,
               (SELECT count(*) FROM ledger_transactions x WHERE x.reference_type = 'agent_payout' AND x.reference_id = p.id::text) AS postings
          FROM agent_payouts p WHERE p.agent_id IN (${sql.join(ids, sql`, `)}) ORDER BY p.agent_id`,
  );
  const [events] = await sqlRows<{ n: string }>(
    t,
    sql`SELECT count(*) AS n FROM domain_events WHERE type = 'agent.payout.paid'
         AND (payload ->> 'agentId')::bigint IN (${sql.join(ids, sql`, `)})`,
  );
  return { rows, events: Number(events?.n ?? 0) };
}

/** Each level's expected net: its gross less its child's. */
async function netsOf(agents: Agent[], gross: number[]) {
  const got: number[] = [];
  for (const a of agents) got.push(await mainBalance(t.app.deps.db, a.id));
  expect(got).toEqual(gross.map((g, k) => g - (gross[k + 1] ?? 0)));
}

describe('two server copies', () => {
  it('ticking side by side pay every payout of a period once', async () => {
    const day = dayStart(brand, '2031-01-10');
    const a = await team(day, 4);
    t.clock.set(new Date(day.getTime() + 86_400_000 + 5 * 60_000));
    const copies = [t.app.services.platform.jobs, copyOn(other.deps, 'copy-b').jobs];
    for (let round = 0; round < 12; round++) {
      const ran = await Promise.all(Array.from({ length: 6 }, (_, i) => copies[i % 2]?.tick()));
      if (ran.every((n) => n === 0)) break;
    }
    const { rows, events } = await tally(a);
    // team valid: 1,000,000 / 900,000 / 700,000 / 400,000 at 100, 90, 80, 70 bp.
    expect(rows.map((r) => [Number(r.gross), r.status, Number(r.postings)])).toEqual([
      [10_000, 'paid', 1],
      [8_100, 'paid', 1],
      [5_600, 'paid', 1],
      [2_800, 'paid', 1],
    ]);
    expect(events).toBe(4);
    await netsOf(a, [10_000, 8_100, 5_600, 2_800]);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
    const [runs] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM agent_payout_runs WHERE kind = 'dailyWage' AND period_start = ${day.toISOString()}::timestamptz`,
    );
    expect(Number(runs?.n)).toBe(1);
  });

  it('computing one period and paying one payout from both copies at the same moment do each once', async () => {
    const day = dayStart(brand, '2031-02-10');
    const a = await team(day, 2);
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    const now = new Date(span.end.getTime() + 5 * 60_000);
    t.clock.set(now);
    const mine: Copy = copyOn(t.app.deps, 'copy-a');
    const theirs: Copy = copyOn(other.deps, 'copy-b');
    const computed = await Promise.all([
      mine.payouts.computeDue(brand.id, 'dailyWage', now),
      theirs.payouts.computeDue(brand.id, 'dailyWage', now),
    ]);
    const [runs] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM agent_payout_runs WHERE kind = 'dailyWage' AND period_start = ${day.toISOString()}::timestamptz`,
    );
    expect(Number(runs?.n)).toBe(1);
    // The copies may share out the lookback's periods (earlier teams' contracts give zero rows in
    // them), but this period's money is computed by one copy, once.
    expect(computed.reduce((s, c) => s + c.gross, 0)).toBe(4_800);
    expect(computed.filter((c) => c.gross > 0)).toHaveLength(1);
    const top = a[0] as Agent;
    const outcomes = await Promise.all([
      mine.payouts.pay('dailyWage', top.id, span),
      theirs.payouts.pay('dailyWage', top.id, span),
      mine.payouts.pay('dailyWage', top.id, span),
      theirs.payouts.pay('dailyWage', top.id, span),
    ]);
    expect(outcomes.filter((o) => o === 'paid')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'already')).toHaveLength(3);
    await drain(t.app.services.platform.jobs);
    const { rows } = await tally(a);
    // 300,000 at 100 bp and 200,000 at 90 bp.
    expect(rows.map((r) => [Number(r.gross), r.status, Number(r.postings)])).toEqual([
      [3_000, 'paid', 1],
      [1_800, 'paid', 1],
    ]);
    await netsOf(a, [3_000, 1_800]);
  });
});

describe('a crash', () => {
  it('of a copy holding a payment claim: another copy pays it once the lease is over', async () => {
    const day = dayStart(brand, '2031-03-10');
    const a = await team(day, 2);
    const span = { start: day, end: new Date(day.getTime() + 86_400_000) };
    t.clock.set(new Date(span.end.getTime() + 5 * 60_000));
    const copy = copyOn(t.app.deps, 'copy-a');
    await copy.payouts.computeDue(brand.id, 'dailyWage', t.clock.now());
    // A copy claims the top payment and dies before doing it.
    const top = a[0] as Agent;
    const [claimed] = await claimRuns(t.app.deps.db, payJobType('dailyWage'), 'dead/1', t.clock.now(), 60_000, 1);
    expect(claimed?.subject).toBe(String(top.id));
    expect(claimed?.period).toBe(periodKey(span));
    await drain(t.app.services.platform.jobs);
    expect((await tally(a)).rows.map((r) => r.status)).toEqual(['pending', 'pending']);
    t.clock.advance(61_000);
    await drain(t.app.services.platform.jobs);
    const { rows, events } = await tally(a);
    expect(rows.map((r) => [r.status, Number(r.postings)])).toEqual([
      ['paid', 1],
      ['paid', 1],
    ]);
    expect(events).toBe(2);
    await netsOf(a, [3_000, 1_800]);
  });

  it('after the ledger posting, before the commit: the retry pays once', async () => {
    const day = dayStart(brand, '2031-04-10');
    const a = await team(day, 3);
    // The first two payments to be marked paid die inside their transaction, after the posting.
    await sqlRows(t, sql`CREATE SEQUENCE IF NOT EXISTS test_payout_crash`);
    await sqlRows(
      t,
      sql`CREATE OR REPLACE FUNCTION test_payout_crash() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.status = 'paid' AND OLD.status <> 'paid' AND nextval('test_payout_crash') <= 2 THEN
              RAISE EXCEPTION 'simulated crash after the ledger posting';
            END IF;
            RETURN NEW;
          END $$`,
    );
    await sqlRows(
      t,
      sql`CREATE TRIGGER test_payout_crash BEFORE UPDATE ON agent_payouts FOR EACH ROW EXECUTE FUNCTION test_payout_crash()`,
    );
    try {
      t.clock.set(new Date(day.getTime() + 86_400_000 + 5 * 60_000));
      for (let i = 0; i < 8; i++) {
        await drain(t.app.services.platform.jobs);
        t.clock.advance(30_000);
      }
    } finally {
      await sqlRows(t, sql`DROP TRIGGER test_payout_crash ON agent_payouts`);
    }
    const failed = await sqlRows<{ attempts: number }>(
      t,
      sql`SELECT attempts FROM job_runs WHERE job_type = ${payJobType('dailyWage')} AND subject = ${String((a[0] as Agent).id)}`,
    );
    expect(failed[0]?.attempts).toBeGreaterThanOrEqual(2);
    const { rows, events } = await tally(a);
    // 600,000 at 100 bp, 500,000 at 90, 300,000 at 80.
    expect(rows.map((r) => [Number(r.gross), r.status, Number(r.postings)])).toEqual([
      [6_000, 'paid', 1],
      [4_500, 'paid', 1],
      [2_400, 'paid', 1],
    ]);
    expect(events).toBe(3);
    await netsOf(a, [6_000, 4_500, 2_400]);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
