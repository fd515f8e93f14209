import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, DEMO, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { STAFF_IDLE_MS } from './staff-service.ts';
import { codeNow, makeStaff, STAFF_PASSWORD, signInStaff, signInStaffFully, startSignIn } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Bursts of sign-ins from one address: the per-client hashing caps (decision 0203) raised out of the way.
  t = await createTestApp({ AUTH_CHECKS_PER_IP: '64', AUTH_CHECKS_PER_ACCOUNT: '64' });
});
afterAll(() => t.close());

const verify = (payload: Record<string, unknown>, merchant = DEMO) =>
  call(t.app, { method: 'POST', url: '/backoffice/api/sign-in/verify', merchant, payload });
const me = (token: string, merchant = DEMO) =>
  call(t.app, { method: 'GET', url: '/backoffice/api/me', token, merchant });

describe('staff sign-in with TOTP two-factor', () => {
  it('the CLI makes the first owner; they enrol by the QR code, then sign in with codes', async () => {
    const made = await runAdmin(
      t,
      'staff',
      'create-owner',
      '--username',
      'boss',
      '--brand',
      DEMO,
      '--password',
      STAFF_PASSWORD,
    );
    expect(made.code, made.out).toBe(0);
    const secret = /two-factor secret: ([A-Z2-7]+)/.exec(made.out)?.[1] ?? '';
    expect(made.out).toContain(`otpauth://totp/`);
    // The operator's act is in the audit log, without the secret.
    const [entry] = await t.app.services.audit.list({ action: 'staff.create_owner' });
    expect(entry).toMatchObject({ actorKind: 'cli', role: 'operator', channel: 'cli', targetKind: 'staff' });
    expect(entry?.after).toMatchObject({ username: 'boss', role: 'owner' });
    expect(JSON.stringify(entry)).not.toContain(secret);
    // No recovery codes yet: the first sign-in (which enrols) answers them.
    expect(made.out).not.toMatch(/^ {2}[a-z0-9]{5}-[a-z0-9]{5}$/m);

    const step1 = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      payload: { username: 'boss', password: STAFF_PASSWORD },
    });
    const v = step1.body.value as {
      challenge: string;
      enrolment: { secret: string; otpauthUri: string; qrSvg: string };
    };
    expect(v.enrolment.secret).toBe(secret);
    expect(v.enrolment.otpauthUri).toContain(`secret=${secret}`);
    expect(v.enrolment.qrSvg.startsWith('<svg')).toBe(true);

    const step2 = await verify({ challenge: v.challenge, code: codeNow(t, secret) });
    expect(step2.body.success, JSON.stringify(step2.body)).toBe(true);
    const { token, staff } = step2.body.value as {
      token: string;
      staff: { role: string; enrolled: boolean; brand: string };
    };
    expect(staff).toMatchObject({ role: 'owner', enrolled: true, brand: DEMO });
    const who = await me(token);
    expect(who.body.value).toMatchObject({ staff: { username: 'boss' }, actingBrand: DEMO, recoveryCodesLeft: 10 });
    // The enrolling code answers the account's recovery codes, once.
    const fresh = (step2.body.value as { recoveryCodes?: string[] }).recoveryCodes ?? [];
    expect(fresh).toHaveLength(10);

    // Enrolled: step 1 no longer shows the secret.
    t.clock.advance(30_000);
    const again = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      payload: { username: 'boss', password: STAFF_PASSWORD },
    });
    expect((again.body.value as { enrolment: unknown }).enrolment).toBeNull();

    // Sign-out ends the session.
    expect((await call(t.app, { method: 'DELETE', url: '/backoffice/api/sign-out', token })).body.success).toBe(true);
    expect((await me(token)).body.errorCode).toBe('staff.token.invalid');
  });

  it('refuses a wrong password and an unknown name alike, changing nothing', async () => {
    const s = await makeStaff(t);
    const before = await snapshot(t.database);
    for (const payload of [
      { username: s.username, password: 'wrong-password' },
      { username: 'nobody-here', password: STAFF_PASSWORD },
    ]) {
      const r = await call(t.app, { method: 'POST', url: '/backoffice/api/sign-in', payload });
      expect(r.res.statusCode).toBe(400);
      expect(r.body.errorCode).toBe('staff.login.failed');
    }
    const cn = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      lang: 'CN',
      payload: { username: s.username, password: 'wrong-password' },
    });
    expect(cn.body.message).toBe('用户名或密码错误。');
    const bad = await call(t.app, { method: 'POST', url: '/backoffice/api/sign-in', payload: { username: 'x' } });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('counts password failures before checking: the tenth locks the name, even for the right password', async () => {
    const s = await makeStaff(t);
    const tries = await Promise.all(
      Array.from({ length: 14 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/backoffice/api/sign-in',
          payload: { username: s.username, password: 'wrong-password' },
        }),
      ),
    );
    const codes = tries.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 'staff.login.failed')).toHaveLength(10);
    expect(codes.filter((c) => c === 'staff.locked')).toHaveLength(4);
    const right = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      payload: { username: s.username, password: STAFF_PASSWORD },
    });
    expect(right.res.statusCode).toBe(429);
    expect(right.body.errorCode).toBe('staff.locked');
  });

  it('refuses a wrong code, a replayed code and a used recovery code', async () => {
    const s = await makeStaff(t);
    const challenge = await startSignIn(t, s.username);
    const code = codeNow(t, s.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify({ challenge, code: wrong })).body.errorCode).toBe('staff.code.invalid');
    // Before enrolment a recovery code cannot stand in for the authenticator.
    expect((await verify({ challenge, recoveryCode: s.recoveryCodes[0] })).body.errorCode).toBe(
      'staff.enrolment.required',
    );
    const enrolled = await verify({ challenge, code });
    expect(enrolled.body.success).toBe(true);
    const codes = (enrolled.body.value as { recoveryCodes: string[] }).recoveryCodes;
    // The creation-time set was replaced when the account enrolled.
    expect(codes).not.toContain(s.recoveryCodes[1]);
    // The same code again (same 30 s step), with a fresh challenge: refused.
    const second = await startSignIn(t, s.username);
    expect((await verify({ challenge: second, code })).body.errorCode).toBe('staff.code.invalid');
    // A spent challenge is refused.
    expect((await verify({ challenge, code })).body.errorCode).toBe('staff.challenge.invalid');
    // A recovery code works once (case and dash forgiven).
    const rc = codes[1] ?? '';
    const ok = await verify({ challenge: second, recoveryCode: rc.toUpperCase().replace('-', '') });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect((ok.body.value as { recoveryCodesLeft: number }).recoveryCodesLeft).toBe(9);
    const third = await startSignIn(t, s.username);
    expect((await verify({ challenge: third, recoveryCode: rc })).body.errorCode).toBe('staff.code.invalid');
    // Neither or both given: bad input.
    expect((await verify({ challenge: third })).body.errorCode).toBe('request_param_err');
    expect((await verify({ challenge: third, code, recoveryCode: rc })).body.errorCode).toBe('request_param_err');
  });

  it('five wrong codes make the account wait, even with the right code', async () => {
    const s = await makeStaff(t);
    const challenge = await startSignIn(t, s.username);
    const code = codeNow(t, s.secret);
    const wrong = String((Number(code) + 7) % 1_000_000).padStart(6, '0');
    for (let i = 0; i < 5; i++)
      expect((await verify({ challenge, code: wrong })).body.errorCode).toBe('staff.code.invalid');
    const r = await verify({ challenge, code });
    expect(r.res.statusCode).toBe(429);
    expect(r.body.errorCode).toBe('staff.code.locked');
  });

  it('ends a session after 15 minutes idle; each call keeps it alive', async () => {
    const s = await makeStaff(t, { role: 'support' });
    const token = await signInStaff(t, s);
    t.clock.advance(STAFF_IDLE_MS - 60_000);
    expect((await me(token)).body.success).toBe(true);
    t.clock.advance(STAFF_IDLE_MS - 60_000);
    expect((await me(token)).body.success).toBe(true);
    t.clock.advance(STAFF_IDLE_MS);
    const late = await me(token);
    expect(late.res.statusCode).toBe(401);
    expect(late.body.errorCode).toBe('staff.session.expired');
    expect((await me(token)).body.errorCode).toBe('staff.session.expired');
    const [row] = await sqlRows<{ end_reason: string }>(
      t,
      sql`SELECT ss.end_reason FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id WHERE s.username = ${s.username}`,
    );
    expect(row?.end_reason).toBe('idle');
  });
});

