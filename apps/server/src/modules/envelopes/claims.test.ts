import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { drain, ledgerBalanced, mainBalance } from '../agent-payouts/test-kit.ts';
import { CASH, promotion, WAGERED } from '../promotion-payouts/test-kit.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { ENVELOPE_OPEN_JOB } from './service.ts';

// Red envelopes (docs/decisions/1300-promotions.md "Periodic kinds"): the open job's round and split,
// 50 members racing for 10 shares (on PostgreSQL each claim has its own connection from the pool),
// the reward issued and claimed in the claim's transaction, and the refusals.

let t: TestApp;
let brand: Brand;
const rid = () => `r${randomBytes(6).toString('hex')}`;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());

const rules = (over: Record<string, unknown> = {}) => ({
  kind: 'envelope' as const,
  times: ['12:00'],
  windowMinutes: 30,
  pool: 100_000,
  shares: 10,
  wagering: CASH,
  ...over,
});

/** Opens today's 12:00 round of a promotion through the scan and open jobs; the clock at 12:05. */
async function openRound(day: string, promotionId: number) {
  const opens = new Date(dayStart(brand, day).getTime() + 12 * 3_600_000);
  t.clock.set(new Date(opens.getTime() + 5 * 60_000));
  await drain(t.app.services.platform.jobs);
  const [r] = await sqlRows<{ id: string; shares: number[]; pool: string }>(
    t,
    sql`SELECT id, shares, pool FROM envelope_rounds WHERE promotion_id = ${promotionId}`,
  );
  if (!r) throw new Error('no round opened');
  return { ...r, opens };
}

