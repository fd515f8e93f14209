import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { auditLog, members } from '../../db/schema/index.ts';
import { login } from '../auth/test-helpers.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';

let t: TestApp;
let brand: Brand;
const tokens = new Map<StaffRole, string>();
const tokenOf = (role: StaffRole) => tokens.get(role) ?? '';
let seq = 0;
const uniq = (p: string) => `${p}${Date.now().toString(36).slice(-4)}${seq++}`;
const NOW = Date.parse('2026-11-20T04:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date(NOW));
  const b = await t.app.brands.byMerchant(DEMO);
  if (!b) throw new Error('no demo brand');
  brand = b;
  for (const role of ['owner', 'admin', 'finance', 'support', 'risk', 'content', 'read-only'] as const) {
    tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
  }
});
afterAll(() => t.close());

/** Every row but the staff sessions' last-seen times (each call moves them). */
const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');

const get = (url: string, role: StaffRole = 'owner', lang?: string) =>
  call(t.app, { method: 'GET', url, token: tokenOf(role), ...(lang ? { lang } : {}) });
const post = (url: string, payload: Record<string, unknown>, role: StaffRole = 'owner', lang?: string) =>
  call(t.app, {
    method: 'POST',
    url,
    token: tokenOf(role),
    payload,
    headers: { 'user-agent': 'vitest-browser' },
    ...(lang ? { lang } : {}),
  });

async function lastAudit(action: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, action))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('making a top agent', () => {
  it('makes one from the back office with the register rules, audited, and it signs in at the agent entry', async () => {
    const username = uniq('top');
    const r = await post('/backoffice/api/agents', {
      username,
      password: 'Summit2025x',
      type: 41,
      reason: 'new partner',
    });
    expect(r.res.statusCode).toBe(200);
    expect(r.body.value).toMatchObject({ username, type: 41, depth: 0, teamSize: 0, parentUsername: '' });
    const entry = await lastAudit('agent.create');
    expect(entry).toMatchObject({
      actorKind: 'staff',
      targetKind: 'member',
      targetId: username,
      reason: 'new partner',
      brandId: brand.id,
    });
    expect(entry?.after).toMatchObject({ username, type: 41 });
    expect((await login(t.app, username, 'Summit2025x', { entry: 'agent' }, '10.9.0.1')).res.statusCode).toBe(200);
  });

  it('refuses a taken name, a weak password, a type that is not a top type, and roles that may not', async () => {
    const taken = uniq('tk');
    await createMember(t.app, { username: taken });
    const before = await state();
    const dup = await post(
      '/backoffice/api/agents',
      { username: taken, password: 'Summit2025x', type: 1 },
      'owner',
      'ID',
    );
    expect(dup.res.statusCode).toBe(409);
    expect(dup.body.errorCode).toBe('username.taken');
    const weak = await post('/backoffice/api/agents', { username: uniq('wk'), password: '12', type: 1 });
    expect(weak.body.errorCode).toBe('request_param_err');
    for (const type of [0, 2, 4, 7]) {
      const bad = await post('/backoffice/api/agents', { username: uniq('ty'), password: 'Summit2025x', type });
      expect(bad.res.statusCode).toBe(400);
      expect(bad.body.errorCode).toBe('request_param_err');
    }
    for (const role of ['finance', 'support', 'risk', 'content', 'read-only'] as const) {
      const r = await post('/backoffice/api/agents', { username: uniq('no'), password: 'Summit2025x', type: 1 }, role);
      expect(r.res.statusCode).toBe(403);
    }
    expect(await state()).toBe(before);
  });

  it('makes one from the CLI, recorded as a cli act', async () => {
    const username = uniq('cli');
    const r = await runAdmin(t, 'agent', 'create', username, '--type', '42', '--password', 'Summit2025x');
    expect(r.code).toBe(0);
    expect(r.out).toContain(`agent ${username} (type 42)`);
    const entry = await lastAudit('agent.create');
    expect(entry).toMatchObject({ actorKind: 'cli', channel: 'cli', targetId: username });
    const [m] = await t.app.deps.db.select().from(members).where(eq(members.username, username));
    expect(m).toMatchObject({ accountType: 42, uplineId: null, uplinePath: [] });
    const bad = await runAdmin(t, 'agent', 'create', uniq('cli'), '--type', '2', '--password', 'Summit2025x');
    expect(bad.code).not.toBe(0);
    expect(bad.out).toContain('--type must be one of 1, 41, 42');
    const dup = await runAdmin(t, 'agent', 'create', username, '--type', '1', '--password', 'Summit2025x');
    expect(dup.code).not.toBe(0);
  });
});

