import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { admin } from '../../../test/games.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { DEV_COMMANDS } from '../../cli/registry.ts';
import type { Brand } from '../system/brand-types.ts';
import { dayStart } from '../wallet/money.ts';
import { CASH, promotion, validBet } from './test-kit.ts';

// The development helpers of the periodic kinds (absent in production): a browser journey opens a
// round, draws a raffle or pays a rebate without waiting for the jobs.

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.services.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());

const codeOf = async (id: number) =>
  (await sqlRows<{ code: string }>(t, sql`SELECT code FROM promotions WHERE id = ${id}`))[0]?.code ?? '';

describe('dev envelope-open, raffle-draw-now, rebate-run', () => {
  it('are development commands that do their work once, and refuse another kind', async () => {
    t.clock.set(new Date(dayStart(brand, '2031-10-10').getTime() + 12 * 3_600_000));
    expect(DEV_COMMANDS).toEqual(
      expect.arrayContaining(['dev envelope-open', 'dev raffle-draw-now', 'dev rebate-run']),
    );
    const env = await promotion(t.app.deps.db, brand.id, {
      kind: 'envelope',
      times: ['03:00'],
      windowMinutes: 30,
      pool: 1_000,
      shares: 4,
      wagering: CASH,
    });
    const opened = await admin(t, 'dev', 'envelope-open', await codeOf(env.id));
    expect(opened.code, opened.output).toBe(0);
    const rounds = await sqlRows<{ n: string }>(
      t,
      sql`SELECT count(*) AS n FROM envelope_rounds WHERE promotion_id = ${env.id}`,
    );
    expect(Number(rounds[0]?.n)).toBe(1);
    expect((await admin(t, 'dev', 'raffle-draw-now', await codeOf(env.id))).code).toBe(2);

    const raffle = await promotion(t.app.deps.db, brand.id, {
      kind: 'raffle',
      validBetPerTicket: 100,
      depositPerTicket: null,
      drawAt: t.clock.now().getTime() + 86_400_000,
      prizes: [{ amount: 500, count: 1 }],
      wagering: CASH,
    });
    const drawn = await admin(t, 'dev', 'raffle-draw-now', await codeOf(raffle.id));
    expect(drawn.code, drawn.output).toBe(0);
    expect((await admin(t, 'dev', 'raffle-draw-now', await codeOf(raffle.id))).output).toContain('already drawn');

    const rebate = await promotion(t.app.deps.db, brand.id, {
      kind: 'rebate',
      period: 'daily',
      rates: { slots: 100 },
      minPayout: 0,
      cap: null,
      wagering: CASH,
    });
    const m = await createMember(t.app);
    await validBet(t.app.deps.db, brand.id, m.id, new Date(t.clock.now().getTime() - 1000), { stake: 50_000 });
    const paid = await admin(t, 'dev', 'rebate-run', await codeOf(rebate.id));
    expect(paid.code, paid.output).toBe(0);
    const rewards = await sqlRows<{ amount: string }>(
      t,
      sql`SELECT amount FROM promotion_rewards WHERE promotion_id = ${rebate.id} AND member_id = ${m.id}`,
    );
    expect(rewards.map((r) => Number(r.amount))).toEqual([500]);
  });
});
