import { createHash } from 'node:crypto';
import { VENDOR_CODE_HEADER, VENDOR_SIGNATURE_HEADER } from '@app/contracts/calls/vendor';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import { admin } from './test-helpers.ts';
import type { VendorClient } from './vendor-client.ts';
import { signVendorBody } from './vendor-signature.ts';
import { launchToken, playerWithSession, TEST_SECRET, TEST_VENDOR, vendorSetup } from './vendor-test-helpers.ts';

let t: TestApp;
let brand: Brand;
let client: VendorClient;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  ({ client, baseUrl } = await vendorSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

let seq = 0;
const id = (p: string) => `${p}-${++seq}-${Math.random().toString(36).slice(2, 8)}`;

async function ledgerCount(key: string): Promise<number> {
  const [row] = await t.database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = $1',
    [key],
  );
  return Number(row?.n ?? 0);
}

async function round(memberId: number, roundId: string) {
  const [row] = await t.database.query<{ bet_minor: number; win_minor: number; status: string; bet_count: number }>(
    'SELECT bet_minor, win_minor, status, bet_count FROM bet_rounds WHERE member_id = $1 AND round_id = $2',
    [memberId, roundId],
  );
  return row ? { ...row, bet_minor: Number(row.bet_minor), win_minor: Number(row.win_minor) } : undefined;
}

/** Sends a raw body with chosen headers (for signature and timestamp cases). */
async function rawPost(path: string, body: string, headers: Record<string, string>) {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; errorCode?: string; value?: unknown } };
}

describe('authenticate', () => {
  it("exchanges the launch token for the player's session, identity, currency and balance", async () => {
    const p = await playerWithSession(t, client, brand, { amount: 150_000 });
    expect(p.auth).toMatchObject({
      playerId: `p${p.member.id}`,
      username: p.member.username,
      mode: 'real',
      currency: 'PHP',
      balance: 150_000,
      gameCode: `${TEST_VENDOR}_0003`,
      merchantCode: 'demo',
      language: 'EN',
    });
    const bal = await client.balance(p.session);
    expect(bal).toMatchObject({ ok: true, value: { balance: 150_000, currency: 'PHP' } });
  });

  it('gives a retry of the same token the same session, and refuses unknown, expired or foreign tokens', async () => {
    const { token } = await signedInMember(t.app);
    const launch = await launchToken(t, token);
    const a = await client.authenticate(launch);
    const b = await client.authenticate(launch);
    expect(a.ok && b.ok && a.value.sessionId === b.value.sessionId).toBe(true);

    const unknown = await client.authenticate('x'.repeat(43));
    expect(unknown).toMatchObject({ ok: false, status: 401, errorCode: 'vendor.token.invalid' });

    // A token issued for STF presented by another vendor (signed with that vendor's own secret).
    const other = await launchToken(t, token);
    await admin(t, 'vendor', 'launch', 'LLT', '--secret', 'other-vendor-secret-0000000000');
    const body = JSON.stringify({ timestamp: t.clock.now().getTime(), token: other });
    const foreign = await rawPost('/vendor/authenticate', body, {
      [VENDOR_CODE_HEADER]: 'LLT',
      [VENDOR_SIGNATURE_HEADER]: signVendorBody('other-vendor-secret-0000000000', body),
    });
    expect(foreign).toMatchObject({ status: 401, body: { errorCode: 'vendor.token.invalid' } });

    const late = await launchToken(t, token);
    t.clock.advance(13 * 3_600_000);
    try {
      expect(await client.authenticate(late)).toMatchObject({ ok: false, errorCode: 'vendor.token.invalid' });
    } finally {
      t.clock.advance(-13 * 3_600_000);
    }
  });

  it('opens free-play launches of trial accounts with 2,000.00 of play money', async () => {
    const p = await playerWithSession(t, client, brand, { accountType: 4 });
    expect(p.auth).toMatchObject({ mode: 'free', balance: 200_000 });
  });
});

