import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { type Agent, bet, chain, contract, drain, player, tier } from './test-kit.ts';

// The back office's payout pages (docs/decisions/1120): runs with totals, the next run's preview, the
// waiting list and its audited retry; who may do which (POLICIES), and bad input changing nothing.

let t: TestApp;
let brand: Brand;
let b1: Agent;
let b2: Agent;
const DAY = '2032-01-14';
let start: Date;
const tokens = new Map<StaffRole, string>();

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
  start = dayStart(brand, DAY);
  [b1, b2] = (await chain(t.app, brand, 2)) as [Agent, Agent];
  // B1 earns 0.1 % and owes B2 0.5 %: B2's payout waits for B1's money.
  await contract(t.app.deps.db, brand, {
    holder: b1,
    kind: 'dailyWage',
    period: 'daily',
    tiers: [tier(10)],
    effectiveFrom: start,
  });
  await contract(t.app.deps.db, brand, {
    holder: b2,
    payer: b1,
    kind: 'dailyWage',
    period: 'daily',
    tiers: [tier(50)],
    effectiveFrom: start,
  });
  const p = await player(t.app, brand, b2);
  await bet(t.app.deps.db, brand, p, new Date(start.getTime() + 3_600_000), { stake: 1_000_000 });
  t.clock.set(new Date(start.getTime() + 86_400_000 + 5 * 60_000));
  await drain(t.app.services.platform.jobs);
  // The next day so far, for the preview.
  await bet(t.app.deps.db, brand, p, new Date(start.getTime() + 86_400_000 + 60_000), { stake: 200_000 });
  for (const role of ['owner', 'finance', 'risk', 'support', 'content', 'read-only'] as const) {
    tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
  }
});
afterAll(() => t.close());

const get = (url: string, role: StaffRole = 'owner', lang?: string) =>
  call(t.app, { method: 'GET', url, token: tokens.get(role) ?? '', ...(lang ? { lang } : {}) });
const post = (url: string, payload: Record<string, unknown>, role: StaffRole = 'finance') =>
  call(t.app, { method: 'POST', url, token: tokens.get(role) ?? '', payload, headers: { 'user-agent': 'vitest' } });
const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');
const waitingId = async () => {
  const [row] = await sqlRows<{ id: string }>(t, sql`SELECT id FROM agent_payouts WHERE agent_id = ${b2.id}`);
  return Number(row?.id);
};

