import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import { lotteryApp, openDraw, place, player, posBet, requestId, walletMinor } from './test-kit.ts';

let t: TestApp;
let brand: Brand;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  t.clock.set(new Date('2026-11-27T10:00:05.000Z'));
});
afterAll(() => t.close());

const count = async (q: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(t, q))[0]?.n ?? 0);
const ticketsOf = (memberId: number) =>
  count(sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE member_id = ${memberId}`);
const exposureOf = async (drawId: number) => count(sql`SELECT exposure AS n FROM lottery_draws WHERE id = ${drawId}`);

describe('buying lottery tickets', () => {
  it('stakes a ticket through the wallet API: balance down, ticket open, exposure and round recorded', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    const r = await place(t, p.token, d, [posBet('3', 2)]);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.value?.tickets).toHaveLength(1);
    expect(r.value?.tickets[0]).toMatchObject({ status: 'open', stake: 2, units: 1, drawNo: d.drawNo });
    expect(r.value?.balance).toBe(98);
    expect(await walletMinor(t, p.token)).toBe(9_800);
    expect(await exposureOf(d.id)).toBe(1_960);
    const id = r.value?.tickets[0]?.id;
    expect(
      await count(sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE transaction_id = ${`L${id}-bet`}`),
    ).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM lottery_rounds WHERE draw_id = ${d.id} AND member_id = ${p.id}`),
    ).toBe(1);
  });

  it('takes a ticket 1 ms before the cut-off and refuses one 1 ms after it, moving no money', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D3');
    t.clock.set(new Date(d.closesAt.getTime() - 1));
    const before = await place(t, p.token, d, [posBet('1')]);
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    t.clock.set(new Date(d.closesAt.getTime() + 1));
    const after = await place(t, p.token, d, [posBet('2')]);
    expect(after.body.errorCode).toBe('lottery.draw.closed');
    expect(await ticketsOf(p.id)).toBe(1);
    expect(await walletMinor(t, p.token)).toBe(9_900);
    t.clock.set(new Date('2026-11-27T10:00:05.000Z'));
  });

  it('refuses bad input with its own code in the player language, changing nothing', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D5');
    const exposure = await exposureOf(d.id);
    const cases: [unknown, unknown[], string][] = [
      [{ ...d, gameCode: 'NOPE_1' }, [posBet('1')], 'lottery.game.unknown'],
      [{ ...d, drawNo: '19990101-0001' }, [posBet('1')], 'lottery.draw.not.found'],
      [d, [{ ...posBet('1'), playType: 'nope' }], 'lottery.play.unknown'],
      [d, [{ playType: 'pos', selection: { p1: ['12'] }, unit: 1 }], 'lottery.selection.invalid'],
      [d, [{ playType: 'pos', selection: { p9: ['1'] }, unit: 1 }], 'lottery.selection.invalid'],
      [d, [posBet('1', 0.5)], 'lottery.stake.below.min'],
      [d, [posBet('1', 100_000)], 'lottery.stake.above.max'],
      [d, [posBet('1', '1.234')], 'request_param_err'],
      [d, [posBet('1', -1)], 'request_param_err'],
      [d, [posBet('1', 101)], 'vendor.funds.insufficient'],
    ];
    for (const [draw, bets, code] of cases) {
      const r = await place(t, p.token, draw as typeof d, bets, requestId(), 'VI');
      expect(r.body.errorCode, `${JSON.stringify(bets)} ${JSON.stringify(r.body)}`).toBe(code);
      expect(r.status).toBeLessThan(500);
      expect(r.body.message).toBeTruthy();
    }
    expect(await walletMinor(t, p.token)).toBe(10_000);
    expect(await exposureOf(d.id)).toBe(exposure);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE member_id = ${p.id} AND status NOT IN ('refused')`,
      ),
    ).toBe(0);
  });

  it('answers a repeated request id with the same tickets, once charged; another payload conflicts', async () => {
    const p = await player(t, brand, 10_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    const id = requestId();
    const first = await place(t, p.token, d, [posBet('4'), posBet('5')], id);
    const again = await place(t, p.token, d, [posBet('4'), posBet('5')], id);
    expect(again.status).toBe(200);
    expect(again.value?.tickets.map((x) => x.id)).toEqual(first.value?.tickets.map((x) => x.id));
    expect(await walletMinor(t, p.token)).toBe(9_800);
    const other = await place(t, p.token, d, [posBet('6')], id);
    expect(other.body.errorCode).toBe('lottery.request.conflict');
    expect(await ticketsOf(p.id)).toBe(2);
  });

  it('refuses a ticket beyond the brand limit per number and per draw, taking no money for it', async () => {
    const p = await player(t, brand, 100_000);
    const d = await openDraw(t, brand, 'ELOTT_5D1');
    const start = await exposureOf(d.id);
    // Each ticket of 2 units on one digit could pay 1,960 minor units: two fit one number, three draws' worth not.
    await sqlRows(
      t,
      sql`INSERT INTO lottery_settings (brand_id, game_code, max_payout_number, max_payout_draw, updated_at)
          VALUES (${brand.id}, 'ELOTT_5D1', 5000, ${start + 3 * 1_960 + 100}, now())`,
    );
    for (let i = 0; i < 2; i++) expect((await place(t, p.token, d, [posBet('7', 2)])).status).toBe(200);
    const third = await place(t, p.token, d, [posBet('7', 2)]);
    expect(third.body.errorCode).toBe('lottery.exposure.number');
    expect((await place(t, p.token, d, [posBet('8', 2)])).status).toBe(200);
    const overDraw = await place(t, p.token, d, [posBet('9', 2)]);
    expect(overDraw.body.errorCode).toBe('lottery.exposure.draw');
    expect(await walletMinor(t, p.token)).toBe(100_000 - 3 * 200);
    expect(await exposureOf(d.id)).toBe(start + 3 * 1_960);
    await sqlRows(t, sql`DELETE FROM lottery_settings WHERE brand_id = ${brand.id}`);
  });
});
