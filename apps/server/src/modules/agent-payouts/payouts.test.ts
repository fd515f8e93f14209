import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { computeJobType, payJobType, RETRY_JOB_TYPE } from './periods.ts';
import {
  type Agent,
  agent,
  bet,
  chain,
  contract,
  drain,
  ledgerBalanced,
  mainBalance,
  player,
  tier,
  tokenOf,
} from './test-kit.ts';

// Contract payouts end to end (docs/decisions/1120): a six-level daily-wage team paid top-down by the
// jobs, a payer short of money, my income on both sides, and the bad inputs of the income calls.

let t: TestApp;
let brand: Brand;
const DAY = '2030-03-05';
let start: Date;

beforeAll(async () => {
  t = await createTestApp();
  const id = await t.app.services.brands.byMerchant('demo');
  if (!id) throw new Error('no demo brand');
  brand = id;
  start = dayStart(brand, DAY);
});
afterAll(() => t.close());

const jobs = () => t.app.services.platform.jobs;
const HOUR = 3_600_000;

/** Moves the clock past the day's end and its settle delay, then lets the jobs run dry. */
async function runDay(at: Date) {
  t.clock.set(at);
  await drain(jobs());
}

describe('a six-level team on daily wages', () => {
  let a: Agent[];
  beforeAll(async () => {
    a = await chain(t.app, brand, 6);
    const rates = [100, 90, 80, 70, 60, 50];
    for (let k = 0; k < 6; k++) {
      const holder = a[k] as Agent;
      await contract(t.app.deps.db, brand, {
        holder,
        ...(k > 0 ? { payer: a[k - 1] } : {}),
        kind: 'dailyWage',
        period: 'daily',
        // Half the rate always; the full rate from 10,000.00 of team valid bet and 2 active members.
        tiers: [tier(Math.floor((rates[k] ?? 0) / 2)), tier(rates[k] ?? 0, 1_000_000, 2)],
        effectiveFrom: start,
      });
    }
    const valid = [100_003, 200_011, 300_000, 400_000, 500_000, 600_007];
    for (let k = 0; k < 6; k++) {
      const p = await player(t.app, brand, a[k] as Agent);
      await bet(t.app.deps.db, brand, p, new Date(start.getTime() + (k + 1) * HOUR), { stake: valid[k] ?? 0 });
      // The day before and the day after count for other periods.
      await bet(t.app.deps.db, brand, p, new Date(start.getTime() - HOUR), { stake: 9_999_999 });
      await bet(t.app.deps.db, brand, p, new Date(start.getTime() + 25 * HOUR), { stake: 7_777_777 });
    }
    // A3's own bets count in A3's team (and above).
    const a3 = a[2] as Agent;
    await bet(t.app.deps.db, brand, a3, new Date(start.getTime() + 5 * HOUR), { stake: 60_000, valid: 50_000 });
    await runDay(new Date(start.getTime() + 86_400_000 + 5 * 60_000));
  });

  it('pays each level its gross and leaves it the hand-computed net, to the cent', async () => {
    // team valid bet: 2,150,021 / 2,050,018 / 1,850,007 / 1,500,007 / 1,100,007 / 600,007
    // rates (bp): 100, 90, 80, 70, 60, and 25 for A6 (below 10,000.00: half rate)
    // gross: 21500, 18450, 14800, 10500, 6600, 1500 (rounded down)
    const rows = await sqlRows<{
      agent_id: string;
      base: string;
      rate: number;
      gross: string;
      to_downlines: string;
      status: string;
      active_members: number;
    }>(
      t,
      sql`SELECT agent_id, base, rate, gross, to_downlines, status, active_members FROM agent_payouts
           WHERE kind = 'dailyWage' AND period_start = ${start.toISOString()}::timestamptz ORDER BY id`,
    );
    const byAgent = new Map(rows.map((r) => [Number(r.agent_id), r]));
    const got = a.map((x) => byAgent.get(x.id));
    expect(got.map((r) => Number(r?.base))).toEqual([2_150_021, 2_050_018, 1_850_007, 1_500_007, 1_100_007, 600_007]);
    expect(got.map((r) => r?.rate)).toEqual([100, 90, 80, 70, 60, 25]);
    expect(got.map((r) => Number(r?.gross))).toEqual([21_500, 18_450, 14_800, 10_500, 6_600, 1_500]);
    expect(got.map((r) => Number(r?.to_downlines))).toEqual([18_450, 14_800, 10_500, 6_600, 1_500, 0]);
    expect(got.map((r) => r?.active_members)).toEqual([7, 6, 5, 3, 2, 1]);
    expect(got.map((r) => r?.status)).toEqual(['paid', 'paid', 'paid', 'paid', 'paid', 'paid']);
    const nets = [];
    for (const x of a) nets.push(await mainBalance(t.app.deps.db, x.id));
    expect(nets).toEqual([3_050, 3_650, 4_300, 3_900, 5_100, 1_500]);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
    const [platform] = await sqlRows<{ n: string; s: string }>(
      t,
      sql`SELECT count(*) AS n, sum(l.amount) AS s FROM ledger_transactions x JOIN ledger_lines l ON l.transaction_id = x.id
           WHERE x.reference_type = 'agent_payout' AND l.member_id IS NULL`,
    );
    expect(Number(platform?.s)).toBe(-21_500);
    expect(Number(platform?.n)).toBe(1);
  });

  it('records one agent.payout.paid event per payout, and the runs are done', async () => {
    const [ev] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM domain_events WHERE type = 'agent.payout.paid'`,
    );
    expect(Number(ev?.n)).toBe(6);
    const runs = await sqlRows<{ status: string }>(
      t,
      sql`SELECT status FROM job_runs WHERE job_type IN (${payJobType('dailyWage')}, ${computeJobType('dailyWage')})`,
    );
    expect(runs.length).toBeGreaterThan(6);
    expect(runs.filter((r) => r.status !== 'done')).toEqual([]);
  });

  it('computes a period once: running the day again changes nothing', async () => {
    const before = await snapshot(t.database);
    await jobs().runNow(computeJobType('dailyWage'), String(brand.id));
    await drain(jobs());
    const after = await snapshot(t.database);
    const payoutsOf = (s: string) =>
      s.split('\n').filter((l) => l.startsWith('agent_payouts:') || l.startsWith('ledger_lines:'));
    expect(payoutsOf(after)).toEqual(payoutsOf(before));
  });

  it('shows my income on both sides: received from the upline, paid to the downline', async () => {
    const a2 = a[1] as Agent;
    const { body } = await call(t.app, {
      method: 'GET',
      url: `/wps/agent/income?start=${DAY}&end=${DAY}`,
      token: await tokenOf(t.app, a2),
    });
    expect(body).toMatchObject({ success: true });
    const v = body.value as {
      list: { direction: string; counterparty: string; amount: number; rate: number; status: string }[];
      received: number;
      paidOut: number;
      total: number;
    };
    expect(v.total).toBe(2);
    expect(v.received).toBe(184.5);
    expect(v.paidOut).toBe(148);
    const inRow = v.list.find((r) => r.direction === 'in');
    const outRow = v.list.find((r) => r.direction === 'out');
    expect(inRow).toMatchObject({ counterparty: (a[0] as Agent).username, amount: 184.5, rate: 0.9, status: 'paid' });
    expect(outRow).toMatchObject({ counterparty: (a[2] as Agent).username, amount: 148, rate: 0.8, status: 'paid' });
    const top = await call(t.app, {
      method: 'GET',
      url: `/wps/agent/income?start=${DAY}&end=${DAY}&direction=in`,
      token: await tokenOf(t.app, a[0] as Agent),
    });
    expect((top.body.value as { list: { counterparty: string }[] }).list.map((r) => r.counterparty)).toEqual(['']);
  });
});

describe('a payer short of money', () => {
  let b1: Agent;
  let b2: Agent;
  const day2 = '2030-04-10';
  let s2: Date;
  beforeAll(async () => {
    s2 = dayStart(brand, day2);
    [b1, b2] = (await chain(t.app, brand, 2)) as [Agent, Agent];
    const from = s2;
    // B1 is paid 0.1 %; it pays B2 0.5 % of nearly the same team: B1 cannot pay from its wage.
    await contract(t.app.deps.db, brand, {
      holder: b1,
      kind: 'dailyWage',
      period: 'daily',
      tiers: [tier(10)],
      effectiveFrom: from,
    });
    await contract(t.app.deps.db, brand, {
      holder: b2,
      payer: b1,
      kind: 'dailyWage',
      period: 'daily',
      tiers: [tier(50)],
      effectiveFrom: from,
    });
    const p = await player(t.app, brand, b2);
    await bet(t.app.deps.db, brand, p, new Date(s2.getTime() + HOUR), { stake: 1_000_000 });
    await runDay(new Date(s2.getTime() + 86_400_000 + 3 * 60_000));
  });

  it('leaves the payout waiting with agent.payout.insufficient, shown to both sides in their language', async () => {
    const [row] = await sqlRows<{ status: string; last_error: string; attempts: number }>(
      t,
      sql`SELECT status, last_error, attempts FROM agent_payouts WHERE agent_id = ${b2.id}`,
    );
    expect(row).toMatchObject({ status: 'waiting', last_error: 'agent.payout.insufficient' });
    expect(await mainBalance(t.app.deps.db, b1.id)).toBe(1_000);
    expect(await mainBalance(t.app.deps.db, b2.id)).toBe(0);
    const mine = await call(t.app, {
      method: 'GET',
      url: `/wps/agent/income?start=${day2}&end=${day2}`,
      token: await tokenOf(t.app, b2),
      lang: 'CN',
    });
    const inRow = (mine.body.value as { list: { status: string; error: string }[] }).list[0];
    expect(inRow?.status).toBe('waiting');
    expect(inRow?.error).toContain('余额不足');
    const theirs = await call(t.app, {
      method: 'GET',
      url: `/wps/agent/income?start=${day2}&end=${day2}&direction=out`,
      token: await tokenOf(t.app, b1),
      lang: 'EN',
    });
    const outRow = (theirs.body.value as { list: { status: string; error: string; amount: number }[]; paidOut: number })
      .list[0];
    expect(outRow).toMatchObject({ status: 'waiting', amount: 50 });
    expect(outRow?.error).toMatch(/insufficient|too low/i);
  });

  it('keeps retrying, and pays once the payer is topped up', async () => {
    // Still short: the retry job tries again and it keeps waiting (counted, not parked).
    t.clock.advance(61_000);
    await drain(jobs());
    const [again] = await sqlRows<{ status: string; attempts: number }>(
      t,
      sql`SELECT status, attempts FROM agent_payouts WHERE agent_id = ${b2.id}`,
    );
    expect(again?.status).toBe('waiting');
    expect(again?.attempts).toBeGreaterThanOrEqual(2);
    await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
      memberId: b1.id,
      brandAccount: 'house',
      amount: 10_000,
      kind: 'adjustment',
      idempotencyKey: `test-topup-${b1.id}`,
      referenceType: 'test',
      referenceId: 'topup',
    });
    t.clock.advance(61_000);
    await drain(jobs());
    const [paid] = await sqlRows<{ status: string; last_error: string }>(
      t,
      sql`SELECT status, last_error FROM agent_payouts WHERE agent_id = ${b2.id}`,
    );
    expect(paid).toEqual({ status: 'paid', last_error: '' });
    expect(await mainBalance(t.app.deps.db, b2.id)).toBe(5_000);
    expect(await mainBalance(t.app.deps.db, b1.id)).toBe(1_000 + 10_000 - 5_000);
    const runs = await sqlRows<{ status: string }>(
      t,
      sql`SELECT status FROM job_runs WHERE job_type = ${RETRY_JOB_TYPE}`,
    );
    expect(runs.length).toBeGreaterThanOrEqual(2);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});

describe('the income calls refuse bad input and other callers', () => {
  let x: Agent;
  beforeAll(async () => {
    x = await agent(t.app, brand);
  });

  it.each([
    ['end before start', 'start=2030-03-05&end=2030-03-01', 'agent.income.range.reversed'],
    ['more than 92 days', 'start=2030-01-01&end=2030-06-01', 'agent.income.range.too.long'],
    ['a day that does not exist', 'start=2030-02-30&end=2030-03-01', 'request_param_err'],
    ['an unknown kind', 'start=2030-03-01&end=2030-03-01&kind=bonus', 'request_param_err'],
    ['an unknown direction', 'start=2030-03-01&end=2030-03-01&direction=up', 'request_param_err'],
    ['a page size over 100', 'start=2030-03-01&end=2030-03-01&pageSize=101', 'request_param_err'],
  ])('income: %s', async (_name, query, code) => {
    const token = await tokenOf(t.app, x);
    const before = await snapshot(t.database);
    const { res, body } = await call(t.app, { method: 'GET', url: `/wps/agent/income?${query}`, token, lang: 'JA' });
    expect(body.success).toBe(false);
    expect(body.errorCode).toBe(code);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(body.message)).not.toBe('');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuses a member who is not an agent, and a caller without a session', async () => {
    const m = await agent(t.app, brand, undefined, 0);
    const one = await call(t.app, {
      method: 'GET',
      url: '/wps/agent/income?start=2030-03-01&end=2030-03-01',
      token: await tokenOf(t.app, m),
    });
    expect(one.body.errorCode).toBe('role.forbidden');
    const two = await call(t.app, { method: 'GET', url: '/wps/agent/income/preview?kind=dividend' });
    expect(two.body.success).toBe(false);
    const three = await call(t.app, {
      method: 'GET',
      url: '/wps/agent/income/preview?kind=nope',
      token: await tokenOf(t.app, x),
    });
    expect(three.body.errorCode).toBe('request_param_err');
  });

  it('preview: no live contract answers inactive with zeros', async () => {
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/wps/agent/income/preview?kind=hourSalary',
      token: await tokenOf(t.app, x),
    });
    expect(body.value).toMatchObject({ active: false, gross: 0, net: 0 });
  });
});

describe('the preview of the current period', () => {
  it('shows gross, what goes down and the net so far', async () => {
    const s = dayStart(brand, '2030-05-20');
    const [c1, c2] = (await chain(t.app, brand, 2)) as [Agent, Agent];
    await contract(t.app.deps.db, brand, {
      holder: c1,
      kind: 'dailyWage',
      period: 'daily',
      tiers: [tier(200)],
      effectiveFrom: s,
    });
    await contract(t.app.deps.db, brand, {
      holder: c2,
      payer: c1,
      kind: 'dailyWage',
      period: 'daily',
      tiers: [tier(150)],
      effectiveFrom: s,
    });
    const p = await player(t.app, brand, c2);
    await bet(t.app.deps.db, brand, p, new Date(s.getTime() + HOUR), { stake: 123_456 });
    await bet(t.app.deps.db, brand, c1, new Date(s.getTime() + HOUR), { stake: 10_000 });
    t.clock.set(new Date(s.getTime() + 2 * HOUR));
    const { body } = await call(t.app, {
      method: 'GET',
      url: '/wps/agent/income/preview?kind=dailyWage',
      token: await tokenOf(t.app, c1),
    });
    expect(body).toMatchObject({ success: true });
    // c1: (123,456 + 10,000) x 2 % = 2,669 (rounded down); c2: 123,456 x 1.5 % = 1,851.
    expect(body.value).toEqual({
      active: true,
      periodStart: s.getTime(),
      periodEnd: s.getTime() + 86_400_000,
      base: 1334.56,
      validBet: 1334.56,
      activeMembers: 2,
      rate: 2,
      gross: 26.69,
      toDownlines: 18.51,
      net: 8.18,
    });
  });
});

describe('dividends and real-time salaries', () => {
  it('pays a weekly dividend on the team loss (stake - win, floor 0) once the week has closed', async () => {
    const monday = dayStart(brand, '2030-07-01');
    const [d1, d2] = (await chain(t.app, brand, 2)) as [Agent, Agent];
    await contract(t.app.deps.db, brand, {
      holder: d1,
      kind: 'dividend',
      period: 'weekly',
      tiers: [tier(3_000, 0, 0, 1)],
      effectiveFrom: monday,
    });
    await contract(t.app.deps.db, brand, {
      holder: d2,
      payer: d1,
      kind: 'dividend',
      period: 'weekly',
      tiers: [tier(2_000, 0, 0, 1)],
      effectiveFrom: monday,
    });
    const p1 = await player(t.app, brand, d1);
    const p2 = await player(t.app, brand, d2);
    // d2's team: stake 50,000 - win 20,000 = 30,000 lost; d1's: that plus 10,000 - 25,000 = 15,000.
    await bet(t.app.deps.db, brand, p2, new Date(monday.getTime() + 2 * 86_400_000), { stake: 50_000, win: 20_000 });
    await bet(t.app.deps.db, brand, p1, new Date(monday.getTime() + 6 * 86_400_000), { stake: 10_000, win: 25_000 });
    // Mid-week nothing is computed.
    await runDay(new Date(monday.getTime() + 3 * 86_400_000));
    const mid = await sqlRows(t, sql`SELECT id FROM agent_payouts WHERE agent_id IN (${d1.id}, ${d2.id})`);
    expect(mid).toEqual([]);
    await runDay(new Date(monday.getTime() + 7 * 86_400_000 + 5 * 60_000));
    const rows = await sqlRows<{ agent_id: string; base: string; gross: string; status: string; period: string }>(
      t,
      sql`SELECT agent_id, base, gross, status, period FROM agent_payouts WHERE agent_id IN (${d1.id}, ${d2.id}) ORDER BY agent_id`,
    );
    expect(rows.map((r) => [Number(r.agent_id), Number(r.base), Number(r.gross), r.status, r.period])).toEqual([
      [d1.id, 15_000, 4_500, 'paid', 'weekly'],
      [d2.id, 30_000, 6_000, 'waiting', 'weekly'],
    ]);
    // d1 gets 4,500 and owes d2 6,000: d2 waits for d1's money.
    expect(await mainBalance(t.app.deps.db, d1.id)).toBe(4_500);
  });

  it('pays a real-time salary per closed 5-minute slot', async () => {
    const slot = new Date('2030-08-01T10:05:00Z');
    const [r1] = (await chain(t.app, brand, 1)) as [Agent];
    await contract(t.app.deps.db, brand, {
      holder: r1,
      kind: 'realtimeSalary',
      period: 'realtime',
      tiers: [tier(100)],
      effectiveFrom: slot,
    });
    const p = await player(t.app, brand, r1);
    await bet(t.app.deps.db, brand, p, new Date(slot.getTime() + 60_000), { stake: 70_000 });
    await bet(t.app.deps.db, brand, p, new Date(slot.getTime() + 5 * 60_000 + 1_000), { stake: 40_000 });
    await runDay(new Date(slot.getTime() + 5 * 60_000 + 45_000));
    const rows = await sqlRows<{ period_start: string; gross: string; status: string }>(
      t,
      sql`SELECT period_start, gross, status FROM agent_payouts WHERE agent_id = ${r1.id} ORDER BY period_start`,
    );
    expect(rows.map((r) => [new Date(r.period_start).toISOString(), Number(r.gross), r.status])).toEqual([
      [slot.toISOString(), 700, 'paid'],
    ]);
    await runDay(new Date(slot.getTime() + 10 * 60_000 + 45_000));
    expect(await mainBalance(t.app.deps.db, r1.id)).toBe(700 + 400);
  });
});
