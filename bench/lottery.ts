// npm run bench:lottery (issue 17, docs/decisions/1200) — on PostgreSQL, with the whole server built
// in this process and listening on a loopback port (tickets reach the seamless wallet API over HTTP
// as in production):
//   placement  `lottery.place` p50/p99 with 50 players (goal p99 <= 50 ms), against the baseline of the
//              same players' bare wallet-API bets (the call a ticket wraps), same run: once saturating
//              (each player buys again as soon as answered) and once at a person's pace (~2 a second);
//   settlement one draw of 100,000 tickets from 1,000 players settled (goal <= 10 s): tickets
//              evaluated set-based in chunks, one win per player through the wallet API.
// Prints figures and ratios; asserts nothing. PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (a
// scratch database is created and dropped there); without either it says so and does nothing.
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { migrate } from '../apps/server/src/db/migrate.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { members } from '../apps/server/src/db/schema/index.ts';
import { runSeeds } from '../apps/server/src/db/seed.ts';
import { createMemoryStore } from '../apps/server/src/lib/store.ts';
import { createWalletLink } from '../apps/server/src/modules/house/wallet-link.ts';
import { roundIdOf } from '../apps/server/src/modules/lottery/ticket-wallet.ts';
import { scratchDatabase } from './lib/bench-kit.ts';

const PLAYERS = 50;
const PLACEMENTS_EACH = 20;
const PACED_ROUNDS = 20;
const SETTLE_PLAYERS = 1_000;
const SETTLE_TICKETS = 100_000;
const GAME = 'ELOTT_5D5';
const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (n: number) => `${n.toFixed(1)} ms`;

/**
 * Runs `each(player, i)` for `perPlayer` rounds on every player at once, each call after a pause of
 * `pause()` ms (not timed; none by default); returns each call's latency.
 */
async function measure<P>(
  players: P[],
  perPlayer: number,
  each: (p: P, i: number) => Promise<unknown>,
  pause: () => number = () => 0,
) {
  const latencies: number[] = [];
  await Promise.all(
    players.map(async (p) => {
      for (let i = 0; i < perPlayer; i++) {
        const wait = pause();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const t0 = performance.now();
        await each(p, i);
        latencies.push(performance.now() - t0);
      }
    }),
  );
  return latencies.sort((a, b) => a - b);
}