describe('payout runs and the next run', () => {
  it('lists the day’s run with its totals', async () => {
    const { body } = await get(`/backoffice/api/agent-payouts/runs?from=${DAY}&to=${DAY}&kind=dailyWage`, 'read-only');
    expect(body.success).toBe(true);
    const v = body.value as { list: Record<string, unknown>[]; total: number };
    expect(v.total).toBe(1);
    expect(v.list[0]).toMatchObject({
      kind: 'dailyWage',
      period: 'daily',
      periodStart: start.getTime(),
      payouts: 2,
      gross: 60,
      platformGross: 10,
      paid: 10,
      waiting: 1,
      waitingAmount: 50,
    });
  });

  it('leaves out the runs that paid no one unless asked for them', async () => {
    const runsOf = async (extra: string) => {
      const { body } = await get(`/backoffice/api/agent-payouts/runs?from=${DAY}&to=${DAY}${extra}`, 'read-only');
      expect(body.success).toBe(true);
      return body.value as { list: { kind: string; payouts: number }[]; total: number };
    };
    const paying = await runsOf('');
    expect(paying.total).toBe(1);
    expect(paying.list.map((r) => r.kind)).toEqual(['dailyWage']);
    // The other kinds' runs of the day found no contract: one row per period each, shown when asked.
    const all = await runsOf('&includeEmpty=true&pageSize=100');
    expect(all.total).toBeGreaterThan(1);
    expect(all.list.filter((r) => r.payouts === 0).length).toBe(all.total - 1);
    expect((await get(`/backoffice/api/agent-payouts/runs?from=${DAY}&to=${DAY}&includeEmpty=yes`)).body).toMatchObject(
      {
        success: false,
        errorCode: 'request_param_err',
      },
    );
  });

  it('previews the open period without writing anything', async () => {
    const before = await state();
    const { body } = await get('/backoffice/api/agent-payouts/next?kind=dailyWage', 'risk');
    expect(body.value).toMatchObject({
      kind: 'dailyWage',
      periods: [
        { period: 'daily', periodStart: start.getTime() + 86_400_000, payouts: 2, gross: 12, platformGross: 2 },
      ],
    });
    expect(await state()).toBe(before);
  });

  it('refuses bad ranges and kinds, changing nothing', async () => {
    const before = await state();
    for (const [url, code] of [
      ['/backoffice/api/agent-payouts/runs?from=2032-01-14&to=2032-01-01', 'agent.income.range.reversed'],
      ['/backoffice/api/agent-payouts/runs?from=2031-01-01&to=2032-01-01', 'agent.income.range.too.long'],
      ['/backoffice/api/agent-payouts/runs?from=2032-13-01&to=2032-01-01', 'request_param_err'],
      ['/backoffice/api/agent-payouts/next?kind=bonus', 'request_param_err'],
      ['/backoffice/api/agent-payouts/waiting?pageSize=0', 'request_param_err'],
    ] as const) {
      const { res, body } = await get(url);
      expect(body.errorCode, url).toBe(code);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect(await state()).toBe(before);
  });
});

describe('waiting payouts and their retry', () => {
  it('lists the waiting payout with the payer, its balance and the reason in the staff member’s language', async () => {
    const { body } = await get('/backoffice/api/agent-payouts/waiting', 'finance', 'CN');
    const v = body.value as { list: Record<string, unknown>[]; total: number };
    expect(v.total).toBe(1);
    expect(v.list[0]).toMatchObject({
      agent: b2.username,
      payer: b1.username,
      amount: 50,
      payerBalance: 10,
      status: 'waiting',
    });
    expect(String(v.list[0]?.error)).toContain('余额不足');
  });

  it('follows the policy table: support and content see nothing; read-only and risk may not retry', async () => {
    const id = await waitingId();
    for (const role of ['support', 'content'] as const) {
      expect((await get('/backoffice/api/agent-payouts/waiting', role)).body.errorCode).toBe('staff.role.forbidden');
    }
    const before = await state();
    for (const role of ['read-only', 'risk'] as const) {
      const { res, body } = await post('/backoffice/api/agent-payouts/retry', { id, reason: 'try it' }, role);
      expect(body.errorCode).toBe('staff.role.forbidden');
      expect(res.statusCode).toBe(403);
    }
    expect(await state()).toBe(before);
  });

  it('refuses a retry without a reason or of an unknown payout, changing nothing', async () => {
    const id = await waitingId();
    const before = await state();
    expect((await post('/backoffice/api/agent-payouts/retry', { id })).body.errorCode).toBe('request_param_err');
    expect((await post('/backoffice/api/agent-payouts/retry', { id, reason: ' ' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await post('/backoffice/api/agent-payouts/retry', { id: 'x', reason: 'ok ok' })).body.errorCode).toBe(
      'request_param_err',
    );
    const missing = await post('/backoffice/api/agent-payouts/retry', { id: 999_999_999, reason: 'ok ok' });
    expect(missing.body.errorCode).toBe('agent.payout.not.found');
    expect(missing.res.statusCode).toBe(404);
    expect(await state()).toBe(before);
  });

  it('a retry still short keeps it waiting; after a top-up it pays; both are audited; a paid one is refused', async () => {
    const id = await waitingId();
    const short = await post('/backoffice/api/agent-payouts/retry', { id, reason: 'payer says it is there' });
    expect(short.body.value).toMatchObject({ id, status: 'waiting' });
    await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
      memberId: b1.id,
      brandAccount: 'house',
      amount: 5_000,
      kind: 'adjustment',
      idempotencyKey: `bo-topup-${b1.id}`,
      referenceType: 'test',
      referenceId: 'topup',
    });
    const paid = await post('/backoffice/api/agent-payouts/retry', { id, reason: 'topped up' });
    expect(paid.body.value).toMatchObject({ id, status: 'paid', error: '' });
    const audit = await sqlRows<{
      action: string;
      reason: string;
      before: unknown;
      after: unknown;
      role: string;
      channel: string;
    }>(
      t,
      sql`SELECT action, reason, before, after, role, channel FROM audit_log
           WHERE target_kind = 'agent_payout' AND target_id = ${String(id)} ORDER BY id`,
    );
    expect(audit).toEqual([
      {
        action: 'agent_payout.retry',
        reason: 'payer says it is there',
        before: { status: 'waiting' },
        after: { status: 'waiting' },
        role: 'finance',
        channel: 'vitest',
      },
      {
        action: 'agent_payout.retry',
        reason: 'topped up',
        before: { status: 'waiting' },
        after: { status: 'paid' },
        role: 'finance',
        channel: 'vitest',
      },
    ]);
    const again = await post('/backoffice/api/agent-payouts/retry', { id, reason: 'again' });
    expect(again.body.errorCode).toBe('agent.payout.not.waiting');
    expect(again.res.statusCode).toBe(409);
    const [postings] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM ledger_transactions WHERE reference_type = 'agent_payout' AND reference_id = ${String(id)}`,
    );
    expect(Number(postings?.n)).toBe(1);
  });
});
