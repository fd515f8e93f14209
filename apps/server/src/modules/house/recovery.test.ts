import { createHash } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { fund, launchToken } from '../vendor-api/test-helpers.ts';
import { createHouseGames } from './house-games.ts';
import { createRoundRepo } from './round-repo.ts';
import { createRoundService, ROUND_LEASE_MS } from './round-service.ts';
import { createWalletLink } from './wallet-link.ts';

// The house reaches the wallet API through this proxy, which can lose answers: the request reaches the
// wallet (money may move) but the house never hears back, as on a broken network.
let target = '';
let lose: (path: string) => boolean = () => false;
/** Requests that never reach the wallet. */
let block: (path: string) => boolean = () => false;
/** Holds the wallet's answer back until the promise settles (a slow network). */
let hold: (path: string) => Promise<void> = async () => {};
let proxy: Server;
let t: TestApp;

beforeAll(async () => {
  proxy = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', target);
      if (block(url.pathname)) return void req.socket.destroy();
      const out = request(url, { method: req.method, headers: req.headers }, (answer) => {
        const body: Buffer[] = [];
        answer.on('data', (c: Buffer) => body.push(c));
        answer.on('end', () => {
          void hold(url.pathname).then(() => {
            if (lose(url.pathname)) return void req.socket.destroy();
            res.writeHead(answer.statusCode ?? 502, answer.headers).end(Buffer.concat(body));
          });
        });
      });
      out.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((ok) => proxy.listen(0, '127.0.0.1', ok));
  t = await createTestApp({ HOUSE_WALLET_URL: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}` });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  target = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await new Promise((ok) => proxy.close(ok));
});

async function opened(gameCode: string, amount: number) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  const { member, token } = await signedInMember(t.app);
  await fund(t, brand, member.id, amount);
  const [game] = await sqlRows<{ node_id: string }>(t, sql`SELECT node_id FROM games WHERE game_code = ${gameCode}`);
  const { body } = await call(t.app, {
    method: 'POST',
    url: '/house/session',
    payload: { token: await launchToken(t, token, 'STF', gameCode), nodeId: game?.node_id },
  });
  const session = body.value as THouseSession;
  return { token, session, lineBet: session.game.slot?.lineBets[0] ?? 1 };
}

const spin = (session: string, lineBet: number) =>
  call(t.app, { method: 'POST', url: '/house/slot/spin', payload: { session, lineBet, clientSeed: 'recover' } });

const wallet = async (token: string) => {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return Math.round((body.value as { sumBalance: number }).sumBalance * 100);
};

const statuses = async (session: string) =>
  (
    await sqlRows<{ status: string }>(
      t,
      sql`SELECT r.status FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id WHERE s.token_hash = ${createHash('sha256').update(session).digest('hex')}
        ORDER BY r.id`,
    )
  ).map((r) => r.status);

describe('house rounds whose wallet answers were lost', () => {
  it('a bet without an answer is cancelled before the next round: the stake comes back once', async () => {
    const { token, session, lineBet } = await opened('STF_0010', 100_000);
    lose = (p) => p === '/vendor/bet' || p === '/vendor/rollback';
    const lost = await spin(session.session, lineBet);
    expect(lost.res.statusCode).toBe(503);
    expect(lost.body.errorCode).toBe('house.wallet.unavailable');
    // Taken for cancellation; its rollback's answer was lost too, so it is sent again later.
    expect(await statuses(session.session)).toEqual(['cancelling']);
    lose = () => false;
    const next = await spin(session.session, lineBet);
    expect(next.res.statusCode).toBe(200);
    const { round, balance } = next.body.value as THousePlayed;
    expect(await statuses(session.session)).toEqual(['rolled_back', 'settled']);
    expect(balance).toBe(100_000 - round.stake + round.win);
    expect(await wallet(token)).toBe(balance);
  });

  it('a win without an answer is delivered once before the next round', async () => {
    const { token, session, lineBet } = await opened('STF_0011', 100_000);
    lose = (p) => p === '/vendor/win';
    const lost = await spin(session.session, lineBet);
    expect(lost.body.errorCode).toBe('house.wallet.unavailable');
    expect(await statuses(session.session)).toEqual(['open']);
    lose = () => false;
    const next = await spin(session.session, lineBet);
    const { round, balance } = next.body.value as THousePlayed;
    const [first] = await sqlRows<{ stake: number; win: number }>(
      t,
      sql`SELECT stake_minor::int AS stake, win_minor::int AS win FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id
        WHERE s.token_hash = ${createHash('sha256').update(session.session).digest('hex')} ORDER BY r.id LIMIT 1`,
    );
    expect(await statuses(session.session)).toEqual(['settled', 'settled']);
    const expected = 100_000 - (first?.stake ?? 0) + (first?.win ?? 0) - round.stake + round.win;
    expect(balance).toBe(expected);
    expect(await wallet(token)).toBe(expected);
  });

  it('the recovery job finishes rounds of sessions nobody plays any more', async () => {
    const { token, session, lineBet } = await opened('STF_0012', 100_000);
    lose = (p) => p === '/vendor/bet';
    block = (p) => p === '/vendor/rollback';
    await spin(session.session, lineBet);
    expect(await wallet(token)).toBe(100_000 - lineBet * (session.game.slot?.lines.length ?? 0));
    lose = () => false;
    block = () => false;
    const deps = t.app.deps;
    const games = createHouseGames(deps);
    const link = createWalletLink(
      deps.config.houseWalletUrl,
      () => t.app.server.address(),
      () => deps.now().getTime(),
    );
    const service = createRoundService(deps, games, createRoundRepo(deps), link);
    expect(await service.recoverStale(60_000)).toBe(0);
    t.clock.advance(61_000);
    expect(await service.recoverStale(60_000)).toBeGreaterThanOrEqual(1);
    expect(await statuses(session.session)).toEqual(['rolled_back']);
    expect(await wallet(token)).toBe(100_000);
  });

  it('a round still in play after its hold ran out is cancelled by the next round, and its win is not paid', async () => {
    const { token, session, lineBet } = await opened('STF_0013', 100_000);
    let release = () => {};
    const held = new Promise<void>((ok) => {
      release = ok;
    });
    let heard = () => {};
    const betBooked = new Promise<void>((ok) => {
      heard = ok;
    });
    hold = async (p) => {
      if (p !== '/vendor/bet') return;
      hold = async () => {};
      heard();
      await held;
    };
    // The bet is booked by the wallet, but its answer is slow to come back.
    const slow = spin(session.session, lineBet);
    await betBooked;
    t.clock.advance(ROUND_LEASE_MS + 1_000);
    const next = await spin(session.session, lineBet);
    expect(next.res.statusCode, JSON.stringify(next.body)).toBe(200);
    const { round, balance } = next.body.value as THousePlayed;
    release();
    const late = await slow;
    expect(late.res.statusCode).toBe(503);
    expect(late.body.errorCode).toBe('house.wallet.unavailable');
    expect(await statuses(session.session)).toEqual(['rolled_back', 'settled']);
    expect(balance).toBe(100_000 - round.stake + round.win);
    expect(await wallet(token)).toBe(balance);
  });
});
