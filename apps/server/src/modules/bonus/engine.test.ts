import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Brand } from '../system/brand-types.ts';
import { wageringRequired } from './engine.ts';

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
});
afterAll(() => t.close());

export const WAGERING: WageringDb = {
  multiple: 10,
  base: 'bonus',
  contributions: { slot: 100, live: 10 },
  maxBet: 5_000,
  maxWin: null,
  expiresDays: 7,
};

const bonusAccount = async (memberId: number) => {
  const [row] = await sqlRows<{ balance: string }>(
    t,
    sql`SELECT balance FROM wallet_accounts WHERE member_id = ${memberId} AND vendor = '$bonus'`,
  );
  return Number(row?.balance ?? 0);
};

describe('the bonus engine: grant, active, forfeit, revoke', () => {
  it('grants once per source key, refuses a second active grant, and forfeits to the brand', async () => {
    const m = await createMember(t.app);
    const bonus = t.app.services.bonus;
    const input = {
      brand,
      memberId: m.id,
      promotionId: null,
      sourceKey: `test:${m.id}:a`,
      title: { en: 'Test' },
      amount: 10_000,
      depositAmount: 0,
      wagering: WAGERING,
      actor: 'system',
    };
    const first = await t.app.deps.db.transaction((tx) => bonus.grant(tx, input));
    expect(first.created).toBe(true);
    const again = await t.app.deps.db.transaction((tx) => bonus.grant(tx, input));
    expect(again).toEqual({ grantId: first.grantId, created: false });
    await expect(
      t.app.deps.db.transaction((tx) => bonus.grant(tx, { ...input, sourceKey: `test:${m.id}:b` })),
    ).rejects.toMatchObject({ code: 'bonus.active' });
    expect(await bonusAccount(m.id)).toBe(10_000);
    expect(await bonus.active(undefined, brand, m.id)).toEqual({ id: first.grantId, bonusBalance: 10_000 });
    const [g] = await sqlRows<{ wagering_required: string }>(
      t,
      sql`SELECT wagering_required FROM bonus_grants WHERE id = ${first.grantId}`,
    );
    expect(Number(g?.wagering_required)).toBe(100_000);
    // bonus money is not real money
    expect((await t.app.services.wallet.balance(brand, m.id)).sumBalance).toBe(0);

    const gone = await t.app.deps.db.transaction((tx) =>
      bonus.forfeitActive(tx, brand, m.id, { reason: 'member', actor: '', note: '' }),
    );
    expect(gone).toEqual({ grantId: first.grantId, forfeited: 10_000 });
    expect(await bonusAccount(m.id)).toBe(0);
    expect(await bonus.active(undefined, brand, m.id)).toBeNull();
    const events = await sqlRows<{ type: string; payload: { status?: string } }>(
      t,
      sql`SELECT type, payload FROM domain_events WHERE subject = ${String(m.id)} AND type LIKE 'bonus.%' ORDER BY id`,
    );
    expect(events.map((e) => [e.type, e.payload.status ?? null])).toEqual([
      ['bonus.granted', null],
      ['bonus.ended', 'forfeited'],
    ]);
    // nothing left to forfeit; a new grant may start
    expect(
      await t.app.deps.db.transaction((tx) =>
        bonus.forfeitActive(tx, brand, m.id, { reason: 'member', actor: '', note: '' }),
      ),
    ).toEqual({ grantId: null, forfeited: 0 });
    const second = await t.app.deps.db.transaction((tx) => bonus.grant(tx, { ...input, sourceKey: `test:${m.id}:c` }));
    const revoked = await t.app.deps.db.transaction((tx) =>
      bonus.revoke(tx, brand, second.grantId, { actor: 'boss', note: 'abuse' }),
    );
    expect(revoked).toEqual({ forfeited: 10_000 });
    await expect(
      t.app.deps.db.transaction((tx) => bonus.revoke(tx, brand, second.grantId, { actor: 'boss', note: 'again' })),
    ).rejects.toMatchObject({ code: 'bonus.not.active' });
    // the brand's bonus account got back what it gave: its lines sum to zero
    const [sum] = await sqlRows<{ s: string }>(
      t,
      sql`SELECT coalesce(sum(l.amount), 0) AS s FROM ledger_lines l JOIN wallet_accounts a ON a.id = l.account_id
           WHERE a.brand_id = ${brand.id} AND a.kind = 'bonus' AND a.member_id IS NULL
             AND l.transaction_id IN (SELECT transaction_id FROM ledger_lines WHERE member_id = ${m.id})`,
    );
    expect(Number(sum?.s)).toBe(0);
  });
});

describe('the wagering requirement', () => {
  it('is the multiple of the bonus, or of the bonus and the deposit it matched', () => {
    expect(wageringRequired({ amount: 100, depositAmount: 300, wagering: { ...WAGERING, multiple: 3 } })).toBe(300);
    expect(
      wageringRequired({
        amount: 100,
        depositAmount: 300,
        wagering: { ...WAGERING, multiple: 3, base: 'bonus_deposit' },
      }),
    ).toBe(1_200);
  });

  it('refuses a grant without wagering or without an amount, granting nothing', async () => {
    const m = await createMember(t.app);
    const base = {
      brand,
      memberId: m.id,
      promotionId: null,
      title: { EN: 'x' },
      depositAmount: 0,
      actor: 'system',
    };
    await expect(
      t.app.deps.db.transaction((tx) =>
        t.app.services.bonus.grant(tx, {
          ...base,
          sourceKey: `z:${m.id}:1`,
          amount: 100,
          wagering: { ...WAGERING, multiple: 0 },
        }),
      ),
    ).rejects.toThrow(/cash/);
    await expect(
      t.app.deps.db.transaction((tx) =>
        t.app.services.bonus.grant(tx, { ...base, sourceKey: `z:${m.id}:2`, amount: 0, wagering: WAGERING }),
      ),
    ).rejects.toThrow(/amount/);
    expect(await t.app.services.bonus.active(undefined, brand, m.id)).toBeNull();
  });
});
