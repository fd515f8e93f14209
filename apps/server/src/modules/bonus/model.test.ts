import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, launchToken, vendorSetup } from '../vendor-api/test-helpers.ts';

// Model-based: random sequences of grants, bets at vendors of different categories, closing wins,
// rollbacks and forfeits by one member, through the real vendor API, each compared after every step
// with a plain model of the rules (docs/decisions/1300-promotions.md "Bonus engine"): real money first;
// wins and refunds split as the stake (bonus share rounded down, and kept by the house once its grant
// has ended); the maximum bet; wagering = valid x contribution % per category; conversion capped at
// maxWin; lost when the bonus is spent with no round open.

let t: TestApp;
let brand: Brand;
const vendors: { code: string; category: string; client: VendorClient }[] = [];

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
  // up to three vendors of different categories, so bets of one member fall in several categories
  const seen = new Set<string>();
  for (const v of await t.app.services.vendors.vendors(brand)) {
    if (seen.has(v.category) || vendors.length >= 3) continue;
    const [game] = await sqlRows<{ game_code: string }>(
      t,
      sql`SELECT g.game_code FROM games g JOIN game_vendors gv ON gv.id = g.vendor_id
           WHERE gv.vassalage = ${v.vassalage} ORDER BY g.id LIMIT 1`,
    );
    if (!game) continue;
    seen.add(v.category);
    vendors.push({ code: v.vassalage, category: v.category, client: await setup(v.vassalage) });
    gameOf.set(v.vassalage, game.game_code);
  }
}, 120_000);
afterAll(() => t.close());

const gameOf = new Map<string, string>();
const refusals = new Set<string>();
let listening = false;
async function setup(code: string): Promise<VendorClient> {
  if (!listening) {
    listening = true;
    return (await vendorSetup(t, code, `secret-${code}-0123456789abcdef`)).client;
  }
  // the app listens already: only the secret and a client
  const { admin } = await import('../../../test/games.ts');
  const set = await admin(t, 'vendor', 'launch', code, '--secret', `secret-${code}-0123456789abcdef`);
  if (set.code !== 0) throw new Error(set.output);
  const { createVendorClient } = await import('../vendor-api/client.ts');
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return createVendorClient({
    baseUrl: `http://127.0.0.1:${address.port}`,
    vendorCode: code,
    secret: `secret-${code}-0123456789abcdef`,
    now: () => t.clock.now().getTime(),
  });
}

type Op =
  | {
      kind: 'grant';
      amount: number;
      multiple: number;
      maxBet: number | null;
      maxWin: number | null;
      contributions: number[];
    }
  /** `all`: stake everything the member can spend (real and bonus), whatever `amount` says. */
  | { kind: 'bet'; vendor: number; amount: number; all: boolean }
  | { kind: 'win'; round: number; amount: number }
  | { kind: 'rollback'; round: number }
  | { kind: 'forfeit' };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('grant' as const),
      amount: fc.integer({ min: 1, max: 2_500 }),
      multiple: fc.integer({ min: 1, max: 3 }),
      maxBet: fc.option(fc.integer({ min: 200, max: 3_000 }), { nil: null }),
      maxWin: fc.option(fc.integer({ min: 1, max: 6_000 }), { nil: null }),
      contributions: fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 3, maxLength: 3 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bet' as const),
      vendor: fc.nat(2),
      amount: fc.integer({ min: 1, max: 3_500 }),
      all: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('win' as const),
      round: fc.nat(4),
      amount: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 7_000 })),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rollback' as const), round: fc.nat(4) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'forfeit' as const }) },
);

interface ModelGrant {
  status: string;
  required: number;
  wagered: number;
  contributions: Record<string, number>;
  maxBet: number | null;
  maxWin: number | null;
}
interface ModelRound {
  vendor: number;
  roundId: string;
  betTxn: string;
  stake: number;
  bonusShare: number;
  grant: number | null;
}

/** The rules, in plain code. */
class Model {
  real = 0;
  bonus = 0;
  grants: ModelGrant[] = [];
  open: ModelRound[] = [];

  active(): number | null {
    const i = this.grants.length - 1;
    return i >= 0 && this.grants[i]?.status === 'active' ? i : null;
  }

  end(i: number, status: string) {
    const g = this.grants[i];
    if (g?.status !== 'active') return;
    g.status = status;
    if (status === 'completed') this.real += Math.min(this.bonus, g.maxWin ?? this.bonus);
    this.bonus = 0;
  }

  checkLost(i: number | null) {
    if (i === null || this.grants[i]?.status !== 'active') return;
    if (this.bonus === 0 && !this.open.some((r) => r.grant === i && r.bonusShare > 0)) this.end(i, 'lost');
  }