describe('red envelope rounds', () => {
  it('the open job makes the round once at its time, its shares summing to the pool', async () => {
    const p = await promotion(t.app.deps.db, brand.id, rules());
    const r = await openRound('2031-08-01', p.id);
    expect(r.shares).toHaveLength(10);
    expect(r.shares.reduce((s, v) => s + v, 0)).toBe(100_000);
    expect(r.shares.every((v) => v >= 1)).toBe(true);
    const again = await t.app.services.platform.jobs.runNow(
      ENVELOPE_OPEN_JOB,
      `${brand.id}:${p.id}`,
      r.opens.toISOString(),
    );
    expect(again.outcome).toBe('already');
    const [n] = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM envelope_rounds WHERE promotion_id = ${p.id}`,
    );
    expect(Number(n?.n)).toBe(1);
  });

  it('50 members racing for 10 shares: exactly 10 get one, every share taken once, summing to the pool; the rest are told empty', async () => {
    const p = await promotion(t.app.deps.db, brand.id, rules());
    const r = await openRound('2031-08-02', p.id);
    const players = await Promise.all(Array.from({ length: 50 }, () => signedInMember(t.app)));
    const before = await Promise.all(players.map((m) => mainBalance(t.app.deps.db, m.member.id)));
    const answers = await Promise.all(
      players.map((m) =>
        call(t.app, {
          method: 'POST',
          url: '/wps/promotions/envelope/claim',
          token: m.token,
          payload: { promotionId: p.id, requestId: rid() },
        }),
      ),
    );
    const won = answers.filter((a) => a.body.success);
    expect(won).toHaveLength(10);
    expect(answers.filter((a) => a.body.errorCode === 'promotions.envelope.empty')).toHaveLength(40);
    const claims = await sqlRows<{ member_id: string; share_no: number; amount: string; reward_id: string }>(
      t,
      sql`SELECT member_id, share_no, amount, reward_id FROM envelope_shares WHERE round_id = ${r.id} AND member_id IS NOT NULL ORDER BY share_no`,
    );
    expect(claims.map((c) => c.share_no)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(claims.map((c) => Number(c.amount))).toEqual(r.shares);
    expect(claims.reduce((s, c) => s + Number(c.amount), 0)).toBe(100_000);
    // Paid as cash (wagering multiple 0): each winner's wallet grew by the share, the reward claimed.
    for (const c of claims) {
      const i = players.findIndex((m) => m.member.id === Number(c.member_id));
      expect(await mainBalance(t.app.deps.db, Number(c.member_id))).toBe((before[i] ?? 0) + Number(c.amount));
    }
    const rewards = await sqlRows<{ status: string; n: string }>(
      t,
      sql`SELECT status, count(*) AS n FROM promotion_rewards WHERE promotion_id = ${p.id} GROUP BY status`,
    );
    expect(rewards.map((x) => [x.status, Number(x.n)])).toEqual([['claimed', 10]]);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
  });

  it('with wagering the share becomes a bonus grant; a second claim is refused, nothing changed', async () => {
    const p = await promotion(t.app.deps.db, brand.id, rules({ wagering: WAGERED, shares: 2, pool: 5_000 }));
    await openRound('2031-08-03', p.id);
    const m = await signedInMember(t.app);
    const requestId = rid();
    const first = await call(t.app, {
      method: 'POST',
      url: '/wps/promotions/envelope/claim',
      token: m.token,
      payload: { promotionId: p.id, requestId },
    });
    expect(first.body.success).toBe(true);
    // The same request again answers the same share.
    const retried = await call(t.app, {
      method: 'POST',
      url: '/wps/promotions/envelope/claim',
      token: m.token,
      payload: { promotionId: p.id, requestId },
    });
    expect(retried.body.value).toEqual(first.body.value);
    const [g] = await sqlRows<{ amount: string; status: string }>(
      t,
      sql`SELECT amount, status FROM bonus_grants WHERE member_id = ${m.member.id}`,
    );
    expect(g?.status).toBe('active');
    const v = first.body.value as { amount: number; envelope: { myShare: number; round: { sharesLeft: number } } };
    expect(Number(g?.amount)).toBe(Math.round(v.amount * 100));
    expect(v.envelope.myShare).toBe(v.amount);
    expect(v.envelope.round.sharesLeft).toBe(1);
    const snap = await snapshot(t.database);
    const second = await call(t.app, {
      method: 'POST',
      url: '/wps/promotions/envelope/claim',
      token: m.token,
      payload: { promotionId: p.id, requestId: rid() },
    });
    expect(second.body.errorCode).toBe('promotions.envelope.claimed');
    expect(await snapshot(t.database)).toEqual(snap);
  });

  it('bad inputs: closed, not found, another kind, not signed in, bad numbers; nothing changed', async () => {
    const p = await promotion(t.app.deps.db, brand.id, rules());
    const rebate = await promotion(t.app.deps.db, brand.id, {
      kind: 'rebate',
      period: 'daily',
      rates: {},
      minPayout: 0,
      cap: null,
      wagering: CASH,
    });
    const draft = await promotion(t.app.deps.db, brand.id, rules(), { status: 'draft' });
    await openRound('2031-08-04', p.id);
    t.clock.advance(60 * 60_000); // 13:05: the window is over.
    const m = await signedInMember(t.app);
    const snap = await snapshot(t.database);
    const claim = (payload: Record<string, unknown>, token: string | null = m.token) =>
      call(t.app, { method: 'POST', url: '/wps/promotions/envelope/claim', token: token ?? undefined, payload });
    expect((await claim({ promotionId: p.id, requestId: rid() })).body.errorCode).toBe('promotions.envelope.closed');
    expect((await claim({ promotionId: 99_999_999, requestId: rid() })).body.errorCode).toBe('promotions.not.found');
    expect((await claim({ promotionId: draft.id, requestId: rid() })).body.errorCode).toBe('promotions.not.found');
    expect((await claim({ promotionId: rebate.id, requestId: rid() })).body.errorCode).toBe('promotions.kind.mismatch');
    expect((await claim({ promotionId: 'x', requestId: rid() })).body.errorCode).toBe('request_param_err');
    expect((await claim({ promotionId: p.id, requestId: 'short' })).body.errorCode).toBe('request_param_err');
    expect((await claim({ promotionId: p.id, requestId: rid() }, null)).res.statusCode).toBe(401);
    const view = await call(t.app, { method: 'GET', url: `/wps/promotions/envelope?promotionId=${p.id}` });
    expect(view.body.success).toBe(true);
    const ev = view.body.value as { round: unknown; nextOpensAt: number };
    expect(ev.round).toBeNull();
    expect(ev.nextOpensAt).toBeGreaterThan(t.clock.now().getTime());
    expect((await call(t.app, { method: 'GET', url: '/wps/promotions/envelope?promotionId=-1' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect(await snapshot(t.database)).toEqual(snap);
  });
  it('one member racing five claims in one round gets one share; the others are told claimed', async () => {
    const p = await promotion(t.app.deps.db, brand.id, rules({ shares: 5, pool: 5_000 }));
    const r = await openRound('2031-08-05', p.id);
    const m = await signedInMember(t.app);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(t.app, {
          method: 'POST',
          url: '/wps/promotions/envelope/claim',
          token: m.token,
          payload: { promotionId: p.id, requestId: rid() },
        }),
      ),
    );
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'promotions.envelope.claimed')).toHaveLength(4);
    const taken = await sqlRows<{ member_id: string }>(
      t,
      sql`SELECT member_id FROM envelope_shares WHERE round_id = ${r.id} AND member_id IS NOT NULL`,
    );
    expect(taken.map((x) => Number(x.member_id))).toEqual([m.member.id]);
    expect(await ledgerBalanced(t.app.deps.db)).toEqual({ unbalanced: 0, drift: 0 });
  });
});
