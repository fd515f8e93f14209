import { importPublicKey, sealPayload } from '@app/contracts/crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoBrandId, signedInMember } from './factories.ts';
import { call, createTestApp, snapshot, type TestApp } from './helpers.ts';
import { probeRows, registerProbes } from './probe-calls.ts';
import { sqlRows } from './sql.ts';

let t: TestApp;
let brandId: number;
let publicKey: CryptoKey;

beforeAll(async () => {
  t = await createTestApp({}, { extend: registerProbes });
  brandId = await demoBrandId(t.app);
  const { body } = await call(t.app, { method: 'GET', url: '/wps/session/key/rsa' });
  publicKey = await importPublicKey((body.value as { publicKey: string }).publicKey);
});
afterAll(() => t.close());

async function sealed(data: unknown, sentAt = t.clock.now().getTime()) {
  const s = await sealPayload(publicKey, data, sentAt);
  return { headers: { encryption: s.header, 'content-type': 'application/json' }, payload: JSON.stringify(s.body) };
}

describe('encrypted calls', () => {
  it('accept a sealed body and act on it', async () => {
    const { res, body } = await call(t.app, {
      method: 'POST',
      url: '/wps/probe/sealed',
      ...(await sealed({ name: 'sealed-ok' })),
    });
    expect(res.statusCode).toBe(200);
    expect(body.success).toBe(true);
    expect((await probeRows(t.app, brandId)).map((r) => r.name)).toContain('sealed-ok');
  });

  it('refuse a plain body with 400 request_body_required and change nothing', async () => {
    const before = await snapshot(t.database);
    const { res, body } = await call(t.app, { method: 'POST', url: '/wps/probe/sealed', payload: { name: 'plain' } });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_body_required');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuse a tampered body, a replayed body and a stale body', async () => {
    const before = await snapshot(t.database);
    const good = await sealed({ name: 'tamper' });
    const parsed = JSON.parse(good.payload) as { value: string };
    const flipped = `${parsed.value.slice(0, 20)}${parsed.value[20] === 'A' ? 'B' : 'A'}${parsed.value.slice(21)}`;
    const tampered = await call(t.app, {
      method: 'POST',
      url: '/wps/probe/sealed',
      headers: good.headers,
      payload: JSON.stringify({ value: flipped }),
    });
    expect(tampered.res.statusCode).toBe(400);
    expect(tampered.body.errorCode).toBe('request_body_required');

    const stale = await call(t.app, {
      method: 'POST',
      url: '/wps/probe/sealed',
      ...(await sealed({ name: 'stale' }, t.clock.now().getTime() - 10 * 60_000)),
    });
    expect(stale.body.errorCode).toBe('request_body_required');
    expect(await snapshot(t.database)).toBe(before);

    const once = await sealed({ name: 'once' });
    expect((await call(t.app, { method: 'POST', url: '/wps/probe/sealed', ...once })).res.statusCode).toBe(200);
    const replay = await call(t.app, { method: 'POST', url: '/wps/probe/sealed', ...once });
    expect(replay.res.statusCode).toBe(400);
    expect(replay.body.errorCode).toBe('request_body_required');
    expect((await probeRows(t.app, brandId)).filter((r) => r.name === 'once')).toHaveLength(1);
  });

  it('validate the opened payload like any other input', async () => {
    const { res, body } = await call(t.app, {
      method: 'POST',
      url: '/wps/probe/sealed',
      ...(await sealed({ name: '' })),
    });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect((body.value as { fields: { field: string }[] }).fields[0]?.field).toBe('name');
  });
});

describe('sessions and gates', () => {
  it('answer 401 CUSTOMER_NOT_LOGIN without a token and user.or.token.invalid with a bad one', async () => {
    const none = await call(t.app, { method: 'GET', url: '/wps/probe/me' });
    expect(none.res.statusCode).toBe(401);
    expect(none.body.errorCode).toBe('CUSTOMER_NOT_LOGIN');
    const bad = await call(t.app, { method: 'GET', url: '/wps/probe/me', token: 'x'.repeat(43) });
    expect(bad.res.statusCode).toBe(401);
    expect(bad.body.errorCode).toBe('user.or.token.invalid');
  });

  it('resolve a good token to its member', async () => {
    const { member, token } = await signedInMember(t.app);
    const { body } = await call(t.app, { method: 'GET', url: '/wps/probe/me', token });
    expect(body.value).toEqual({ memberId: member.id, accountType: 0 });
  });

  it('store only the hash of a token', async () => {
    const { token } = await signedInMember(t.app);
    expect(await snapshot(t.database)).not.toContain(token);
  });

  it('expire a session after 30 idle minutes and after its hard limit', async () => {
    const { token } = await signedInMember(t.app);
    t.clock.advance(29 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token })).res.statusCode).toBe(200);
    t.clock.advance(31 * 60_000);
    const idle = await call(t.app, { method: 'GET', url: '/wps/probe/me', token });
    expect(idle.res.statusCode).toBe(401);
    expect(idle.body.errorCode).toBe('login.not.session');

    // Active every 20 minutes, the session still ends 24 hours after sign-in.
    const fresh = await signedInMember(t.app);
    for (let i = 0; i < 71; i++) {
      t.clock.advance(20 * 60_000);
      expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token: fresh.token })).res.statusCode).toBe(200);
    }
    t.clock.advance(20 * 60_000);
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token: fresh.token })).body.errorCode).toBe(
      'login.not.session',
    );
  });

  it('end revoked sessions and sessions of locked members', async () => {
    const a = await signedInMember(t.app);
    const [session] = await sqlRows<{ id: number }>(t, sql`SELECT id FROM sessions WHERE member_id = ${a.member.id}`);
    await t.app.sessions.revoke(t.app.deps.db, session?.id ?? 0, 'logout');
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token: a.token })).body.errorCode).toBe(
      'user.or.token.invalid',
    );

    const b = await signedInMember(t.app);
    await sqlRows(t, sql`UPDATE members SET status = 'locked' WHERE id = ${b.member.id}`);
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token: b.token })).res.statusCode).toBe(401);
  });

  it('keep a token to its own brand', async () => {
    const other = await t.app.brands.create({ merchantCode: 'otherbrand', name: 'Other' });
    const { token } = await signedInMember(t.app);
    const res = await call(t.app, { method: 'GET', url: '/wps/probe/me', token, merchant: other.merchantCode });
    expect(res.res.statusCode).toBe(401);
    expect(res.body.errorCode).toBe('user.or.token.invalid');
  });

  it('refuse trial accounts on gated calls, non-agents on agent calls, and member rows that are not players', async () => {
    const trial = await signedInMember(t.app, { accountType: 4 });
    const gated = await call(t.app, { method: 'GET', url: '/wps/probe/gated', token: trial.token });
    expect(gated.res.statusCode).toBe(403);
    expect(gated.body.errorCode).toBe('account.trial.forbidden');
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/me', token: trial.token })).res.statusCode).toBe(200);

    const player = await signedInMember(t.app);
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/gated', token: player.token })).res.statusCode).toBe(
      200,
    );
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/agent', token: player.token })).body.errorCode).toBe(
      'role.forbidden',
    );

    const agent = await signedInMember(t.app, { accountType: 41 });
    expect((await call(t.app, { method: 'GET', url: '/wps/probe/agent', token: agent.token })).res.statusCode).toBe(
      200,
    );

    // A legacy member row of another role (the old 'operator', before staff accounts): refused everywhere.
    const operator = await signedInMember(t.app, { role: 'operator' });
    for (const url of ['/wps/probe/me', '/wps/probe/gated', '/wps/probe/agent']) {
      const r = await call(t.app, { method: 'GET', url, token: operator.token });
      expect(r.res.statusCode, url).toBe(403);
      expect(r.body.errorCode, url).toBe('role.forbidden');
    }
  });
});

