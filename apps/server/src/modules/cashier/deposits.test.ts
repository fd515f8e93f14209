import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import { callbackBody, SIGNATURE_HEADER, signBody } from './gateway.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const balanceOf = async (token: string) =>
  ((await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value as { sumBalance: number })
    .sumBalance;

async function deposit(token: string, channelId: string, amount: unknown, reference = 'REF123') {
  return call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId, amount, reference, requestId: rid() },
  });
}

function devSecret(): string {
  const dev = t.app.services.cashier.devGateway;
  if (!dev) throw new Error('no development gateway');
  return dev.secret;
}

async function callback(orderNo: string, amount: number, status: 'paid' | 'failed', secret = devSecret()) {
  const body = callbackBody({ orderNo, providerRef: `DEV-${orderNo}`, amount, currency: 'PHP', status }, 2);
  return t.app.inject({
    method: 'POST',
    url: '/wps/cashier/gateway/dev/callback',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(secret, body, Date.now()) },
    payload: body,
  });
}

describe('balance', () => {
  it('answers a new member with zero in the brand currency and symbol', async () => {
    const { token } = await signedInMember(t.app);
    const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(body.value).toMatchObject({ sumBalance: 0, currency: 'PHP', symbol: 'P', isSingle: true });
    const anon = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance' });
    expect(anon.res.statusCode).toBe(401);
  });
});

describe('bank-transfer deposits', () => {
  it('waits for the operator, then credits exactly once however often it is approved', async () => {
    const { token } = await signedInMember(t.app);
    const op = { token: await signInStaff(t, await makeStaff(t, { role: 'finance' })) };
    const channels = await call(t.app, { method: 'GET', url: '/wps/cashier/deposit/channels', token });
    expect(channels.body.value).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: 'bank', type: 'bank' })]),
    );
    const created = await deposit(token, 'bank', '250.50');
    expect(created.body.value).toMatchObject({ status: 'pending', amount: 250.5, channelType: 'bank' });
    const orderNo = (created.body.value as { orderNo: string }).orderNo;
    expect(await balanceOf(token)).toBe(0);

    const byMember = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/deposits/approve',
      token,
      payload: { orderNo },
    });
    expect(byMember.body.errorCode).toBe('staff.token.member');

    const approvals = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/backoffice/api/deposits/approve',
          token: op.token,
          payload: { orderNo, reason: 'checked' },
        }),
      ),
    );
    for (const a of approvals) expect(a.body.value).toMatchObject({ status: 'paid' });
    expect(await balanceOf(token)).toBe(250.5);
    const rejectLate = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/deposits/reject',
      token: op.token,
      payload: { orderNo, reason: 'too late' },
    });
    expect(rejectLate.body.errorCode).toBe('cashier.order.state');
    expect(await balanceOf(token)).toBe(250.5);
  });

  it('a rejected deposit credits nothing', async () => {
    const { token } = await signedInMember(t.app);
    const op = { token: await signInStaff(t, await makeStaff(t, { role: 'finance' })) };
    const orderNo = ((await deposit(token, 'bank', 300)).body.value as { orderNo: string }).orderNo;
    const r = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/deposits/reject',
      token: op.token,
      payload: { orderNo, reason: 'no such transfer' },
    });
    expect(r.body.value).toMatchObject({ status: 'rejected', reason: 'no such transfer' });
    const approve = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/deposits/approve',
      token: op.token,
      payload: { orderNo, reason: 'checked' },
    });
    expect(approve.body.errorCode).toBe('cashier.order.state');
    expect(await balanceOf(token)).toBe(0);
  });

  it('refuses bad amounts, out-of-limit amounts and unknown channels, and changes nothing', async () => {
    const { token } = await signedInMember(t.app);
    const before = await snapshot(t.database);
    for (const amount of [-5, 0, '0', '1.001', 1e21, '99999999999999999', 'abc', '', null, '1e3']) {
      const r = await deposit(token, 'bank', amount);
      expect(r.res.statusCode, String(amount)).toBe(400);
      expect(['wallet.amount.invalid', 'request_param_err']).toContain(r.body.errorCode);
    }
    expect((await deposit(token, 'bank', 1)).body.errorCode).toBe('wallet.amount.below.min');
    expect((await deposit(token, 'bank', 100_000_000)).body.errorCode).toBe('wallet.amount.above.max');
    expect((await deposit(token, 'nope', 500)).body.errorCode).toBe('cashier.channel.unavailable');
    const cn = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      lang: 'CN',
      payload: { channelId: 'bank', amount: -1, reference: 'x1', requestId: rid() },
    });
    expect(cn.body.message).toBe('请输入大于零且最多两位小数的有效金额。');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('answers a repeated requestId with the first order', async () => {
    const { token } = await signedInMember(t.app);
    const requestId = rid();
    const send = (amount: number) =>
      call(t.app, {
        method: 'POST',
        url: '/wps/cashier/deposit',
        token,
        payload: { channelId: 'bank', amount, reference: 'R1', requestId },
      });
    const [a, b] = await Promise.all([send(200), send(200)]);
    expect((a.body.value as { orderNo: string }).orderNo).toBe((b.body.value as { orderNo: string }).orderNo);
    expect((await send(300)).body.errorCode).toBe('wallet.duplicate.request');
  });
});

