import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, failCommitsRecording } from '../../../test/events.ts';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import { callbackBody, SIGNATURE_HEADER, signBody } from './gateway.ts';

// deposit.approved, deposit.first and withdrawal.paid are recorded in the transactions that move the
// money: the credit and its events exist together or not at all, and a member has one first deposit.

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const services = () => t.app.services;
const balanceOf = async (token: string) =>
  ((await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token })).body.value as { sumBalance: number })
    .sumBalance;

async function deposit(token: string, amount: string, channelId = 'bank'): Promise<string> {
  const { body } = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId, amount, reference: 'REF123', requestId: rid() },
  });
  const orderNo = (body.value as { orderNo?: string }).orderNo;
  if (!orderNo) throw new Error(`deposit not opened: ${JSON.stringify(body)}`);
  return orderNo;
}

const approve = (orderNo: string) =>
  services().cashier.deposits.settle(orderNo, { outcome: 'paid', brandId: brand.id });

describe('deposit events', () => {
  it('records deposit.approved with each credit and deposit.first with the first only', async () => {
    const { member, token } = await signedInMember(t.app);
    const first = await deposit(token, '100.00');
    const second = await deposit(token, '150.00');
    await approve(first);
    await approve(first);
    await approve(second);
    expect(await balanceOf(token)).toBe(250);
    expect(await eventsOf(t.database, 'deposit.approved', `deposit:${first}`)).toMatchObject([
      { brandId: brand.id, payload: { memberId: member.id, orderNo: first, amount: 10_000, channelType: 'bank' } },
    ]);
    expect(await eventsOf(t.database, 'deposit.approved', `deposit:${second}`)).toHaveLength(1);
    const firsts = (await eventsOf(t.database, 'deposit.first')).filter((e) => e.payload.memberId === member.id);
    expect(firsts).toMatchObject([{ subject: `deposit:${first}`, payload: { orderNo: first, amount: 10_000 } }]);
  });

  it('records them for a gateway callback too', async () => {
    const { member, token } = await signedInMember(t.app);
    const orderNo = await deposit(token, '60.00', 'online');
    const dev = services().cashier.devGateway;
    if (!dev) throw new Error('no development gateway');
    const body = callbackBody(
      { orderNo, providerRef: `DEV-${orderNo}`, amount: 6_000, currency: 'PHP', status: 'paid' },
      2,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/cashier/gateway/dev/callback',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signBody(dev.secret, body, Date.now()) },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(await eventsOf(t.database, 'deposit.approved', `deposit:${orderNo}`)).toMatchObject([
      { payload: { memberId: member.id, amount: 6_000, channelType: 'gateway' } },
    ]);
    expect(await eventsOf(t.database, 'deposit.first', `deposit:${orderNo}`)).toHaveLength(1);
  });

  it('gives a member one first deposit when two are approved at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const { member, token } = await signedInMember(t.app);
      const orders = await Promise.all(['100.00', '200.00', '300.00'].map((a) => deposit(token, a)));
      await Promise.all(orders.map(approve));
      expect(await balanceOf(token)).toBe(600);
      const firsts = (await eventsOf(t.database, 'deposit.first')).filter((e) => e.payload.memberId === member.id);
      expect(firsts).toHaveLength(1);
      expect(orders).toContain(firsts[0]?.payload.orderNo);
    }
  });

  it('leaves the order pending, the wallet as it was and no event when the credit does not commit', async () => {
    const { member, token } = await signedInMember(t.app);
    const orderNo = await deposit(token, '180.00');
    const restore = await failCommitsRecording(t.database, 'deposit.first');
    try {
      await expect(approve(orderNo)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await balanceOf(token)).toBe(0);
    expect((await services().cashier.deposits.byOrderNo(orderNo)).status).toBe('pending');
    expect(await eventsOf(t.database, 'deposit.approved', `deposit:${orderNo}`)).toEqual([]);
    expect((await eventsOf(t.database, 'deposit.first')).filter((e) => e.payload.memberId === member.id)).toEqual([]);
    await approve(orderNo);
    expect(await eventsOf(t.database, 'deposit.first', `deposit:${orderNo}`)).toHaveLength(1);
  });
});

/** A member with 1,000.00, a bank account and the payment password 123456. */
async function readyMember() {
  const { member, token } = await signedInMember(t.app);
  await approve(await deposit(token, '1000.00'));
  const bank = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/security/bank',
    token,
    payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
  });
  await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: '123456', confirmPassword: '123456' },
  });
  const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
  const w = await sealedCall(t.app, {
    url: '/wps/cashier/withdraw',
    token,
    payload: { paymentPassword: '123456', requestId: rid(), amount: 400, bankAccountId },
  });
  const orderNo = (w.body.value as { orderNo?: string }).orderNo;
  if (!orderNo) throw new Error(`withdrawal not made: ${JSON.stringify(w.body)}`);
  return { member, token, orderNo };
}

describe('withdrawal events', () => {
  const pay = (orderNo: string) => services().cashier.withdrawals.approve(brand, orderNo, null);

  it('records withdrawal.paid with the payout, once', async () => {
    const { member, orderNo } = await readyMember();
    await pay(orderNo);
    await pay(orderNo);
    expect(await eventsOf(t.database, 'withdrawal.paid', `withdrawal:${orderNo}`)).toMatchObject([
      { brandId: brand.id, payload: { memberId: member.id, orderNo, amount: 40_000 } },
    ]);
  });

  it('leaves the withdrawal pending and no event when the payout does not commit', async () => {
    const { orderNo } = await readyMember();
    const restore = await failCommitsRecording(t.database, 'withdrawal.paid');
    try {
      await expect(pay(orderNo)).rejects.toThrow();
    } finally {
      await restore();
    }
    expect(await eventsOf(t.database, 'withdrawal.paid', `withdrawal:${orderNo}`)).toEqual([]);
    const [w] = await sqlRows<{ status: string }>(t, sql`SELECT status FROM withdrawals WHERE order_no = ${orderNo}`);
    expect(w?.status).toBe('pending');
    expect((await pay(orderNo)).status).toBe('paid');
    expect(await eventsOf(t.database, 'withdrawal.paid', `withdrawal:${orderNo}`)).toHaveLength(1);
  });
});
