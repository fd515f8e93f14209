import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// Spending through the vendor API (the one debit path of games, the house and lotteries): real money
// first, then bonus; wins and rollbacks split as the stake; the maximum bet; wagering and conversion.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
let category: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
  // the test vendor's category as the catalogue gives it to the vendor API
  const vendor = (await t.app.services.vendors.vendors(brand)).find((v) => v.vassalage === TEST_VENDOR);
  category = String(vendor?.category);
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

type Session = { sessionId: string; playerId: string };
const bet = (s: Session, roundId: string, amount: number, transactionId = id('bet')) =>
  client.bet({ ...s, transactionId, roundId, amount, currency: 'PHP' });
const win = (s: Session, roundId: string, amount: number, roundEnded = true) =>
  client.win({ ...s, transactionId: id('win'), roundId, amount, currency: 'PHP', roundEnded });
const rollback = (s: Session, roundId: string, betTransactionId: string) =>
  client.rollback({ ...s, transactionId: id('rb'), betTransactionId, roundId, currency: 'PHP' });

async function grant(memberId: number, amount: number, wagering: Partial<WageringDb> = {}) {
  return t.app.deps.db.transaction((tx) =>
    t.app.services.bonus.grant(tx, {
      brand,
      memberId,
      promotionId: null,
      sourceKey: `test:${id('g')}`,
      title: { en: 'Test bonus' },
      amount,
      depositAmount: 0,
      wagering: {
        multiple: 2,
        base: 'bonus',
        contributions: { [category]: 100 },
        maxBet: 5_000,
        maxWin: null,
        expiresDays: 7,
        ...wagering,
      },
      actor: 'system',
    }),
  );
}

async function state(memberId: number) {
  const [row] = await sqlRows<{ real: string; bonus: string }>(
    t,
    sql`SELECT coalesce(sum(balance) FILTER (WHERE vendor <> '$bonus'), 0) AS real,
               coalesce(sum(balance) FILTER (WHERE vendor = '$bonus'), 0) AS bonus
          FROM wallet_accounts WHERE member_id = ${memberId}`,
  );
  const [g] = await sqlRows<{ status: string; wagered: string; converted: string; forfeited: string }>(
    t,
    sql`SELECT status, wagered, converted, forfeited FROM bonus_grants WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 1`,
  );
  return {
    real: Number(row?.real),
    bonus: Number(row?.bonus),
    status: g?.status,
    wagered: Number(g?.wagered),
    converted: Number(g?.converted),
  };
}

describe('spending a bonus through the vendor API', () => {
  it('spends real money first, splits wins and refunds as the stake, refuses a stake above the maximum bet, converts on wagering', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 1_000 });
    const s = p.session;
    await grant(p.member.id, 10_000);

    const before = await snapshot(t.database);
    const tooBig = await bet(s, id('r'), 6_000);
    expect(tooBig).toMatchObject({
      ok: false,
      status: 409,
      errorCode: 'vendor.bonus.max.bet',
      value: { balance: 11_000 },
    });
    await sqlRows(t, sql`DELETE FROM vendor_transactions WHERE http_status = 409 AND member_id = ${p.member.id}`);
    expect(await snapshot(t.database)).toBe(before);

    const a = id('r');
    expect(await bet(s, a, 3_000)).toMatchObject({ ok: true, value: { balance: 8_000 } });
    expect(await state(p.member.id)).toMatchObject({ real: 0, bonus: 8_000, wagered: 0, status: 'active' });
    // 2,000 of the 3,000 stake was bonus: 1,000 of the 1,500 win is bonus
    expect(await win(s, a, 1_500)).toMatchObject({ ok: true, value: { balance: 9_500 } });
    expect(await state(p.member.id)).toMatchObject({ real: 500, bonus: 9_000, wagered: 3_000 });

    const b = id('r');
    const bId = id('bet');
    await bet(s, b, 2_000, bId);
    expect(await state(p.member.id)).toMatchObject({ real: 0, bonus: 7_500 });
    expect(await rollback(s, b, bId)).toMatchObject({ ok: true, value: { amount: 2_000, balance: 9_500 } });
    expect(await state(p.member.id)).toMatchObject({ real: 500, bonus: 9_000, wagered: 3_000 });

    for (let i = 0; i < 3; i++) {
      const r = id('r');
      await bet(s, r, 5_000);
      await win(s, r, 5_000);
    }
    expect(await state(p.member.id)).toMatchObject({ real: 500, bonus: 9_000, wagered: 18_000, status: 'active' });
    const last = id('r');
    await bet(s, last, 4_000);
    await win(s, last, 4_000);
    expect(await state(p.member.id)).toMatchObject({
      real: 9_500,
      bonus: 0,
      wagered: 22_000,
      status: 'completed',
      converted: 9_000,
    });
    const contributions = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM bonus_contributions c JOIN bonus_grants g ON g.id = c.grant_id
           WHERE g.member_id = ${p.member.id}`,
    );
    expect(Number(contributions[0]?.n)).toBe(5);
  });

  it('caps the conversion at the maximum win and forfeits the rest; a spent bonus with no open round is lost', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const s = p.session;
    await grant(p.member.id, 4_000, { multiple: 1, maxWin: 1_000, maxBet: null });
    const r = id('r');
    await bet(s, r, 4_000);
    await win(s, r, 8_000);
    expect(await state(p.member.id)).toMatchObject({ real: 1_000, bonus: 0, status: 'completed', converted: 1_000 });

    const q = await playerWithSession(t, client, brand, {});
    await grant(q.member.id, 2_000);
    const r1 = id('r');
    const r2 = id('r');
    await bet(q.session, r1, 1_000);
    await bet(q.session, r2, 1_000);
    await win(q.session, r1, 0);
    expect(await state(q.member.id)).toMatchObject({ status: 'active', bonus: 0 });
    await win(q.session, r2, 0);
    expect(await state(q.member.id)).toMatchObject({ status: 'lost', bonus: 0 });
  });
});
