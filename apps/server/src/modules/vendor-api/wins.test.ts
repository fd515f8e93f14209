import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from './client.ts';
import { id, ledgerCount, playerWithSession, TEST_VENDOR, vendorApiSetup } from './test-helpers.ts';

// A win needs an open bet in its round (DECISIONS "Games"): no bet, a rolled-back bet or a settled round
// refuses it with vendor.win.no.bet, moving nothing; and the races between wins and rollbacks of one round.

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

type Session = { sessionId: string; playerId: string };
const bet = (s: Session, roundId: string, amount: number, transactionId = id('bet')) =>
  client.bet({ ...s, transactionId, roundId, amount, currency: 'PHP' });
const win = (s: Session, roundId: string, amount: number, roundEnded = true, transactionId = id('win')) =>
  client.win({ ...s, transactionId, roundId, amount, currency: 'PHP', roundEnded });
const rollback = (s: Session, roundId: string, betTransactionId: string) =>
  client.rollback({ ...s, transactionId: id('rb'), betTransactionId, roundId, currency: 'PHP' });

async function roundRow(memberId: number, roundId: string) {
  const [row] = await sqlRows<{ bet_minor: number; win_minor: number; status: string }>(
    t,
    sql`SELECT bet_minor, win_minor, status FROM bet_rounds WHERE member_id = ${memberId} AND round_id = ${roundId}`,
  );
  return row ? { ...row, bet_minor: Number(row.bet_minor), win_minor: Number(row.win_minor) } : undefined;
}

