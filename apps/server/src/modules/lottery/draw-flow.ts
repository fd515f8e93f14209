/**
 * A draw's life after it is made (docs/decisions/1200 "Draws"): closed at its cut-off, drawn at its
 * time (house: from its seed; outside: once a second operator confirms the entered result), settled,
 * or voided with every ticket refunded. Each step is a guarded status change, so jobs on several
 * copies and repeats after a crash do it once. Implements DrawsControl for the back office.
 */

import { resultFits } from '@app/contracts/lottery/result-shape';
import { resultOf } from '@app/contracts/lottery/rules';
import type { LotteryResult } from '@app/contracts/lottery/types';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lotteryDraws, lotteryRounds } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { JobRunner } from '../../jobs/runner.ts';
import { AppError } from '../../lib/app-error.ts';
import { brandLottery } from './brand-lotteries.ts';
import { LOTTERY_JOBS } from './job-types.ts';
import { drawWords } from './seed-chain.ts';
import type { Settlement } from './settlement.ts';
import type { TicketRefunds } from './ticket-refunds.ts';
import type { DrawActor, DrawsControl } from './types.ts';
import type { DrawRow } from './views.ts';

export function createDrawFlow(
  deps: Deps,
  jobs: Pick<JobRunner, 'schedule'>,
  refunds: TicketRefunds,
  settlement: Settlement,
) {
  async function drawById(id: number, exec: Tx | Deps['db'] = deps.db): Promise<DrawRow | undefined> {
    const [d] = await exec.select().from(lotteryDraws).where(eq(lotteryDraws.id, id));
    return d;
  }

  const refOf = (d: DrawRow, vassalage: string) => ({ id: d.id, gameCode: d.gameCode, vassalage });

  /** Records the result and schedules the settlement, in the caller's transaction; false when not closed. */
  async function markDrawn(tx: Tx, d: DrawRow, result: LotteryResult, extra: { confirmedBy?: string } = {}) {
    const rows = await tx
      .update(lotteryDraws)
      .set({ status: 'drawn', result, drawnAt: deps.now(), ...extra })
      .where(and(eq(lotteryDraws.id, d.id), eq(lotteryDraws.status, 'closed')))
      .returning({ id: lotteryDraws.id });
    if (rows.length === 0) return false;
    await jobs.schedule(tx, { type: LOTTERY_JOBS.settle, subject: String(d.id), period: d.drawNo, dueAt: deps.now() });
    return true;
  }

  async function close(tx: Tx | Deps['db'], drawId: number): Promise<boolean> {
    const rows = await tx
      .update(lotteryDraws)
      .set({ status: 'closed' })
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open')))
      .returning({ id: lotteryDraws.id });
    return rows.length > 0;
  }

  /** At the draw's time: closed, its placing tickets resolved, then drawn from the seed (house source). */
  async function draw(drawId: number) {
    await close(deps.db, drawId);
    const d = await drawById(drawId);
    if (d?.status !== 'closed') return { drawn: false, status: d?.status ?? 'missing' };
    const l = await brandLottery(deps.db, d.brandId, d.gameCode);
    if (!(await refunds.resolvePlacing(refOf(d, l.def.vassalage))))
      throw new Error(`lottery draw ${d.id}: placing tickets not yet refunded`);
    if (d.source !== 'house') return { drawn: false, status: 'awaiting result' };
    if (!d.seed) throw new Error(`lottery draw ${d.id} has no seed`);
    const result = resultOf(l.def, drawWords(d.seed, d.gameCode, d.drawNo), d.weekday);
    const drawn = await deps.db.transaction((tx) => markDrawn(tx, d, result));
    return { drawn, status: 'drawn' };
  }

  async function settle(drawId: number) {
    const d = await drawById(drawId);
    if (!d) return { settled: false };
    return settlement.settle(d, await brandLottery(deps.db, d.brandId, d.gameCode));
  }

  async function refund(drawId: number) {
    const d = await drawById(drawId);
    if (d?.status !== 'void') return { refunded: false };
    const l = await brandLottery(deps.db, d.brandId, d.gameCode);
    if (!(await refunds.refundAll(refOf(d, l.def.vassalage))))
      throw new Error(`lottery draw ${d.id}: some refunds got no answer`);
    await deps.db
      .update(lotteryRounds)
      .set({ status: 'void', settledAt: deps.now() })
      .where(and(eq(lotteryRounds.drawId, d.id), eq(lotteryRounds.status, 'open')));
    return { refunded: true };
  }

  async function ownDraw(tx: Tx, brandId: number, drawId: number): Promise<DrawRow> {
    const [d] = await tx
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.brandId, brandId)))
      .for('update');
    if (!d) throw new AppError('lottery.draw.not.found');
    return d;
  }

  const control: DrawsControl = {
    async voidDraw(tx: Tx, brandId: number, drawId: number, reason: string, by: DrawActor) {
      const d = await ownDraw(tx, brandId, drawId);
      const rows = await tx
        .update(lotteryDraws)
        .set({ status: 'void', voidReason: reason, voidedBy: by.username })
        .where(and(eq(lotteryDraws.id, d.id), inArray(lotteryDraws.status, ['open', 'closed'])))
        .returning({ id: lotteryDraws.id });
      if (rows.length === 0) throw new AppError('lottery.draw.state');
      await jobs.schedule(tx, {
        type: LOTTERY_JOBS.refund,
        subject: String(d.id),
        period: d.drawNo,
        dueAt: deps.now(),
      });
    },
    async enterResult(tx: Tx, brandId: number, drawId: number, result: LotteryResult, by: DrawActor) {
      const d = await ownDraw(tx, brandId, drawId);
      if (d.source !== 'outside' || d.status !== 'closed') throw new AppError('lottery.draw.state');
      const l = await brandLottery(tx, brandId, d.gameCode);
      if (!resultFits(l.def, d.weekday, result)) throw new AppError('lottery.result.invalid');
      await tx
        .update(lotteryDraws)
        .set({ pendingResult: result, enteredBy: by.username })
        .where(eq(lotteryDraws.id, d.id));
    },
    async confirmResult(tx: Tx, brandId: number, drawId: number, by: DrawActor) {
      const d = await ownDraw(tx, brandId, drawId);
      if (d.source !== 'outside' || d.status !== 'closed' || !d.pendingResult) throw new AppError('lottery.draw.state');
      if (d.enteredBy === by.username) throw new AppError('lottery.result.same.operator');
      if (!(await markDrawn(tx, d, d.pendingResult, { confirmedBy: by.username })))
        throw new AppError('lottery.draw.state');
    },
  };

  return { close, draw, settle, refund, control, drawById };
}

export type DrawFlow = ReturnType<typeof createDrawFlow>;
