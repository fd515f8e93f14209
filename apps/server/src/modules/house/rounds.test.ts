import { createHash } from 'node:crypto';
import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { playRoulette, tableLayouts } from '@app/contracts/house/roulette';
import { playSlot } from '@app/contracts/house/slot';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { fund, launchToken } from '../vendor-api/test-helpers.ts';
import { fairWords, seedHash } from './fair-node.ts';

let t: TestApp;
let brand: Awaited<ReturnType<TestApp['app']['brands']['byMerchant']>>;

beforeAll(async () => {
  t = await createTestApp();
  // The house calls the wallet API over HTTP on this process's own address, as an outside vendor would.
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  brand = await t.app.brands.byMerchant('demo');
});
afterAll(() => t.close());

async function nodeIdOf(gameCode: string): Promise<string> {
  const [row] = await sqlRows<{ node_id: string }>(t, sql`SELECT node_id FROM games WHERE game_code = ${gameCode}`);
  if (!row) throw new Error(`no game ${gameCode}`);
  return row.node_id;
}

/** A member (funded with `amount` minor units) who launched `gameCode` and opened the house page. */
async function openGame(gameCode: string, opts: { amount?: number; accountType?: number } = {}) {
  const { member, token } = await signedInMember(t.app, { accountType: opts.accountType ?? 0 });
  if (opts.amount && brand) await fund(t, brand, member.id, opts.amount);
  const vendor = gameCode.split('_')[0] ?? '';
  const launch = await launchToken(t, token, vendor, gameCode);
  const { res, body } = await call(t.app, {
    method: 'POST',
    url: '/house/session',
    payload: { token: launch, nodeId: await nodeIdOf(gameCode) },
  });
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  return { member, token, session: body.value as THouseSession };
}

async function walletMinor(token: string): Promise<number> {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return Math.round((body.value as { sumBalance: number }).sumBalance * 100);
}

const spin = (session: string, lineBet: number, clientSeed = 'my-seed') =>
  call(t.app, { method: 'POST', url: '/house/slot/spin', payload: { session, lineBet, clientSeed } });