/** Sends a win that must be refused, checks nothing changed, and that a repeat gets the same refusal. */
async function expectRefusedWin(s: Session, roundId: string, balance: number) {
  const before = await snapshot(t.database);
  const w = { ...s, transactionId: id('win'), roundId, amount: 800, currency: 'PHP' };
  const refused = await client.win(w);
  expect(refused).toMatchObject({
    ok: false,
    status: 409,
    errorCode: 'vendor.win.no.bet',
    value: { balance, currency: 'PHP', transactionId: w.transactionId },
  });
  expect((await client.win(w)).raw).toBe(refused.raw);
  expect(await ledgerCount(t, `game:${TEST_VENDOR}:${w.transactionId}`)).toBe(0);
  // The stored refusal is the only change: without it the database is as it was.
  const [stored] = await sqlRows<{ n: number }>(
    t,
    sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE transaction_id = ${w.transactionId} AND http_status = 409`,
  );
  expect(Number(stored?.n)).toBe(1);
  await sqlRows(t, sql`DELETE FROM vendor_transactions WHERE transaction_id = ${w.transactionId}`);
  expect(await snapshot(t.database)).toBe(before);
}

describe('a win needs an open bet', () => {
  it('refuses a win for a round with no bet, a rolled-back bet or a settled round, idempotently', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    // No bet at all: no round is booked either.
    const none = id('round');
    await expectRefusedWin(p.session, none, 10_000);
    expect(await roundRow(p.member.id, none)).toBeUndefined();

    // The only bet rolled back.
    const rolled = id('round');
    const betId = id('bet');
    await bet(p.session, rolled, 1_000, betId);
    expect(await rollback(p.session, rolled, betId)).toMatchObject({ ok: true, value: { amount: 1_000 } });
    await expectRefusedWin(p.session, rolled, 10_000);

    // A rollback that came before its bet: the bet is refused, so the round holds no bet.
    const early = id('round');
    const earlyBet = id('bet');
    await rollback(p.session, early, earlyBet);
    expect(await bet(p.session, early, 500, earlyBet)).toMatchObject({ errorCode: 'vendor.bet.rolled.back' });
    await expectRefusedWin(p.session, early, 10_000);

    // Settled by a win: a second win (another transaction id) is refused; the first win's repeat is not.
    const settled = id('round');
    await bet(p.session, settled, 1_000);
    const first = { ...p.session, transactionId: id('win'), roundId: settled, amount: 2_000, currency: 'PHP' };
    const paid = await client.win(first);
    expect(paid).toMatchObject({ ok: true, value: { amount: 2_000, balance: 11_000 } });
    await expectRefusedWin(p.session, settled, 11_000);
    expect((await client.win(first)).raw).toBe(paid.raw);
    expect(await roundRow(p.member.id, settled)).toMatchObject({
      bet_minor: 1_000,
      win_minor: 2_000,
      status: 'settled',
    });
  });

  it('refuses a win with no bet in free play too, leaving the play money as it was', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    await expectRefusedWin(p.session, id('round'), 200_000);
  });

  it('pays several wins of a round while roundEnded is false, then the closing win, then nothing more', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    await bet(p.session, roundId, 1_000);
    expect(await win(p.session, roundId, 300, false)).toMatchObject({ ok: true, value: { balance: 9_300 } });
    expect(await win(p.session, roundId, 0, false)).toMatchObject({ ok: true, value: { balance: 9_300 } });
    expect(await win(p.session, roundId, 400, true)).toMatchObject({ ok: true, value: { balance: 9_700 } });
    expect(await roundRow(p.member.id, roundId)).toMatchObject({ win_minor: 700, status: 'settled' });
    await expectRefusedWin(p.session, roundId, 9_700);
  });

  it('refuses the rollback of a bet whose round is settled: the win stands', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    const betId = id('bet');
    await bet(p.session, roundId, 1_000, betId);
    await win(p.session, roundId, 1_500);
    const rb = { ...p.session, transactionId: id('rb'), betTransactionId: betId, roundId, currency: 'PHP' };
    const refused = await client.rollback(rb);
    expect(refused).toMatchObject({
      ok: false,
      status: 409,
      errorCode: 'vendor.round.closed',
      value: { balance: 10_500 },
    });
    expect((await client.rollback(rb)).raw).toBe(refused.raw);
    expect(await ledgerCount(t, `game:${TEST_VENDOR}:${rb.transactionId}`)).toBe(0);
    expect(await roundRow(p.member.id, roundId)).toMatchObject({ bet_minor: 1_000, status: 'settled' });
  });
});

describe('races of wins and rollbacks on one round', () => {
  it('pays exactly one of several concurrent closing wins with different transaction ids', async () => {
    for (let i = 0; i < 5; i++) {
      const p = await playerWithSession(t, client, brand, { amount: 10_000 });
      const roundId = id('round');
      await bet(p.session, roundId, 1_000);
      const answers = await Promise.all(Array.from({ length: 4 }, () => win(p.session, roundId, 2_500)));
      const paid = answers.filter((a) => a.ok);
      expect(paid).toHaveLength(1);
      for (const a of answers.filter((x) => !x.ok)) expect(a).toMatchObject({ errorCode: 'vendor.win.no.bet' });
      expect((await client.balance(p.session)).raw).toContain('"balance":11500');
      expect(await roundRow(p.member.id, roundId)).toMatchObject({ win_minor: 2_500, status: 'settled' });
    }
  });

  it('pays every concurrent win of an open round that stays open, and the round adds them up', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const roundId = id('round');
    await bet(p.session, roundId, 1_000);
    const answers = await Promise.all(Array.from({ length: 4 }, () => win(p.session, roundId, 100, false)));
    expect(answers.every((a) => a.ok)).toBe(true);
    expect(await roundRow(p.member.id, roundId)).toMatchObject({ win_minor: 400, status: 'open' });
    expect((await client.balance(p.session)).raw).toContain('"balance":9400');
  });

  it('lets exactly one of a concurrent closing win and rollback of the round take effect', async () => {
    for (let i = 0; i < 6; i++) {
      const p = await playerWithSession(t, client, brand, { amount: 10_000 });
      const roundId = id('round');
      const betId = id('bet');
      await bet(p.session, roundId, 1_000, betId);
      const [w, rb] = await Promise.all([win(p.session, roundId, 3_000), rollback(p.session, roundId, betId)]);
      const balance = (await client.balance(p.session)).raw;
      if (w?.ok) {
        expect(rb).toMatchObject({ ok: false, errorCode: 'vendor.round.closed' });
        expect(balance).toContain('"balance":12000');
        expect(await roundRow(p.member.id, roundId)).toMatchObject({ status: 'settled', bet_minor: 1_000 });
      } else {
        expect(w).toMatchObject({ errorCode: 'vendor.win.no.bet' });
        expect(rb).toMatchObject({ ok: true, value: { amount: 1_000 } });
        expect(balance).toContain('"balance":10000');
        expect(await roundRow(p.member.id, roundId)).toMatchObject({ status: 'rolled_back', bet_minor: 0 });
      }
    }
  });

  it('answers a closing win and a rollback of its round that share one transaction id: one applies, the other is a conflict', async () => {
    // The batch writes the id's row after locking the round; the rollback claims the id first, then the round.
    for (let i = 0; i < 6; i++) {
      const p = await playerWithSession(t, client, brand, { amount: 10_000 });
      const roundId = id('round');
      const betId = id('bet');
      const shared = id('shared');
      await bet(p.session, roundId, 1_000, betId);
      const [w, rb] = await Promise.all([
        win(p.session, roundId, 3_000, true, shared),
        client.rollback({ ...p.session, transactionId: shared, betTransactionId: betId, roundId, currency: 'PHP' }),
      ]);
      const balance = (await client.balance(p.session)).raw;
      if (w?.ok) {
        expect(rb).toMatchObject({ ok: false, errorCode: 'vendor.transaction.conflict' });
        expect(balance).toContain('"balance":12000');
        expect(await roundRow(p.member.id, roundId)).toMatchObject({ status: 'settled', bet_minor: 1_000 });
      } else {
        expect(w).toMatchObject({ ok: false, errorCode: 'vendor.transaction.conflict' });
        expect(rb).toMatchObject({ ok: true, value: { amount: 1_000 } });
        expect(balance).toContain('"balance":10000');
        expect(await roundRow(p.member.id, roundId)).toMatchObject({ status: 'rolled_back', bet_minor: 0 });
      }
    }
  });
});
