import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';

// The member's bonus calls and the withdrawal that would forfeit a bonus (issue 18 item 2, "Bad input").

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

async function grant(memberId: number, amount: number) {
  return t.app.deps.db.transaction((tx) =>
    t.app.services.bonus.grant(tx, {
      brand,
      memberId,
      promotionId: null,
      sourceKey: `calls:${rid()}`,
      title: { EN: 'Welcome bonus', CN: '欢迎奖金' },
      amount,
      depositAmount: 0,
      wagering: {
        multiple: 5,
        base: 'bonus',
        contributions: { RNG: 100 },
        maxBet: 1_000,
        maxWin: null,
        expiresDays: 7,
      },
      actor: 'system',
    }),
  );
}

/** A member with `major` in the wallet, a bank account and the payment password 123456. */
async function readyMember(major: number) {
  const { member, token } = await signedInMember(t.app);
  await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
    memberId: member.id,
    brandAccount: 'deposit_clearing',
    amount: major * 100,
    kind: 'deposit',
    idempotencyKey: `seed:${member.id}:${rid()}`,
    referenceType: 'test',
    referenceId: 'seed',
  });
  const bank = await call(t.app, {
    method: 'POST',
    url: '/wps/cashier/security/bank',
    token,
    payload: { bankName: 'Test Bank', accountName: 'Juan Dela Cruz', accountNumber: '1234-5678-9012' },
  });
  expect(bank.body.success).toBe(true);
  const pw = await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: '123456', confirmPassword: '123456' },
  });
  expect(pw.body.success).toBe(true);
  const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id ?? 0;
  return { member, token, bankAccountId };
}

/** The rows a refused withdrawal or forfeit must leave as they were. */
const moneyState = async (memberId: number) =>
  JSON.stringify(
    await Promise.all([
      sqlRows(t, sql`SELECT id, balance, held FROM wallet_accounts WHERE member_id = ${memberId} ORDER BY id`),
      sqlRows(
        t,
        sql`SELECT id, status, forfeited, converted FROM bonus_grants WHERE member_id = ${memberId} ORDER BY id`,
      ),
      sqlRows(t, sql`SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ${memberId}`),
      sqlRows(t, sql`SELECT count(*)::int AS n FROM ledger_lines WHERE member_id = ${memberId}`),
      sqlRows(t, sql`SELECT count(*)::int AS n FROM domain_events WHERE subject = ${String(memberId)}`),
    ]),
  );

describe('withdrawing while a bonus is wagered', () => {
  it('is refused without the member confirming the forfeit (naming the bonus), and forfeits it atomically with it', async () => {
    const m = await readyMember(300);
    const { grantId } = await grant(m.member.id, 2_550);
    const before = await moneyState(m.member.id);
    const payload = { paymentPassword: '123456', amount: 150, bankAccountId: m.bankAccountId };
    const refused = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: m.token,
      payload: { ...payload, requestId: rid() },
    });
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body).toMatchObject({
      success: false,
      errorCode: 'bonus.withdraw.forfeits',
      value: { amount: 25.5 },
    });
    expect(await moneyState(m.member.id)).toBe(before);

    const cn = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: m.token,
      lang: 'CN',
      payload: { ...payload, forfeitBonus: false, requestId: rid() },
    });
    expect(cn.body.errorCode).toBe('bonus.withdraw.forfeits');
    expect(cn.body.message).not.toBe(refused.body.message);

    const done = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: m.token,
      payload: { ...payload, forfeitBonus: true, requestId: rid() },
    });
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    const [g] = await sqlRows<{ status: string; forfeited: string; status_reason: string }>(
      t,
      sql`SELECT status, forfeited, status_reason FROM bonus_grants WHERE id = ${grantId}`,
    );
    expect(g).toMatchObject({ status: 'forfeited', status_reason: 'bonus_forfeit_withdrawal' });
    expect(Number(g?.forfeited)).toBe(2_550);
    const bal = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token: m.token });
    expect(bal.body.value).toMatchObject({ bonus: 0, sumBalance: 150 });
  });

  it('needs no confirmation without an active bonus', async () => {
    const m = await readyMember(100);
    const w = await sealedCall(t.app, {
      url: '/wps/cashier/withdraw',
      token: m.token,
      payload: { paymentPassword: '123456', amount: 100, bankAccountId: m.bankAccountId, requestId: rid() },
    });
    expect(w.body.success, JSON.stringify(w.body)).toBe(true);
  });
});