const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
if (!url) {
  console.log('lottery: skipped (set DATABASE_URL or BENCH_DATABASE_URL to a PostgreSQL server)');
  process.exit(0);
}
const { database, drop } = await scratchDatabase(url, 20);
// Migrated first: building the app subscribes its event handlers, which writes to the database.
const t0 = performance.now();
await migrate(database);
const app = await buildApp({
  config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RATE_LIMIT_MAX: '10000000' }),
  database,
  store: createMemoryStore(),
  logger: false,
  serveWeb: false,
});
try {
  await runSeeds(app.deps);
  await app.ready();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const s = app.services;
  const brand = await s.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  const players = await app.deps.db
    .insert(members)
    .values(Array.from({ length: SETTLE_PLAYERS }, (_, i) => ({ brandId: brand.id, username: `lb${i}` })))
    .returning({ id: members.id });
  for (const p of players) {
    await s.wallet.memberAndBrand(app.deps.db, brand, {
      memberId: p.id,
      brandAccount: 'house',
      amount: 10_000_000,
      kind: 'adjustment',
      idempotencyKey: `bench-fund:${p.id}`,
      referenceType: 'bench',
      referenceId: 'fund',
    });
  }
  await s.lottery.maker.makeAhead(brand, app.deps.now(), GAME);
  const [draw] = await rowsOf<{ id: number; draw_no: string }>(
    app.deps.db,
    sql`SELECT id::int, draw_no FROM lottery_draws WHERE brand_id = ${brand.id} AND game_code = ${GAME}
         AND status = 'open' ORDER BY draws_at DESC LIMIT 1`,
  );
  if (!draw) throw new Error('no draw');
  const bet = (digit: number) => ({ playType: 'pos', selection: { p1: [String(digit % 10)] }, unit: 1 });
  const place = (memberId: number, requestId: string, digit: number) =>
    s.lottery.placement.place(
      brand,
      memberId,
      { gameCode: GAME, drawNo: draw.draw_no, bets: [bet(digit)], requestId },
      'EN',
    );
  // Every player's first ticket opens its wallet session (launch token + authenticate): not measured.
  for (let i = 0; i < players.length; i += PLAYERS)
    await Promise.all(players.slice(i, i + PLAYERS).map((p) => place(p.id, 'warm', p.id)));
  console.log(
    `set up in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${players.length} funded players with a session`,
  );

  const fifty = players.slice(0, PLAYERS);
  const placing = await measure(fifty, PLACEMENTS_EACH, (p, i) => place(p.id, `b${i}`, i));
  const sessions = await rowsOf<{ member_id: number; vendor_session: string; player_id: string }>(
    app.deps.db,
    sql`SELECT DISTINCT ON (member_id) member_id::int, vendor_session, player_id FROM lottery_sessions
         WHERE member_id IN (${sql.join(
           fifty.map((p) => sql`${p.id}`),
           sql`, `,
         )}) ORDER BY member_id, id`,
  );
  const [vendor] = await rowsOf<{ secret: string }>(
    app.deps.db,
    sql`SELECT launch_secret AS secret FROM game_vendors WHERE vassalage = 'ELOTT'`,
  );
  const client = createWalletLink(
    undefined,
    () => app.server.address(),
    () => Date.now(),
  ).client('ELOTT', vendor?.secret ?? '');
  const bare = await measure(sessions, PLACEMENTS_EACH, (ses, i) =>
    client.bet({
      sessionId: ses.vendor_session,
      playerId: ses.player_id,
      transactionId: `bench-${ses.member_id}-${i}`,
      roundId: roundIdOf(draw.id, ses.member_id),
      gameCode: GAME,
      amount: 100,
      currency: 'PHP',
    }),
  );
  // The same 50 players at a person's pace: each buys a ticket every ~500 ms (100 a second in all),
  // for PACED_ROUNDS rounds; a saturating loop above measures the queue, this the latency a player sees.
  const personsPace = () => 250 + Math.random() * 500;
  const paced = await measure(fifty, PACED_ROUNDS, (p, i) => place(p.id, `paced${i}`, i), personsPace);
  const pacedBare = await measure(
    sessions,
    PACED_ROUNDS,
    (ses, i) =>
      client.bet({
        sessionId: ses.vendor_session,
        playerId: ses.player_id,
        transactionId: `bench-paced-${ses.member_id}-${i}`,
        roundId: roundIdOf(draw.id, ses.member_id),
        gameCode: GAME,
        amount: 100,
        currency: 'PHP',
      }),
    personsPace,
  );
  const p99 = pct(placing, 0.99);
  console.log(
    `placement (${PLAYERS} players x ${PLACEMENTS_EACH}): p50 ${ms(pct(placing, 0.5))}, p99 ${ms(p99)} (goal <= 50 ms: ${p99 <= 50 ? 'met' : 'not met'})`,
  );
  console.log(
    `baseline bare wallet-API bet (same players): p50 ${ms(pct(bare, 0.5))}, p99 ${ms(pct(bare, 0.99))}; placement/bet p99 ratio ${(p99 / Math.max(0.001, pct(bare, 0.99))).toFixed(2)}`,
  );
  const pacedP99 = pct(paced, 0.99);
  console.log(
    `placement at a person's pace (${PLAYERS} players, a ticket each every ~500 ms, ${PACED_ROUNDS} each): p50 ${ms(pct(paced, 0.5))}, p99 ${ms(pacedP99)} (goal <= 50 ms: ${pacedP99 <= 50 ? 'met' : 'not met'}); bare bet at that pace p50 ${ms(pct(pacedBare, 0.5))}, p99 ${ms(pct(pacedBare, 0.99))}; ratio ${(pacedP99 / Math.max(0.001, pct(pacedBare, 0.99))).toFixed(2)}`,
  );

  // The rest of the 100,000 tickets, set-based: open, staked (their bets are not sent: the wallet sees the warm-up and measured ones).
  const [have] = await rowsOf<{ n: number }>(
    app.deps.db,
    sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${draw.id}`,
  );
  await rowsOf(
    app.deps.db,
    sql`INSERT INTO lottery_tickets (brand_id, draw_id, member_id, session_id, request_id, request_index, play_type,
                                     selection, units, unit, stake, exposure, status, created_at)
        SELECT ${brand.id}, ${draw.id}, r.member_id, r.session_id, 'fill' || g, 0, 'pos',
               jsonb_build_object('p' || (1 + g % 5), jsonb_build_array((g % 10)::text)), 1, 100, 100, 980, 'open', now()
          FROM generate_series(1, ${SETTLE_TICKETS - (have?.n ?? 0)}) g
          JOIN (SELECT member_id, session_id, row_number() OVER (ORDER BY member_id) - 1 AS k FROM lottery_rounds
                 WHERE draw_id = ${draw.id}) r ON r.k = g % ${SETTLE_PLAYERS}`,
  );
  await s.lottery.flow.draw(draw.id);
  const t1 = performance.now();
  const settled = await s.lottery.flow.settle(draw.id);
  const seconds = (performance.now() - t1) / 1000;
  const [totals] = await rowsOf<{ tickets: number; status: string }>(
    app.deps.db,
    sql`SELECT tickets, status FROM lottery_draws WHERE id = ${draw.id}`,
  );
  console.log(
    `settlement of ${totals?.tickets} tickets, ${SETTLE_PLAYERS} players: ${seconds.toFixed(2)} s (${totals?.status}; goal <= 10 s: ${seconds <= 10 ? 'met' : 'not met'}); ${((seconds * 1000) / SETTLE_PLAYERS).toFixed(2)} ms per player win, ${((seconds * 1e6) / Math.max(1, 'tickets' in settled ? settled.tickets : 0)).toFixed(1)} us per ticket`,
  );
} finally {
  await app.close();
  await database.close();
  await drop(Boolean(process.env.BENCH_KEEP));
}
