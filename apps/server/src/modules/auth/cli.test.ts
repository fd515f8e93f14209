import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { login } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const admin = (...argv: string[]) => runAdmin(t, ...argv);

describe('accounts operator commands', () => {
  it('dev member makes a member with a password that signs in', async () => {
    const made = await admin('dev', 'member', 'clipass1', '--password', 'Cliffs2025x');
    expect(made.code).toBe(0);
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token: made.out.trim() })).res.statusCode).toBe(
      200,
    );
    expect((await login(t.app, 'clipass1', 'Cliffs2025x')).res.statusCode).toBe(200);
    expect((await admin('dev', 'member', 'clipass1', '--password', '123')).code).toBe(2);
  });

  it('locks and unlocks a member', async () => {
    await admin('dev', 'member', 'clilock1', '--password', 'Ridges2025x');
    const locked = await admin('member', 'lock', 'clilock1', '--minutes', '10', '--reason', 'support ticket 7');
    expect(locked.out).toMatch(/^clilock1: locked until /);
    expect((await login(t.app, 'clilock1', 'Ridges2025x')).body.errorCode).toBe('account.locked');
    expect(await admin('member', 'unlock', 'clilock1', '--reason', 'identity checked')).toEqual({
      code: 0,
      out: 'clilock1: unlocked',
    });
    expect((await login(t.app, 'clilock1', 'Ridges2025x')).res.statusCode).toBe(200);
    expect((await admin('member', 'unlock', 'nobody-at-all', '--reason', 'identity checked')).code).toBe(2);
    expect((await admin('member', 'lock', 'clilock1', '--minutes', 'soon', '--reason', 'support ticket 7')).code).toBe(
      2,
    );
  });

  it('sets the sign-in switches and social providers, refusing bad arguments without changes', async () => {
    expect((await admin('auth', 'sms-login', 'off')).out).toContain('sms login (LOGIN_VERIFY_CODE): off');
    expect((await admin('auth', 'sms-login', 'on')).out).toContain('sms login (LOGIN_VERIFY_CODE): on');
    expect((await admin('auth', 'ip-verify', 'on')).out).toContain('(LOGIN_IP_VERIFY): on');
    await admin('auth', 'ip-verify', 'off');
    expect((await admin('auth', 'password-expiry', 'on', '--days', '30')).out).toContain(': on after 30 days');
    await admin('auth', 'password-expiry', 'off');
    const before = await snapshot(t.database);
    expect((await admin('auth', 'social', 'google', 'on')).code).toBe(2);
    expect((await admin('auth', 'social', 'myspace', 'on')).code).toBe(2);
    expect((await admin('auth', 'password-expiry', 'maybe')).code).toBe(2);
    expect((await admin('auth', 'social', 'google', 'on', '--client-id', 'bad id!')).code).toBe(2);
    expect(await snapshot(t.database)).toBe(before);
    const on = await admin('auth', 'social', 'google', 'on', '--client-id', 'abc.apps.googleusercontent.com');
    expect(on.out).toContain('social (LOGIN_SOCIAL): on; google on client "abc.apps.googleusercontent.com"');
    const cfg = await call(t.app, { method: 'GET', url: '/wps/session/login/social/config' });
    expect(cfg.body.value).toEqual([{ provider: 'google', clientId: 'abc.apps.googleusercontent.com' }]);
  });

  it('changes a register field rule, which the register settings call then serves', async () => {
    expect(await admin('register-field', 'set', 'email', '--enabled', 'on', '--required', 'on')).toEqual({
      code: 0,
      out: 'email: shown, required, 6-64, EMAIL',
    });
    const served = await call(t.app, { method: 'GET', url: '/wps/system/setting/register' });
    expect((served.body.value as { key: string }[]).find((r) => r.key === 'email')).toMatchObject({
      enabled: true,
      required: true,
    });
    expect((await admin('register-field', 'set', 'email', '--pattern', 'NOPE')).code).toBe(2);
    expect((await admin('register-field', 'set', 'shoeSize', '--enabled', 'on')).code).toBe(2);
    expect((await admin('register-field', 'set', 'email', '--min', '-1')).code).toBe(2);
    expect((await admin('register-field', 'set', 'email', '--enabled', 'off')).out).toBe(
      'email: hidden, required, 6-64, EMAIL',
    );
  });

  it('adds an affiliate code for an agent only', async () => {
    await admin('dev', 'member', 'cliagent1', '--type', '1');
    await admin('dev', 'member', 'climember1');
    expect(await admin('affiliate', 'add', 'cliagent1', 'CLI2025', '--domain', 'localhost')).toEqual({
      code: 0,
      out: 'CLI2025 -> cliagent1',
    });
    expect((await admin('affiliate', 'add', 'climember1', 'CLI2026')).code).toBe(2);
    expect((await admin('affiliate', 'add', 'cliagent1', 'CLI2025')).code).toBe(2);
    const r = await call(t.app, { method: 'GET', url: '/wps/agent/affiliate?code=CLI2025&domain=localhost' });
    expect(r.body.value).toEqual({ code: 'CLI2025', agent: 'cliagent1' });
  });

  it('sets the bot check and Firebase SMS, never printing the secret, refusing bad arguments without changes', async () => {
    const before = await snapshot(t.database);
    expect((await admin('auth', 'bot-check', 'captcha-ish')).code).toBe(2);
    expect((await admin('auth', 'bot-check', 'turnstile')).code).toBe(2);
    expect((await admin('auth', 'bot-check', 'turnstile', '--site-key', 'bad key!', '--secret', 's')).code).toBe(2);
    expect((await admin('auth', 'firebase', 'Bad Project')).code).toBe(2);
    expect(await snapshot(t.database)).toBe(before);
    expect((await admin('auth', 'bot-check', 'local')).out).toContain('bot check: local');
    const checks = await call(t.app, { method: 'GET', url: '/wps/session/checks' });
    expect((checks.body.value as { botCheck: { provider: string } }).botCheck.provider).toBe('local');
    const provider = await admin(
      'auth',
      'bot-check',
      'turnstile',
      '--site-key',
      '0x4AAsite',
      '--secret',
      'top-secret-1',
    );
    expect(provider.out).toContain('bot check: turnstile; site key "0x4AAsite", secret set');
    expect(provider.out).not.toContain('top-secret-1');
    const shown = await admin('brand', 'show');
    expect(shown.out).toContain('"botCheckSecret": "(set, not shown)"');
    expect(shown.out).not.toContain('top-secret-1');
    expect((await admin('auth', 'bot-check', 'off')).out).toContain('bot check: off');
    expect((await admin('auth', 'firebase', 'lucky-demo')).out).toContain(
      'SMS verified by Firebase: project "lucky-demo"',
    );
    expect((await admin('auth', 'firebase', 'off')).out).toContain('SMS verified by Firebase: off');
  });
});
