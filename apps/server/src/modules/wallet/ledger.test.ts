import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { accountRow, expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import { placeHold, settleHold } from './accounts.ts';
import { LedgerError, post } from './ledger.ts';
import { createWalletService, type WalletService } from './wallet-service.ts';

let t: TestApp;
let brand: Brand;
let wallet: WalletService;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  wallet = createWalletService(t.app.deps);
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

async function funded(amount: number) {
  const m = await createMember(t.app);
  if (amount > 0) {
    await wallet.gameMovement(brand, {
      memberId: m.id,
      vendor: 'HOUSE',
      kind: 'win',
      amount,
      idempotencyKey: `fund:${m.id}`,
      referenceType: 'test',
      referenceId: 'fund',
    });
  }
  const accountId = await wallet.book.member(t.app.deps.db, brand.id, m.id, 'PHP');
  return { member: m, accountId };
}

const bet = (memberId: number, amount: number, key: string) =>
  wallet.gameMovement(brand, {
    memberId,
    vendor: 'HOUSE',
    kind: 'bet',
    amount,
    idempotencyKey: key,
    referenceType: 'round',
    referenceId: key,
  });

describe('ledger postings', () => {
  it('credits and debits a member against the house, with the balance after each movement', async () => {
    const { member, accountId } = await funded(10_000);
    const r = await bet(member.id, 2_500, `b1:${member.id}`);
    expect(r).toMatchObject({ replayed: false, balanceAfter: 7_500, accountId });
    expect(await accountRow(t.database, accountId)).toEqual({ balance: 7_500, held: 0 });
  });

  it('tells a vendor what the member can spend, less what is held', async () => {
    const { member, accountId } = await funded(10_000);
    expect(await wallet.gameBalance(brand, member.id, 'HOUSE')).toBe(10_000);
    await placeHold(
      t.app.deps.db,
      { brandId: brand.id, accountId, amount: 3_000, referenceType: 'test', referenceId: `gb:${member.id}` },
      new Date(),
    );
    expect(await wallet.gameBalance(brand, member.id, 'HOUSE')).toBe(7_000);
  });

  it('answers a repeated key with the first result and moves nothing more', async () => {
    const { member, accountId } = await funded(10_000);
    const first = await bet(member.id, 1_000, `dup:${member.id}`);
    const again = await bet(member.id, 1_000, `dup:${member.id}`);
    expect(again).toEqual({ ...first, replayed: true });
    expect((await accountRow(t.database, accountId)).balance).toBe(9_000);
  });

  it('refuses a repeated key that carries another movement', async () => {
    const { member } = await funded(10_000);
    await bet(member.id, 1_000, `reuse:${member.id}`);
    await expect(bet(member.id, 2_000, `reuse:${member.id}`)).rejects.toMatchObject({ code: 'key_reused' });
  });

  it('refuses a debit beyond the balance and writes nothing', async () => {
    const { member, accountId } = await funded(1_000);
    const before = await sqlRows(t, sql`SELECT count(*)::int AS n FROM ledger_transactions`);
    await expect(bet(member.id, 1_001, `over:${member.id}`)).rejects.toMatchObject({
      code: 'insufficient_funds',
      accountId,
    });
    expect(await sqlRows(t, sql`SELECT count(*)::int AS n FROM ledger_transactions`)).toEqual(before);
    expect((await accountRow(t.database, accountId)).balance).toBe(1_000);
  });

  it('refuses lines that do not sum to zero, zero lines, one line and a repeated account', async () => {
    const { accountId } = await funded(5_000);
    const house = await wallet.book.brand(t.app.deps.db, brand.id, 'house', 'PHP');
    const base = { brandId: brand.id, kind: 'adjustment' as const };
    const now = new Date();
    const bad = [
      [
        { accountId, amount: 100 },
        { accountId: house, amount: -99 },
      ],
      [
        { accountId, amount: 0 },
        { accountId: house, amount: 0 },
      ],
      [{ accountId, amount: 100 }],
      [
        { accountId, amount: 100 },
        { accountId, amount: -100 },
      ],
      [
        { accountId, amount: 1.5 },
        { accountId: house, amount: -1.5 },
      ],
    ];
    for (const [i, lines] of bad.entries()) {
      await expect(
        post(t.app.deps.db, { ...base, idempotencyKey: `bad:${i}:${accountId}`, lines }, now),
      ).rejects.toBeInstanceOf(LedgerError);
    }
    expect((await accountRow(t.database, accountId)).balance).toBe(5_000);
  });

  it("refuses another brand's account", async () => {
    const other = await t.app.brands.create({ merchantCode: 'ledger-other', name: 'Other' });
    const { accountId } = await funded(5_000);
    const house = await wallet.book.brand(t.app.deps.db, other.id, 'house', 'PHP');
    await expect(
      post(
        t.app.deps.db,
        {
          brandId: other.id,
          idempotencyKey: 'cross-brand',
          kind: 'adjustment',
          lines: [
            { accountId, amount: -100 },
            { accountId: house, amount: 100 },
          ],
        },
        new Date(),
      ),
    ).rejects.toMatchObject({ code: 'unknown_account' });
  });

  it('keeps ledger rows append-only', async () => {
    await funded(1_000);
    await expect(sqlRows(t, sql`UPDATE ledger_lines SET amount = amount * 2`)).rejects.toThrow(/append-only/);
    await expect(sqlRows(t, sql`DELETE FROM ledger_transactions`)).rejects.toThrow(/append-only/);
  });

  it('corrects by reversal, once only', async () => {
    const { member, accountId } = await funded(10_000);
    const r = await bet(member.id, 4_000, `rev:${member.id}`);
    const reversal = await wallet.reverse(brand, {
      transactionId: r.transactionId,
      idempotencyKey: `rev-1:${member.id}`,
    });
    expect(reversal.lines.find((l) => l.accountId === accountId)?.balanceAfter).toBe(10_000);
    await expect(
      wallet.reverse(brand, { transactionId: r.transactionId, idempotencyKey: `rev-2:${member.id}` }),
    ).rejects.toMatchObject({ code: 'already_reversed' });
    await expect(
      wallet.reverse(brand, { transactionId: reversal.transactionId, idempotencyKey: `rev-3:${member.id}` }),
    ).rejects.toMatchObject({ code: 'already_reversed' });
  });

  it('keeps held money out of reach until the hold is released or captured', async () => {
    const { member, accountId } = await funded(10_000);
    const db = t.app.deps.db;
    const hold = await placeHold(
      db,
      { brandId: brand.id, accountId, amount: 8_000, referenceType: 'test', referenceId: `h:${member.id}` },
      new Date(),
    );
    await expect(bet(member.id, 2_001, `held:${member.id}`)).rejects.toMatchObject({ code: 'insufficient_funds' });
    await expect(
      placeHold(
        db,
        { brandId: brand.id, accountId, amount: 2_001, referenceType: 'test', referenceId: `h2:${member.id}` },
        new Date(),
      ),
    ).rejects.toMatchObject({ code: 'insufficient_funds' });
    expect(await settleHold(db, hold, 'released', new Date())).toEqual({ accountId, amount: 8_000 });
    expect(await settleHold(db, hold, 'released', new Date())).toBeUndefined();
    expect(await accountRow(t.database, accountId)).toEqual({ balance: 10_000, held: 0 });
    await bet(member.id, 10_000, `all:${member.id}`);
  });
});

describe('ledger under concurrency', () => {
  // 100 rounds on PostgreSQL, where the debits race on separate connections; PGlite's one connection
  // runs them one after another, so a few rounds check the outcome and more prove nothing more.
  const rounds = process.env.DATABASE_URL ? 100 : 5;
  it(`50 concurrent debits of the whole balance: exactly one succeeds, ${rounds} times over`, async () => {
    for (let round = 0; round < rounds; round++) {
      const { member, accountId } = await funded(5_000);
      const results = await Promise.allSettled(
        Array.from({ length: 50 }, (_, i) => bet(member.id, 5_000, `race:${member.id}:${i}`)),
      );
      const ok = results.filter((r) => r.status === 'fulfilled');
      const refused = results.filter(
        (r) => r.status === 'rejected' && r.reason instanceof LedgerError && r.reason.code === 'insufficient_funds',
      );
      expect(ok).toHaveLength(1);
      expect(refused).toHaveLength(49);
      expect(await accountRow(t.database, accountId)).toEqual({ balance: 0, held: 0 });
    }
  }, 180_000);

  it('concurrent repeats of one key move the money once', async () => {
    const { member, accountId } = await funded(5_000);
    const results = await Promise.all(Array.from({ length: 20 }, () => bet(member.id, 1_000, `same:${member.id}`)));
    expect(new Set(results.map((r) => r.transactionId)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect((await accountRow(t.database, accountId)).balance).toBe(4_000);
  });
});
