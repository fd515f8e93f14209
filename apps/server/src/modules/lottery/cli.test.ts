import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../../test/games.ts';
import type { TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { DEV_COMMANDS } from '../../cli/registry.ts';
import type { Brand } from '../system/brand-types.ts';
import { drawRow, lotteryApp, openDraw, place, player, posBet } from './test-kit.ts';

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
});
afterAll(() => t.close());

describe('dev lottery-draw-now', () => {
  it('closes, draws and settles the current draw at once (a development helper)', async () => {
    expect(DEV_COMMANDS).toContain('dev lottery-draw-now');
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    expect((await place(t, p.token, d, [posBet('3')])).status).toBe(200);
    const r = await admin(t, 'dev', 'lottery-draw-now', 'ELOTT_5D1');
    expect(r.code, r.output).toBe(0);
    expect(r.output).toContain(d.drawNo);
    expect((await drawRow(t, d.id)).status).toBe('settled');
    const [row] = await sqlRows<{ status: string }>(
      t,
      sql`SELECT status FROM lottery_tickets WHERE member_id = ${p.id}`,
    );
    expect(['won', 'lost']).toContain(row?.status);
  });

  it('draws the draw --draw names even once its cut-off has passed (a journey that bought just before)', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D3');
    expect((await place(t, p.token, d, [posBet('5')])).status).toBe(200);
    t.clock.set(new Date((await drawRow(t, d.id)).closesAt.getTime() + 1));
    const r = await admin(t, 'dev', 'lottery-draw-now', 'ELOTT_5D3', '--draw', d.drawNo);
    expect(r.code, r.output).toBe(0);
    expect((await drawRow(t, d.id)).status).toBe('settled');
    const missing = await admin(t, 'dev', 'lottery-draw-now', 'ELOTT_5D3', '--draw', '20000101-0001');
    expect(missing.code).toBe(2);
    expect(missing.output).toContain('waits for its draw');
  });

  it('refuses what is not a house lottery', async () => {
    const r = await admin(t, 'dev', 'lottery-draw-now', 'STF_0001');
    expect(r.code).toBe(2);
    expect(r.output).toContain('house lottery');
  });
});
