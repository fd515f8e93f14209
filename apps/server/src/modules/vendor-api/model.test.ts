import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/games.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectValidBetsMatchRecords } from '../../../test/valid-bets.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import { createVendorClient, type VendorAnswer, type VendorClient } from './client.ts';
import { launchToken, playerWithSession, TEST_VENDOR, vendorSetup } from './test-helpers.ts';
import {
  initialState,
  type ModelCall,
  type ModelState,
  type Outcome,
  runBatch,
  type WinRefusal,
} from './test-model.ts';

let t: TestApp;
let brand: Brand;
let client: VendorClient;
/** A live-casino vendor: the last player plays there, so the rounds fall in two categories. */
let live: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  const setup = await vendorSetup(t);
  client = setup.client;
  await admin(t, 'vendor', 'launch', 'VLV', '--secret', 'velvet-live-secret-000000');
  const liveKeys = { vendorCode: 'VLV', secret: 'velvet-live-secret-000000' };
  live = createVendorClient({ baseUrl: setup.baseUrl, ...liveKeys, now: () => t.clock.now().getTime() });
});
afterAll(() => t.close());

type Op =
  | { kind: 'bet'; player: number; round: number; amount: number }
  | { kind: 'win'; player: number; round: number; amount: number; ended: boolean }
  | { kind: 'rollback'; player: number; target: number }
  // A fresh round: a bet, then a closing win (after a second bet and its rollback) or a rollback of the
  // bet, then a win the model must refuse.
  | { kind: 'settled' | 'rolledBack'; player: number; amount: number }
  | { kind: 'repeat'; of: number };

const player = fc.nat(2);
const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player,
      round: fc.nat(5),
      amount: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      player,
      round: fc.nat(5),
      amount: fc.integer({ min: 0, max: 5_000 }),
      // A win that closes its round (roundEnded), after which further wins are refused.
      ended: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('rollback' as const), player, target: fc.nat(60) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constantFrom('settled' as const, 'rolledBack' as const),
      player,
      amount: fc.integer({ min: 1, max: 1_000 }),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat(60) }) },
);

type Session = { sessionId: string; playerId: string };
interface Sent {
  call: ModelCall;
  body: Record<string, unknown>;
}

/** The requests the ops stand for; a repeat reuses an earlier request exactly (same transaction id and content). */
function requests(ops: Op[], run: number, sessions: Session[]): Sent[] {
  const sent: Sent[] = [];
  const push = (call: ModelCall) => {
    const session = sessions[call.player];
    if (!session) return;
    const money = { ...session, transactionId: call.txn, currency: 'PHP' };
    const body =
      call.action === 'rollback'
        ? { ...money, betTransactionId: call.betTxn, roundId: `r${run}-${call.player}-x` }
        : { ...money, roundId: call.round, amount: call.amount };
    sent.push({ call, body: call.action === 'win' ? { ...body, roundEnded: call.ended } : body });
  };
  for (const [i, op] of ops.entries()) {
    const txn = `r${run}-${i}-${op.kind}`;
    if (op.kind === 'repeat') {
      const earlier = sent[op.of % Math.max(sent.length, 1)];
      if (earlier) sent.push(earlier);
    } else if (op.kind === 'rollback') {
      const bets = sent.filter((s) => s.call.action === 'bet' && s.call.player === op.player);
      // Half the time the target is a bet that is never sent (a rollback before its bet).
      const betTxn = bets[op.target % (bets.length * 2 || 1)]?.call.txn ?? `${txn}-ghost`;
      push({ action: 'rollback', player: op.player, txn, betTxn });
    } else if (op.kind === 'bet' || op.kind === 'win') {
      const { player: p, amount } = op;
      const round = `r${run}-${p}-${op.round}`;
      if (op.kind === 'win') push({ action: 'win', player: p, txn, round, amount, ended: op.ended });
      else push({ action: 'bet', player: p, txn, round, amount });
    } else {
      const round = `r${run}-${op.player}-s${i}`;
      const p = op.player;
      push({ action: 'bet', player: p, txn: `${txn}-bet`, round, amount: op.amount });
      if (op.kind === 'settled') {
        // A second stake rolled back before the round closes (or refused, when the close came first).
        push({ action: 'bet', player: p, txn: `${txn}-bet2`, round, amount: op.amount });
        push({ action: 'rollback', player: p, txn: `${txn}-rb2`, betTxn: `${txn}-bet2` });
        push({ action: 'win', player: p, txn: `${txn}-end`, round, amount: 1, ended: true });
      } else push({ action: 'rollback', player: p, txn: `${txn}-rb`, betTxn: `${txn}-bet` });
      push({ action: 'win', player: p, txn, round, amount: op.amount, ended: true });
    }
  }
  return sent;
}

