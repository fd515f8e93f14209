import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/games.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import { balanceChannel } from '../wallet/wallet-service.ts';
import type { VendorClient } from './client.ts';
import { id, launchToken, ledgerCount, playerWithSession, TEST_VENDOR, vendorApiSetup } from './test-helpers.ts';

// When the vendor API refuses bets: restricted players, expired sessions, closed vendors and games; and free play.

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

describe('bets, wins and rollbacks', () => {
  it('refuses bets of restricted or locked players and of trial accounts in real mode, but accepts their wins and rollbacks', async () => {
    for (const status of ['restricted', 'locked']) {
      const p = await playerWithSession(t, client, brand, { amount: 5_000 });
      const roundId = id('round');
      const betId = id('bet');
      await client.bet({ ...p.session, transactionId: betId, roundId, amount: 1_000, currency: 'PHP' });
      await sqlRows(t, sql`UPDATE members SET status = ${status} WHERE id = ${p.member.id}`);
      const refused = await client.bet({
        ...p.session,
        transactionId: id('bet'),
        roundId,
        amount: 100,
        currency: 'PHP',
      });
      expect(refused).toMatchObject({
        ok: false,
        status: 403,
        errorCode: 'vendor.player.restricted',
        value: { balance: 4_000 },
      });
      const win = await client.win({
        ...p.session,
        transactionId: id('win'),
        roundId,
        amount: 300,
        currency: 'PHP',
        roundEnded: false,
      });
      expect(win).toMatchObject({ ok: true, value: { balance: 4_300 } });
      const rb = await client.rollback({
        ...p.session,
        transactionId: id('rb'),
        betTransactionId: betId,
        roundId,
        currency: 'PHP',
      });
      expect(rb).toMatchObject({ ok: true, value: { amount: 1_000, balance: 5_300 } });
    }
    // A sign-in lock (too many wrong passwords) stops bets while it runs; wins of open bets still land.
    const locked = await playerWithSession(t, client, brand, { amount: 5_000 });
    const lockedRound = id('round');
    await client.bet({
      ...locked.session,
      transactionId: id('bet'),
      roundId: lockedRound,
      amount: 100,
      currency: 'PHP',
    });
    const until = new Date(t.clock.now().getTime() + 30 * 60_000);
    await sqlRows(t, sql`UPDATE members SET locked_until = ${until} WHERE id = ${locked.member.id}`);
    const lockedBet = await client.bet({
      ...locked.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 100,
      currency: 'PHP',
    });
    expect(lockedBet).toMatchObject({ ok: false, errorCode: 'vendor.player.restricted', value: { balance: 4_900 } });
    const lockedWin = await client.win({
      ...locked.session,
      transactionId: id('win'),
      roundId: lockedRound,
      amount: 200,
      currency: 'PHP',
    });
    expect(lockedWin).toMatchObject({ ok: true, value: { balance: 5_100 } });
    t.clock.advance(31 * 60_000);
    try {
      const after = await client.bet({
        ...locked.session,
        transactionId: id('bet'),
        roundId: id('round'),
        amount: 100,
        currency: 'PHP',
      });
      expect(after).toMatchObject({ ok: true, value: { balance: 5_000 } });
    } finally {
      t.clock.advance(-31 * 60_000);
    }
    // A member who became a trial account (type 4) holds a real-money session: bets refused.
    const p = await playerWithSession(t, client, brand, { amount: 5_000 });
    await sqlRows(t, sql`UPDATE members SET account_type = 4 WHERE id = ${p.member.id}`);
    const trial = await client.bet({
      ...p.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 100,
      currency: 'PHP',
    });
    expect(trial).toMatchObject({ ok: false, errorCode: 'vendor.player.restricted' });
  });

  it('refuses bets after the session has run 24 hours but still accepts the win', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 5_000 });
    const roundId = id('round');
    await client.bet({ ...p.session, transactionId: id('bet'), roundId, amount: 1_000, currency: 'PHP' });
    t.clock.advance(25 * 3_600_000);
    try {
      const bet = await client.bet({
        ...p.session,
        transactionId: id('bet'),
        roundId: id('round'),
        amount: 10,
        currency: 'PHP',
      });
      expect(bet).toMatchObject({
        ok: false,
        status: 401,
        errorCode: 'vendor.session.expired',
        value: { balance: 4_000 },
      });
      const win = await client.win({ ...p.session, transactionId: id('win'), roundId, amount: 2_000, currency: 'PHP' });
      expect(win).toMatchObject({ ok: true, value: { balance: 6_000 } });
    } finally {
      t.clock.advance(-25 * 3_600_000);
    }
  });

  it('refuses bets while the vendor is off or under maintenance for the brand, but settles open rounds', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 5_000 });
    const roundId = id('round');
    await client.bet({ ...p.session, transactionId: id('bet'), roundId, amount: 1_000, currency: 'PHP' });
    const closedBet = () =>
      client.bet({ ...p.session, transactionId: id('bet'), roundId: id('round'), amount: 10, currency: 'PHP' });
    try {
      await admin(t, 'vendor', 'maintenance', TEST_VENDOR, 'on', '--brand', 'demo');
      const first = { ...p.session, transactionId: id('bet'), roundId: id('round'), amount: 10, currency: 'PHP' };
      const refused = await client.bet(first);
      expect(refused).toMatchObject({
        ok: false,
        status: 503,
        errorCode: 'vendor.closed',
        value: { balance: 4_000 },
      });
      expect(await ledgerCount(t, `game:${TEST_VENDOR}:${first.transactionId}`)).toBe(0);
      // The open round still settles.
      const win = await client.win({ ...p.session, transactionId: id('win'), roundId, amount: 1_500, currency: 'PHP' });
      expect(win).toMatchObject({ ok: true, value: { balance: 5_500 } });

      await admin(t, 'vendor', 'maintenance', TEST_VENDOR, 'off', '--brand', 'demo');
      await admin(t, 'vendor', 'disable', TEST_VENDOR, '--brand', 'demo');
      expect(await closedBet()).toMatchObject({ ok: false, errorCode: 'vendor.closed' });
      await admin(t, 'vendor', 'enable', TEST_VENDOR, '--brand', 'demo');
      expect(await closedBet()).toMatchObject({ ok: true, value: { balance: 5_490 } });
      // The refused transaction id keeps its first answer when the vendor resends it after maintenance.
      expect((await client.bet(first)).raw).toBe(refused.raw);
    } finally {
      await admin(t, 'vendor', 'maintenance', TEST_VENDOR, 'off', '--brand', 'demo');
      await admin(t, 'vendor', 'enable', TEST_VENDOR, '--brand', 'demo');
    }
  });

  it('refuses bets on a game under maintenance for the brand; other games of the vendor still take them', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 5_000 });
    const bet = (gameCode?: string) =>
      client.bet({
        ...p.session,
        transactionId: id('bet'),
        roundId: id('round'),
        amount: 100,
        currency: 'PHP',
        ...(gameCode ? { gameCode } : {}),
      });
    try {
      await admin(t, 'game', 'maintenance', `${TEST_VENDOR}_0003`, 'on', '--brand', 'demo');
      // The session's own game (no game code sent) and the game named by its code are both closed.
      expect(await bet()).toMatchObject({ ok: false, status: 503, errorCode: 'vendor.closed' });
      expect(await bet(`${TEST_VENDOR}_0003`)).toMatchObject({ ok: false, errorCode: 'vendor.closed' });
      expect(await bet(`${TEST_VENDOR}_0004`)).toMatchObject({ ok: true, value: { balance: 4_900 } });
      await admin(t, 'game', 'maintenance', `${TEST_VENDOR}_0003`, 'off', '--brand', 'demo');
      expect(await bet()).toMatchObject({ ok: true, value: { balance: 4_800 } });
    } finally {
      await admin(t, 'game', 'maintenance', `${TEST_VENDOR}_0003`, 'off', '--brand', 'demo');
    }
  });

  it('plays free-play sessions with play money only: the real ledger never moves', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    const [{ n: before } = { n: 0 }] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_transactions`,
    );
    const roundId = id('round');
    const bet = await client.bet({ ...p.session, transactionId: id('bet'), roundId, amount: 50_000, currency: 'PHP' });
    expect(bet).toMatchObject({ ok: true, value: { balance: 150_000, walletTransactionId: null } });
    const win = await client.win({ ...p.session, transactionId: id('win'), roundId, amount: 20_000, currency: 'PHP' });
    expect(win).toMatchObject({ ok: true, value: { balance: 170_000 } });
    const over = await client.bet({
      ...p.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 170_001,
      currency: 'PHP',
    });
    expect(over).toMatchObject({ ok: false, errorCode: 'vendor.funds.insufficient', value: { balance: 170_000 } });
    const [{ n: after } = { n: 0 }] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_transactions`,
    );
    expect(after).toBe(before);
    // The play money is the trial account's (what the site's header shows), kept across launches.
    const [play] = await sqlRows<{ balance: number }>(
      t,
      sql`SELECT balance FROM trial_balances WHERE member_id = ${p.member.id}`,
    );
    expect(Number(play?.balance)).toBe(170_000);
    const relaunch = await client.authenticate(await launchToken(t, p.token));
    expect(relaunch).toMatchObject({ ok: true, value: { mode: 'free', balance: 170_000 } });
    // Another trial account starts at 2,000.00.
    const other = await playerWithSession(t, client, brand, { accountType: 4 });
    expect(other.auth.balance).toBe(200_000);
  });

  it('tells the site when play money moves, as it does for real money (the header updates live)', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    const notices: string[] = [];
    const unsubscribe = await t.store.subscribe(balanceChannel(brand.id, p.member.id), (at) => notices.push(at));
    try {
      const roundId = id('round');
      const base = { ...p.session, roundId, currency: 'PHP' };
      expect(await client.bet({ ...base, transactionId: id('bet'), amount: 1_000 })).toMatchObject({ ok: true });
      await expect.poll(() => notices.length).toBe(1);
      expect(await client.win({ ...base, transactionId: id('win'), amount: 2_500 })).toMatchObject({ ok: true });
      await expect.poll(() => notices.length).toBe(2);
      const betId = id('bet');
      const round2 = id('round');
      expect(await client.bet({ ...base, roundId: round2, transactionId: betId, amount: 700 })).toMatchObject({
        ok: true,
      });
      const refund = await client.rollback({
        ...base,
        roundId: round2,
        transactionId: id('rb'),
        betTransactionId: betId,
      });
      expect(refund).toMatchObject({ ok: true, value: { balance: 201_500 } });
      await expect.poll(() => notices.length).toBe(4);
      // A refused bet moves nothing and tells nobody.
      const refused = await client.bet({ ...base, roundId: id('round'), transactionId: id('bet'), amount: 999_999 });
      expect(refused).toMatchObject({ ok: false, errorCode: 'vendor.funds.insufficient' });
      await new Promise((r) => setTimeout(r, 100));
      expect(notices.length).toBe(4);
    } finally {
      await unsubscribe();
    }
  });
});
