import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { from, login, memberWithPassword, sealed } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await memberWithPassword(t.app, { username: 'alice01', password: 'Sunny2025x' });
});
afterAll(() => t.close());

type Result = { token: string; cpw: boolean; forcedChange: string | null; member: { username: string } };

describe('username sign-in', () => {
  it('signs in with the right password and answers the session with member info', async () => {
    const { res, body } = await login(t.app, 'ALICE01', 'Sunny2025x');
    expect(res.statusCode).toBe(200);
    const v = body.value as Result & { loginType: string; firstTimeLogin: boolean; rememberToken: null };
    expect(v.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(v.loginType).toBe('username');
    expect(v.cpw).toBe(false);
    expect(v.rememberToken).toBeNull();
    expect(v.member.username).toBe('alice01');
    const info = await call(t.app, { method: 'GET', url: '/wps/member/info', token: v.token });
    expect(info.body.value).toMatchObject({ username: 'alice01', accountType: 0, isAgent: 0, agent: false });
  });

  it('refuses a wrong password and an unknown name with the same answer', async () => {
    const wrong = await login(t.app, 'alice01', 'Wrong2025x', {}, '10.0.0.1');
    const unknown = await login(t.app, 'nobody99', 'Wrong2025x', {}, '10.0.0.2');
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errorCode: 'login.failed', value: { captcha: false } });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('names missing fields and changes nothing', async () => {
    const before = await snapshot(t.database);
    const { res, body } = await sealed(t.app, { url: '/wps/session/login', payload: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect((body.value as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual([
      'username',
      'password',
    ]);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuses a plain body on the encrypted login', async () => {
    const { res, body } = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'alice01', password: 'Sunny2025x' },
    });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_body_required');
  });
});

describe('member and agent entries (SPEC §6)', () => {
  it('lets members and agents in at the member entry, only agents at the agent entry, and refuses in words', async () => {
    await memberWithPassword(t.app, { username: 'agnes01', password: 'Meadow2025x', accountType: 41 });
    await memberWithPassword(t.app, { username: 'trina01', password: 'Meadow2025x', accountType: 4 });
    expect((await login(t.app, 'agnes01', 'Meadow2025x', {}, '10.7.0.1')).res.statusCode).toBe(200);
    expect((await login(t.app, 'agnes01', 'Meadow2025x', { entry: 'agent' }, '10.7.0.1')).res.statusCode).toBe(200);
    expect((await login(t.app, 'alice01', 'Sunny2025x', { entry: 'member' }, '10.7.0.1')).res.statusCode).toBe(200);

    const before = await snapshot(t.database);
    const member = await login(t.app, 'alice01', 'Sunny2025x', { entry: 'agent' }, '10.7.0.1');
    expect(member.res.statusCode).toBe(403);
    expect(member.body).toMatchObject({
      success: false,
      errorCode: 'login.entry.agent',
      message: 'Only agent accounts can sign in to the agent centre.',
    });
    const trial = await login(t.app, 'trina01', 'Meadow2025x', {}, '10.7.0.1');
    expect(trial.body).toMatchObject({ errorCode: 'login.entry.member' });
    const bad = await login(t.app, 'alice01', 'Sunny2025x', { entry: 'backoffice' }, '10.7.0.1');
    expect(bad.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(await snapshot(t.database)).toBe(before);
    // A wrong password at the agent entry gets the ordinary answer: the entry tells nothing first.
    const wrong = await login(t.app, 'alice01', 'Wrong2025x', { entry: 'agent' }, '10.7.0.2');
    expect(wrong.body).toMatchObject({ errorCode: 'login.failed' });
  });
});

describe('captcha and lockout', () => {
  it('asks for a captcha after 3 failures, checks it, and locks after 10 for 30 minutes', async () => {
    await memberWithPassword(t.app, { username: 'bob0001', password: 'Garden2025x' });
    const ip = '10.1.0.1';
    const device = 'device-bob-0001';
    for (let i = 1; i <= 2; i++) {
      const r = await login(t.app, 'bob0001', 'nope1234x', { deviceId: device }, ip);
      expect(r.body.value).toEqual({ captcha: false });
    }
    const third = await login(t.app, 'bob0001', 'nope1234x', { deviceId: device }, ip);
    expect(third.body).toMatchObject({ errorCode: 'login.failed', value: { captcha: true } });

    // Now even the right password needs the captcha.
    const noCaptcha = await login(t.app, 'bob0001', 'Garden2025x', { deviceId: device }, ip);
    expect(noCaptcha.body).toMatchObject({ errorCode: 'captcha.required', value: { captcha: true } });
    const img = await from(t.app, ip, { method: 'GET', url: `/wps/captcha?deviceId=${device}` });
    expect(
      Buffer.from(img.body.value as string, 'base64')
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');
    const badCaptcha = await login(t.app, 'bob0001', 'Garden2025x', { deviceId: device, captcha: 'ZZZZZ' }, ip);
    expect(badCaptcha.body).toMatchObject({ errorCode: 'captcha.invalid', value: { captcha: true } });

    // Read the answer the way a person does: the test knows the stored hash only, so it tries the guard.
    const brand = await t.app.brands.byMerchant('demo');
    if (!brand) throw new Error('brand');
    const { store } = t.app.deps;
    const answer = 'ACDEF';
    const { createHash } = await import('node:crypto');
    await store.set(`auth:cap:${brand.id}:${device}`, createHash('sha256').update(answer).digest('hex'), 60_000);
    const ok = await login(t.app, 'bob0001', 'Garden2025x', { deviceId: device, captcha: 'acdef' }, ip);
    expect(ok.res.statusCode).toBe(200);

    // Ten failures within the hour lock the account and revoke its sessions.
    const token = (ok.body.value as Result).token;
    let last: Awaited<ReturnType<typeof login>> | undefined;
    for (let i = 0; i < 10; i++) {
      await store.set(`auth:cap:${brand.id}:${device}`, createHash('sha256').update(answer).digest('hex'), 60_000);
      last = await login(t.app, 'bob0001', 'nope1234x', { deviceId: device, captcha: answer }, ip);
    }
    expect(last?.res.statusCode).toBe(429);
    expect(last?.body.errorCode).toBe('account.locked');
    expect(last?.res.headers['retry-after']).toBe('1800');
    const revoked = await call(t.app, { method: 'GET', url: '/wps/member/info', token });
    expect(revoked.body.errorCode).toBe('user.or.token.invalid');
    // The right password does not help while locked...
    const locked = await login(t.app, 'bob0001', 'Garden2025x', {}, '10.1.0.2');
    expect(locked.body.errorCode).toBe('account.locked');
    // ...until an operator unlocks (or 30 minutes pass).
    await t.app.services.auth.unlock(brand, 'bob0001');
    const after = await login(t.app, 'bob0001', 'Garden2025x', {}, '10.1.0.3');
    expect(after.res.statusCode).toBe(200);
  });

  it('locks an unknown name the same way, so a lock does not tell that a name exists', async () => {
    let last: Awaited<ReturnType<typeof login>> | undefined;
    const brand = await t.app.brands.byMerchant('demo');
    if (!brand) throw new Error('brand');
    const { createHash } = await import('node:crypto');
    for (let i = 0; i < 10; i++) {
      await t.app.deps.store.set(
        `auth:cap:${brand.id}:dev-ghost-01`,
        createHash('sha256').update('ACDEF').digest('hex'),
        60_000,
      );
      last = await login(t.app, 'ghost001', 'nope1234x', { deviceId: 'dev-ghost-01', captcha: 'ACDEF' }, '10.2.0.1');
    }
    expect(last?.body.errorCode).toBe('account.locked');
  });

  it('lets a lock run out after 30 minutes', async () => {
    const { brand } = await memberWithPassword(t.app, { username: 'carol01', password: 'Forest2025x' });
    await t.app.services.auth.lock(brand, 'carol01', 30);
    expect((await login(t.app, 'carol01', 'Forest2025x')).body.errorCode).toBe('account.locked');
    t.clock.advance(31 * 60_000);
    expect((await login(t.app, 'carol01', 'Forest2025x')).res.statusCode).toBe(200);
    t.clock.set(new Date());
  });

  it('limits captcha refreshes to one per second per client', async () => {
    const first = await from(t.app, '10.3.0.1', { method: 'GET', url: '/wps/captcha' });
    const second = await from(t.app, '10.3.0.1', { method: 'GET', url: '/wps/captcha' });
    expect(first.res.statusCode).toBe(200);
    expect(second.res.statusCode).toBe(429);
    expect(second.body.errorCode).toBe('captcha.too.frequent');
    expect(second.res.headers['retry-after']).toBe('1');
  });
});

describe('attempts per address', () => {
  it('answers 429 TOO_MANY_REQUESTS with Retry-After 300 after too many attempts from one address', async () => {
    const limited = await createTestApp({ AUTH_ATTEMPTS_PER_IP: '5' });
    try {
      const codes: number[] = [];
      let last: Awaited<ReturnType<typeof login>> | undefined;
      for (let i = 0; i < 6; i++) {
        last = await login(limited.app, `someone${i}x`, 'nope1234x', {}, '10.60.0.1');
        codes.push(last.res.statusCode);
      }
      expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
      expect(last?.body.errorCode).toBe('TOO_MANY_REQUESTS');
      expect(last?.res.headers['retry-after']).toBe('300');
      // Another address is not affected.
      expect((await login(limited.app, 'someone9x', 'nope1234x', {}, '10.60.0.2')).res.statusCode).toBe(400);
    } finally {
      await limited.close();
    }
  });
});

describe('forced password change', () => {
  it('is signalled for 123456 and weak passwords, not for a good one', async () => {
    await memberWithPassword(t.app, { username: 'dave001', password: '123456' });
    const v = (await login(t.app, 'dave001', '123456')).body.value as Result;
    expect(v.cpw).toBe(true);
    expect(v.forcedChange).toBe('default');
    const info = await call(t.app, { method: 'GET', url: '/wps/member/info', token: v.token });
    expect((info.body.value as { cpw: boolean }).cpw).toBe(true);

    await memberWithPassword(t.app, { username: 'erin001', password: 'password123' });
    expect(((await login(t.app, 'erin001', 'password123')).body.value as Result).forcedChange).toBe('weak');
  });

  it('is signalled for an expired password only while the expiry switch is on', async () => {
    await memberWithPassword(t.app, { username: 'fred001', password: 'Meadow2025x' });
    t.clock.advance(91 * 86_400_000);
    expect(((await login(t.app, 'fred001', 'Meadow2025x')).body.value as Result).forcedChange).toBeNull();
    const brand = await t.app.brands.byMerchant('demo');
    if (!brand) throw new Error('brand');
    await t.app.brands.setSwitch(brand.id, 'LOGIN_PASSWORD_EXPIRY', true);
    const v = (await login(t.app, 'fred001', 'Meadow2025x')).body.value as Result & { passwordExpired: boolean };
    expect(v.forcedChange).toBe('expired');
    expect(v.passwordExpired).toBe(true);
    await t.app.brands.setSwitch(brand.id, 'LOGIN_PASSWORD_EXPIRY', null);
    t.clock.set(new Date());
  });
});

describe('sessions', () => {
  it('logout revokes the session (DELETE)', async () => {
    const v = (await login(t.app, 'alice01', 'Sunny2025x')).body.value as Result;
    const out = await call(t.app, { method: 'DELETE', url: '/wps/session/logout', token: v.token });
    expect(out.body).toEqual({ success: true, value: null });
    const after = await call(t.app, { method: 'GET', url: '/wps/member/info', token: v.token });
    expect(after.res.statusCode).toBe(401);
    expect(after.body.errorCode).toBe('user.or.token.invalid');
  });

  it('member info needs a token', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/member/info' });
    expect(res.statusCode).toBe(401);
    expect(body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
  });

  it('answers icon and avatar with our own SVG', async () => {
    const { token } = await signedInMember(t.app, { nickname: 'Neo' });
    const icon = await call(t.app, { method: 'GET', url: '/wps/member/info/icon', token });
    const v = icon.body.value as { avatar: string; nickname: string };
    expect(v.nickname).toBe('Neo');
    const svg = await t.app.inject({ method: 'GET', url: v.avatar });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('<svg');
    const avatar = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getPlayerAvatar', token });
    expect((avatar.body.value as { avatarUrl: string }).avatarUrl).toBe(v.avatar);
  });
});

describe('remember me', () => {
  it('signs in on the same device without typing, replaces the token, and refuses other devices', async () => {
    const first = await login(t.app, 'alice01', 'Sunny2025x', { remember: true, deviceId: 'laptop-0001' });
    const r1 = (first.body.value as { rememberToken: string }).rememberToken;
    expect(r1).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const again = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { rememberToken: r1, deviceId: 'laptop-0001' },
    });
    expect(again.res.statusCode).toBe(200);
    const v = again.body.value as Result & { loginType: string; rememberToken: string };
    expect(v.loginType).toBe('remember');
    expect(v.rememberToken).not.toBe(r1);

    const reuse = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { rememberToken: r1, deviceId: 'laptop-0001' },
    });
    expect(reuse.body.errorCode).toBe('remember.token.invalid');

    const elsewhere = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { rememberToken: v.rememberToken, deviceId: 'phone-000002' },
    });
    expect(elsewhere.res.statusCode).toBe(401);
    expect(elsewhere.body.errorCode).toBe('remember.token.invalid');
  });

  it('is revoked by forget and expires after a day', async () => {
    const a = (await login(t.app, 'alice01', 'Sunny2025x', { remember: true, deviceId: 'tablet-0001' })).body.value as {
      rememberToken: string;
    };
    await call(t.app, { method: 'POST', url: '/wps/session/login/remember/forget', payload: a });
    const forgotten = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { ...a, deviceId: 'tablet-0001' },
    });
    expect(forgotten.body.errorCode).toBe('remember.token.invalid');

    const b = (await login(t.app, 'alice01', 'Sunny2025x', { remember: true, deviceId: 'tablet-0001' })).body.value as {
      rememberToken: string;
    };
    t.clock.advance(86_400_000 + 1000);
    const old = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/remember',
      payload: { ...b, deviceId: 'tablet-0001' },
    });
    expect(old.body.errorCode).toBe('remember.token.invalid');
    t.clock.set(new Date());
  });
});

describe('first login', () => {
  it('clears the first-login flag once', async () => {
    const { brand } = await memberWithPassword(t.app, { username: 'gina001', password: 'Harbor2025x' });
    const m = await t.app.services.auth.memberByName(brand, 'gina001');
    const { members } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    await t.app.deps.db
      .update(members)
      .set({ firstLoginPending: true })
      .where(eq(members.id, m?.id ?? 0));
    const v = (await login(t.app, 'gina001', 'Harbor2025x')).body.value as Result & { firstTimeLogin: boolean };
    expect(v.firstTimeLogin).toBe(true);
    expect(v.cpw).toBe(true);
    const done = await call(t.app, {
      method: 'POST',
      url: '/wps/member/firstLogin',
      token: v.token,
      payload: { firstTimeLogin: false },
    });
    expect(done.body.value).toEqual({ firstTimeLogin: false });
    const info = await call(t.app, { method: 'GET', url: '/wps/member/info', token: v.token });
    expect(info.body.value).toMatchObject({ firstTimeLogin: false, cpw: false });
  });
});