describe('the agent list, tree and report', () => {
  it('searches agents, opens a node to its direct downlines with team sizes, and reports by agent', async () => {
    const prefix = uniq('tree');
    const top = await createMember(t.app, { username: `${prefix}top`, accountType: 1 });
    const sub = await createMember(t.app, { username: `${prefix}sub`, accountType: 2, uplineId: top.id });
    const m1 = await createMember(t.app, { username: `${prefix}m1`, uplineId: top.id });
    const m2 = await createMember(t.app, { username: `${prefix}m2`, uplineId: sub.id });
    const list = (await get(`/backoffice/api/agents?q=${prefix}`, 'support')).body.value as {
      list: { username: string; teamSize: number; directCount: number; depth: number }[];
      total: number;
    };
    expect(list.list.map((a) => [a.username, a.depth, a.teamSize, a.directCount])).toEqual([
      [`${prefix}top`, 0, 3, 2],
      [`${prefix}sub`, 1, 1, 1],
    ]);
    const kids = (await get(`/backoffice/api/agents/children?parentId=${top.id}`, 'read-only')).body
      .value as typeof list;
    expect(kids.list.map((k) => [k.username, k.teamSize])).toEqual([
      [`${prefix}sub`, 1],
      [`${prefix}m1`, 0],
    ]);
    const notAgent = await get(`/backoffice/api/agents/children?parentId=${m1.id}`, 'owner', 'CN');
    expect(notAgent.res.statusCode).toBe(404);
    expect(notAgent.body.errorCode).toBe('agents.agent.not.found');
    expect(notAgent.body.message).toBe('本品牌没有这个代理。');

    // Bets and a deposit: m2 (under sub) and m1.
    const path = async (id: number) =>
      (await t.app.deps.db.select({ p: members.uplinePath }).from(members).where(eq(members.id, id)))[0]?.p ?? [];
    for (const [memberId, stake, win] of [
      [m1.id, 10_000, 2_000],
      [m2.id, 3_000, 9_000],
    ] as const) {
      const p = await path(memberId);
      const id = 800_000 + seq++;
      await sqlRows(
        t,
        sql`INSERT INTO valid_bets (source, source_id, seq, brand_id, member_id, upline_path, category, vendor_id, game_id,
                                    round_id, stake, valid_amount, win, settled_at)
            VALUES ('vendor', ${id}, 0, ${brand.id}, ${memberId}, ${`{${p.join(',')}}`}::bigint[], 'LIVE', 1, 1, ${`r${id}`},
                    ${stake}, ${stake}, ${win}, ${new Date(NOW - 3_600_000).toISOString()}::timestamptz)`,
      );
    }
    const rep = (await get(`/backoffice/api/agents/report?from=2026-11-20&to=2026-11-20&parentId=${top.id}`, 'finance'))
      .body.value as {
      list: { username: string; teamSize: number; validBet: number; profitLoss: number; activeMembers: number }[];
      totals: { validBet: number; profitLoss: number; teamSize: number };
    };
    expect(rep.list.map((r) => [r.username, r.teamSize, r.validBet, r.profitLoss])).toEqual([
      [`${prefix}m1`, 0, 100, -80],
      [`${prefix}sub`, 1, 30, 60],
    ]);
    expect(rep.totals).toMatchObject({ teamSize: 3, validBet: 130, profitLoss: -20 });
    const tops = (await get('/backoffice/api/agents/report?from=2026-11-20&to=2026-11-20&pageSize=100', 'risk')).body
      .value as typeof rep;
    expect(tops.list.find((r) => r.username === `${prefix}top`)).toMatchObject({
      teamSize: 3,
      validBet: 130,
      activeMembers: 2,
    });
    // Bad dates and roles without money figures.
    expect((await get('/backoffice/api/agents/report?from=2026-11-20&to=2026-11-01')).body.errorCode).toBe(
      'agents.range.reversed',
    );
    expect((await get('/backoffice/api/agents/report?from=2026-01-01&to=2026-11-20')).body.errorCode).toBe(
      'agents.range.too.long',
    );
    expect((await get('/backoffice/api/agents/report?from=2026-11-31&to=2026-12-01')).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await get('/backoffice/api/agents/report?from=2026-11-20&to=2026-11-20', 'support')).res.statusCode).toBe(
      403,
    );
    expect((await get('/backoffice/api/agents', 'content')).res.statusCode).toBe(403);
  });
});

describe("agents' announcements", () => {
  it('are published and taken down by content editors, audited, and shown in the agent centre', async () => {
    const made = await post(
      '/backoffice/api/agents/notices',
      { title: 'New wage tiers', body: 'From Monday.' },
      'content',
    );
    expect(made.res.statusCode).toBe(200);
    const notice = made.body.value as { id: number };
    expect(await lastAudit('agent_notice.create')).toMatchObject({
      targetKind: 'agent_notice',
      targetId: String(notice.id),
    });
    const agent = await createMember(t.app, { accountType: 2 });
    const token = await sessionFor(t.app, agent);
    const seen = await call(t.app, { method: 'GET', url: '/wps/agent/notices', token });
    expect((seen.body.value as { list: { id: number; title: string }[] }).list[0]).toMatchObject({
      id: notice.id,
      title: 'New wage tiers',
    });
    expect((await post('/backoffice/api/agents/notices', { title: 'x', body: 'y' }, 'finance')).res.statusCode).toBe(
      403,
    );
    expect((await post('/backoffice/api/agents/notices', { title: '', body: 'y' }, 'admin')).body.errorCode).toBe(
      'request_param_err',
    );
    const retired = await post('/backoffice/api/agents/notices/retire', { id: notice.id }, 'admin');
    expect(retired.body.value).toEqual({ id: notice.id });
    expect(await lastAudit('agent_notice.retire')).toMatchObject({ targetId: String(notice.id) });
    const again = await post('/backoffice/api/agents/notices/retire', { id: notice.id }, 'admin');
    expect(again.res.statusCode).toBe(404);
    expect(again.body.errorCode).toBe('agents.notice.not.found');
    const after = await call(t.app, { method: 'GET', url: '/wps/agent/notices', token });
    expect((after.body.value as { list: { id: number }[] }).list.map((n) => n.id)).not.toContain(notice.id);
  });
});