describe('staff and members are apart', () => {
  it("refuses a member's token on a back-office call, and a staff token on a member call", async () => {
    const { token: memberToken } = await signedInMember(t.app);
    const r = await me(memberToken);
    expect(r.res.statusCode).toBe(401);
    expect(r.body.errorCode).toBe('staff.token.member');
    const none = await call(t.app, { method: 'GET', url: '/backoffice/api/me' });
    expect(none.res.statusCode).toBe(401);
    expect(none.body.errorCode).toBe('staff.token.required');
    const junk = await me('not-a-token');
    expect(junk.body.errorCode).toBe('staff.token.invalid');

    const s = await makeStaff(t);
    const staffToken = await signInStaff(t, s);
    const member = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token: staffToken });
    expect(member.res.statusCode).toBe(401);
    expect(member.body.success).toBe(false);
  });

  it('refuses staff of one brand on another; a platform owner acts on the brand it names', async () => {
    const other = await t.app.brands.create({ merchantCode: 'staffb', name: 'Brand B' });
    const a = await makeStaff(t);
    const bStaff = await makeStaff(t, { brand: other, role: 'finance' });
    const token = await signInStaff(t, a);
    const cross = await me(token, 'staffb');
    expect(cross.res.statusCode).toBe(403);
    expect(cross.body.errorCode).toBe('staff.brand.forbidden');
    const crossList = await call(t.app, { method: 'GET', url: '/backoffice/api/staff', token, merchant: 'staffb' });
    expect(crossList.body.errorCode).toBe('staff.brand.forbidden');
    // A's owner cannot sign in at B, and cannot touch B's staff from A.
    const atB = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      merchant: 'staffb',
      payload: { username: a.username, password: STAFF_PASSWORD },
    });
    expect(atB.body.errorCode).toBe('staff.login.failed');
    const lockB = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/lock',
      token,
      payload: { staffId: bStaff.staff.id, locked: true, reason: 'test' },
    });
    expect(lockB.body.errorCode).toBe('staff.not.found');

    const made = await runAdmin(
      t,
      'staff',
      'create-owner',
      '--username',
      'platform1',
      '--platform',
      '--password',
      STAFF_PASSWORD,
    );
    expect(made.code, made.out).toBe(0);
    const secret = /two-factor secret: ([A-Z2-7]+)/.exec(made.out)?.[1] ?? '';
    const pToken = await signInStaff(t, { username: 'platform1', secret }, 'staffb');
    const pMe = await me(pToken, 'staffb');
    expect(pMe.body.value).toMatchObject({ staff: { brand: null, role: 'owner' }, actingBrand: 'staffb' });
    expect((await me(pToken, DEMO)).body.value).toMatchObject({ actingBrand: DEMO });
    const list = await call(t.app, { method: 'GET', url: '/backoffice/api/staff', token: pToken, merchant: 'staffb' });
    expect((list.body.value as { username: string }[]).map((x) => x.username)).toEqual([bStaff.username]);
    expect((await runAdmin(t, 'staff', 'list', '--platform')).out).toContain('platform1  owner  active  enrolled');
  });
});

