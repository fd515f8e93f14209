import type { THousePlayed, THouseSession } from '@app/contracts/calls/house';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { buildApp } from '../../app.ts';
import { fund, launchToken } from '../vendor-api/test-helpers.ts';
import { ROUND_LEASE_MS } from './round-service.ts';

// Rounds sent at the same time on one house session, through one server copy and through two copies
// on one database (each copy's house calls the wallet API on its own address). Only the PostgreSQL run
// proves anything about concurrency: PGlite serves one statement at a time.
let t: TestApp;
let second: FastifyInstance;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  second = await buildApp({
    config: t.config,
    database: t.database,
    store: t.store,
    logger: false,
    now: t.clock.now,
    serveWeb: false,
  });
  await second.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await second?.close();
  await t.close();
});

const START = 10_000_000;

async function opened(gameCode: string) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  const { member, token } = await signedInMember(t.app);
  await fund(t, brand, member.id, START);
  const [game] = await sqlRows<{ node_id: string }>(t, sql`SELECT node_id FROM games WHERE game_code = ${gameCode}`);
  const { body } = await call(t.app, {
    method: 'POST',
    url: '/house/session',
    payload: { token: await launchToken(t, token, 'STF', gameCode), nodeId: game?.node_id },
  });
  const session = body.value as THouseSession;
  return { member, token, session, lineBet: session.game.slot?.lineBets[0] ?? 1 };
}

const wallet = async (token: string) => {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return Math.round((body.value as { sumBalance: number }).sumBalance * 100);
};

/**
 * Plays bursts of 20 simultaneous spins on one session through the given copies, then checks that the
 * wallet moved by exactly the stakes and wins of the rounds answered as played, that every refusal is
 * the session's "a round is in play" answer, and that no round is left unfinished.
 */
async function bursts(copies: FastifyInstance[], gameCode: string) {
  const { member, token, session, lineBet } = await opened(gameCode);
  let expected = START;
  let played = 0;
  for (let burst = 0; burst < 3; burst++) {
    const answers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        // Staggered starts, so rounds begin while others are at every step of theirs.
        await new Promise((ok) => setTimeout(ok, (i * 23) % 300));
        return call(copies[i % copies.length] as FastifyInstance, {
          method: 'POST',
          url: '/house/slot/spin',
          payload: { session: session.session, lineBet, clientSeed: `burst-${burst}-${i}` },
        });
      }),
    );
    // The session is free when a burst starts, so at least its first round plays.
    expect(answers.some((a) => a.res.statusCode === 200)).toBe(true);
    for (const { res, body } of answers) {
      if (res.statusCode === 200) {
        const { round } = body.value as THousePlayed;
        expected += round.win - round.stake;
        played++;
      } else {
        expect({ status: res.statusCode, code: body.errorCode }).toEqual({ status: 409, code: 'house.round.busy' });
        expect(body.message).toBeTruthy();
      }
    }
    expect(await wallet(token)).toBe(expected);
  }
  const rounds = await sqlRows<{ status: string; n: number }>(
    t,
    sql`SELECT r.status, count(*)::int AS n FROM house_rounds r JOIN house_sessions s ON s.id = r.session_id
      WHERE s.player_id = ${`p${member.id}`} GROUP BY r.status`,
  );
  expect(rounds).toEqual([{ status: 'settled', n: played }]);
  const [moves] = await sqlRows<{ bets: number; wins: number; refunds: number }>(
    t,
    sql`SELECT count(*) FILTER (WHERE action = 'bet' AND http_status = 200)::int AS bets,
            count(*) FILTER (WHERE action = 'win' AND http_status = 200)::int AS wins,
            count(*) FILTER (WHERE action = 'rollback' AND amount > 0)::int AS refunds
       FROM vendor_transactions WHERE member_id = ${member.id}`,
  );
  expect(moves).toEqual({ bets: played, wins: played, refunds: 0 });
}

describe('house rounds played at the same time on one session', () => {
  it('one copy: each round answered as played moves its stake and win exactly once', async () => {
    await bursts([t.app], 'STF_0020');
  });

  it('two copies on one database: the same', async () => {
    await bursts([t.app, second], 'STF_0021');
  });

  it("refuses a round while another holds the session, changing nothing; a dead copy's hold ends on its own", async () => {
    const { token, session, lineBet } = await opened('STF_0022');
    // Another copy's round holds the session (as a copy that died mid-round leaves it).
    await sqlRows(
      t,
      sql`UPDATE house_sessions SET round_lease = 'another-copy', round_lease_until = ${new Date(t.clock.now().getTime() + ROUND_LEASE_MS)}
        WHERE token_hash = encode(sha256(convert_to(${session.session}, 'UTF8')), 'hex')`,
    );
    const before = await snapshot(t.database);
    const spin = () =>
      call(t.app, {
        method: 'POST',
        url: '/house/slot/spin',
        payload: { session: session.session, lineBet, clientSeed: 'held' },
        lang: 'TH',
      });
    const refused = await spin();
    expect(refused.res.statusCode).toBe(409);
    expect(refused.body.errorCode).toBe('house.round.busy');
    expect(refused.body.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await snapshot(t.database)).toBe(before);
    t.clock.advance(ROUND_LEASE_MS + 1_000);
    const played = await spin();
    expect(played.res.statusCode, JSON.stringify(played.body)).toBe(200);
    const { round, balance } = played.body.value as THousePlayed;
    expect(balance).toBe(START - round.stake + round.win);
    expect(await wallet(token)).toBe(balance);
  });
});
