import { lotteryOf } from '@app/contracts/lottery/games';
import { payoutOf } from '@app/contracts/lottery/rules';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import { createJobRunner } from '../../jobs/runner.ts';
import { createWalletLink, type WalletLink } from '../house/wallet-link.ts';
import type { Brand } from '../system/brand-types.ts';
import { createLotteryArea } from './services.ts';
import {
  drawAndSettle,
  drawRow,
  lotteryApp,
  openDraw,
  place,
  player,
  posBet,
  runDrawJob,
  walletMinor,
} from './test-kit.ts';

/**
 * Settlement exactly once (docs/decisions/1200): each player's tickets paid by one win, two copies
 * settling the same draw at once, a settlement that dies between wallet calls, and a void draw
 * refunding every ticket. On PostgreSQL the second copy has its own connections.
 */
let t: TestApp;
let brand: Brand;
let other: Awaited<ReturnType<typeof secondCopy>>;

beforeAll(async () => {
  ({ t, brand } = await lotteryApp());
  other = await secondCopy(t);
  t.clock.set(new Date('2026-11-27T11:00:05.000Z'));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const fast = lotteryOf('ELOTT_5D1');
const count = async (q: ReturnType<typeof sql>) => Number((await sqlRows<{ n: number }>(t, q))[0]?.n ?? 0);
const winCalls = (drawId: number) =>
  count(sql`SELECT count(*)::int AS n FROM vendor_transactions
             WHERE action = 'win' AND transaction_id LIKE ${`L${drawId}-%-win`} AND http_status = 200`);

/** Every digit on position 1 by one player, one digit by another: exactly one of them wins. */
async function stakedDraw(gameCode: string) {
  const d = await openDraw(t, brand, gameCode);
  const a = await player(t, brand, 100_000);
  const b = await player(t, brand, 100_000);
  const all = await place(
    t,
    a.token,
    d,
    ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].map((x) => posBet(x)),
  );
  expect(all.status, JSON.stringify(all.body)).toBe(200);
  expect((await place(t, b.token, d, [posBet('5', 3)])).status).toBe(200);
  return { d, a, b };
}

/** What a player should have after settlement: the stake out, each ticket's payout in. */
async function expectedBalance(d: { id: number }, memberId: number, start: number) {
  const row = await drawRow(t, d.id);
  if (!fast || !row.result) throw new Error('no result');
  const rows = await sqlRows<{ play_type: string; selection: Record<string, string[]>; unit: number; stake: number }>(
    t,
    sql`SELECT play_type, selection, unit::int, stake::int FROM lottery_tickets WHERE draw_id = ${d.id} AND member_id = ${memberId}`,
  );
  let balance = start;
  for (const r of rows) {
    balance -= r.stake;
    balance += payoutOf(fast, { playType: r.play_type, selection: r.selection, unitMinor: r.unit }, row.result);
  }
  return balance;
}

function copyArea(link: WalletLink, deps = other.deps, name = 'copy-b') {
  const jobs = createJobRunner(deps, name);
  return createLotteryArea(deps, link, t.app.services.launches, t.app.services.brands, jobs);
}

const linkOf = (deps = t.app.deps) =>
  createWalletLink(
    undefined,
    () => t.app.server.address(),
    () => deps.now().getTime(),
  );

describe('lottery settlement', () => {
  it('draws from the seed, pays each player one win, records the rounds as valid bets', async () => {
    const { d, a, b } = await stakedDraw('ELOTT_5D1');
    const settled = await drawAndSettle(t, d);
    expect(settled.status).toBe('settled');
    expect(settled.seed).toBeTruthy();
    expect(settled.result?.groups[0]?.numbers).toHaveLength(5);
    expect(await walletMinor(t, a.token)).toBe(await expectedBalance(d, a.id, 100_000));
    expect(await walletMinor(t, b.token)).toBe(await expectedBalance(d, b.id, 100_000));
    expect(await winCalls(d.id)).toBe(2);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${d.id} AND status = 'won'`),
    ).toBe(settled.result?.groups[0]?.numbers[0] === '5' ? 2 : 1);
    expect(settled.tickets).toBe(11);
    expect(settled.stake).toBe(1_300);
    const vb = await count(
      sql`SELECT count(*)::int AS n FROM valid_bets WHERE member_id IN (${a.id}, ${b.id}) AND round_id LIKE ${`L${d.id}-%`}`,
    );
    expect(vb).toBe(2);
    // Settling again changes nothing.
    await t.app.services.lottery.flow.settle(d.id);
    expect(await winCalls(d.id)).toBe(2);
  });

  it('settles once when two copies settle the same draw at the same moment', async () => {
    const { d, a, b } = await stakedDraw('ELOTT_5D3');
    t.clock.set(new Date(d.drawsAt.getTime() + 1));
    await runDrawJob(t, 'close', d);
    await runDrawJob(t, 'draw', d);
    const copy = copyArea(linkOf(other.deps));
    await Promise.all([t.app.services.lottery.flow.settle(d.id), copy.flow.settle(d.id)]);
    await runDrawJob(t, 'settle', d);
    expect((await drawRow(t, d.id)).status).toBe('settled');
    expect(await winCalls(d.id)).toBe(2);
    expect(await walletMinor(t, a.token)).toBe(await expectedBalance(d, a.id, 100_000));
    expect(await walletMinor(t, b.token)).toBe(await expectedBalance(d, b.id, 100_000));
  });

  it('finishes a settlement that died between wallet calls, paying no round twice', async () => {
    const { d, a, b } = await stakedDraw('ELOTT_5D5');
    t.clock.set(new Date(d.drawsAt.getTime() + 1));
    await runDrawJob(t, 'close', d);
    await runDrawJob(t, 'draw', d);
    // A copy whose second win call never gets through (it "dies" there).
    const real = linkOf();
    let wins = 0;
    const dying: WalletLink = {
      client(code, secret) {
        const c = real.client(code, secret);
        return {
          ...c,
          win: async (w) => {
            if (++wins > 1) throw new Error('copy died');
            return c.win(w);
          },
        };
      },
    };
    await expect(copyArea(dying, t.app.deps, 'dying').flow.settle(d.id)).rejects.toThrow();
    expect(await winCalls(d.id)).toBe(1);
    expect((await drawRow(t, d.id)).status).toBe('drawn');
    await runDrawJob(t, 'settle', d);
    expect((await drawRow(t, d.id)).status).toBe('settled');
    expect(await winCalls(d.id)).toBe(2);
    expect(await walletMinor(t, a.token)).toBe(await expectedBalance(d, a.id, 100_000));
    expect(await walletMinor(t, b.token)).toBe(await expectedBalance(d, b.id, 100_000));
  });

  it('refunds every ticket of a void draw, once, and takes no ticket after', async () => {
    const { d, a, b } = await stakedDraw('ELOTT_5D1');
    await t.app.deps.db.transaction((tx) =>
      t.app.services.lottery.draws.voidDraw(tx, brand.id, d.id, 'power cut', { username: 'ops1' }),
    );
    expect((await place(t, a.token, d, [posBet('1')])).body.errorCode).toBe('lottery.draw.void');
    await runDrawJob(t, 'refund', d);
    await runDrawJob(t, 'refund', d);
    await t.app.services.lottery.flow.refund(d.id);
    expect(await walletMinor(t, a.token)).toBe(100_000);
    expect(await walletMinor(t, b.token)).toBe(100_000);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM lottery_tickets WHERE draw_id = ${d.id} AND status <> 'void'`),
    ).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM vendor_transactions WHERE transaction_id LIKE 'L%-rb'
                        AND member_id IN (${a.id}, ${b.id}) AND http_status = 200`),
    ).toBe(11);
    await expect(
      t.app.deps.db.transaction((tx) =>
        t.app.services.lottery.draws.voidDraw(tx, brand.id, d.id, 'again', { username: 'ops1' }),
      ),
    ).rejects.toMatchObject({ code: 'lottery.draw.state' });
  });
});