const outcomeOf = (a: VendorAnswer<{ amount: number }>): Outcome =>
  a.ok ? { ok: true, amount: a.value.amount } : { ok: false, code: a.errorCode };

describe('random sequences of bets, wins and rollbacks (fast-check)', () => {
  it('apply each transaction once, repeat answers byte for byte, and conserve every balance', async () => {
    let run = 0;
    let repeats = 0;
    let sentTotal = 0;
    const winRefusals: Record<WinRefusal, number> = { 'no bet': 0, 'rolled back': 0, settled: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.array(opArb, { minLength: 30, maxLength: 60 }),
        fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 60, maxLength: 60 }),
        async (ops, batchSizes) => {
          run++;
          const START = 20_000;
          const players = await Promise.all(
            [0, 1, 2].map(() => playerWithSession(t, client, brand, { amount: START })),
          );
          const clients = [client, client, live];
          const last = players[2];
          if (!last) throw new Error('no third player');
          const liveAuth = await live.authenticate(await launchToken(t, last.token, 'VLV', 'VLV_0001'));
          if (!liveAuth.ok) throw new Error(liveAuth.raw);
          last.session = { sessionId: liveAuth.value.sessionId, playerId: liveAuth.value.playerId };
          const sent = requests(
            ops,
            run,
            players.map((p) => p.session),
          );
          // Send in batches; each batch runs concurrently, so the model accepts any order of a batch.
          let model: ModelState[] = [initialState(players.length, START)];
          const answers = new Map<string, VendorAnswer<{ amount: number; balance: number }>[]>();
          let at = 0;
          let b = 0;
          while (at < sent.length) {
            const batch = sent.slice(at, at + (batchSizes[b++ % batchSizes.length] ?? 1));
            at += batch.length;
            const got = await Promise.all(
              batch.map((s) =>
                (clients[s.call.player] ?? client).send<{ amount: number; balance: number }>(s.call.action, s.body),
              ),
            );
            const pairs = batch.flatMap((s, k) => {
              const a = got[k];
              return a ? [{ call: s.call, got: outcomeOf(a) }] : [];
            });
            const next = runBatch(model, pairs);
            expect(next.length, `no order of the batch gives the answers: ${JSON.stringify(pairs)}`).toBeGreaterThan(0);
            model = next;
            batch.forEach((s, k) => {
              const list = answers.get(s.call.txn) ?? [];
              const answer = got[k];
              if (answer) list.push(answer);
              answers.set(s.call.txn, list);
            });
          }
          const unique = new Map(sent.map((s) => [s.call.txn, s.call]));
          repeats += sent.length - unique.size;
          sentTotal += sent.length;

          // Every answer to one transaction id is the same text, and carries the balance.
          for (const list of answers.values()) {
            expect(new Set(list.map((a) => a.raw)).size).toBe(1);
            const first = list[0];
            if (first?.ok) expect(typeof first.value.balance).toBe('number');
            else expect(typeof first?.value?.balance).toBe('number');
          }
          // The balance each player ends with is what the accepted answers add up to.
          const expected = [START, START, START];
          const staked = [0, 0, 0];
          const refundedPerBet = new Map<string, number>();
          for (const [txn, s] of unique) {
            const a = answers.get(txn)?.[0];
            if (!a?.ok) continue;
            const amount = a.value.amount;
            if (s.action === 'bet') {
              expected[s.player] = (expected[s.player] ?? 0) - amount;
              staked[s.player] = (staked[s.player] ?? 0) + amount;
            } else {
              expected[s.player] = (expected[s.player] ?? 0) + amount;
              if (s.action === 'rollback') {
                staked[s.player] = (staked[s.player] ?? 0) - amount;
                refundedPerBet.set(s.betTxn, (refundedPerBet.get(s.betTxn) ?? 0) + amount);
              }
            }
          }
          const [predicted] = model;
          for (const [i, p] of players.entries()) {
            const bal = await (clients[i] ?? client).balance(p.session);
            expect(bal.ok && bal.value.balance).toBe(expected[i]);
            expect(predicted?.balance[i]).toBe(expected[i]);
            const [row] = await sqlRows<{ s: number | null }>(
              t,
              sql`SELECT sum(bet_minor)::bigint AS s FROM bet_rounds WHERE member_id = ${p.member.id}`,
            );
            expect(Number(row?.s ?? 0)).toBe(staked[i]);
          }
          // A bet is refunded at most once and never more than its stake; a refused bet never moves money.
          for (const [betTxn, refunded] of refundedPerBet) {
            const bet = answers.get(betTxn)?.[0];
            if (bet?.ok) expect(refunded).toBe(bet.value.amount);
            else expect(refunded).toBe(0);
          }
          const keys = await sqlRows<{ k: string; n: number }>(
            t,
            sql`SELECT idempotency_key AS k, count(*)::int AS n FROM ledger_transactions
              WHERE idempotency_key LIKE ${`game:${TEST_VENDOR}:r${run}-%`} OR idempotency_key LIKE ${`game:VLV:r${run}-%`} GROUP BY idempotency_key`,
          );
          expect(keys.every((k) => Number(k.n) === 1)).toBe(true);
          const moved = [...unique.keys()].filter((txn) => {
            const a = answers.get(txn)?.[0];
            return a?.ok && a.value.amount > 0;
          });
          expect(keys.length).toBe(moved.length);
          await expectConservation(t.database);
          await expectValidBetsMatchRecords(t.database);
          for (const why of Object.keys(winRefusals) as WinRefusal[])
            winRefusals[why] += predicted?.winRefusals[why] ?? 0;
        },
      ),
      // No shrinking: each run books real rounds, so shrinking would outlast the test's time limit.
      { numRuns: 4, seed: 20_261_121, endOnFailure: true },
    );
    // The runs settled rounds in both categories, some of them after one of their stakes was rolled back.
    const [reached] = await sqlRows<{ categories: number; partly: number }>(
      t,
      sql`SELECT (SELECT count(DISTINCT category) FROM valid_bets)::int AS categories,
              (SELECT count(DISTINCT r.id) FROM bet_rounds r JOIN vendor_transactions b
                  ON b.vendor_id = r.vendor_id AND b.member_id = r.member_id AND b.round_id = r.round_id
               WHERE r.status = 'settled' AND b.action = 'bet' AND b.rolled_back_by IS NOT NULL)::int AS partly`,
    );
    expect(reached?.categories).toBe(2);
    expect(reached?.partly).toBeGreaterThan(0);
    // At least a fifth of all requests repeated an earlier transaction id.
    expect(repeats / sentTotal).toBeGreaterThanOrEqual(0.2);
    // The runs reached each kind of refused win: no bet, a rolled-back bet, a settled round.
    expect(
      Object.values(winRefusals).every((n) => n > 0),
      JSON.stringify(winRefusals),
    ).toBe(true);
  });
});
