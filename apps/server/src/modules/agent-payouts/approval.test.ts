import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { type Agent, bet, chain, contract, drain, ledgerBalanced, mainBalance, player, tier } from './test-kit.ts';

// A payout run whose platform share reaches the brand's agentPayoutApprovalThreshold waits for a staff
// approval (decision 1120): nothing the platform owes is paid before it; after it, the platform pays its
// top agent and the top agent its sub-agent, once. Below the threshold runs pay without one.

let t: TestApp;
let brand: Brand;
let top: Agent;
let sub: Agent;
const DAY = '2032-03-10';
let start: Date;
const tokens = new Map<StaffRole, string>();

const post = (url: string, role: StaffRole, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url, token: tokens.get(role) ?? '', payload, headers: { 'user-agent': 'vitest' } });
const runOf = async () => {
  const [r] = await sqlRows<{ id: string; approval: string; platform_gross: string }>(
    t.database,
    sql`SELECT id, approval, platform_gross FROM agent_payout_runs
         WHERE brand_id = ${brand.id} AND kind = 'dailyWage' AND period_start = ${start.toISOString()}::timestamptz`,
  );
  return r;
};
const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  // Runs whose platform share is 100.00 or more wait for an approval.
  await t.app.brands.updateSettings(b.id, { agentPayoutApprovalThreshold: 100 });
  brand = (await t.app.services.brands.byMerchant('demo')) as Brand;
  start = dayStart(brand, DAY);
  [top, sub] = (await chain(t.app, brand, 2)) as [Agent, Agent];
  await contract(t.app.deps.db, brand, {
    holder: top,
    kind: 'dailyWage',
    period: 'daily',
    tiers: [tier(100)],
    effectiveFrom: start,
  });
  await contract(t.app.deps.db, brand, {
    holder: sub,
    payer: top,
    kind: 'dailyWage',
    period: 'daily',
    tiers: [tier(40)],
    effectiveFrom: start,
  });
  // 20,000.00 of valid bet under the sub-agent: the platform owes the top agent 1 % = 200.00.
  const p = await player(t.app, brand, sub);
  await bet(t.app.deps.db, brand, p, new Date(start.getTime() + 3_600_000), { stake: 2_000_000 });
  t.clock.set(new Date(start.getTime() + 86_400_000 + 5 * 60_000));
  await drain(t.app.services.platform.jobs);
  for (const role of ['owner', 'finance', 'read-only'] as const) {
    tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
  }
});
afterAll(() => t.close());

describe('payout runs above the approval threshold', () => {
  it('hold the platform share until a staff member approves; then both levels are paid once', async () => {
    const run = await runOf();
    expect(run).toMatchObject({ approval: 'held' });
    expect(Number(run?.platform_gross)).toBe(20_000);
    expect(await mainBalance(t.app.deps.db, top.id)).toBe(0);
    expect(await mainBalance(t.app.deps.db, sub.id)).toBe(0);
    const id = Number(run?.id);

    // Refused with nothing changed: no reason, a reader, an unknown run.
    const before = await state();
    expect(
      (await post('/backoffice/api/agent-payouts/runs/approve', 'finance', { id, reason: '' })).res.statusCode,
    ).toBe(400);
    expect(
      (await post('/backoffice/api/agent-payouts/runs/approve', 'read-only', { id, reason: 'ok' })).body,
    ).toMatchObject({
      errorCode: 'staff.role.forbidden',
    });
    expect(
      (await post('/backoffice/api/agent-payouts/runs/approve', 'finance', { id: 999_999, reason: 'ok' })).body,
    ).toMatchObject({ errorCode: 'agent.payout.run.not.found' });
    expect(await state()).toBe(before);

    // Two approvals at once: one approves, the other finds it approved already.
    const both = await Promise.all([
      post('/backoffice/api/agent-payouts/runs/approve', 'finance', { id, reason: 'checked the figures' }),
      post('/backoffice/api/agent-payouts/runs/approve', 'owner', { id, reason: 'checked the figures' }),
    ]);
    expect(both.filter((r) => r.body.success)).toHaveLength(1);
    expect(both.filter((r) => !r.body.success).map((r) => r.body.errorCode)).toEqual(['agent.payout.run.not.held']);
    const approved = both.find((r) => r.body.success)?.body.value;
    expect(approved).toMatchObject({ approval: 'approved', platformGross: 200 });
    await drain(t.app.services.platform.jobs);
    // The top agent keeps 1 % - 0.4 % of 20,000.00; the sub-agent has its 0.4 %.
    expect(await mainBalance(t.app.deps.db, top.id)).toBe(12_000);
    expect(await mainBalance(t.app.deps.db, sub.id)).toBe(8_000);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
    const audit = await sqlRows<{ action: string; reason: string }>(
      t.database,
      sql`SELECT action, reason FROM audit_log WHERE target_kind = 'agent_payout_run' AND target_id = ${String(id)}`,
    );
    expect(audit).toEqual([{ action: 'agent_payout.run_approve', reason: 'checked the figures' }]);
  });

  it('runs below the threshold pay without an approval', async () => {
    await t.app.brands.updateSettings(brand.id, { agentPayoutApprovalThreshold: 1_000 });
    const next = new Date(start.getTime() + 86_400_000);
    const p = await player(t.app, brand, sub);
    await bet(t.app.deps.db, brand, p, new Date(next.getTime() + 3_600_000), { stake: 2_000_000 });
    t.clock.set(new Date(next.getTime() + 86_400_000 + 5 * 60_000));
    await drain(t.app.services.platform.jobs);
    const [run] = await sqlRows<{ approval: string }>(
      t.database,
      sql`SELECT approval FROM agent_payout_runs
           WHERE brand_id = ${brand.id} AND kind = 'dailyWage' AND period_start = ${next.toISOString()}::timestamptz`,
    );
    expect(run).toEqual({ approval: 'auto' });
    expect(await mainBalance(t.app.deps.db, top.id)).toBe(24_000);
    expect(await mainBalance(t.app.deps.db, sub.id)).toBe(16_000);
  });
});