  /** Pays an amount back to a closed round: its bonus part (rounded down) to the bonus while its grant is active. */
  payBack(r: ModelRound, amount: number, bonusPart: number) {
    if (r.grant !== null && this.grants[r.grant]?.status === 'active') this.bonus += bonusPart;
    this.real += amount - bonusPart;
  }
}

describe('the bonus engine against a model', () => {
  it('keeps balances, wagering and status as the rules say over random sequences', async () => {
    expect(new Set(vendors.map((v) => v.category)).size).toBeGreaterThanOrEqual(2);
    let runs = 0;
    const reached = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 6, maxLength: 22 }), async (ops) => {
        runs++;
        const { member, token } = await signedInMember(t.app, { brandId: brand.id });
        await t.app.services.wallet.memberAndBrand(t.app.deps.db, brand, {
          memberId: member.id,
          brandAccount: 'house',
          amount: 3_000,
          kind: 'adjustment',
          idempotencyKey: `model:${member.id}`,
          referenceType: 'test',
          referenceId: 'fund',
        });
        const sessions: { sessionId: string; playerId: string }[] = [];
        for (const v of vendors) {
          const auth = await v.client.authenticate(
            await launchToken(t, token, v.code, gameOf.get(v.code) ?? '', brand.merchantCode),
          );
          if (!auth.ok) throw new Error(auth.raw);
          sessions.push({ sessionId: auth.value.sessionId, playerId: auth.value.playerId });
        }
        const m = new Model();
        m.real = 3_000;
        for (const op of ops) {
          await step(op, m, member.id, sessions);
          for (const g of m.grants) reached.add(g.status);
          const got = await actual(member.id);
          const last = m.grants[m.grants.length - 1];
          expect(got, JSON.stringify(op)).toEqual({
            real: m.real,
            bonus: m.bonus,
            status: last?.status ?? null,
            wagered: last?.wagered ?? null,
          });
        }
      }),
      {
        numRuns: 30,
        endOnFailure: true,
        // Hand-written sequences first, so every end is reached whatever the random ones do: a grant
        // converted (capped by maxWin), one lost, one forfeited with a round open and then won.
        examples: [
          [
            [
              { kind: 'grant', amount: 1_000, multiple: 1, maxBet: null, maxWin: 700, contributions: [100, 100, 100] },
              { kind: 'bet', vendor: 0, amount: 3_500, all: false },
              { kind: 'win', round: 0, amount: 2_000 },
              { kind: 'bet', vendor: 1, amount: 1, all: true },
              { kind: 'win', round: 0, amount: 0 },
              { kind: 'grant', amount: 2_000, multiple: 2, maxBet: 900, maxWin: null, contributions: [50, 10, 0] },
              { kind: 'bet', vendor: 2, amount: 901, all: false },
              { kind: 'bet', vendor: 2, amount: 900, all: false },
              { kind: 'bet', vendor: 1, amount: 900, all: false },
              { kind: 'forfeit' },
              { kind: 'win', round: 0, amount: 1_800 },
              { kind: 'rollback', round: 0 },
              { kind: 'grant', amount: 500, multiple: 3, maxBet: null, maxWin: null, contributions: [5, 5, 5] },
              { kind: 'bet', vendor: 0, amount: 1, all: true },
              { kind: 'win', round: 0, amount: 0 },
            ],
          ],
        ],
      },
    );
    expect(runs).toBe(30);
    // the random runs reached every way a grant goes (and the refusals, checked in step)
    expect([...reached].sort()).toEqual(['active', 'completed', 'forfeited', 'lost']);
    expect(refusals.has('vendor.bonus.max.bet') && refusals.has('vendor.funds.insufficient')).toBe(true);
    await expectConservation(t.database);
  }, 240_000);
});