describe('failures', () => {
  it('answer an unexpected error with 500 unknown_error and no internals', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/probe/boom' });
    expect(res.statusCode).toBe(500);
    expect(body).toEqual({ success: false, errorCode: 'unknown_error', message: expect.any(String) });
    expect(res.body).not.toContain('kaboom');
    expect(res.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('refuse to send an answer that breaks its contract', async () => {
    const { res, body } = await call(t.app, { method: 'GET', url: '/wps/probe/bad-answer' });
    expect(res.statusCode).toBe(500);
    expect(body.errorCode).toBe('unknown_error');
  });

  it('speak the request language, else the brand default', async () => {
    const ja = await call(t.app, { method: 'GET', url: '/wps/probe/me', lang: 'JA' });
    expect(ja.body.message).toBe('ログインしていません。先にログインしてください。');
    const en = await call(t.app, { method: 'GET', url: '/wps/probe/me' });
    expect(en.body.message).toBe('You are not logged in. Please log in first.');
    await t.app.brands.updateSettings(brandId, { defaultLanguage: 'VI' });
    const vi = await call(t.app, { method: 'GET', url: '/wps/probe/me' });
    expect(vi.body.message).toBe('Bạn chưa đăng nhập. Vui lòng đăng nhập trước.');
    await t.app.brands.updateSettings(brandId, { defaultLanguage: 'EN' });
  });

  it('refuse calls during maintenance with 503, except the open system calls', async () => {
    await t.app.brands.setMaintenance(brandId, true, { end: new Date(t.clock.now().getTime() + 3_600_000) });
    const refused = await call(t.app, { method: 'POST', url: '/wps/probe/plain', payload: { name: 'during' } });
    expect(refused.res.statusCode).toBe(503);
    expect(refused.body.errorCode).toBe('system.maintenance');
    expect((await call(t.app, { method: 'GET', url: '/wps/system/status' })).body.value).toMatchObject({ status: 1 });
    t.clock.advance(3_600_001);
    expect((await call(t.app, { method: 'GET', url: '/wps/system/status' })).body.value).toMatchObject({ status: 0 });
    expect(
      (await call(t.app, { method: 'POST', url: '/wps/probe/plain', payload: { name: 'after' } })).res.statusCode,
    ).toBe(200);
    await t.app.brands.setMaintenance(brandId, false);
  });
});
