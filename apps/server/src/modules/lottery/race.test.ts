import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { lotteryApp, openDraw, place, player, posBet, walletMinor } from './test-kit.ts';

/**
 * Placements racing (docs/decisions/1200 "Money"): on PostgreSQL the requests really run at once
 * (the wallet API's own transactions and the draw's guarded exposure update decide); on PGlite they
 * interleave.
 */
let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  t.clock.set(new Date('2026-11-27T12:00:05.000Z'));
});
afterAll(() => t.close());

describe('racing lottery placements', () => {
  it('takes exactly as many tickets as the balance pays for, never below zero', async () => {
    const p = await player(t, brand, 1_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => place(t, p.token, d, [posBet(String(i % 10))])),
    );
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.errorCode).toBe('vendor.funds.insufficient');
    expect(await walletMinor(t, p.token)).toBe(0);
    const [row] = await sqlRows<{ open: number; exposure: number }>(
      t,
      sql`SELECT (SELECT count(*)::int FROM lottery_tickets WHERE draw_id = ${d.id} AND status = 'open') AS open,
                 (SELECT exposure::int FROM lottery_draws WHERE id = ${d.id}) AS exposure`,
    );
    expect(row?.open).toBe(10);
    expect(row?.exposure).toBe(10 * 980);
  }, 120_000);

  it('takes no ticket past the per-draw limit whatever races it', async () => {
    const p = await player(t, brand, 100_000);
    const d = await openDraw(t, brand, 'ELOTT_5D3');
    await sqlRows(
      t,
      sql`INSERT INTO lottery_settings (brand_id, game_code, max_payout_draw, updated_at)
          VALUES (${brand.id}, 'ELOTT_5D3', ${5 * 980}, now())`,
    );
    const results = await Promise.all(
      Array.from({ length: 12 }, (_, i) => place(t, p.token, d, [posBet(String(i % 10))])),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    for (const r of results.filter((x) => x.status !== 200)) expect(r.body.errorCode).toBe('lottery.exposure.draw');
    expect(await walletMinor(t, p.token)).toBe(100_000 - 500);
  });
});