describe('signatures and timestamps', () => {
  it('refuses a missing, wrong or foreign signature, an unknown vendor and a stale timestamp, changing nothing', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const before = await snapshot(t.database);
    const body = JSON.stringify({
      timestamp: t.clock.now().getTime(),
      ...p.session,
      transactionId: id('sig'),
      roundId: 'r1',
      amount: 100,
      currency: 'PHP',
    });
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ [VENDOR_CODE_HEADER]: TEST_VENDOR }, body, 'vendor.signature.invalid'],
      [
        { [VENDOR_CODE_HEADER]: TEST_VENDOR, [VENDOR_SIGNATURE_HEADER]: signVendorBody('wrong', body) },
        body,
        'vendor.signature.invalid',
      ],
      [
        // Signed, then one byte of the body changed.
        { [VENDOR_CODE_HEADER]: TEST_VENDOR, [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) },
        body.replace('"amount":100', '"amount":900'),
        'vendor.signature.invalid',
      ],
      [
        { [VENDOR_CODE_HEADER]: 'NOPE', [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) },
        body,
        'vendor.signature.invalid',
      ],
      [{ [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body) }, body, 'vendor.signature.invalid'],
    ];
    for (const [headers, sent, code] of cases) {
      const r = await rawPost('/vendor/bet', sent, headers);
      expect(r.status).toBe(401);
      expect(r.body.errorCode).toBe(code);
    }
    for (const skew of [-6 * 60_000, 6 * 60_000]) {
      const r = await client.send('bet', {
        ...p.session,
        transactionId: id('stale'),
        roundId: 'r1',
        amount: 100,
        currency: 'PHP',
        timestamp: t.clock.now().getTime() + skew,
      });
      expect(r).toMatchObject({ ok: false, status: 401, errorCode: 'vendor.timestamp.stale' });
    }
    const bad = await client.send('bet', { ...p.session, transactionId: 'no spaces allowed', amount: -1 });
    expect(bad).toMatchObject({ ok: false, status: 400, errorCode: 'request_param_err' });
    expect(await snapshot(t.database)).toBe(before);
  });

  it('answers in the language asked for', async () => {
    const body = JSON.stringify({ timestamp: t.clock.now().getTime(), token: 'y'.repeat(40) });
    const res = await fetch(`${baseUrl}/vendor/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: 'VI',
        [VENDOR_CODE_HEADER]: TEST_VENDOR,
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(TEST_SECRET, body),
      },
      body,
    });
    const json = (await res.json()) as { message: string };
    expect(json.message).toMatch(/trò chơi/);
  });
});

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
    expect(await ledgerCount(`game:${TEST_VENDOR}:${betId}`)).toBe(1);
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
    expect(await ledgerCount(`game:${TEST_VENDOR}:${bet.transactionId}`)).toBe(1);
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
    expect(await ledgerCount(`game:${TEST_VENDOR}:${over.transactionId}`)).toBe(0);

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

  it('refuses bets of restricted or locked players and of trial accounts in real mode, but accepts their wins and rollbacks', async () => {
    for (const status of ['restricted', 'locked']) {
      const p = await playerWithSession(t, client, brand, { amount: 5_000 });
      const roundId = id('round');
      const betId = id('bet');
      await client.bet({ ...p.session, transactionId: betId, roundId, amount: 1_000, currency: 'PHP' });
      await t.database.query('UPDATE members SET status = $1 WHERE id = $2', [status, p.member.id]);
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
    // A sign-in lock (too many wrong passwords) stops bets while it runs; wins still land.
    const locked = await playerWithSession(t, client, brand, { amount: 5_000 });
    const until = new Date(t.clock.now().getTime() + 30 * 60_000);
    await t.database.query('UPDATE members SET locked_until = $1 WHERE id = $2', [until, locked.member.id]);
    const lockedBet = await client.bet({
      ...locked.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 100,
      currency: 'PHP',
    });
    expect(lockedBet).toMatchObject({ ok: false, errorCode: 'vendor.player.restricted', value: { balance: 5_000 } });
    const lockedWin = await client.win({
      ...locked.session,
      transactionId: id('win'),
      roundId: id('round'),
      amount: 100,
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
    await t.database.query('UPDATE members SET account_type = 4 WHERE id = $1', [p.member.id]);
    const trial = await client.bet({
      ...p.session,
      transactionId: id('bet'),
      roundId: id('round'),
      amount: 100,
      currency: 'PHP',
    });
    expect(trial).toMatchObject({ ok: false, errorCode: 'vendor.player.restricted' });
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
    expect(await ledgerCount(`game:${TEST_VENDOR}:${early}`)).toBe(0);

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
      expect(await ledgerCount(`game:${TEST_VENDOR}:${first.transactionId}`)).toBe(0);
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
    const [{ n: before } = { n: 0 }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transactions',
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
    const [{ n: after } = { n: 0 }] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ledger_transactions',
    );
    expect(after).toBe(before);
    // The play money is the trial account's (what the site's header shows), kept across launches.
    const [play] = await t.database.query<{ balance: number }>(
      'SELECT balance FROM trial_balances WHERE member_id = $1',
      [p.member.id],
    );
    expect(Number(play?.balance)).toBe(170_000);
    const relaunch = await client.authenticate(await launchToken(t, p.token));
    expect(relaunch).toMatchObject({ ok: true, value: { mode: 'free', balance: 170_000 } });
    // Another trial account starts at 2,000.00.
    const other = await playerWithSession(t, client, brand, { accountType: 4 });
    expect(other.auth.balance).toBe(200_000);
  });

  it('uses the vendor sub-wallet when the brand keeps one per vendor', async () => {
    const multi = await t.app.brands.create({ merchantCode: 'subwal', name: 'Sub wallets' });
    const updated = await t.app.brands.updateSettings(multi.id, { isSingle: false });
    const p = await playerWithSession(t, client, updated, { amount: 5_000 });
    // Money in the main wallet is not in the vendor's sub-wallet.
    expect(p.auth.balance).toBe(0);
    const { wallet } = (await import('../wallet/module.ts')).moneyServices(t.app.deps, t.app.brands);
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

describe('/docs', () => {
  it('documents the vendor operations', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/docs/json' });
    const doc = res.json() as { paths: Record<string, { post?: { operationId?: string } }> };
    for (const a of ['authenticate', 'balance', 'bet', 'win', 'rollback']) {
      expect(doc.paths[`/vendor/${a}`]?.post?.operationId).toBe(`vendor.${a}`);
    }
  });
});

describe('launch tokens', () => {
  it('stores only the hash of the token the vendor exchanges', async () => {
    const { token } = await signedInMember(t.app);
    const launch = await launchToken(t, token);
    const rows = await t.database.query('SELECT 1 FROM game_launches WHERE token_hash = $1', [
      createHash('sha256').update(launch).digest('hex'),
    ]);
    expect(rows).toHaveLength(1);
  });
});

describe('vendor commands', () => {
  it('shows the settings with the secret masked, and a new secret takes effect at once', async () => {
    const set = await admin(t, 'vendor', 'secret', 'PXP', '--set', 'pxp-first-secret-000000');
    expect(set.code, set.output).toBe(0);
    const shown = await admin(t, 'vendor', 'show', 'pxp');
    expect(shown.code).toBe(0);
    expect(shown.output).toContain('pxp-... (23 characters)');
    expect(shown.output).not.toContain('pxp-first-secret-000000');
    expect(shown.output).toContain('/vendor/bet');

    const body = () => JSON.stringify({ timestamp: t.clock.now().getTime(), token: 'z'.repeat(40) });
    const signedWith = async (secret: string) => {
      const b = body();
      return rawPost('/vendor/authenticate', b, {
        [VENDOR_CODE_HEADER]: 'PXP',
        [VENDOR_SIGNATURE_HEADER]: signVendorBody(secret, b),
      });
    };
    // A valid signature reaches the token check; a wrong one stops at the signature.
    expect((await signedWith('pxp-first-secret-000000')).body.errorCode).toBe('vendor.token.invalid');
    const rotated = await admin(t, 'vendor', 'secret', 'PXP');
    const fresh = /shown once\): (\S+)/.exec(rotated.output)?.[1] ?? '';
    expect(fresh.length).toBeGreaterThanOrEqual(32);
    expect((await signedWith('pxp-first-secret-000000')).body.errorCode).toBe('vendor.signature.invalid');
    expect((await signedWith(fresh)).body.errorCode).toBe('vendor.token.invalid');

    const currency = await admin(t, 'vendor', 'launch', 'PXP', '--currency', 'php');
    expect(currency.code).not.toBe(0);
    expect(currency.output).toMatch(/currency/);
    const short = await admin(t, 'vendor', 'secret', 'PXP', '--set', 'short');
    expect(short.code).not.toBe(0);
    const unknown = await admin(t, 'vendor', 'show', 'NOSUCH');
    expect(unknown.code).not.toBe(0);
    expect(unknown.output).toMatch(/NOSUCH/);
  });
});
