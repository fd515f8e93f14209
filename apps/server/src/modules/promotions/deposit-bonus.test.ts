import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { promotions } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { depositBonusOf } from './deposit-bonus.ts';

// Deposit and welcome bonuses chosen at deposit (issue 18 item 1; decision 1300): the offers, the
// choice checked when the order is made, the bonus granted when the deposit is credited.

let t: TestApp;
let brand: Brand;
let welcomeId: number;
let reloadId: number;
let rebateId: number;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  const id = async (code: string) => {
    const [p] = await t.app.deps.db
      .select({ id: promotions.id })
      .from(promotions)
      .where(and(eq(promotions.brandId, brand.id), eq(promotions.code, code)));
    if (!p) throw new Error(code);
    return p.id;
  };
  welcomeId = await id('WELCOME100');
  reloadId = await id('RELOAD20');
  rebateId = await id('DAILY-REBATE');
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const deposit = (token: string, amount: number, promotionId: number | null) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/cashier/deposit',
    token,
    payload: { channelId: 'bank', amount, reference: 'REF123', requestId: rid(), promotionId },
  });

async function credit(orderNo: string) {
  await t.app.services.cashier.deposits.settle(orderNo, { outcome: 'paid' });
}

async function balance(token: string) {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return body.value as { sumBalance: number; bonus: number };
}

describe('promotions.depositOffers', () => {
  it('offers the welcome and reload bonuses with the bonus an amount would bring', async () => {
    const { token } = await signedInMember(t.app);
    const { body } = await call(t.app, { method: 'GET', url: '/wps/promotions/deposit-offers?amount=1200', token });
    const v = body.value as {
      list: { promotionId: number; kind: string; bonusFor: number | null }[];
      activeBonus: boolean;
    };
    expect(v.activeBonus).toBe(false);
    expect(v.list.map((o) => [o.promotionId, o.kind, o.bonusFor])).toEqual([
      [welcomeId, 'first_deposit', 500],
      [reloadId, 'deposit', 180],
    ]);
    const small = await call(t.app, { method: 'GET', url: '/wps/promotions/deposit-offers?amount=60', token });
    expect((small.body.value as { list: { bonusFor: number | null }[] }).list.map((o) => o.bonusFor)).toEqual([60, 0]);
    const bad = await call(t.app, { method: 'GET', url: '/wps/promotions/deposit-offers?amount=-5', token });
    expect(bad.body.errorCode).toBe('request_param_err');
  });
});

describe('depositBonusOf', () => {
  it('takes the highest tier reached, capped; nothing below the lowest tier', () => {
    const rules = {
      kind: 'deposit' as const,
      tiers: [
        { minDeposit: 10_000, matchBp: 1000, cap: 5_000 },
        { minDeposit: 100_000, matchBp: 1500, cap: 30_000 },
      ],
      wagering: { multiple: 1, base: 'bonus' as const, contributions: {}, maxBet: null, maxWin: null, expiresDays: 1 },
    };
    expect(depositBonusOf(rules, 9_999)).toBe(0);
    expect(depositBonusOf(rules, 10_000)).toBe(1_000);
    expect(depositBonusOf(rules, 99_999)).toBe(5_000);
    expect(depositBonusOf(rules, 100_000)).toBe(15_000);
    expect(depositBonusOf(rules, 1_000_000)).toBe(30_000);
  });
});

describe('cashier.depositCreate with a bonus', () => {
  it('grants the welcome bonus when the deposit is credited, once, and then offers it no more', async () => {
    const { member, token } = await signedInMember(t.app);
    const made = await deposit(token, 300, welcomeId);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const orderNo = (made.body.value as { orderNo: string }).orderNo;
    const [order] = await sqlRows<{ promotion_id: string }>(
      t,
      sql`SELECT promotion_id FROM deposit_orders WHERE order_no = ${orderNo}`,
    );
    expect(Number(order?.promotion_id)).toBe(welcomeId);
    await credit(orderNo);
    await credit(orderNo);
    expect(await balance(token)).toMatchObject({ sumBalance: 300, bonus: 300 });
    const grants = await sqlRows<{ source_key: string; amount: string; wagering_required: string }>(
      t,
      sql`SELECT source_key, amount, wagering_required FROM bonus_grants WHERE member_id = ${member.id}`,
    );
    expect(grants).toHaveLength(1);
    expect(grants[0]?.source_key).toBe(`deposit:${orderNo}`);
    expect(Number(grants[0]?.wagering_required)).toBe(300_000);
    const offers = await call(t.app, { method: 'GET', url: '/wps/promotions/deposit-offers', token });
    expect(offers.body.value).toEqual({ list: [], activeBonus: true });
  });

  it('refuses a bonus that is not a live deposit offer, an ended one, and one while a bonus is active; nothing changed', async () => {
    const { token } = await signedInMember(t.app);
    const before = await snapshot(t.database);
    for (const [amount, id] of [
      [300, rebateId],
      [300, 999_999],
    ] as const) {
      const r = await deposit(token, amount, id);
      expect(r.res.statusCode, JSON.stringify(r.body)).toBe(400);
      expect(r.body.errorCode).toBe('promotions.deposit.offer.invalid');
    }
    await t.app.deps.db.update(promotions).set({ status: 'ended' }).where(eq(promotions.id, reloadId));
    const ended = await deposit(token, 300, reloadId);
    await t.app.deps.db.update(promotions).set({ status: 'published' }).where(eq(promotions.id, reloadId));
    expect(ended.body.errorCode).toBe('promotions.deposit.offer.invalid');
    expect(await snapshot(t.database)).toBe(before);

    const first = await deposit(token, 200, welcomeId);
    await credit((first.body.value as { orderNo: string }).orderNo);
    const again = await snapshot(t.database);
    const refused = await deposit(token, 2000, reloadId);
    expect(refused.body.errorCode).toBe('bonus.active');
    expect(await snapshot(t.database)).toBe(again);
  });

  it('refuses the welcome bonus after a first deposit without it', async () => {
    const { token } = await signedInMember(t.app);
    const plain = await deposit(token, 100, null);
    await credit((plain.body.value as { orderNo: string }).orderNo);
    const r = await deposit(token, 300, welcomeId);
    expect(r.body.errorCode).toBe('promotions.deposit.offer.invalid');
  });

  it('credits the deposit without the bonus when it no longer holds at crediting', async () => {
    const { member, token } = await signedInMember(t.app);
    const a = await deposit(token, 1000, reloadId);
    const b = await deposit(token, 1000, reloadId);
    await credit((a.body.value as { orderNo: string }).orderNo);
    await credit((b.body.value as { orderNo: string }).orderNo);
    expect(await balance(token)).toMatchObject({ sumBalance: 2000, bonus: 150 });
    const grants = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM bonus_grants WHERE member_id = ${member.id}`,
    );
    expect(grants[0]?.n).toBe(1);
  });
});
