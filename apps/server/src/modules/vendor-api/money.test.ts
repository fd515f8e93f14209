import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from './client.ts';
import { id, ledgerCount, playerWithSession, TEST_VENDOR, vendorApiSetup } from './test-helpers.ts';

// The vendor API's money: bets, wins and rollbacks through the ledger, idempotent and safe under concurrency.

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

async function round(memberId: number, roundId: string) {
  const [row] = await sqlRows<{ bet_minor: number; win_minor: number; status: string; bet_count: number }>(
    t,
    sql`SELECT bet_minor, win_minor, status, bet_count FROM bet_rounds WHERE member_id = ${memberId} AND round_id = ${roundId}`,
  );
  return row ? { ...row, bet_minor: Number(row.bet_minor), win_minor: Number(row.win_minor) } : undefined;
}

describe('bets, wins and rollbacks', () => {
  it('debits a bet and credits a win through the ledger, books one round and carries the balance', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    const betId = id('bet');
    const bet = await client.bet({ ...p.session, transactionId: betId, roundId, amount: 2_500, currency: 'PHP' });
    expect(bet).toMatchObject({ ok: true, value: { transactionId: betId, amount: 2_500, balance: 7_500 } });
    expect(await round(p.member.id, roundId)).toMatchObject({ bet_minor: 2_500, win_minor: 0, status: 'open' });
    const win = await client.win({ ...p.session, transactionId: id('win'), roundId, amount: 6_000, currency: 'PHP' });
    expect(win).toMatchObject({ ok: true, value: { amount: 6_000, balance: 13_500 } });
    expect(await round(p.member.id, roundId)).toMatchObject({ bet_minor: 2_500, win_minor: 6_000, status: 'settled' });
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${betId}`)).toBe(1);
    // A bet on the settled round is refused with the balance.
    const late = await client.bet({ ...p.session, transactionId: id('bet'), roundId, amount: 1, currency: 'PHP' });
    expect(late).toMatchObject({
      ok: false,
      status: 409,
      errorCode: 'vendor.round.closed',
      value: { balance: 13_500 },
    });
    // A win of 0 settles a lost round without moving money.
    const lost = id('round');
    await client.bet({ ...p.session, transactionId: id('bet'), roundId: lost, amount: 500, currency: 'PHP' });
    const zero = await client.win({
      ...p.session,
      transactionId: id('win'),
      roundId: lost,
      amount: 0,
      currency: 'PHP',
    });
    expect(zero).toMatchObject({ ok: true, value: { walletTransactionId: null, amount: 0, balance: 13_000 } });
    expect(await round(p.member.id, lost)).toMatchObject({ status: 'settled', bet_minor: 500, win_minor: 0 });
  });

  it('answers a repeated transaction id with the first answer byte for byte, also concurrently, moving money once', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    const bet = { ...p.session, transactionId: id('bet'), roundId, amount: 1_000, currency: 'PHP' };
    const answers = await Promise.all(Array.from({ length: 8 }, () => client.bet(bet)));
    expect(new Set(answers.map((a) => a.raw)).size).toBe(1);
    expect(answers[0]).toMatchObject({ ok: true, value: { balance: 9_000 } });
    // Money moved meanwhile; the repeat still answers the first balance.
    await client.win({
      ...p.session,
      transactionId: id('win'),
      roundId,
      amount: 3_000,
      currency: 'PHP',
      roundEnded: false,
    });
    const later = await client.bet(bet);
    expect(later.raw).toBe(answers[0]?.raw);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${bet.transactionId}`)).toBe(1);
    expect(await round(p.member.id, roundId)).toMatchObject({ bet_minor: 1_000, bet_count: 1 });
    expect((await client.balance(p.session)).raw).toContain('"balance":12000');

    const win = { ...p.session, transactionId: id('win'), roundId, amount: 700, currency: 'PHP' };
    const wins = await Promise.all([client.win(win), client.win(win), client.win(win)]);
    expect(new Set(wins.map((w) => w.raw)).size).toBe(1);
    expect(await round(p.member.id, roundId)).toMatchObject({ win_minor: 3_700, status: 'settled' });

    // The same id with other content is a conflict and changes nothing.
    const conflict = await client.bet({ ...bet, amount: 999 });
    expect(conflict).toMatchObject({ ok: false, status: 409, errorCode: 'vendor.transaction.conflict' });
    const crossAction = await client.win({ ...win, transactionId: bet.transactionId, amount: 1_000 });
    expect(crossAction).toMatchObject({ ok: false, errorCode: 'vendor.transaction.conflict' });
    expect((await client.balance(p.session)).raw).toContain('"balance":12700');
  });

  it('refuses a bet over the balance (and repeats that answer), a wrong currency and an unknown player', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 1_000 });
    const over = { ...p.session, transactionId: id('bet'), roundId: id('round'), amount: 1_001, currency: 'PHP' };
    const first = await client.bet(over);
    expect(first).toMatchObject({
      ok: false,
      status: 409,
      errorCode: 'vendor.funds.insufficient',
      value: { balance: 1_000, currency: 'PHP' },
    });
    expect((await client.bet(over)).raw).toBe(first.raw);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${over.transactionId}`)).toBe(0);

    const currency = await client.bet({ ...over, transactionId: id('bet'), amount: 10, currency: 'USD' });
    expect(currency).toMatchObject({
      ok: false,
      status: 400,
      errorCode: 'vendor.currency.mismatch',
      value: { balance: 1_000 },
    });
    const winCurrency = await client.win({ ...over, transactionId: id('win'), amount: 10, currency: 'VND' });
    expect(winCurrency).toMatchObject({ ok: false, errorCode: 'vendor.currency.mismatch' });

    const before = await snapshot(t.database);
    const stranger = await client.bet({ ...over, transactionId: id('bet'), playerId: 'p999999999', amount: 1 });
    expect(stranger).toMatchObject({ ok: false, status: 404, errorCode: 'vendor.player.unknown' });
    const noSession = await client.balance({ sessionId: 'A'.repeat(32), playerId: p.session.playerId });
    expect(noSession).toMatchObject({ ok: false, status: 404, errorCode: 'vendor.player.unknown' });
    const winNoSession = await client.win({ ...over, sessionId: 'B'.repeat(32), transactionId: id('win'), amount: 5 });
    expect(winNoSession).toMatchObject({ ok: false, errorCode: 'vendor.player.unknown' });
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refunds a bet once on rollback, and refuses a bet whose rollback came first', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    const betId = id('bet');
    await client.bet({ ...p.session, transactionId: betId, roundId, amount: 4_000, currency: 'PHP' });
    const rbId = id('rb');
    const rb = { ...p.session, transactionId: rbId, betTransactionId: betId, roundId, currency: 'PHP' };
    const [a, b] = await Promise.all([client.rollback(rb), client.rollback(rb)]);
    expect(a?.raw).toBe(b?.raw);
    expect(a).toMatchObject({ ok: true, value: { amount: 4_000, balance: 10_000 } });
    expect(await round(p.member.id, roundId)).toMatchObject({ bet_minor: 0, status: 'rolled_back' });
    // Another rollback of the same bet refunds nothing.
    const again = await client.rollback({ ...rb, transactionId: id('rb') });
    expect(again).toMatchObject({ ok: true, value: { amount: 0, walletTransactionId: null, balance: 10_000 } });
    // A repeat of the bet itself still gets its first (accepted) answer and moves nothing.
    const betAgain = await client.bet({ ...p.session, transactionId: betId, roundId, amount: 4_000, currency: 'PHP' });
    expect(betAgain).toMatchObject({ ok: true, value: { balance: 6_000 } });
    expect((await client.balance(p.session)).raw).toContain('"balance":10000');

    // Rollback before its bet: accepted with nothing to refund; the late bet is refused, every time.
    const early = id('bet');
    const round2 = id('round');
    const pre = await client.rollback({
      ...p.session,
      transactionId: id('rb'),
      betTransactionId: early,
      roundId: round2,
      currency: 'PHP',
    });
    expect(pre).toMatchObject({ ok: true, value: { amount: 0, balance: 10_000 } });
    const lateBet = { ...p.session, transactionId: early, roundId: round2, amount: 2_000, currency: 'PHP' };
    const late = await client.bet(lateBet);
    expect(late).toMatchObject({
      ok: false,
      status: 409,
      errorCode: 'vendor.bet.rolled.back',
      value: { balance: 10_000 },
    });
    expect((await client.bet(lateBet)).raw).toBe(late.raw);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${early}`)).toBe(0);

    // A rollback racing its bet: either the bet is refunded or refused, never both lost or doubled.
    const raceBet = id('bet');
    const round3 = id('round');
    const [rBet, rRb] = await Promise.all([
      client.bet({ ...p.session, transactionId: raceBet, roundId: round3, amount: 3_000, currency: 'PHP' }),
      client.rollback({
        ...p.session,
        transactionId: id('rb'),
        betTransactionId: raceBet,
        roundId: round3,
        currency: 'PHP',
      }),
    ]);
    expect(rRb?.ok).toBe(true);
    if (rBet?.ok) expect(rRb).toMatchObject({ value: { amount: 3_000 } });
    else expect(rBet).toMatchObject({ errorCode: 'vendor.bet.rolled.back' });
    expect((await client.balance(p.session)).raw).toContain('"balance":10000');
  });

  it('uses the vendor sub-wallet when the brand keeps one per vendor', async () => {
    const multi = await t.app.brands.create({ merchantCode: 'subwal', name: 'Sub wallets' });
    const updated = await t.app.brands.updateSettings(multi.id, { isSingle: false });
    const p = await playerWithSession(t, client, updated, { amount: 5_000 });
    // Money in the main wallet is not in the vendor's sub-wallet.
    expect(p.auth.balance).toBe(0);
    const { wallet } = t.app.services;
    await wallet.moveBetweenOwnAccounts(updated, {
      memberId: p.member.id,
      fromVendor: '',
      toVendor: TEST_VENDOR,
      amount: 3_000,
      idempotencyKey: `sub:${p.member.id}`,
    });
    const bet = await client.bet({
      ...p.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 1_000,
      currency: 'PHP',
    });
    expect(bet).toMatchObject({ ok: true, value: { balance: 2_000 } });
    expect(await wallet.gameBalance(updated, p.member.id, TEST_VENDOR)).toBe(2_000);
  });
});