async function step(op: Op, m: Model, memberId: number, sessions: { sessionId: string; playerId: string }[]) {
  if (op.kind === 'grant') {
    const contributions = Object.fromEntries(vendors.map((v, i) => [v.category, op.contributions[i] ?? 0]));
    const wagering = {
      multiple: op.multiple,
      base: 'bonus' as const,
      contributions,
      maxBet: op.maxBet,
      maxWin: op.maxWin,
      expiresDays: 7,
    };
    const done = await t.app.deps.db
      .transaction((tx) =>
        t.app.services.bonus.grant(tx, {
          brand,
          memberId,
          promotionId: null,
          sourceKey: `model:${id('g')}`,
          title: { EN: 'Model' },
          amount: op.amount,
          depositAmount: 0,
          wagering,
          actor: 'system',
        }),
      )
      .then(
        () => 'ok',
        (e: { code?: string }) => e.code ?? 'error',
      );
    if (m.active() !== null) {
      expect(done).toBe('bonus.active');
      return;
    }
    expect(done).toBe('ok');
    m.grants.push({
      status: 'active',
      required: op.multiple * op.amount,
      wagered: 0,
      contributions,
      maxBet: op.maxBet,
      maxWin: op.maxWin,
    });
    m.bonus += op.amount;
    return;
  }
  if (op.kind === 'forfeit') {
    const gone = await t.app.deps.db.transaction((tx) =>
      t.app.services.bonus.forfeitActive(tx, brand, memberId, { reason: 'member', actor: '', note: '' }),
    );
    const a = m.active();
    expect(gone.forfeited).toBe(a === null ? 0 : m.bonus);
    if (a !== null) m.end(a, 'forfeited');
    return;
  }
  if (op.kind === 'bet') {
    const spendable = m.real + (m.active() === null ? 0 : m.bonus);
    if (op.all && spendable === 0) return;
    const amount = op.all ? spendable : op.amount;
    const v = vendors[op.vendor % vendors.length];
    const s = sessions[op.vendor % vendors.length];
    if (!v || !s) throw new Error('no vendor');
    const round: ModelRound = {
      vendor: op.vendor % vendors.length,
      roundId: id('r'),
      betTxn: id('b'),
      stake: amount,
      bonusShare: 0,
      grant: null,
    };
    const answer = await v.client.bet({
      ...s,
      transactionId: round.betTxn,
      roundId: round.roundId,
      amount: amount,
      currency: 'PHP',
    });
    const a = m.active();
    const g = a === null ? null : m.grants[a];
    let expected: string | null = null;
    if (g?.maxBet && amount > g.maxBet) expected = 'vendor.bonus.max.bet';
    else if (amount > m.real + (a === null ? 0 : m.bonus)) expected = 'vendor.funds.insufficient';
    expect(answer.ok ? null : answer.errorCode).toBe(expected);
    if (expected) refusals.add(expected);
    if (expected) return;
    const fromReal = Math.min(m.real, amount);
    round.bonusShare = amount - fromReal;
    round.grant = round.bonusShare > 0 ? a : null;
    m.real -= fromReal;
    m.bonus -= round.bonusShare;
    m.open.push(round);
    return;
  }
  if (m.open.length === 0) return;
  const idx = op.round % m.open.length;
  const r = m.open[idx];
  if (!r) return;
  const v = vendors[r.vendor];
  const s = sessions[r.vendor];
  if (!v || !s) throw new Error('no vendor');
  m.open.splice(idx, 1);
  if (op.kind === 'rollback') {
    const answer = await v.client.rollback({
      ...s,
      transactionId: id('rb'),
      betTransactionId: r.betTxn,
      roundId: r.roundId,
      currency: 'PHP',
    });
    expect(answer.ok).toBe(true);
    m.payBack(r, r.stake, r.bonusShare);
    m.checkLost(r.grant);
    return;
  }
  const answer = await v.client.win({
    ...s,
    transactionId: id('w'),
    roundId: r.roundId,
    amount: op.amount,
    currency: 'PHP',
    roundEnded: true,
  });
  expect(answer.ok).toBe(true);
  m.payBack(r, op.amount, r.bonusShare > 0 ? Math.floor((op.amount * r.bonusShare) / r.stake) : 0);
  m.checkLost(r.grant);
  // the settled round's valid bet counts toward the grant active now (valid = stake)
  const a = m.active();
  const g = a === null ? null : m.grants[a];
  if (a !== null && g) {
    g.wagered += Math.trunc((r.stake * (g.contributions[v.category] ?? 0)) / 100);
    if (g.wagered >= g.required) m.end(a, 'completed');
  }
}

async function actual(memberId: number) {
  const [w] = await sqlRows<{ real: string; bonus: string }>(
    t,
    sql`SELECT coalesce(sum(balance) FILTER (WHERE vendor <> '$bonus'), 0) AS real,
               coalesce(sum(balance) FILTER (WHERE vendor = '$bonus'), 0) AS bonus
          FROM wallet_accounts WHERE member_id = ${memberId}`,
  );
  const [g] = await sqlRows<{ status: string; wagered: string }>(
    t,
    sql`SELECT status, wagered FROM bonus_grants WHERE member_id = ${memberId} ORDER BY id DESC LIMIT 1`,
  );
  return {
    real: Number(w?.real),
    bonus: Number(w?.bonus),
    status: g?.status ?? null,
    wagered: g ? Number(g.wagered) : null,
  };
}