describe('staff accounts from the app', () => {
  it('an owner creates staff (answering their enrolment once), changes roles and locks; an admin only below admin', async () => {
    const owner = await makeStaff(t);
    const token = await signInStaff(t, owner);
    const create = (tk: string, username: string, role: string) =>
      call(t.app, {
        method: 'POST',
        url: '/backoffice/api/staff',
        token: tk,
        payload: { username, password: STAFF_PASSWORD, role, reason: 'new hire' },
      });
    const adm = await create(token, `adm${Date.now().toString(36)}`, 'admin');
    expect(adm.body.success, JSON.stringify(adm.body)).toBe(true);
    const admin = adm.body.value as {
      staff: { id: number; username: string };
      enrolment: { secret: string };
      recoveryCodes: string[];
    };
    expect(admin.recoveryCodes).toHaveLength(10);
    expect((await create(token, admin.staff.username, 'finance')).body.errorCode).toBe('staff.username.taken');

    const adminToken = await signInStaff(t, { username: admin.staff.username, secret: admin.enrolment.secret });
    const before = await snapshot(t.database);
    for (const role of ['owner', 'admin']) {
      const r = await create(adminToken, `x${role}${Date.now().toString(36)}`, role);
      expect(r.res.statusCode).toBe(403);
      expect(r.body.errorCode).toBe('staff.role.forbidden');
    }
    const bad = await create(adminToken, 'ok-name', 'superuser');
    expect(bad.body.errorCode).toBe('request_param_err');
    const short = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff',
      token: adminToken,
      payload: { username: 'ok-name', password: 'short', role: 'finance', reason: 'new hire' },
    });
    expect(short.body.errorCode).toBe('request_param_err');
    // Refused and bad calls changed nothing (the staff sessions aside: their last call time moves).
    const strip = (snap: string) =>
      snap
        .split('\n')
        .filter((l) => !l.startsWith('staff_sessions:'))
        .join('\n');
    expect(strip(await snapshot(t.database))).toBe(strip(before));
    const weak = await create(adminToken, 'ok-name', 'finance');
    expect(weak.body.success).toBe(true);
    const fin = weak.body.value as { staff: { id: number } };

    const role = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/role',
      token: adminToken,
      payload: { staffId: fin.staff.id, role: 'risk', reason: 'test' },
    });
    expect(role.body.value).toMatchObject({ role: 'risk' });
    const promote = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/role',
      token: adminToken,
      payload: { staffId: fin.staff.id, role: 'owner', reason: 'test' },
    });
    expect(promote.body.errorCode).toBe('staff.role.forbidden');
    const self = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/lock',
      token: adminToken,
      payload: { staffId: admin.staff.id, locked: true, reason: 'test' },
    });
    expect(self.body.errorCode).toBe('staff.self');
    const missing = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/lock',
      token,
      payload: { staffId: 987654, locked: true, reason: 'test' },
    });
    expect(missing.body.errorCode).toBe('staff.not.found');

    // The owner locks the admin: the admin's session ends at once, and sign-in is refused.
    const lock = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/lock',
      token,
      payload: { staffId: admin.staff.id, locked: true, reason: 'test' },
    });
    expect(lock.body.value).toMatchObject({ status: 'locked' });
    expect((await me(adminToken)).res.statusCode).toBe(401);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/sign-in',
      payload: { username: admin.staff.username, password: STAFF_PASSWORD },
    });
    expect(refused.body.errorCode).toBe('staff.disabled');
    const unlock = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/staff/lock',
      token,
      payload: { staffId: admin.staff.id, locked: false, reason: 'test' },
    });
    expect(unlock.body.value).toMatchObject({ status: 'active' });
  });

  it('regenerates recovery codes with a current code; the old ones stop working', async () => {
    const s = await makeStaff(t, { role: 'read-only' });
    const { token, recoveryCodes } = await signInStaffFully(t, s);
    const stale = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/recovery-codes',
      token,
      payload: { code: codeNow(t, s.secret) },
    });
    expect(stale.body.errorCode).toBe('staff.code.invalid');
    t.clock.advance(30_000);
    const r = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/recovery-codes',
      token,
      payload: { code: codeNow(t, s.secret) },
    });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const fresh = (r.body.value as { recoveryCodes: string[] }).recoveryCodes;
    expect(fresh).toHaveLength(10);
    const ch = await startSignIn(t, s.username);
    expect((await verify({ challenge: ch, recoveryCode: recoveryCodes[0] })).body.errorCode).toBe('staff.code.invalid');
    expect((await verify({ challenge: ch, recoveryCode: fresh[0] })).body.success).toBe(true);
  });

  it('the CLI refuses bad arguments and a taken name', async () => {
    expect((await runAdmin(t, 'staff', 'create-owner')).code).toBe(2);
    expect((await runAdmin(t, 'staff', 'create-owner', '--username', 'a b')).code).toBe(2);
    expect((await runAdmin(t, 'staff', 'create-owner', '--username', 'short', '--password', 'x')).code).toBe(2);
    expect((await runAdmin(t, 'staff', 'create-owner', '--username', 'nob', '--brand', 'nosuch')).code).toBe(2);
    expect((await runAdmin(t, 'staff', 'create-owner', '--username', 'nob', '--brand', DEMO, '--platform')).code).toBe(
      2,
    );
    const first = await runAdmin(t, 'staff', 'create-owner', '--username', 'twice');
    expect(first.out).toContain('password: ');
    const taken = await runAdmin(t, 'staff', 'create-owner', '--username', 'TWICE');
    expect(taken).toMatchObject({ code: 2 });
    expect(taken.out).toContain('already a staff account');
  });
});

