import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

// The audit log in the back office (decision 1010, 1020): staff acts are recorded with their reason in
// the act's transaction; the log is searched, paged, exported as CSV and verified by the reading roles.

let t: TestApp;
let owner: { token: string; id: number; username: string };
let otherBrandToken: string;
const UA = 'Mozilla/5.0 (audit test)';

const get = (url: string, token = owner.token, merchant = DEMO) => call(t.app, { method: 'GET', url, token, merchant });
const post = (url: string, payload: Record<string, unknown>, token = owner.token) =>
  call(t.app, { method: 'POST', url, token, payload, headers: { 'user-agent': UA } });

type Entry = {
  id: number;
  action: string;
  actorName: string;
  actorId: string;
  role: string;
  targetKind: string;
  targetId: string;
  reason: string;
  channel: string;
  ip: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
};
const rowsOf = (r: Awaited<ReturnType<typeof get>>) => (r.body.value as { rows: Entry[] }).rows;

let finId = 0;

beforeAll(async () => {
  t = await createTestApp();
  const s = await makeStaff(t, { role: 'owner', username: 'audit-boss' });
  owner = { token: await signInStaff(t, s), id: s.staff.id, username: s.username };
  const other = await t.app.brands.create({ merchantCode: 'auditb', name: 'Audit B' });
  const ob = await makeStaff(t, { role: 'owner', brand: other, username: 'b-boss' });
  otherBrandToken = await signInStaff(t, ob, 'auditb');
  // An act of another brand, which the demo brand's log must not show.
  const made = await call(t.app, {
    method: 'POST',
    url: '/backoffice/api/staff',
    merchant: 'auditb',
    token: otherBrandToken,
    payload: { username: 'b-fin', password: 'b-fin-pass-123', role: 'finance', reason: 'brand b hire' },
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const fin = await post('/backoffice/api/staff', {
    username: 'a-fin',
    password: 'a-fin-pass-123',
    role: 'finance',
    reason: 'new cashier',
  });
  expect(fin.body.success, JSON.stringify(fin.body)).toBe(true);
  finId = (fin.body.value as { staff: { id: number } }).staff.id;
  t.clock.advance(60_000);
  expect(
    (await post('/backoffice/api/staff/role', { staffId: finId, role: 'risk', reason: 'moved to risk' })).body.success,
  ).toBe(true);
  t.clock.advance(60_000);
  expect(
    (await post('/backoffice/api/staff/lock', { staffId: finId, locked: true, reason: 'on leave' })).body.success,
  ).toBe(true);
});
afterAll(() => t.close());

/** Stops the clock and touches the owner's session, so a refused call changes no row (not even last seen). */
async function stillClock() {
  t.clock.set(t.clock.now());
  await get('/backoffice/api/me');
}

describe('staff acts in the audit log', () => {
  it('records create, role and lock with who, role, target, before/after, reason, address and user agent', async () => {
    const rows = rowsOf(await get('/backoffice/api/audit?action=staff.*'));
    expect(rows.map((r) => r.action)).toEqual(['staff.lock', 'staff.role', 'staff.create']);
    const [lock, role, create] = rows;
    for (const r of rows) {
      expect(r).toMatchObject({
        actorName: owner.username,
        actorId: String(owner.id),
        role: 'owner',
        targetKind: 'staff',
        targetId: String(finId),
        channel: UA,
      });
      expect(r.ip).not.toBe('');
    }
    expect(create).toMatchObject({
      reason: 'new cashier',
      before: null,
      after: { username: 'a-fin', role: 'finance' },
    });
    expect(role).toMatchObject({ reason: 'moved to risk', before: { role: 'finance' }, after: { role: 'risk' } });
    expect(lock).toMatchObject({ reason: 'on leave', before: { status: 'active' }, after: { status: 'locked' } });
    // Never a hash or a secret.
    expect(JSON.stringify(rows)).not.toMatch(/passwordHash|totpSecret|argon2/);
  });

  it('refuses an act without a reason (or with a blank one), changing nothing', async () => {
    await stillClock();
    const before = await snapshot(t.database);
    for (const [url, payload] of [
      ['/backoffice/api/staff/lock', { staffId: finId, locked: false }],
      ['/backoffice/api/staff/lock', { staffId: finId, locked: false, reason: '   ' }],
      ['/backoffice/api/staff/role', { staffId: finId, role: 'support', reason: '' }],
      ['/backoffice/api/staff', { username: 'no-reason', password: 'no-reason-123', role: 'support' }],
      ['/backoffice/api/staff/role', { staffId: finId, role: 'support', reason: 'x'.repeat(1001) }],
    ] as const) {
      const r = await post(url, payload);
      expect(r.res.statusCode, url).toBe(400);
      expect(r.body.errorCode, url).toBe('request_param_err');
      expect(r.body.value, url).toMatchObject({ fields: [expect.objectContaining({ field: 'reason' })] });
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('audit.list', () => {
  it("shows only the acting brand's entries", async () => {
    const all = rowsOf(await get('/backoffice/api/audit'));
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(all.some((r) => r.reason === 'brand b hire')).toBe(false);
    const b = rowsOf(await get('/backoffice/api/audit', otherBrandToken, 'auditb'));
    expect(b.map((r) => r.reason)).toEqual(['brand b hire']);
  });

  it('filters by actor, exact action, target and time, and pages', async () => {
    expect(rowsOf(await get(`/backoffice/api/audit?actor=${owner.username}`)).length).toBe(3);
    expect(rowsOf(await get(`/backoffice/api/audit?actor=${owner.id}`)).length).toBe(3);
    expect(rowsOf(await get('/backoffice/api/audit?actor=nobody'))).toEqual([]);
    expect(rowsOf(await get('/backoffice/api/audit?action=staff.role')).map((r) => r.reason)).toEqual([
      'moved to risk',
    ]);
    expect(rowsOf(await get(`/backoffice/api/audit?targetKind=staff&targetId=${finId}`)).length).toBe(3);
    expect(rowsOf(await get('/backoffice/api/audit?targetKind=staff&targetId=999999'))).toEqual([]);
    // The role change happened a minute after the create, the lock a minute after that.
    const lockRow = rowsOf(await get('/backoffice/api/audit?action=staff.lock'))[0];
    const all = rowsOf(await get('/backoffice/api/audit'));
    const roleRow = all.find((r) => r.action === 'staff.role') as Entry & { at: string };
    const from = encodeURIComponent(roleRow.at);
    expect(rowsOf(await get(`/backoffice/api/audit?from=${from}`)).map((r) => r.action)).toEqual([
      'staff.lock',
      'staff.role',
    ]);
    expect(rowsOf(await get(`/backoffice/api/audit?to=${from}`)).map((r) => r.action)).toEqual(['staff.create']);
    expect(lockRow?.action).toBe('staff.lock');

    const p1 = await get('/backoffice/api/audit?size=2&page=1');
    expect(p1.body.value).toMatchObject({ page: 1, hasNext: true });
    const p2 = await get('/backoffice/api/audit?size=2&page=2');
    expect(p2.body.value).toMatchObject({ page: 2, hasNext: false });
    expect(rowsOf(p2).map((r) => r.action)).toEqual(['staff.create']);
  });

  it('refuses bad filters with request_param_err, changing nothing', async () => {
    await stillClock();
    const before = await snapshot(t.database);
    for (const q of [
      'action=DROP%20TABLE',
      'action=staff.%25',
      'from=yesterday',
      'to=2026-13-01T00:00:00Z',
      'page=0',
      'size=101',
      'size=abc',
      `actor=${'x'.repeat(201)}`,
    ]) {
      const r = await get(`/backoffice/api/audit?${q}`);
      expect(r.res.statusCode, q).toBe(400);
      expect(r.body.errorCode, q).toBe('request_param_err');
    }
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('audit.csv', () => {
  it('downloads the filtered entries as CSV, oldest first, as an attachment', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/backoffice/api/audit/csv?action=staff.*',
      headers: { merchant: DEMO, authorization: owner.token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-demo-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(res.headers['cache-control']).toBe('no-store');
    const lines = res.body.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe(
      'id,at,brand_id,actor_kind,actor_id,actor_name,role,action,target_kind,target_id,before,after,reason,ip,channel,prev_hash,hash',
    );
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain(',staff.create,');
    expect(lines[3]).toContain(',staff.lock,');
    expect(res.body).not.toContain('brand b hire');
  });

  it('refuses bad filters and unauthorised roles with an envelope', async () => {
    const bad = await get('/backoffice/api/audit/csv?from=soon');
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    const s = await makeStaff(t, { role: 'finance' });
    const fin = await signInStaff(t, s);
    for (const url of ['/backoffice/api/audit/csv', '/backoffice/api/audit', '/backoffice/api/audit/verify']) {
      const r = await get(url, fin);
      expect(r.res.statusCode, url).toBe(403);
      expect(r.body.errorCode, url).toBe('staff.role.forbidden');
    }
    const none = await call(t.app, { method: 'GET', url: '/backoffice/api/audit/csv' });
    expect(none.body.errorCode).toBe('staff.token.required');
  });
});

describe('audit.verify', () => {
  it('reports the intact chain to a reading role', async () => {
    const s = await makeStaff(t, { role: 'read-only' });
    const reader = await signInStaff(t, s);
    const r = await get('/backoffice/api/audit/verify', reader);
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(r.body.value).toMatchObject({ ok: true });
    expect((r.body.value as { count: number }).count).toBeGreaterThanOrEqual(4);
    expect((r.body.value as { head: string }).head).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('one transaction', () => {
  it('a staff act whose audit entry cannot be written does not happen', async () => {
    const s = await makeStaff(t, { role: 'support' });
    // Without the chain head the append fails inside the act's transaction.
    const [head] = await sqlRows<{ last_id: number; hash: string }>(t, sql`SELECT last_id, hash FROM audit_chain_head`);
    await sqlRows(t, sql`DELETE FROM audit_chain_head`);
    try {
      const r = await post('/backoffice/api/staff/lock', { staffId: s.staff.id, locked: true, reason: 'test' });
      expect(r.body.success).toBe(false);
    } finally {
      await sqlRows(
        t,
        sql`INSERT INTO audit_chain_head (id, last_id, hash) VALUES (1, ${head?.last_id}, ${head?.hash})`,
      );
    }
    const [row] = await sqlRows<{ status: string }>(t, sql`SELECT status FROM staff WHERE id = ${s.staff.id}`);
    expect(row?.status).toBe('active');
    expect((await get('/backoffice/api/audit/verify')).body.value).toMatchObject({ ok: true });
  });
});