describe('bonus.details, bonus.grant, bonus.forfeit', () => {
  it('shows the bonus apart from real money, its progress and history, and forfeits it only when confirmed', async () => {
    const { member, token } = await signedInMember(t.app);
    const { grantId } = await grant(member.id, 10_000);
    const bal = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
    expect(bal.body.value).toMatchObject({ bonus: 100, sumBalance: 0 });
    expect((bal.body.value as { accounts: { vendor: string }[] }).accounts.map((a) => a.vendor)).not.toContain(
      '$bonus',
    );
    // the grant's ledger lines are the bonus history, not account records
    const records = await call(t.app, { method: 'GET', url: '/wps/relay/ODSFE2_MemTransDet', token });
    expect(records.body.success).toBe(true);
    expect(records.body.value).toMatchObject({ total: 0 });
    const [lines] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_lines WHERE member_id = ${member.id}`,
    );
    expect(Number(lines?.n)).toBe(1);

    const details = await call(t.app, { method: 'GET', url: '/wps/member/bonus', token, lang: 'CN' });
    expect(details.body.value).toMatchObject({
      bonusBalance: 100,
      total: 1,
      active: {
        id: grantId,
        title: '欢迎奖金',
        amount: 100,
        wageringRequired: 500,
        wagered: 0,
        progressBp: 0,
        maxBet: 10,
        status: 'active',
        statusReason: '',
        balance: 100,
      },
    });
    const history = await call(t.app, { method: 'GET', url: `/wps/member/bonus/grant?grantId=${grantId}`, token });
    expect(history.body.value).toMatchObject({ total: 1, events: [{ kind: 'granted', amount: 100 }] });

    const before = await moneyState(member.id);
    const unconfirmed = await call(t.app, {
      method: 'POST',
      url: '/wps/member/bonus/forfeit',
      token,
      payload: { grantId, confirm: false },
    });
    expect(unconfirmed.res.statusCode).toBe(400);
    expect(unconfirmed.body.errorCode).toBe('bonus.forfeit.confirm');
    expect(await moneyState(member.id)).toBe(before);

    const done = await call(t.app, {
      method: 'POST',
      url: '/wps/member/bonus/forfeit',
      token,
      payload: { grantId, confirm: true },
    });
    expect(done.body.value).toMatchObject({ id: grantId, status: 'forfeited', forfeited: 100, balance: 0 });
    expect((done.body.value as { statusReason: string }).statusReason).toBe('You gave up this bonus.');
    const after = await call(t.app, { method: 'GET', url: `/wps/member/bonus/grant?grantId=${grantId}`, token });
    expect((after.body.value as { events: { kind: string }[] }).events.map((e) => e.kind)).toEqual([
      'forfeited',
      'granted',
    ]);
    const again = await call(t.app, {
      method: 'POST',
      url: '/wps/member/bonus/forfeit',
      token,
      payload: { grantId, confirm: true },
    });
    expect(again.body.errorCode).toBe('bonus.not.active');
  });

  it('refuses every bad input with its code and changes nothing', async () => {
    const { member, token } = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const { grantId } = await grant(other.member.id, 1_000);
    const before = await moneyState(other.member.id);
    const cases: [string, string, Record<string, unknown> | undefined, number, string][] = [
      ['POST', '/wps/member/bonus/forfeit', { grantId, confirm: true }, 404, 'bonus.not.found'],
      ['POST', '/wps/member/bonus/forfeit', { grantId: 0, confirm: true }, 400, 'request_param_err'],
      ['POST', '/wps/member/bonus/forfeit', { grantId: 'x', confirm: true }, 400, 'request_param_err'],
      ['POST', '/wps/member/bonus/forfeit', { grantId }, 400, 'request_param_err'],
      ['POST', '/wps/member/bonus/forfeit', { grantId, confirm: 'yes' }, 400, 'request_param_err'],
      ['GET', `/wps/member/bonus/grant?grantId=${grantId}`, undefined, 404, 'bonus.not.found'],
      ['GET', '/wps/member/bonus/grant?grantId=abc', undefined, 400, 'request_param_err'],
      ['GET', '/wps/member/bonus/grant', undefined, 400, 'request_param_err'],
      ['GET', '/wps/member/bonus?pageSize=1000', undefined, 400, 'request_param_err'],
      ['GET', '/wps/member/bonus?pageNo=0', undefined, 400, 'request_param_err'],
    ];
    for (const [method, url, payload, status, code] of cases) {
      const r = await call(t.app, { method: method as 'GET', url, token, payload });
      expect([url, JSON.stringify(payload), r.res.statusCode, r.body.errorCode]).toEqual([
        url,
        JSON.stringify(payload),
        status,
        code,
      ]);
    }
    const anonymous = await call(t.app, { method: 'GET', url: '/wps/member/bonus' });
    expect(anonymous.res.statusCode).toBe(401);
    expect(await moneyState(other.member.id)).toBe(before);
    expect(member.id).not.toBe(other.member.id);
  });
});