describe('gateway deposits', () => {
  it('credits once for duplicate callbacks and ignores a failure that arrives after the payment', async () => {
    const { token } = await signedInMember(t.app);
    const created = await deposit(token, 'online', 120);
    const order = created.body.value as { orderNo: string; paymentUrl: string; status: string };
    expect(order.status).toBe('pending');
    expect(order.paymentUrl).toBe(`/dev/gateway/${order.orderNo}`);
    const results = await Promise.all([
      callback(order.orderNo, 12_000, 'paid'),
      callback(order.orderNo, 12_000, 'paid'),
      callback(order.orderNo, 12_000, 'paid'),
    ]);
    for (const r of results) expect(r.statusCode).toBe(200);
    expect((await callback(order.orderNo, 12_000, 'failed')).statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(120);
    const orders = await call(t.app, { method: 'GET', url: '/wps/cashier/deposit/orders', token });
    expect((orders.body.value as { list: { status: string }[] }).list[0]?.status).toBe('paid');
  });

  it('a payment that arrives after a failure still credits (the money arrived)', async () => {
    const { token } = await signedInMember(t.app);
    const order = (await deposit(token, 'online', 80)).body.value as { orderNo: string };
    await callback(order.orderNo, 8_000, 'failed');
    await callback(order.orderNo, 8_000, 'paid');
    await callback(order.orderNo, 8_000, 'failed');
    expect(await balanceOf(token)).toBe(80);
  });

  it('refuses forged signatures, tampered bodies and wrong amounts, crediting nothing', async () => {
    const { token } = await signedInMember(t.app);
    const order = (await deposit(token, 'online', 60)).body.value as { orderNo: string };
    expect((await callback(order.orderNo, 6_000, 'paid', 'not-the-secret')).statusCode).toBe(400);
    expect((await callback(order.orderNo, 9_999, 'paid')).statusCode).toBe(400);
    const body = callbackBody(
      { orderNo: order.orderNo, providerRef: 'x', amount: 6_000, currency: 'PHP', status: 'paid' },
      2,
    );
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/gateway/dev/callback',
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER]: signBody(devSecret(), body, Date.now()),
      },
      payload: body.replace('60.00', '600.00'),
    });
    expect(tampered.statusCode).toBe(400);
    expect(await balanceOf(token)).toBe(0);
    // Only the signed one with the wrong amount is kept; forged and tampered bodies leave no row.
    const logged = await sqlRows<{ outcome: string }>(
      t,
      sql`SELECT outcome FROM gateway_callbacks WHERE order_no = ${order.orderNo}`,
    );
    expect(logged).toEqual([{ outcome: 'does not match the order' }]);
  });

  it('the development gateway page pays the order through a signed callback', async () => {
    const { token } = await signedInMember(t.app);
    const order = (await deposit(token, 'online', 75)).body.value as { orderNo: string; paymentUrl: string };
    const pageRes = await t.app.inject({ method: 'GET', url: `${order.paymentUrl}?lang=EN` });
    expect(pageRes.body).toContain('Payment gateway (development)');
    const paid = await t.app.inject({ method: 'POST', url: `${order.paymentUrl}/paid?lang=EN` });
    expect(paid.statusCode).toBe(303);
    expect(await balanceOf(token)).toBe(75);
  });
});
