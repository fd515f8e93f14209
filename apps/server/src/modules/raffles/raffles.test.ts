import { createHmac } from 'node:crypto';
import { drawRaffleSync } from '@app/contracts/promotions/raffle-draw';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { drain } from '../agent-payouts/test-kit.ts';
import { CASH, promotion, validBet } from '../promotion-payouts/test-kit.ts';
import type { Brand } from '../system/brand-types.ts';
import { seedHashOf } from './seed.ts';
import { RAFFLE_DRAW_JOB } from './service.ts';

// Raffles (docs/decisions/1300-promotions.md "Periodic kinds"): joining, tickets from the valid-bet
// record after joining, the draw made once by its job, recomputable from the revealed seed.

let t: TestApp;
let brand: Brand;
const HOUR = 3_600_000;
const hmac = (k: string, m: string) => new Uint8Array(createHmac('sha256', k).update(m).digest());

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());

describe('raffles', () => {
  it('join, tickets from valid bets after joining, one draw at drawAt, recomputable from the seed, prizes as rewards', async () => {
    const start = new Date('2031-09-01T00:00:00Z');
    const drawAt = start.getTime() + 24 * HOUR;
    t.clock.set(start);
    const rules = {
      kind: 'raffle' as const,
      validBetPerTicket: 10_000,
      depositPerTicket: null,
      drawAt,
      prizes: [
        { amount: 50_000, count: 1 },
        { amount: 10_000, count: 2 },
      ],
      wagering: CASH,
    };
    const p = await promotion(t.app.deps.db, brand.id, rules);
    t.clock.set(new Date(start.getTime() + HOUR));
    const players = await Promise.all(Array.from({ length: 5 }, () => signedInMember(t.app)));
    // A bet before joining does not count.
    await validBet(t.app.deps.db, brand.id, players[0]?.member.id ?? 0, new Date(start.getTime() - HOUR), {
      stake: 1_000_000,
    });
    for (const m of players) {
      const j = await call(t.app, {
        method: 'POST',
        url: '/wps/relay/MCS2_claimRafflePromotion',
        token: m.token,
        payload: { promotionId: p.id },
      });
      expect(j.body.errorCode ?? 'ok').toBe('ok');
    }
    for (const [i, m] of players.entries()) {
      await validBet(t.app.deps.db, brand.id, m.member.id, new Date(start.getTime() + 2 * HOUR), {
        stake: 10_000 * (i + 1) + 5_000,
      });
    }
    // After drawAt: not counted.
    await validBet(t.app.deps.db, brand.id, players[0]?.member.id ?? 0, new Date(drawAt + HOUR), { stake: 9_000_000 });
    t.clock.set(new Date(start.getTime() + 3 * HOUR));
    const first = players[0]?.member;
    const second1 = players[1]?.member;
    if (!first || !second1) throw new Error('no players');
    const again = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: await sessionFor(t.app, first),
      payload: { promotionId: p.id },
    });
    expect(again.body.errorCode).toBe('promotions.raffle.joined');
    const before = await call(t.app, {
      method: 'GET',
      url: `/wps/promotions/raffle?promotionId=${p.id}`,
      token: await sessionFor(t.app, second1),
    });
    const bv = before.body.value as {
      myTickets: number;
      totalTickets: number;
      seed: string | null;
      seedHash: string;
      status: string;
    };
    expect(bv).toMatchObject({
      joined: true,
      myTickets: 2,
      totalTickets: 15,
      seed: null,
      seedHash: p.seedHash,
      status: 'open',
    });

    t.clock.set(new Date(drawAt + 2 * HOUR));
    await drain(t.app.services.platform.jobs);
    const second = await t.app.services.platform.jobs.runNow(
      RAFFLE_DRAW_JOB,
      `${brand.id}:${p.id}`,
      new Date(drawAt).toISOString(),
    );
    expect(second.outcome).toBe('already');
    const draws = await sqlRows<{ total_tickets: string }>(
      t,
      sql`SELECT total_tickets FROM raffle_draws WHERE promotion_id = ${p.id}`,
    );
    expect(draws.map((d) => Number(d.total_tickets))).toEqual([15]);

    const after = await call(t.app, { method: 'GET', url: `/wps/promotions/raffle?promotionId=${p.id}` });
    const av = after.body.value as {
      seed: string;
      seedHash: string;
      totalTickets: number;
      winners: { rank: number; ticket: number; amount: number }[];
      entryTickets: number[];
    };
    expect(seedHashOf(av.seed)).toBe(av.seedHash);
    // Anyone recomputes the winners from the seed and the ticket counts (member-id order).
    const entries = [...players]
      .map((m, i) => ({ memberId: m.member.id, tickets: i + 1 }))
      .sort((a, b) => a.memberId - b.memberId);
    // The view publishes those counts (no names, no ids) once drawn.
    expect(av.entryTickets).toEqual(entries.map((e) => e.tickets));
    expect((before.body.value as { entryTickets?: number[] }).entryTickets).toBeUndefined();
    const mine = drawRaffleSync(av.seed, p.id, drawAt, entries, rules.prizes, hmac);
    expect(av.winners.map((w) => [w.rank, w.ticket, w.amount])).toEqual(
      mine.map((w) => [w.rank, w.ticket, w.amount / 100]),
    );
    const rewards = await sqlRows<{ member_id: string; amount: string }>(
      t,
      sql`SELECT member_id, amount FROM promotion_rewards WHERE promotion_id = ${p.id} ORDER BY amount DESC, member_id`,
    );
    expect(rewards.map((r) => [Number(r.member_id), Number(r.amount)])).toEqual(
      [...mine].sort((a, b) => b.amount - a.amount || a.memberId - b.memberId).map((w) => [w.memberId, w.amount]),
    );
    const late = await call(t.app, {
      method: 'POST',
      url: '/wps/relay/MCS2_claimRafflePromotion',
      token: (await signedInMember(t.app)).token,
      payload: { promotionId: p.id },
    });
    expect(late.body.errorCode).toBe('promotions.raffle.drawn');
  });

  it('bad inputs change nothing', async () => {
    const m = await signedInMember(t.app);
    const env = await promotion(t.app.deps.db, brand.id, {
      kind: 'envelope',
      times: ['12:00'],
      windowMinutes: 30,
      pool: 100,
      shares: 1,
      wagering: CASH,
    });
    const tagged = await promotion(
      t.app.deps.db,
      brand.id,
      {
        kind: 'raffle',
        validBetPerTicket: 100,
        depositPerTicket: null,
        drawAt: t.clock.now().getTime() + 24 * HOUR,
        prizes: [{ amount: 100, count: 1 }],
        wagering: CASH,
      },
      { eligibility: { newMembersDays: null, minVipLevel: 0, tags: ['vip-club'], repeat: 'once' } },
    );
    const snap = await snapshot(t.database);
    const join = (payload: Record<string, unknown>, token: string | null = m.token) =>
      call(t.app, { method: 'POST', url: '/wps/relay/MCS2_claimRafflePromotion', token: token ?? undefined, payload });
    expect((await join({ promotionId: 99_999_999 })).body.errorCode).toBe('promotions.not.found');
    expect((await join({ promotionId: env.id })).body.errorCode).toBe('promotions.kind.mismatch');
    // The promotions' own eligibility rules (a tag the member lacks).
    expect((await join({ promotionId: tagged.id })).body.errorCode).toBe('promotions.not.eligible');
    expect((await join({ promotionId: 'abc' })).body.errorCode).toBe('request_param_err');
    expect((await join({})).body.errorCode).toBe('request_param_err');
    expect((await join({ promotionId: env.id }, null)).res.statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/wps/promotions/raffle?promotionId=0' })).body.errorCode).toBe(
      'request_param_err',
    );
    expect(await snapshot(t.database)).toEqual(snap);
  });
});
