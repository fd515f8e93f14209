import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { runCli } from '../../cli/run.ts';
import { auditLog, members } from '../../db/schema/index.ts';
import { login, sealed } from '../auth/test-helpers.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

let t: TestApp;
const tokens = new Map<StaffRole, string>();
const tokenOf = (role: StaffRole) => tokens.get(role) ?? '';
let seq = 0;
const uniq = () => `${Date.now().toString(36).slice(-4)}${seq++}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['owner', 'support', 'finance', 'risk', 'read-only'] as const) {
    tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
  }
});
afterAll(() => t.close());

/** Every row but the staff sessions' last-seen times (each call moves them): for "nothing changed" checks. */
const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');

const get = (url: string, role: StaffRole = 'owner', lang?: string) =>
  call(t.app, { method: 'GET', url, token: tokenOf(role), ...(lang ? { lang } : {}) });
const post = (url: string, payload: Record<string, unknown>, role: StaffRole = 'owner') =>
  call(t.app, { method: 'POST', url, token: tokenOf(role), payload, headers: { 'user-agent': 'vitest-browser' } });

/** A member with contact fields, a register address and a sign-in session from an address. */
async function member(opts: { username?: string; email?: string; mobile?: string; ip?: string } = {}) {
  const m = await createMember(t.app, { username: opts.username ?? `mem${uniq()}` });
  await t.app.deps.db
    .update(members)
    .set({
      email: opts.email ?? null,
      mobileNum: opts.mobile ?? null,
      countryDialingCode: opts.mobile ? '+63' : null,
      registerIp: '10.9.8.7',
    })
    .where(eq(members.id, m.id));
  const { token } = await t.app.sessions.create(t.app.deps.db, {
    brandId: m.brandId,
    memberId: m.id,
    loginType: 'username',
    ip: opts.ip ?? '198.51.100.1',
    device: 'Firefox on Linux',
  });
  return { ...m, token };
}

type Page = { list: { id: number; username: string; email: string | null; mobile: string | null }[]; total: number };
const search = async (by: string, q: string, extra = '', role: StaffRole = 'owner') => {
  const r = await get(`/backoffice/api/members?by=${by}&q=${encodeURIComponent(q)}${extra}`, role);
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value as Page;
};

const auditOf = (username: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.targetKind} = 'member' AND ${auditLog.targetId} = ${username}`)
    .orderBy(auditLog.id);

describe('member search', () => {
  it('finds members by username prefix, mobile, e-mail, id and sign-in or register address', async () => {
    const tag = uniq();
    const ip = '203.0.113.77';
    const a = await member({ username: `srch${tag}a`, email: `Srch${tag}@Example.com`, mobile: '9171234567', ip });
    const b = await member({ username: `srch${tag}b` });
    await member({ username: `other${tag}` });

    const byName = await search('username', `SRCH${tag}`);
    expect(byName.list.map((m) => m.username).sort()).toEqual([a.username, b.username]);
    expect((await search('email', `srch${tag}@example.com`)).list.map((m) => m.id)).toEqual([a.id]);
    expect((await search('mobile', '+63 917 123 4567')).list.map((m) => m.id)).toContain(a.id);
    expect((await search('mobile', '09171234567')).list.map((m) => m.id)).toContain(a.id);
    expect((await search('id', String(b.id))).list.map((m) => m.username)).toEqual([b.username]);
    expect((await search('id', 'abc')).total).toBe(0);
    expect((await search('ip', ip)).list.map((m) => m.id)).toEqual([a.id]);
    const byRegister = await search('ip', '10.9.8.7', '&pageSize=100');
    expect(byRegister.list.map((m) => m.id)).toEqual(expect.arrayContaining([a.id, b.id]));
  });

  it('pages newest first', async () => {
    const tag = uniq();
    const made = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      made.push(await createMember(t.app, { username: `pg${tag}${i}` }));
    }
    const p1 = await search('username', `pg${tag}`, '&pageSize=2&pageNo=1');
    const p2 = await search('username', `pg${tag}`, '&pageSize=2&pageNo=2');
    expect(p1.total).toBe(3);
    expect(p1.list.map((m) => m.username)).toEqual([`pg${tag}2`, `pg${tag}1`]);
    expect(p2.list.map((m) => m.username)).toEqual([`pg${tag}0`]);
  });

  it('masks contact fields for finance and read-only, shows them to support and risk', async () => {
    const tag = uniq();
    const m = await member({ username: `mask${tag}`, email: `mask${tag}@example.com`, mobile: '9170000123' });
    for (const role of ['support', 'risk', 'owner'] as const) {
      const [row] = (await search('username', `mask${tag}`, '', role)).list;
      expect(row).toMatchObject({ email: `mask${tag}@example.com`, mobile: '+63 9170000123' });
    }
    for (const role of ['finance', 'read-only'] as const) {
      const [row] = (await search('username', `mask${tag}`, '', role)).list;
      expect(row?.email).toBe('m****@example.com');
      expect(row?.mobile).toMatch(/^\*{4,}123$/);
      const p = await get(`/backoffice/api/members/profile?memberId=${m.id}`, role);
      expect(p.body.value).toMatchObject({ contactVisible: false, email: 'm****@example.com' });
      expect(JSON.stringify(p.body.value)).not.toContain('9170000123');
    }
  });

  it('refuses bad input with a clear code and in the staff language', async () => {
    expect((await get('/backoffice/api/members?by=username&q=')).body.errorCode).toBe('request_param_err');
    expect((await get('/backoffice/api/members?by=phone&q=1')).body.errorCode).toBe('request_param_err');
    expect((await get('/backoffice/api/members/profile?memberId=abc')).body.errorCode).toBe('request_param_err');
    const missing = await get('/backoffice/api/members/profile?memberId=999999999', 'owner', 'CN');
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ errorCode: 'member.not.found', message: '本品牌没有这个会员。' });
  });
});

