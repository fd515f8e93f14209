import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { zeroBits } from '@app/contracts/bot-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { createSiteVerifyBotCheck, solvePuzzle } from './bot-check.ts';
import { from, lastMessage, login, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

/** A stand-in for a provider's siteverify: answers by the token it is given, records what it got. */
async function startSiteVerify() {
  const seen: URLSearchParams[] = [];
  const used = new Set<string>();
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => {
      raw += c;
    });
    req.on('end', () => {
      const form = new URLSearchParams(raw);
      seen.push(form);
      const token = form.get('response') ?? '';
      const answer = (status: number, body: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (form.get('secret') !== 'secret-1')
        return answer(200, { success: false, 'error-codes': ['invalid-input-secret'] });
      if (token === 'down') return answer(502, { oops: true });
      if (token.startsWith('good-') || token.startsWith('register-')) {
        if (used.has(token)) return answer(200, { success: false, 'error-codes': ['timeout-or-duplicate'] });
        used.add(token);
        return answer(200, {
          success: true,
          challenge_ts: new Date().toISOString(),
          hostname: 'localhost',
          action: token.startsWith('register-') ? 'register' : 'login',
        });
      }
      return answer(200, { success: false, 'error-codes': ['invalid-input-response'] });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    seen,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

const provider = await startSiteVerify();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOT_CHECK_TURNSTILE_URL: provider.url, AUTH_ATTEMPTS_PER_IP: '40' });
  await memberWithPassword(t.app, { username: 'robby01', password: 'Robby2025x', mobile: ['+63', '9171110001'] });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

async function settings(s: Record<string, unknown>) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  await t.app.brands.updateSettings(brand.id, s);
}

/** What the widget does: fetch a puzzle for the action, solve it, trade it for a token. */
async function localToken(action: string, ip = '127.0.0.1'): Promise<string> {
  const c = await from(t.app, ip, { method: 'GET', url: `/wps/session/botcheck/challenge?action=${action}` });
  const { challenge, bits } = c.body.value as { challenge: string; bits: number };
  const s = await from(t.app, ip, {
    method: 'POST',
    url: '/wps/session/botcheck/solve',
    payload: { challenge, nonce: solvePuzzle(challenge, bits) },
  });
  expect(s.body.errorCode).toBeUndefined();
  return (s.body.value as { token: string }).token;
}

const registerBase = { password: 'River2025x', confirmPassword: 'River2025x', ageConfirmed: true, termsAccepted: true };

describe('bot check off (the default)', () => {
  it('asks for nothing and the calls work as before', async () => {
    const checks = await call(t.app, { method: 'GET', url: '/wps/session/checks' });
    expect(checks.body.value).toEqual({ botCheck: { provider: 'off', siteKey: '' }, firebase: null });
    expect((await login(t.app, 'robby01', 'Robby2025x', {}, '10.0.0.1')).res.statusCode).toBe(200);
    const c = await call(t.app, { method: 'GET', url: '/wps/session/botcheck/challenge?action=login' });
    expect(c.body.errorCode).toBe('function.not.available');
  });
});

describe('local bot check', () => {
  beforeAll(() => settings({ botCheck: 'local' }));

  it('tells the browser the provider, never a secret', async () => {
    await settings({ botCheck: 'local', botCheckSecret: 'never-shown', botCheckSiteKey: 'unused' });
    const r = await call(t.app, { method: 'GET', url: '/wps/session/checks' });
    expect(r.body.value).toEqual({ botCheck: { provider: 'local', siteKey: '' }, firebase: null });
    expect(JSON.stringify(r.body)).not.toContain('never-shown');
  });

  it('refuses a login without a token, changes nothing, and signs in with one', async () => {
    const before = await snapshot(t.database);
    const none = await login(t.app, 'robby01', 'Robby2025x', {}, '10.0.1.1');
    expect(none.res.statusCode).toBe(400);
    expect(none.body.errorCode).toBe('botcheck.required');
    expect(none.body.message).toBeTruthy();
    expect(await snapshot(t.database)).toEqual(before);
    const ok = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: await localToken('login') }, '10.0.1.1');
    expect(ok.res.statusCode).toBe(200);
  });

  it('refuses a used token, a token for another action, a made-up one and an expired one', async () => {
    const token = await localToken('login');
    expect((await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: token }, '10.0.2.1')).res.statusCode).toBe(
      200,
    );
    const replay = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: token }, '10.0.2.1');
    expect(replay.res.statusCode).toBe(403);
    expect(replay.body.errorCode).toBe('botcheck.failed');

    const other = await login(
      t.app,
      'robby01',
      'Robby2025x',
      { botCheckToken: await localToken('register') },
      '10.0.2.1',
    );
    expect(other.body.errorCode).toBe('botcheck.failed');

    const [head = '', payload = ''] = (await localToken('login')).split('.');
    const forged = `${head}.${payload}.${Buffer.alloc(32).toString('base64url')}`;
    expect((await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: forged }, '10.0.2.1')).body.errorCode).toBe(
      'botcheck.failed',
    );
    expect((await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'x' }, '10.0.2.1')).body.errorCode).toBe(
      'botcheck.failed',
    );

    const late = await localToken('login');
    t.clock.advance(6 * 60_000);
    const expired = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: late }, '10.0.2.1');
    expect(expired.body.errorCode).toBe('botcheck.failed');
  });

  it('trades a puzzle once and only when solved', async () => {
    const c = await call(t.app, { method: 'GET', url: '/wps/session/botcheck/challenge?action=login' });
    const { challenge, bits } = c.body.value as { challenge: string; bits: number };
    expect(bits).toBeGreaterThan(0);
    const nonce = solvePuzzle(challenge, bits);
    // A nonce that does not solve it.
    let wrong = 0;
    while (
      zeroBits(
        createHash('sha256')
          .update(`${challenge}:${wrong.toString(36)}`)
          .digest(),
      ) >= bits
    )
      wrong++;
    const solveWith = (n: string) =>
      call(t.app, { method: 'POST', url: '/wps/session/botcheck/solve', payload: { challenge, nonce: n } });
    expect((await solveWith(wrong.toString(36))).body.errorCode).toBe('botcheck.failed');
    expect((await solveWith(nonce)).res.statusCode).toBe(200);
    expect((await solveWith(nonce)).body.errorCode).toBe('botcheck.failed');
    const junk = await call(t.app, {
      method: 'POST',
      url: '/wps/session/botcheck/solve',
      payload: { challenge: `${challenge.slice(0, -2)}AA`, nonce },
    });
    expect(junk.body.errorCode).toBe('botcheck.failed');
    const badAction = await call(t.app, { method: 'GET', url: '/wps/session/botcheck/challenge?action=pay' });
    expect(badAction.body.errorCode).toBe('request_param_err');
  });

  it('guards the SMS-code calls and both register calls', async () => {
    const smsLogin = (botCheckToken?: string) =>
      from(t.app, '10.0.3.1', {
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+63', mobileNum: '9171110001', botCheckToken },
      });
    await setSwitch(t.app, 'LOGIN_VERIFY_CODE', true);
    expect((await smsLogin()).body.errorCode).toBe('botcheck.required');
    await new Promise((r) => setTimeout(r, 1100));
    expect((await smsLogin(await localToken('register_code'))).body.errorCode).toBe('botcheck.failed');
    await new Promise((r) => setTimeout(r, 1100));
    const sent = await smsLogin(await localToken('login_code'));
    expect(sent.body.value).toMatchObject({ expiredMinutes: 5 });

    const smsRegister = (botCheckToken?: string) =>
      from(t.app, '10.0.3.2', {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '+63', mobileNo: '9171110002', regType: 'mobile', botCheckToken },
      });
    const before = await snapshot(t.database);
    expect((await smsRegister()).body.errorCode).toBe('botcheck.required');
    expect(await snapshot(t.database)).toEqual(before);
    await new Promise((r) => setTimeout(r, 1100));
    expect((await smsRegister(await localToken('register_code'))).res.statusCode).toBe(200);
    const code = (await lastMessage(t.app, '+639171110002'))?.code;

    const reg = (payload: Record<string, unknown>, url = '/wps/member/register') =>
      sealed(t.app, { method: 'PUT', url, payload, ip: '10.0.3.3' });
    expect((await reg({ ...registerBase, username: 'botless1' })).body.errorCode).toBe('botcheck.required');
    expect(
      (await reg({ ...registerBase, username: 'botless1', botCheckToken: await localToken('login') })).body.errorCode,
    ).toBe('botcheck.failed');
    const ok = await reg({ ...registerBase, username: 'botless1', botCheckToken: await localToken('register') });
    expect(ok.res.statusCode).toBe(200);

    const mobile = { ...registerBase, countryDialingCode: '+63', mobileNum: '9171110002', verificationCode: code };
    expect((await reg(mobile, '/wps/member/register/mobile')).body.errorCode).toBe('botcheck.required');
    const okMobile = await reg(
      { ...mobile, botCheckToken: await localToken('register') },
      '/wps/member/register/mobile',
    );
    expect(okMobile.res.statusCode).toBe(200);
    await setSwitch(t.app, 'LOGIN_VERIFY_CODE', null);
  });

  it('lets exactly one of two calls at once spend the same token', async () => {
    const token = await localToken('login');
    const both = await Promise.all([
      login(t.app, 'robby01', 'Robby2025x', { botCheckToken: token }, '10.0.4.1'),
      login(t.app, 'robby01', 'Robby2025x', { botCheckToken: token }, '10.0.4.2'),
    ]);
    const codes = both.map((r) => r.body.errorCode ?? 'ok').sort();
    expect(codes).toEqual(['botcheck.failed', 'ok']);
  });

  it('trades one puzzle for one token even when two solutions arrive at once', async () => {
    const c = await call(t.app, { method: 'GET', url: '/wps/session/botcheck/challenge?action=register' });
    const { challenge, bits } = c.body.value as { challenge: string; bits: number };
    const nonce = solvePuzzle(challenge, bits);
    const both = await Promise.all(
      ['10.0.4.3', '10.0.4.4'].map((ip) =>
        from(t.app, ip, { method: 'POST', url: '/wps/session/botcheck/solve', payload: { challenge, nonce } }),
      ),
    );
    expect(both.map((r) => r.res.statusCode).sort()).toEqual([200, 403]);
  });

  it('counts a refused call as an attempt of the address', async () => {
    let last = '';
    for (let i = 0; i < 45; i++) {
      const r = await login(t.app, 'robby01', 'Robby2025x', {}, '10.0.5.1');
      last = r.body.errorCode as string;
      if (last === 'TOO_MANY_REQUESTS') break;
      expect(last).toBe('botcheck.required');
    }
    expect(last).toBe('TOO_MANY_REQUESTS');
  });
});

