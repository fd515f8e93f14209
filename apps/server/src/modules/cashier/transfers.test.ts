import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';

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

async function fund(memberId: number, minor: number, b = brand) {
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, b, {
    memberId,
    brandAccount: 'deposit_clearing',
    amount: minor,
    kind: 'deposit',
    idempotencyKey: `seed:${memberId}:${minor}`,
    referenceType: 'test',
    referenceId: 'seed',
  });
}

async function withPassword(token: string, merchant?: string) {
  const r = await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    merchant,
    payload: { newPassword: '246810', confirmPassword: '246810' },
  });
  expect(r.body.success).toBe(true);
}

const sumBalance = async (token: string, merchant?: string) =>
  (
    (await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token, merchant })).body.value as {
      sumBalance: number;
    }
  ).sumBalance;

describe('member to upline', () => {
  it('moves money to the upline once per requestId, with the payment password, behind the brand switch', async () => {
    const upline = await signedInMember(t.app, { accountType: 1 });
    const { member, token } = await signedInMember(t.app, { uplineId: upline.member.id });
    await fund(member.id, 50_000);
    await withPassword(token);
    const info = await call(t.app, { method: 'GET', url: '/wps/cashier/transfer/info', token });
    expect(info.body.value).toMatchObject({ uplineUsername: upline.member.username, toUpline: true, available: 500 });
    const requestId = rid();
    const send = (amount: unknown, paymentPassword = '246810') =>
      sealedCall(t.app, {
        url: '/wps/cashier/transfer/upline',
        token,
        payload: { amount, paymentPassword, requestId },
      });
    const first = await send(120);
    expect(first.body.success).toBe(true);
    const again = await send(120);
    expect((again.body.value as { transactionId: number }).transactionId).toBe(
      (first.body.value as { transactionId: number }).transactionId,
    );
    expect((await send(130)).body.errorCode).toBe('wallet.duplicate.request');
    expect(await sumBalance(token)).toBe(380);
    expect(await sumBalance(upline.token)).toBe(120);

    const before = await snapshot(t.database);
    const bad = (amount: unknown, pw = '246810') =>
      sealedCall(t.app, {
        url: '/wps/cashier/transfer/upline',
        token,
        payload: { amount, paymentPassword: pw, requestId: rid() },
      });
    expect((await bad(120, '111111')).body.errorCode).toBe('cashier.payment.password.wrong');
    expect((await bad(-1)).body.errorCode).toBe('wallet.amount.invalid');
    expect((await bad('0.005')).body.errorCode).toBe('wallet.amount.invalid');
    expect((await bad(200_000)).body.errorCode).toBe('wallet.amount.above.max');
    expect((await bad(5_000)).body.errorCode).toBe('wallet.insufficient.funds');
    expect(await snapshot(t.database)).toBe(before);

    await t.app.brands.setSwitch(brand.id, 'WALLET_TRANSFER_UPLINE', false);
    expect((await bad(10)).body.errorCode).toBe('function.not.available');
    await t.app.brands.setSwitch(brand.id, 'WALLET_TRANSFER_UPLINE', null);

    const records = await call(t.app, {
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?type=transfer_upline',
      token: upline.token,
    });
    expect((records.body.value as { list: unknown[] }).list).toEqual([
      expect.objectContaining({ type: 'transfer_upline', amount: 120, balanceAfter: 120 }),
    ]);
  });

  it('refuses a member without an upline and a trial account', async () => {
    const { token } = await signedInMember(t.app);
    await withPassword(token);
    const r = await sealedCall(t.app, {
      url: '/wps/cashier/transfer/upline',
      token,
      payload: { amount: 10, paymentPassword: '246810', requestId: rid() },
    });
    expect(r.body.errorCode).toBe('cashier.upline.none');
    const trial = await signedInMember(t.app, { accountType: 4 });
    const tr = await call(t.app, { method: 'GET', url: '/wps/cashier/transfer/info', token: trial.token });
    expect(tr.body.errorCode).toBe('account.trial.forbidden');
  });
});

describe('agent to downline', () => {
  it('reaches members of the agent’s own team only', async () => {
    const agent = await signedInMember(t.app, { accountType: 1 });
    const sub = await createMember(t.app, { accountType: 2, uplineId: agent.member.id });
    const deep = await createMember(t.app, { uplineId: sub.id });
    const stranger = await createMember(t.app);
    await fund(agent.member.id, 100_000);
    await withPassword(agent.token);
    const send = (username: string) =>
      sealedCall(t.app, {
        url: '/wps/cashier/transfer/downline',
        token: agent.token,
        payload: { username, amount: '100.00', paymentPassword: '246810', requestId: rid() },
      });
    expect((await send(deep.username)).body.success).toBe(true);
    expect((await send(stranger.username)).body.errorCode).toBe('cashier.downline.not.found');
    expect((await send(agent.member.username)).body.errorCode).toBe('cashier.downline.not.found');
    expect(await sumBalance(await sessionFor(t.app, deep))).toBe(100);
    const plainMember = await signedInMember(t.app, { uplineId: agent.member.id });
    const refused = await sealedCall(t.app, {
      url: '/wps/cashier/transfer/downline',
      token: plainMember.token,
      payload: { username: deep.username, amount: 1, paymentPassword: '246810', requestId: rid() },
    });
    expect(refused.body.errorCode).toBe('role.forbidden');
  });
});