describe('a member record', () => {
  it('shows profile, balances, ledger, bets and sign-ins', async () => {
    const m = await member({ ip: '192.0.2.55' });
    const lines: string[] = [];
    const code = await runCli(['adjust', m.username, 'credit', '12.50', '--reason', 'test credit'], {
      services: t.app.services,
      print: (l) => lines.push(l),
    });
    expect(code, lines.join('\n')).toBe(0);

    const profile = await get(`/backoffice/api/members/profile?memberId=${m.id}`);
    expect(profile.body.value).toMatchObject({
      id: m.id,
      username: m.username,
      lock: 'active',
      registerIp: '10.9.8.7',
      lastSignInIp: '192.0.2.55',
      contactVisible: true,
      tags: [],
    });
    const balances = await get(`/backoffice/api/members/balances?memberId=${m.id}`, 'finance');
    const main = (balances.body.value as { accounts: { wallet: string; balance: number }[] }).accounts.find(
      (a) => a.wallet === '',
    );
    expect(main?.balance).toBe(1250 * 10 ** ((balances.body.value as { minorUnits: number }).minorUnits - 2));
    const ledger = await get(`/backoffice/api/members/ledger?memberId=${m.id}`, 'finance');
    expect(ledger.body.value).toMatchObject({ total: 1, list: [{ amount: 12.5 }] });
    const bets = await get(`/backoffice/api/members/bets?memberId=${m.id}&startDate=2020-01-01&endDate=2099-12-31`);
    expect(bets.body.value).toMatchObject({ total: 0, list: [], totals: { rounds: 0 } });
    const signIns = await get(`/backoffice/api/members/sign-ins?memberId=${m.id}`, 'risk');
    expect(signIns.body.value).toMatchObject({
      total: 1,
      list: [{ ip: '192.0.2.55', device: 'Firefox on Linux', loginType: 'username', endedAt: null }],
    });
    const badRange = await get(
      `/backoffice/api/members/ledger?memberId=${m.id}&startDate=2026-02-01&endDate=2026-01-01`,
    );
    expect(badRange.body.errorCode).toBe('request_param_err');
    const badDate = await get(`/backoffice/api/members/bets?memberId=${m.id}&startDate=2026-02-31`);
    expect(badDate.body.errorCode).toBe('request_param_err');
  });
});

