import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { LOTTERY_JOBS } from './job-types.ts';
import { drawRow, lotteryApp, place, player, posBet } from './test-kit.ts';

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  t.clock.set(new Date('2026-11-27T13:00:05.000Z'));
});
afterAll(() => t.close());

/** Ticks the runner until nothing more is due. */
async function drain() {
  for (let i = 0; i < 50; i++) if ((await t.app.services.platform.jobs.tick()) === 0) return;
}

describe('lottery jobs on the job runner', () => {
  it('makes draws ahead, then closes, draws and settles each on time', async () => {
    await drain();
    const [made] = await sqlRows<{ id: number; draw_no: string; draws_at: Date }>(
      t,
      sql`SELECT id::int, draw_no, draws_at FROM lottery_draws
           WHERE brand_id = ${brand.id} AND game_code = 'ELOTT_5D1' AND status = 'open' ORDER BY draws_at LIMIT 1`,
    );
    if (!made) throw new Error('the make job made no draw');
    const [games] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(DISTINCT game_code)::int AS n FROM lottery_draws WHERE brand_id = ${brand.id}`,
    );
    expect(games?.n).toBe(10);
    const p = await player(t, brand, 10_000);
    const d = await drawRow(t, made.id);
    expect((await place(t, p.token, d, [posBet('0')])).status).toBe(200);
    t.clock.set(new Date(d.closesAt.getTime()));
    await drain();
    expect((await drawRow(t, d.id)).status).toBe('closed');
    t.clock.set(new Date(d.drawsAt.getTime()));
    await drain();
    expect((await drawRow(t, d.id)).status).toBe('settled');
    const runs = await t.app.services.platform.jobs.runs({ type: LOTTERY_JOBS.settle }, 10);
    expect(runs.filter((r) => r.subject === String(d.id))).toHaveLength(1);
  }, 180_000);
});