describe('races', () => {
  it('the same TOTP code sent twice at once is accepted once', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await makeStaff(t);
      const [c1, c2] = [await startSignIn(t, s.username), await startSignIn(t, s.username)];
      const code = codeNow(t, s.secret);
      const answers = await Promise.all([verify({ challenge: c1, code }), verify({ challenge: c2, code })]);
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      expect(answers.filter((a) => a.body.errorCode === 'staff.code.invalid')).toHaveLength(1);
    }
  });

  it('the same recovery code sent twice at once is spent once', async () => {
    for (let round = 0; round < 3; round++) {
      const s = await makeStaff(t);
      const { recoveryCodes } = await signInStaffFully(t, s); // enrols
      const [c1, c2] = [await startSignIn(t, s.username), await startSignIn(t, s.username)];
      const rc = recoveryCodes[round] ?? '';
      const answers = await Promise.all([
        verify({ challenge: c1, recoveryCode: rc }),
        verify({ challenge: c2, recoveryCode: rc }),
      ]);
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      const sessions = await sqlRows<{ n: number }>(
        t,
        sql`SELECT count(*)::int AS n FROM staff_sessions ss JOIN staff s ON s.id = ss.staff_id WHERE s.username = ${s.username}`,
      );
      expect(sessions[0]?.n).toBe(2);
    }
  });
});