describe('lock and unlock', () => {
  it('locks with a reason until unlocked, ends the sessions and records the act; unlock lifts it', async () => {
    const m = await member();
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token: m.token })).res.statusCode).toBe(200);
    const locked = await post('/backoffice/api/members/lock', { memberId: m.id, reason: 'chargeback ring' }, 'risk');
    expect(locked.body.value).toMatchObject({ lock: 'locked', lockedUntil: null });
    const after = await call(t.app, { method: 'GET', url: '/wps/member/info', token: m.token });
    expect(after.res.statusCode).toBe(401);
    const [s] = await sqlRows<{ revoke_reason: string }>(
      t,
      sql`SELECT revoke_reason FROM sessions WHERE member_id = ${m.id}`,
    );
    expect(s?.revoke_reason).toBe('locked');

    const unlocked = await post(
      '/backoffice/api/members/unlock',
      { memberId: m.id, reason: 'cleared by risk' },
      'risk',
    );
    expect(unlocked.body.value).toMatchObject({ lock: 'active' });
    const rows = await auditOf(m.username);
    expect(rows.map((r) => r.action)).toEqual(['member.lock', 'member.unlock']);
    expect(rows[0]).toMatchObject({
      actorKind: 'staff',
      role: 'risk',
      reason: 'chargeback ring',
      channel: 'vitest-browser',
      before: { status: 'active', lockedUntil: null },
      after: { status: 'locked', lockedUntil: null },
    });
    expect(rows[1]).toMatchObject({ before: { status: 'locked' }, after: { status: 'active' } });
  });

  it('locks for some minutes when asked', async () => {
    const m = await member();
    const r = await post('/backoffice/api/members/lock', { memberId: m.id, reason: 'cool off', minutes: 60 });
    expect(r.body.value).toMatchObject({ lock: 'locked_until', lockedUntil: expect.any(String) });
  });

  it('refuses a lock without a reason, for another role, or of an unknown member, changing nothing', async () => {
    const m = await member();
    const before = await state();
    expect((await post('/backoffice/api/members/lock', { memberId: m.id })).body.errorCode).toBe('request_param_err');
    expect((await post('/backoffice/api/members/lock', { memberId: m.id, reason: '   ' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await post('/backoffice/api/members/lock', { memberId: m.id, reason: 'ok reason', minutes: 0 })).body.errorCode,
    ).toBe('request_param_err');
    expect(
      (await post('/backoffice/api/members/lock', { memberId: m.id, reason: 'x y' }, 'support')).body.errorCode,
    ).toBe('staff.role.forbidden');
    expect((await post('/backoffice/api/members/lock', { memberId: 999999999, reason: 'x y' })).body.errorCode).toBe(
      'member.not.found',
    );
    expect(await state()).toBe(before);
  });

  it('rolls the lock back when its audit entry cannot be written', async () => {
    const m = await member();
    const brand = await t.app.brands.byMerchant(DEMO);
    if (!brand) throw new Error('demo brand');
    const before = await state();
    const spy = vi.spyOn(t.app.services.audit, 'record').mockRejectedValueOnce(new Error('audit store down'));
    try {
      await expect(
        t.app.services.members.setLock(brand, m.id, { lock: true }, 'fraud', {
          actor: { kind: 'staff', id: '1', name: 'x', role: 'risk' },
          ip: '',
          channel: 'test',
        }),
      ).rejects.toThrow('audit store down');
    } finally {
      spy.mockRestore();
    }
    expect(await state()).toBe(before);
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token: m.token })).res.statusCode).toBe(200);
  });
});

describe('password reset link', () => {
  it('makes a one-time link, audited without the token; a newer link voids the older one', async () => {
    const m = await member();
    const brand = await t.app.brands.byMerchant(DEMO);
    if (!brand) throw new Error('demo brand');
    const make = async () => {
      const r = await post(
        '/backoffice/api/members/reset-link',
        { memberId: m.id, reason: 'member asked by phone' },
        'support',
      );
      expect(r.body.success, JSON.stringify(r.body)).toBe(true);
      return r.body.value as { link: string; expiresAt: string };
    };
    const first = await make();
    const second = await make();
    expect(second.link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const tokenOfLink = (l: string) => new URL(l).searchParams.get('token') ?? '';
    const reset = (token: string, password: string) =>
      sealed(t.app, {
        url: '/wps/member/password/reset',
        payload: { token, newPassword: password, confirmNewPassword: password },
      });
    expect((await reset(tokenOfLink(first.link), 'Harbour2025x')).body.errorCode).toBe('reset.link.invalid');
    expect((await reset(tokenOfLink(second.link), 'Harbour2025x')).body).toEqual({ success: true, value: null });
    expect((await reset(tokenOfLink(second.link), 'Harbour2026x')).body.errorCode).toBe('reset.link.invalid');
    expect((await login(t.app, m.username, 'Harbour2025x')).res.statusCode).toBe(200);

    const rows = (await auditOf(m.username)).filter((r) => r.action === 'member.password_reset_link');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ role: 'support', reason: 'member asked by phone' });
    expect(JSON.stringify(rows)).not.toContain(tokenOfLink(second.link));
    expect((await post('/backoffice/api/members/reset-link', { memberId: m.id }, 'support')).body.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await post('/backoffice/api/members/reset-link', { memberId: m.id, reason: 'x y' }, 'finance')).body.errorCode,
    ).toBe('staff.role.forbidden');
  });
});

