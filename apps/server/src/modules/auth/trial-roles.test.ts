import { randomBytes } from 'node:crypto';
import { ALL_CALLS } from '@app/contracts/calls/index';
import { usesQuery } from '@app/contracts/define';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { from, setSwitch } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const random = () => randomBytes(16).toString('hex');

async function freePlay(ip = '127.0.0.1') {
  return from(t.app, ip, {
    method: 'POST',
    url: '/wps/session/login/freeplay',
    payload: { platform: 'W', random: random(), os: 'linux' },
  });
}

describe('free-play trial', () => {
  it('makes a type-4 account with 2,000.00 play money that is not in the ledger', async () => {
    const ledgerBefore = await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ledger_lines`);
    const { res, body } = await freePlay();
    expect(res.statusCode).toBe(200);
    const v = body.value as { token: string; loginType: string; member: { accountType: number; trial: boolean } };
    expect(v.loginType).toBe('freeplay');
    expect(v.member).toMatchObject({ accountType: 4, isAgent: 4, trial: true, agent: false });
    const bal = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token: v.token });
    expect(bal.body.value).toMatchObject({ sumBalance: 2000, accounts: [{ vendor: '', balance: 2000 }] });
    const ledgerAfter = await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM ledger_lines`);
    expect(ledgerAfter[0]?.n).toBe(ledgerBefore[0]?.n);
    const wallets = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM wallet_accounts WHERE member_id = ${(v.member as unknown as { id: number }).id}`,
    );
    expect(wallets[0]?.n).toBe(0);
  });

  it('refuses a reused random string and the switch being off', async () => {
    const r = random();
    const send = () =>
      call(t.app, { method: 'POST', url: '/wps/session/login/freeplay', payload: { platform: 'W', random: r } });
    expect((await send()).res.statusCode).toBe(200);
    const again = await send();
    expect(again.body.errorCode).toBe('request_param_err');
    await setSwitch(t.app, 'LOGIN_FREE_PLAY', false);
    expect((await freePlay()).body.errorCode).toBe('function.not.available');
    await setSwitch(t.app, 'LOGIN_FREE_PLAY', null);
  });

  it('limits trial accounts per address with 429 and Retry-After', async () => {
    let last: Awaited<ReturnType<typeof freePlay>> | undefined;
    for (let i = 0; i < 11; i++) last = await freePlay('10.20.0.1');
    expect(last?.res.statusCode).toBe(429);
    expect(last?.body.errorCode).toBe('TOO_MANY_REQUESTS');
    expect(last?.res.headers['retry-after']).toBe('300');
  });

  it('is refused with 403 and the trial code on every gated call, and changes nothing', async () => {
    const token = ((await freePlay('10.20.0.2')).body.value as { token: string }).token;
    const gated = ALL_CALLS.filter((c) => c.auth === 'token' && !c.allowTrial);
    expect(gated.map((c) => c.id)).toContain('auth.changePassword');
    const before = await snapshot(t.database);
    for (const c of gated) {
      const r = usesQuery(c)
        ? await call(t.app, { method: c.method, url: c.path, token })
        : await call(t.app, { method: c.method, url: c.path, token, payload: {} });
      expect(r.res.statusCode, c.id).toBe(403);
      expect(r.body.errorCode, c.id).toBe('account.trial.forbidden');
    }
    expect(await snapshot(t.database)).toBe(before);
  });

  it('may read its member info and balance', async () => {
    const token = ((await freePlay('10.20.0.3')).body.value as { token: string }).token;
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token })).res.statusCode).toBe(200);
  });
});

describe('roles on token calls', () => {
  it('refuses members on agent-only calls and legacy operator member rows on every call', async () => {
    const member = await signedInMember(t.app);
    const agent = await signedInMember(t.app, { accountType: 41 });
    const operator = await signedInMember(t.app, { role: 'operator' });
    for (const c of ALL_CALLS.filter((x) => x.auth === 'token' && x.agentOnly)) {
      const r = await call(t.app, { method: c.method, url: c.path, token: member.token });
      expect(r.res.statusCode, c.id).toBe(403);
      expect(r.body.errorCode, c.id).toBe('role.forbidden');
    }
    const asOperator = await call(t.app, { method: 'GET', url: '/wps/member/info', token: operator.token });
    expect(asOperator.body.errorCode).toBe('role.forbidden');
    const asAgent = await call(t.app, { method: 'GET', url: '/wps/member/info', token: agent.token });
    expect(asAgent.body.value).toMatchObject({ accountType: 41, isAgent: 41, agent: true });
    const asPlayerOnStaffCall = await call(t.app, {
      method: 'GET',
      url: '/backoffice/api/deposits',
      token: member.token,
    });
    expect(asPlayerOnStaffCall.body.errorCode).toBe('staff.token.member');
  });

  it('expires an idle session and answers login.not.session', async () => {
    const { token } = await signedInMember(t.app);
    t.clock.advance(31 * 60_000);
    const r = await call(t.app, { method: 'GET', url: '/wps/member/info', token });
    expect(r.res.statusCode).toBe(401);
    expect(r.body.errorCode).toBe('login.not.session');
    t.clock.set(new Date());
  });
});
