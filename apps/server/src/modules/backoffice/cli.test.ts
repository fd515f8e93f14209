import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runAdmin } from '../../../test/admin.ts';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { sealed } from '../auth/test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const admin = (...argv: string[]) => runAdmin(t, ...argv);

describe('the cashier operator commands', () => {
  it('list and approve a pending bank deposit, once', async () => {
    const { member, token } = await signedInMember(t.app);
    const order = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      payload: { channelId: 'bank', amount: '321.00', reference: 'CLI1', requestId: rid() },
    });
    const orderNo = (order.body.value as { orderNo: string }).orderNo;
    const listed = await admin('deposits');
    expect(listed.out).toContain(`${orderNo}  ${member.username}  P321.00`);
    expect(await admin('deposit', 'approve', orderNo, '--reason', 'transfer seen')).toMatchObject({
      code: 0,
      out: `${orderNo}: paid`,
    });
    expect(await admin('deposit', 'approve', orderNo, '--reason', 'transfer seen')).toMatchObject({
      code: 0,
      out: `${orderNo}: paid`,
    });
    expect((await admin('balance', member.username)).out).toContain('P321.00 available');
    expect((await admin('deposits', '--status', 'paid')).out).toContain(orderNo);
  });

  it('adjusts with a reason and reverses, and refuses bad arguments without changing anything', async () => {
    const { member } = await signedInMember(t.app);
    const credit = await admin('adjust', member.username, 'credit', '50', '--reason', 'goodwill');
    expect(credit.code).toBe(0);
    const txId = /transaction (\d+)/.exec(credit.out)?.[1] ?? '';
    const before = await snapshot(t.database);
    expect((await admin('adjust', member.username, 'credit', '-5', '--reason', 'x y')).code).toBe(2);
    expect((await admin('adjust', member.username, 'credit', '0.001', '--reason', 'x y')).code).toBe(2);
    expect((await admin('adjust', member.username, 'debit', '51', '--reason', 'too much')).code).toBe(2);
    expect((await admin('adjust', member.username, 'sideways', '5', '--reason', 'x y')).code).toBe(2);
    expect((await admin('adjust', member.username, 'credit', '5')).code).toBe(2);
    expect((await admin('adjust', 'nobody-here', 'credit', '5', '--reason', 'x y')).code).toBe(2);
    expect((await admin('deposits', '--status', 'lost')).code).toBe(2);
    expect((await admin('withdrawal', 'approve', 'W123', '--reason', 'checked')).code).toBe(2);
    expect(await snapshot(t.database)).toBe(before);
    expect((await admin('reverse', txId, '--reason', 'mistake')).code).toBe(0);
    expect((await admin('balance', member.username)).out).toContain('P0.00 available');
  });

  it('dev member makes a member and prints a session token that works', async () => {
    const { out, code } = await admin('dev', 'member', 'cliplayer1');
    expect(code).toBe(0);
    const balance = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token: out.trim() });
    expect(balance.body.value).toMatchObject({ sumBalance: 0 });
    expect((await admin('dev', 'member', '1bad')).code).toBe(2);
  });

  it('dev member --password sets any password, 123456 too, and signing in with it forces a change', async () => {
    expect((await admin('dev', 'member', 'cliweak01', '--password', '123456')).code).toBe(0);
    const { body } = await sealed(t.app, {
      url: '/wps/session/login',
      payload: { type: 'username', username: 'cliweak01', password: '123456' },
    });
    expect(body.value).toMatchObject({ forcedChange: 'default' });
  });
});