describe('notes and tags', () => {
  it('appends notes with author and time, newest first; notes cannot be changed', async () => {
    const m = await member();
    await post('/backoffice/api/members/notes', { memberId: m.id, text: 'Called about a bonus' }, 'support');
    t.clock.advance(1000);
    await post('/backoffice/api/members/notes', { memberId: m.id, text: '  Payout delayed  ' }, 'finance');
    const list = await get(`/backoffice/api/members/notes?memberId=${m.id}`, 'read-only');
    const notes = list.body.value as { total: number; list: { author: string; text: string; at: string }[] };
    expect(notes.total).toBe(2);
    expect(notes.list.map((n) => n.text)).toEqual(['Payout delayed', 'Called about a bonus']);
    expect(notes.list[0]?.author).toMatch(/^st/);
    expect((await auditOf(m.username)).filter((r) => r.action === 'member.note')).toHaveLength(2);
    await expect(sqlRows(t, sql`UPDATE member_notes SET body = 'x' WHERE member_id = ${m.id}`)).rejects.toThrow(
      /append-only/,
    );
    await expect(sqlRows(t, sql`DELETE FROM member_notes WHERE member_id = ${m.id}`)).rejects.toThrow(/append-only/);

    const before = await state();
    expect((await post('/backoffice/api/members/notes', { memberId: m.id, text: '   ' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect(
      (await post('/backoffice/api/members/notes', { memberId: m.id, text: 'x'.repeat(2001) })).body.errorCode,
    ).toBe('request_param_err');
    expect(
      (await post('/backoffice/api/members/notes', { memberId: m.id, text: 'hi' }, 'read-only')).body.errorCode,
    ).toBe('staff.role.forbidden');
    expect(await state()).toBe(before);
  });

  it('adds and removes tags from the brand tag set, recording only real changes', async () => {
    const a = await member();
    const b = await member();
    const tag = `vip${uniq()}`;
    expect((await post('/backoffice/api/members/tags', { memberId: a.id, tag }, 'support')).body.value).toEqual({
      tags: [tag],
    });
    await post('/backoffice/api/members/tags', { memberId: a.id, tag }, 'support');
    await post('/backoffice/api/members/tags', { memberId: b.id, tag }, 'risk');
    const set = (await get('/backoffice/api/members/tags', 'read-only')).body.value as {
      tag: string;
      members: number;
    }[];
    expect(set.find((s) => s.tag === tag)).toEqual({ tag, members: 2 });
    expect((await get(`/backoffice/api/members/profile?memberId=${a.id}`)).body.value).toMatchObject({ tags: [tag] });
    expect((await post('/backoffice/api/members/tags/remove', { memberId: a.id, tag }, 'support')).body.value).toEqual({
      tags: [],
    });
    await post('/backoffice/api/members/tags/remove', { memberId: a.id, tag }, 'support');
    expect((await auditOf(a.username)).map((r) => r.action)).toEqual(['member.tag_add', 'member.tag_remove']);

    const before = await state();
    for (const bad of ['', '<b>', 'x'.repeat(33), ' -lead']) {
      const r = await post('/backoffice/api/members/tags', { memberId: a.id, tag: bad });
      expect(r.body.errorCode, bad).toBe('request_param_err');
    }
    expect((await post('/backoffice/api/members/tags', { memberId: a.id, tag: 'ok' }, 'finance')).body.errorCode).toBe(
      'staff.role.forbidden',
    );
    expect(await state()).toBe(before);
  });
});

describe('the CLI', () => {
  it('locks and unlocks through the same path, as a cli act', async () => {
    const m = await member();
    const lines: string[] = [];
    const run = (...argv: string[]) => runCli(argv, { services: t.app.services, print: (l) => lines.push(l) });
    expect(await run('member', 'lock', m.username, '--reason', 'ticket 7')).toBe(0);
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token: m.token })).res.statusCode).toBe(401);
    expect(await run('member', 'unlock', m.username, '--reason', 'ticket 7')).toBe(0);
    expect(await run('member', 'lock', 'nobody-here', '--reason', 'ticket 7')).toBe(2);
    const rows = await auditOf(m.username);
    expect(rows.map((r) => [r.action, r.actorKind, r.channel])).toEqual([
      ['member.lock', 'cli', 'cli'],
      ['member.unlock', 'cli', 'cli'],
    ]);
    expect(await sessionFor(t.app, m)).toBeTruthy();
  });
});
