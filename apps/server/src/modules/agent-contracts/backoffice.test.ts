import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { eventsOf } from '../../../test/events.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import { agent, contractOver, respondOver, tiers } from './test-helpers.ts';

let t: TestApp;
const tokens = new Map<StaffRole, string>();
const tokenOf = (role: StaffRole) => tokens.get(role) ?? '';

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'finance', 'support', 'read-only'] as const) {
    tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
  }
});
afterAll(() => t.close());

const BASE = '/backoffice/api/agent-contracts';
const get = (url: string, role: StaffRole = 'finance') => call(t.app, { method: 'GET', url, token: tokenOf(role) });
const post = (url: string, payload: Record<string, unknown>, role: StaffRole = 'finance') =>
  call(t.app, { method: 'POST', url, token: tokenOf(role), payload, headers: { 'user-agent': 'vitest-browser' } });
/** Every row but the staff sessions' last-seen times (each call moves them). */
const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');
const lastAudit = async (action: string) =>
  (
    await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action)))
      .orderBy(desc(auditLog.id))
      .limit(1)
  )[0];

describe('back office: platform contracts with top agents', () => {
  it('offers from a template, the agent accepts, staff lowers it with the cascade, and ends it; each act audited', async () => {
    const saved = await post(`${BASE}/templates/save`, {
      kind: 'dailyWage',
      name: `Standard ${Date.now()}`,
      period: 'daily',
      tiers: tiers(1.5, 2.5),
    });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const template = saved.body.value as { id: number };
    expect((await get(`${BASE}/templates?kind=dailyWage`)).body.value).toMatchObject({
      list: expect.arrayContaining([expect.objectContaining({ id: template.id })]),
    });
    expect(await lastAudit('agent_contract.template_save')).toMatchObject({
      actorKind: 'staff',
      channel: 'vitest-browser',
    });

    const top = await agent(t, null);
    const o = await post(`${BASE}/offer`, {
      username: top.username,
      kind: 'dailyWage',
      templateId: template.id,
      reason: 'new top agent',
    });
    expect(o.body.success, JSON.stringify(o.body)).toBe(true);
    const offer = o.body.value as { id: number; offeredBy: string; tiers: { rate: number }[] };
    expect(offer.offeredBy).toBe('');
    expect(offer.tiers.map((x) => x.rate)).toEqual([1.5, 2.5]);
    expect(await lastAudit('agent_contract.offer')).toMatchObject({
      reason: 'new top agent',
      targetId: String(offer.id),
    });

    expect((await respondOver(t, top, offer.id, true)).body.value).toMatchObject({ status: 'active' });
    const sub = await agent(t, top);
    const subContract = await contractOver(t, top, sub, 'dailyWage', tiers(1.4, 2.4));

    const lowered = await post(`${BASE}/lower`, {
      username: top.username,
      kind: 'dailyWage',
      tiers: tiers(1, 2),
      reason: 'rate review',
    });
    expect(lowered.body.value).toMatchObject({ lowered: 1, contract: { note: 'lowered' } });
    expect(
      (await eventsOf(t.database, 'agentContract.lowered', `member:${sub.id}`)).map((e) => e.payload.contractId),
    ).toEqual([subContract.id]);
    expect(await lastAudit('agent_contract.lower')).toMatchObject({ reason: 'rate review' });

    const listed = await get(`${BASE}?kind=dailyWage&status=active&holder=${top.username}`, 'read-only');
    expect(listed.body.value).toMatchObject({ total: 1, list: [{ id: offer.id }] });

    const end = await post(`${BASE}/terminate`, { id: offer.id, reason: 'contract ends' });
    expect(end.body.value).toMatchObject({ status: 'terminationRequested', awaiting: 'holder' });
    expect((await respondOver(t, top, offer.id, true)).body.value).toMatchObject({ status: 'terminated' });
    expect(await lastAudit('agent_contract.terminate')).toMatchObject({ reason: 'contract ends' });
  });

  it('refuses bad input with nothing changed: not a top agent, raising by "lower", template limits', async () => {
    const top = await agent(t, null);
    const sub = await agent(t, top);
    const cases: [string, Record<string, unknown>, string][] = [
      [
        `${BASE}/offer`,
        { username: sub.username, kind: 'dailyWage', period: 'daily', tiers: tiers(1), reason: 'x y' },
        'agentContract.not.top.agent',
      ],
      [
        `${BASE}/offer`,
        { username: top.username, kind: 'dailyWage', templateId: 999999, reason: 'x y' },
        'agentContract.template.not.found',
      ],
      [
        `${BASE}/offer`,
        { username: top.username, kind: 'dailyWage', period: 'daily', tiers: tiers(1) },
        'request_param_err',
      ],
      [
        `${BASE}/lower`,
        { username: top.username, kind: 'dailyWage', tiers: tiers(1), reason: 'x y' },
        'agentContract.not.found',
      ],
      [
        `${BASE}/templates/save`,
        { kind: 'dividend', name: 'Bad', period: 'daily', tiers: tiers(1) },
        'agentContract.period.invalid',
      ],
      [
        `${BASE}/templates/save`,
        { kind: 'hourSalary', name: 'Big', period: 'hourly', tiers: tiers(9) },
        'agentContract.rate.above.limit',
      ],
      [`${BASE}/limits/set`, { kind: 'dividend', maxRate: 40 }, 'request_param_err'],
    ];
    for (const [url, payload, code] of cases) {
      const before = await state();
      const r = await post(url, payload, url.endsWith('/limits/set') ? 'owner' : 'finance');
      expect(r.body.errorCode, `${url} ${JSON.stringify(payload)}`).toBe(code);
      expect(await state()).toBe(before);
    }
    await post(`${BASE}/offer`, {
      username: top.username,
      kind: 'dailyWage',
      period: 'daily',
      tiers: tiers(2),
      reason: 'start',
    });
    const id =
      ((await get(`${BASE}?holder=${top.username}`)).body.value as { list: { id: number }[] }).list[0]?.id ?? 0;
    await respondOver(t, top, id, true);
    const before = await state();
    const up = await post(`${BASE}/lower`, {
      username: top.username,
      kind: 'dailyWage',
      tiers: tiers(2.5),
      reason: 'x y',
    });
    expect(up.body.errorCode).toBe('agentContract.not.lower');
    expect(await state()).toBe(before);
  });

  it('sets a limit per brand that new offers and templates respect', async () => {
    const set = await post(
      `${BASE}/limits/set`,
      { kind: 'realtimeSalary', maxRate: 1.25, reason: 'risk limit' },
      'owner',
    );
    expect(set.body.value).toMatchObject({
      list: expect.arrayContaining([{ kind: 'realtimeSalary', maxRate: 1.25, isDefault: false }]),
    });
    expect(await lastAudit('agent_contract.limit_set')).toMatchObject({ reason: 'risk limit' });
    const top = await agent(t, null);
    const r = await post(`${BASE}/offer`, {
      username: top.username,
      kind: 'realtimeSalary',
      period: 'realtime',
      tiers: tiers(1.3),
      reason: 'too high',
    });
    expect(r.body.errorCode).toBe('agentContract.rate.above.limit');
  });

  it('checks the policy on the server: support and read-only may not write, finance may not set limits', async () => {
    const top = await agent(t, null);
    const payload = { username: top.username, kind: 'dailyWage', period: 'daily', tiers: tiers(1), reason: 'x y' };
    for (const role of ['support', 'read-only'] as const) {
      expect((await post(`${BASE}/offer`, payload, role)).body.errorCode).toBe('staff.role.forbidden');
    }
    expect((await get(BASE, 'support')).body.errorCode).toBe('staff.role.forbidden');
    expect((await post(`${BASE}/limits/set`, { kind: 'dividend', maxRate: 40, reason: 'x y' })).body.errorCode).toBe(
      'staff.role.forbidden',
    );
  });
});

describe('CLI', () => {
  it('offers a platform contract as a CLI act in the audit log', async () => {
    const top = await agent(t, null);
    const r = await runAdmin(
      t,
      'contract',
      'offer',
      top.username,
      '--kind',
      'dailyWage',
      '--tiers',
      '[{"minValidBet":0,"minActiveMembers":0,"rate":1.5}]',
      '--brand',
      'demo',
    );
    expect(r.code, r.out).toBe(0);
    const entry = await lastAudit('agent_contract.offer');
    expect(entry).toMatchObject({ actorKind: 'cli', channel: 'cli' });
    const bad = await runAdmin(t, 'contract', 'offer', top.username, '--kind', 'dailyWage', '--tiers', 'nope');
    expect(bad.code).not.toBe(0);
  });
});