const ledgerRows = async (memberId: number) => {
  const [row] = await sqlRows<{ n: number }>(
    t,
    sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE member_id = ${memberId} AND amount > 0`,
  );
  return row?.n ?? 0;
};

describe('house slot rounds through the seamless wallet API', () => {
  it('opens with the launch token: the game, the balance, the next seed hash', async () => {
    const { session } = await openGame('STF_0003', { amount: 100_000 });
    expect(session.game.kind).toBe('slot');
    expect(session.game.slot?.lines.length).toBeGreaterThan(0);
    expect(session.balance).toBe(100_000);
    expect(session.freePlay).toBe(false);
    expect(session.next.serverSeedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(session.history).toEqual([]);
  });

  it('moves the balance exactly once per round: stake out, win in, seeds revealed and reproducible', async () => {
    const { member, token, session } = await openGame('STF_0004', { amount: 500_000 });
    const config = session.game.slot;
    if (!config) throw new Error('not a slot');
    const lineBet = config.lineBets[0] ?? 1;
    let expected = 500_000;
    let committed = session.next.serverSeedHash;
    for (let i = 0; i < 6; i++) {
      const { res, body } = await spin(session.session, lineBet, `seed-${i}`);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      const played = body.value as THousePlayed;
      const { round } = played;
      expect(round.serverSeedHash).toBe(committed);
      expect(seedHash(round.serverSeed)).toBe(committed);
      expect(round.nonce).toBe(i);
      const again = playSlot(config, fairWords(round.serverSeed, round.clientSeed, round.nonce), lineBet);
      expect(again.stops).toEqual(round.slot?.stops);
      expect(again.win).toBe(round.win);
      expect(round.stake).toBe(lineBet * config.lines.length);
      expected += round.win - round.stake;
      expect(played.balance).toBe(expected);
      committed = played.next.serverSeedHash;
      expect(committed).not.toBe(round.serverSeedHash);
    }
    expect(await walletMinor(token)).toBe(expected);
    const [rows] = await sqlRows<{ bets: number; wins: number }>(
      t,
      sql`SELECT count(*) FILTER (WHERE action = 'bet')::int AS bets, count(*) FILTER (WHERE action = 'win')::int AS wins
         FROM vendor_transactions WHERE member_id = ${member.id}`,
    );
    expect(rows).toEqual({ bets: 6, wins: 6 });
    const history = await call(t.app, {
      method: 'POST',
      url: '/house/session',
      payload: { token: await launchToken(t, token, 'STF', 'STF_0004'), nodeId: session.game.nodeId },
    });
    expect((history.body.value as THouseSession).history).toHaveLength(6);
  });

  it('refuses a stake above the balance and changes no money', async () => {
    const { member, token, session } = await openGame('STF_0005', { amount: 5 });
    // The largest line bet: whatever the generated game's lines and bets, above a balance of 0.05.
    const lineBet = session.game.slot?.lineBets.at(-1) ?? 1;
    const { res, body } = await spin(session.session, lineBet);
    expect(res.statusCode).toBe(409);
    expect(body.errorCode).toBe('vendor.funds.insufficient');
    expect(body.message).toBeTruthy();
    expect(await walletMinor(token)).toBe(5);
    expect(await ledgerRows(member.id)).toBe(0);
    const rounds = await sqlRows<{ status: string }>(
      t,
      sql`SELECT r.status FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id WHERE s.token_hash = ${createHash('sha256').update(session.session).digest('hex')}`,
    );
    expect(rounds.map((r) => r.status)).toEqual(['refused']);
  });

  it('tells the player the provider is closed when maintenance starts while the page is open', async () => {
    const { member, token, session } = await openGame('STF_0005', { amount: 10_000 });
    const lineBet = session.game.slot?.lineBets[0] ?? 1;
    try {
      await admin(t, 'vendor', 'maintenance', 'STF', 'on', '--brand', 'demo');
      const { res, body } = await spin(session.session, lineBet);
      expect(res.statusCode).toBe(503);
      expect(body).toMatchObject({ errorCode: 'vendor.closed', value: { balance: 10_000 } });
      expect(body.message).toContain('maintenance');
      expect(await walletMinor(token)).toBe(10_000);
      expect(await ledgerRows(member.id)).toBe(0);
    } finally {
      await admin(t, 'vendor', 'maintenance', 'STF', 'off', '--brand', 'demo');
    }
    expect((await spin(session.session, lineBet)).res.statusCode).toBe(200);
  });

  it('plays free-play (trial) sessions with play money only, never the real wallet', async () => {
    const { member, token, session } = await openGame('STF_0006', { accountType: 4 });
    expect(session.freePlay).toBe(true);
    expect(session.balance).toBe(200_000);
    const lineBet = session.game.slot?.lineBets[0] ?? 1;
    const { res, body } = await spin(session.session, lineBet);
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    const played = body.value as THousePlayed;
    expect(played.round.freePlay).toBe(true);
    expect(played.balance).toBe(200_000 - played.round.stake + played.round.win);
    const [ledger] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE member_id = ${member.id} AND ledger_id IS NOT NULL`,
    );
    expect(ledger?.n).toBe(0);
    const [lines] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_lines WHERE member_id = ${member.id}`,
    );
    expect(lines?.n).toBe(0);
    // The header's balance call answers a trial account with its play money: the round's balance.
    expect(await walletMinor(token)).toBe(played.balance);
  });

  it('refuses bad input with its code and changes nothing', async () => {
    const { session } = await openGame('STF_0007', { amount: 100_000 });
    const before = await snapshot(t.database);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ session: session.session, lineBet: 3, clientSeed: 'x' }, 400, 'house.bet.invalid'],
      [{ session: session.session, lineBet: 1, clientSeed: 'bad seed!' }, 400, 'request_param_err'],
      [{ session: 'A'.repeat(43), lineBet: 1, clientSeed: 'x' }, 403, 'house.session.invalid'],
      [{ session: session.session, lineBet: -1, clientSeed: 'x' }, 400, 'request_param_err'],
      [{ session: session.session }, 400, 'request_param_err'],
    ];
    for (const [payload, status, code] of cases) {
      const { res, body } = await call(t.app, { method: 'POST', url: '/house/slot/spin', payload, lang: 'CN' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(body.errorCode).toBe(code);
      expect(body.message).toMatch(/[\u4e00-\u9fff]/);
    }
    const roulette = await call(t.app, {
      method: 'POST',
      url: '/house/roulette/spin',
      payload: { session: session.session, bets: [{ kind: 'red', numbers: [1, 3], amount: 10 }], clientSeed: 'x' },
    });
    expect(roulette.body.errorCode).toBe('house.bet.invalid');
    const badToken = await call(t.app, {
      method: 'POST',
      url: '/house/session',
      payload: { token: 'x'.repeat(43), nodeId: session.game.nodeId },
    });
    expect(badToken.res.statusCode).toBe(403);
    expect(badToken.body.errorCode).toBe('house.session.invalid');
    const otherBrand = await call(t.app, {
      method: 'POST',
      url: '/house/slot/spin',
      merchant: 'nope',
      payload: { session: session.session, lineBet: session.game.slot?.lineBets[0], clientSeed: 'x' },
    });
    expect(otherBrand.res.statusCode).toBe(400);
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('house roulette rounds', () => {
  it('plays table bets, pays 36/37 rules and moves the balance once', async () => {
    const { token, session } = await openGame('HOUSE_0001', { amount: 100_000 });
    expect(session.game.kind).toBe('roulette');
    const red = tableLayouts().find((l) => l.kind === 'red');
    const bets = [
      { kind: 'red' as const, numbers: red?.numbers ?? [], amount: 100 },
      { kind: 'straight' as const, numbers: [17], amount: 10 },
      { kind: 'split' as const, numbers: [2, 1], amount: 20 },
    ];
    const { res, body } = await call(t.app, {
      method: 'POST',
      url: '/house/roulette/spin',
      payload: { session: session.session, bets, clientSeed: 'table-seed' },
    });
    expect(res.statusCode, JSON.stringify(body)).toBe(200);
    const { round, balance } = body.value as THousePlayed;
    const again = playRoulette(fairWords(round.serverSeed, round.clientSeed, round.nonce), round.roulette?.bets ?? []);
    expect(again.pocket).toBe(round.roulette?.pocket);
    expect(again.win).toBe(round.win);
    expect(round.stake).toBe(130);
    expect(balance).toBe(100_000 - 130 + round.win);
    expect(await walletMinor(token)).toBe(balance);

    const bad = await call(t.app, {
      method: 'POST',
      url: '/house/roulette/spin',
      payload: { session: session.session, bets: [{ kind: 'straight', numbers: [5], amount: 15 }], clientSeed: 'x' },
    });
    expect(bad.body.errorCode).toBe('house.bet.invalid');
    const slotOnTable = await spin(session.session, 10);
    expect(slotOnTable.body.errorCode).toBe('house.bet.invalid');
  });

  it('takes every inside bet of the board in one spin, and refuses malformed ones in the language, changing nothing', async () => {
    const { session } = await openGame('HOUSE_0001', { amount: 100_000 });
    const roulette = (bets: unknown[]) =>
      call(t.app, {
        method: 'POST',
        url: '/house/roulette/spin',
        payload: { session: session.session, bets, clientSeed: 'inside' },
        lang: 'VI',
      });
    const before = await snapshot(t.database);
    const refused: [unknown, string][] = [
      [{ kind: 'split', numbers: [17, 21], amount: 10 }, 'bets.0.numbers'], // not neighbours
      [{ kind: 'split', numbers: [3, 4], amount: 10 }, 'bets.0.numbers'], // across the end of a row
      [{ kind: 'split', numbers: [5, 5], amount: 10 }, 'bets.0.numbers'],
      [{ kind: 'street', numbers: [2, 3, 4], amount: 10 }, 'bets.0.numbers'],
      [{ kind: 'street', numbers: [0, 1, 2], amount: 10 }, 'bets.0.numbers'], // no trio at this table
      [{ kind: 'corner', numbers: [3, 4, 6, 7], amount: 10 }, 'bets.0.numbers'],
      [{ kind: 'corner', numbers: [0, 1, 2, 3], amount: 10 }, 'bets.0.numbers'], // no first four either
      [{ kind: 'corner', numbers: [17, 20], amount: 10 }, 'bets.0.numbers'], // a split's numbers as a corner
      [{ kind: 'line', numbers: [14, 15, 16, 17, 18, 19], amount: 10 }, 'bets.0.numbers'],
      [{ kind: 'split', numbers: [17, 20], amount: 15 }, 'bets.0.amount'], // not whole chips
    ];
    for (const [bet, field] of refused) {
      const { res, body } = await roulette([bet]);
      expect(res.statusCode, JSON.stringify(bet)).toBe(400);
      expect(body.errorCode).toBe('house.bet.invalid');
      expect(body.value).toEqual({ field });
      expect(body.message).toMatch(/[\u00C0-\u1EF9]/); // Vietnamese, as asked
    }
    const outOfRange = await roulette([{ kind: 'split', numbers: [36, 39], amount: 10 }]);
    expect(outOfRange.body.errorCode).toBe('request_param_err');
    const unknownKind = await roulette([{ kind: 'trio', numbers: [0, 1, 2], amount: 10 }]);
    expect(unknownKind.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);

    const inside = [
      { kind: 'split', numbers: [20, 17], amount: 10 },
      { kind: 'split', numbers: [0, 3], amount: 10 },
      { kind: 'street', numbers: [13, 14, 15], amount: 10 },
      { kind: 'corner', numbers: [16, 17, 19, 20], amount: 10 },
      { kind: 'line', numbers: [31, 32, 33, 34, 35, 36], amount: 10 },
    ];
    // The pocket is random: spin until one of the 17 covered numbers comes up (46% a spin), checking
    // every spin's returns: a bet on n numbers returns 36/n times its stake when the ball is in one of them.
    let won = false;
    for (let i = 0; i < 30 && !won; i++) {
      const { res, body } = await roulette(inside);
      expect(res.statusCode, JSON.stringify(body)).toBe(200);
      const { round } = body.value as THousePlayed;
      expect(round.stake).toBe(50);
      expect(round.roulette?.bets.map((b) => `${b.kind}:${b.numbers.join(',')}`)).toEqual([
        'split:17,20',
        'split:0,3',
        'street:13,14,15',
        'corner:16,17,19,20',
        'line:31,32,33,34,35,36',
      ]);
      const pocket = round.roulette?.pocket ?? -1;
      const expected = inside.map((b) => (b.numbers.includes(pocket) ? (b.amount * 36) / b.numbers.length : 0));
      expect(round.roulette?.returns).toEqual(expected);
      won = expected.some((r) => r > 0);
    }
    expect(won).toBe(true);
  });

  it('publishes the rules the verify page recomputes with', async () => {
    const { body } = await call(t.app, { method: 'GET', url: `/house/game?nodeId=${await nodeIdOf('STF_0003')}` });
    expect((body.value as THouseSession['game']).slot?.reels).toHaveLength(5);
    const none = await call(t.app, { method: 'GET', url: `/house/game?nodeId=${await nodeIdOf('TDF_0001')}` });
    expect(none.res.statusCode).toBe(404);
  });
});
