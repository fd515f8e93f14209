import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorAnswer, VendorClient } from './vendor-client.ts';
import { playerWithSession, TEST_VENDOR, vendorSetup } from './vendor-test-helpers.ts';

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  ({ client } = await vendorSetup(t));
});
afterAll(() => t.close());

type Op =
  | { kind: 'bet'; player: number; round: number; amount: number }
  | { kind: 'win'; player: number; round: number; amount: number }
  | { kind: 'rollback'; player: number; target: number }
  | { kind: 'repeat'; of: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      player: fc.nat(2),
      round: fc.nat(5),
      amount: fc.integer({ min: 1, max: 4_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      player: fc.nat(2),
      round: fc.nat(5),
      amount: fc.integer({ min: 0, max: 5_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('rollback' as const), player: fc.nat(2), target: fc.nat(60) }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('repeat' as const), of: fc.nat(60) }) },
);

interface Sent {
  action: 'bet' | 'win' | 'rollback';
  player: number;
  txn: string;
  body: Record<string, unknown>;
  betTxn?: string;
}

describe('random sequences of bets, wins and rollbacks (fast-check)', () => {
  it('apply each transaction once, repeat answers byte for byte, and conserve every balance', async () => {
    let run = 0;
    let repeats = 0;
    let sentTotal = 0;
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
          // Build the requests: repeats reuse an earlier request exactly (same transaction id and content).
          const sent: Sent[] = [];
          for (const [i, op] of ops.entries()) {
            if (op.kind === 'repeat') {
              const earlier = sent[op.of % Math.max(sent.length, 1)];
              if (earlier) {
                sent.push(earlier);
                continue;
              }
              continue;
            }
            const p = players[op.player];
            if (!p) continue;
            const txn = `r${run}-${i}-${op.kind}`;
            if (op.kind === 'rollback') {
              const bets = sent.filter((s) => s.action === 'bet' && s.player === op.player);
              // Half the time the target is a bet that is never sent (a rollback before its bet).
              const target = bets[op.target % (bets.length * 2 || 1)];
              const betTxn = target?.txn ?? `r${run}-${i}-ghost`;
              sent.push({
                action: 'rollback',
                player: op.player,
                txn,
                betTxn,
                body: {
                  ...p.session,
                  transactionId: txn,
                  betTransactionId: betTxn,
                  roundId: `r${run}-${op.player}-x`,
                  currency: 'PHP',
                },
              });
            } else {
              sent.push({
                action: op.kind,
                player: op.player,
                txn,
                body: {
                  ...p.session,
                  transactionId: txn,
                  roundId: `r${run}-${op.player}-${op.round}`,
                  amount: op.amount,
                  currency: 'PHP',
                  ...(op.kind === 'win' ? { roundEnded: false } : {}),
                },
              });
            }
          }
          // Send in batches; each batch runs concurrently.
          const answers = new Map<string, VendorAnswer<{ amount: number; balance: number }>[]>();
          let at = 0;
          let b = 0;
          while (at < sent.length) {
            const batch = sent.slice(at, at + (batchSizes[b++ % batchSizes.length] ?? 1));
            at += batch.length;
            const got = await Promise.all(
              batch.map((s) => client.send<{ amount: number; balance: number }>(s.action, s.body)),
            );
            batch.forEach((s, k) => {
              const list = answers.get(s.txn) ?? [];
              const answer = got[k];
              if (answer) list.push(answer);
              answers.set(s.txn, list);
            });
          }
          const unique = new Map(sent.map((s) => [s.txn, s]));
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
              if (s.action === 'rollback' && s.betTxn) {
                staked[s.player] = (staked[s.player] ?? 0) - amount;
                refundedPerBet.set(s.betTxn, (refundedPerBet.get(s.betTxn) ?? 0) + amount);
              }
            }
          }
          for (const [i, p] of players.entries()) {
            const bal = await client.balance(p.session);
            expect(bal.ok && bal.value.balance).toBe(expected[i]);
            const [row] = await t.database.query<{ s: number | null }>(
              'SELECT sum(bet_minor)::bigint AS s FROM bet_rounds WHERE member_id = $1',
              [p.member.id],
            );
            expect(Number(row?.s ?? 0)).toBe(staked[i]);
          }
          // A bet is refunded at most once and never more than its stake; a refused bet never moves money.
          for (const [betTxn, refunded] of refundedPerBet) {
            const bet = answers.get(betTxn)?.[0];
            if (bet?.ok) expect(refunded).toBe(bet.value.amount);
            else expect(refunded).toBe(0);
          }
          const keys = await t.database.query<{ k: string; n: number }>(
            `SELECT idempotency_key AS k, count(*)::int AS n FROM ledger_transactions
              WHERE idempotency_key LIKE $1 GROUP BY idempotency_key`,
            [`game:${TEST_VENDOR}:r${run}-%`],
          );
          expect(keys.every((k) => Number(k.n) === 1)).toBe(true);
          const moved = [...unique.keys()].filter((txn) => {
            const a = answers.get(txn)?.[0];
            return a?.ok && a.value.amount > 0;
          });
          expect(keys.length).toBe(moved.length);
          await expectConservation(t.database);
        },
      ),
      { numRuns: 4, seed: 20_261_121 },
    );
    // At least a fifth of all requests repeated an earlier transaction id.
    expect(repeats / sentTotal).toBeGreaterThanOrEqual(0.2);
  });
});