describe('wallet transfer between main and sub-wallets', () => {
  it('moves money to a vendor sub-wallet and back when the merchant wallet is not single', async () => {
    const multi = await t.app.brands.create({
      merchantCode: 'multi',
      name: 'Multi',
      settings: { isSingle: false, walletVendors: ['SLOTX', 'LIVEY'] },
    });
    const { member, token } = await signedInMember(t.app, { brandId: multi.id });
    await fund(member.id, 20_000, multi);
    const mw = await call(t.app, { method: 'GET', url: '/wps/relay/GCS_merchantWallet', token, merchant: 'multi' });
    expect(mw.body.value).toEqual({ isSingle: false, vendors: ['SLOTX', 'LIVEY'] });
    const move = (from: string, to: string, amount: unknown) =>
      call(t.app, {
        method: 'POST',
        url: '/wps/relay/GCS_walletTransfer',
        token,
        merchant: 'multi',
        payload: { from, to, amount, requestId: rid() },
      });
    const r = await move('', 'SLOTX', 75);
    expect((r.body.value as { balance: { accounts: unknown[] } }).balance.accounts).toEqual([
      { vendor: '', balance: 125, held: 0, available: 125 },
      { vendor: 'SLOTX', balance: 75, held: 0, available: 75 },
      { vendor: 'LIVEY', balance: 0, held: 0, available: 0 },
    ]);
    expect((await move('SLOTX', 'MAIN', 25)).body.success).toBe(true);
    expect((await move('SLOTX', 'LIVEY', 51)).body.errorCode).toBe('wallet.insufficient.funds');
    expect((await move('', 'NOPE', 1)).body.errorCode).toBe('wallet.account.unknown');
    expect((await move('', '', 1)).body.errorCode).toBe('request_param_err');
    const c = await call(t.app, {
      method: 'GET',
      url: '/wps/member/info/funds/consolidated',
      token,
      merchant: 'multi',
    });
    expect(c.body.value).toMatchObject({ sumBalance: 200, mainBalance: 150, subWalletBalance: 50, held: 0 });
    const single = await signedInMember(t.app);
    await fund(single.member.id, 1_000);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/GCS_walletTransfer',
      token: single.token,
      payload: { from: '', to: 'SLOTX', amount: 1, requestId: rid() },
    });
    expect(refused.body.errorCode).toBe('wallet.account.unknown');
  });
});

describe('account records', () => {
  it('lists every movement with type, amount, balance after and reference, filtered and paged', async () => {
    const { member, token } = await signedInMember(t.app);
    const op = { token: await signInStaff(t, await makeStaff(t, { role: 'finance' })) };
    await fund(member.id, 10_000);
    const adjust = (direction: string, amount: number) =>
      call(t.app, {
        method: 'POST',
        url: '/backoffice/api/adjustments',
        token: op.token,
        payload: { username: member.username, direction, amount, reason: 'goodwill', requestId: rid() },
      });
    for (let i = 0; i < 4; i++) expect((await adjust('credit', 10)).body.success).toBe(true);
    const debit = await adjust('debit', 5);
    expect(debit.body.value).toMatchObject({ balanceAfter: 135 });
    expect((await adjust('debit', 1_000)).body.errorCode).toBe('wallet.insufficient.funds');
    const txId = (debit.body.value as { transactionId: number }).transactionId;
    const rev = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/reversals',
      token: op.token,
      payload: { transactionId: txId, reason: 'mistake' },
    });
    expect(rev.body.success).toBe(true);
    const again = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/reversals',
      token: op.token,
      payload: { transactionId: txId, reason: 'mistake' },
    });
    expect(again.body.value).toEqual(rev.body.value);
    const revId = (rev.body.value as { transactionId: number }).transactionId;
    const ofReversal = await call(t.app, {
      method: 'POST',
      url: '/backoffice/api/reversals',
      token: op.token,
      payload: { transactionId: revId, reason: 'undo the undo' },
    });
    expect(ofReversal.body.errorCode).toBe('wallet.already.reversed');

    const page = async (q: string) =>
      (await call(t.app, { method: 'GET', url: `/wps/relay/ODSFE2_MemTransDet?${q}`, token })).body.value as {
        list: { type: string; amount: number; balanceAfter: number; reference: string; memo: string }[];
        total: number;
        totalPages: number;
      };
    const all = await page('pageSize=3');
    expect(all.total).toBe(7);
    expect(all.totalPages).toBe(3);
    expect(all.list[0]).toMatchObject({ type: 'reversal', amount: 5, balanceAfter: 140 });
    expect((await page('pageSize=3&pageNo=3')).list).toHaveLength(1);
    const adjustments = await page('type=adjustment');
    expect(adjustments.total).toBe(5);
    expect(adjustments.list[0]).toMatchObject({ amount: -5, memo: 'goodwill' });
    const today = new Date(t.clock.now().getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    expect((await page(`startDate=${today}&endDate=${today}`)).total).toBe(7);
    expect((await page('startDate=2001-01-01&endDate=2001-01-07')).total).toBe(0);
    const badDates = await call(t.app, {
      method: 'GET',
      url: '/wps/relay/ODSFE2_MemTransDet?startDate=2024-02-01&endDate=2024-01-01',
      token,
    });
    expect(badDates.body.errorCode).toBe('request_param_err');
    const badType = await call(t.app, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet?type=steal', token });
    expect(badType.res.statusCode).toBe(400);
  });
});