describe('provider bot check (siteverify)', () => {
  beforeAll(() => settings({ botCheck: 'turnstile', botCheckSiteKey: '0x4AAAAsite', botCheckSecret: 'secret-1' }));

  it('gives the browser the site key only, and verifies tokens with the secret and address', async () => {
    const r = await call(t.app, { method: 'GET', url: '/wps/session/checks' });
    expect(r.body.value).toEqual({ botCheck: { provider: 'turnstile', siteKey: '0x4AAAAsite' }, firebase: null });
    expect(JSON.stringify(r.body)).not.toContain('secret-1');
    const ok = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'good-1' }, '10.0.6.1');
    expect(ok.res.statusCode).toBe(200);
    const last = provider.seen.at(-1);
    expect(last?.get('secret')).toBe('secret-1');
    expect(last?.get('response')).toBe('good-1');
    expect(last?.get('remoteip')).toBe('10.0.6.1');
  });

  it('refuses a duplicate, a wrong action and a bad token; a provider failure is 503', async () => {
    const again = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'good-1' }, '10.0.6.2');
    expect(again.body.errorCode).toBe('botcheck.failed');
    const action = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'register-1' }, '10.0.6.2');
    expect(action.body.errorCode).toBe('botcheck.failed');
    const bad = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'forged' }, '10.0.6.2');
    expect(bad.res.statusCode).toBe(403);
    const down = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'down' }, '10.0.6.2');
    expect(down.res.statusCode).toBe(503);
    expect(down.body.errorCode).toBe('botcheck.unavailable');
    await settings({ botCheckSecret: 'wrong' });
    const misconfigured = await login(t.app, 'robby01', 'Robby2025x', { botCheckToken: 'good-2' }, '10.0.6.2');
    expect(misconfigured.body.errorCode).toBe('botcheck.unavailable');
    await settings({ botCheck: 'off', botCheckSecret: '' });
  });

  it('the adapter answers unavailable when the provider cannot be reached', async () => {
    const adapter = createSiteVerifyBotCheck('http://127.0.0.1:9/siteverify');
    const brand = await t.app.brands.byMerchant('demo');
    if (!brand) throw new Error('no demo brand');
    const v = await adapter.verify('good-9', {
      action: 'login',
      ip: '1.2.3.4',
      brand: { ...brand, settings: { ...brand.settings, botCheckSecret: 'secret-1' } },
    });
    expect(v).toEqual({ ok: false, reason: 'unavailable' });
  });
});
