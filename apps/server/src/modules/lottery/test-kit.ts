/**
 * Arranging lottery tests: an app listening (the lotteries reach the wallet API over HTTP), funded
 * players, an open draw made by the draw maker, tickets bought through the player call, and a draw
 * taken through its jobs.
 */
import type { TTicket } from '@app/contracts/calls/lottery';
import { and, asc, eq, gt } from 'drizzle-orm';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { lotteryDraws } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { fund } from '../vendor-api/test-helpers.ts';
import { LOTTERY_JOBS } from './job-types.ts';
import type { DrawRow } from './views.ts';

/** A test app listening on a loopback port, with the demo brand. */
export async function lotteryApp(): Promise<{ t: TestApp; brand: Brand }> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  return { t, brand };
}

/** A signed-in member with `amount` minor units in the wallet. */
export async function player(t: TestApp, brand: Brand, amount: number) {
  const { member, token } = await signedInMember(t.app);
  if (amount > 0) await fund(t, brand, member.id, amount);
  return { id: member.id, token };
}

/** The lottery's earliest draw still taking tickets, made by the draw maker at the test clock. */
export async function openDraw(t: TestApp, brand: Brand, gameCode: string): Promise<DrawRow> {
  await t.app.services.lottery.maker.makeAhead(brand, t.clock.now(), gameCode);
  const [d] = await t.app.deps.db
    .select()
    .from(lotteryDraws)
    .where(
      and(
        eq(lotteryDraws.brandId, brand.id),
        eq(lotteryDraws.gameCode, gameCode),
        eq(lotteryDraws.status, 'open'),
        gt(lotteryDraws.closesAt, t.clock.now()),
      ),
    )
    .orderBy(asc(lotteryDraws.drawsAt))
    .limit(1);
  if (!d) throw new Error(`no open draw of ${gameCode}`);
  return d;
}

export async function drawRow(t: TestApp, id: number): Promise<DrawRow> {
  const [d] = await t.app.deps.db.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
  if (!d) throw new Error(`no draw ${id}`);
  return d;
}

let requests = 0;
export const requestId = () => `req-${Date.now().toString(36)}-${++requests}`;

/** One fast-5D bet on position 1: `digit`, `unit` major units. */
export const posBet = (digit: string, unit: number | string = 1) => ({
  playType: 'pos',
  selection: { p1: [digit] },
  unit,
});

export async function place(
  t: TestApp,
  token: string,
  draw: Pick<DrawRow, 'gameCode' | 'drawNo'>,
  bets: unknown[],
  id = requestId(),
  lang?: string,
) {
  const { res, body } = await call(t.app, {
    method: 'POST',
    url: '/wps/lottery/tickets',
    token,
    lang,
    payload: { gameCode: draw.gameCode, drawNo: draw.drawNo, bets, requestId: id },
  });
  return { status: res.statusCode, body, value: body.value as { tickets: TTicket[]; balance: number } | undefined };
}

/** The member's wallet balance, minor units. */
export async function walletMinor(t: TestApp, token: string): Promise<number> {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return Math.round((body.value as { sumBalance: number }).sumBalance * 100);
}

/** Runs one of the draw's jobs now, as the runner would when it is due. */
export const runDrawJob = (t: TestApp, type: keyof typeof LOTTERY_JOBS, d: Pick<DrawRow, 'id' | 'drawNo'>) =>
  t.app.services.platform.jobs.runNow(LOTTERY_JOBS[type], String(d.id), d.drawNo);

/** Closes, draws and settles the draw through its jobs at its draw time. */
export async function drawAndSettle(t: TestApp, d: DrawRow) {
  t.clock.set(new Date(d.drawsAt.getTime() + 1));
  await runDrawJob(t, 'close', d);
  await runDrawJob(t, 'draw', d);
  await runDrawJob(t, 'settle', d);
  return drawRow(t, d.id);
}
