/**
 * Exposure (docs/decisions/1200 "Exposure"): what a draw's tickets could pay at most, per draw and
 * per number, added by guarded updates inside the placing transaction so that a ticket beyond the
 * brand's limits is refused whatever races it, and released when a ticket is refused or cancelled.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { lotteryDraws } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';

export interface Exposure {
  total: number;
  perNumber: Record<string, number>;
}

/** The exposure's numbers with an amount, sorted by key. */
function numbers(e: Exposure): { k: string; a: number }[] {
  return Object.entries(e.perNumber)
    .filter(([, a]) => a > 0)
    .sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0))
    .map(([k, a]) => ({ k, a }));
}

/**
 * Adds the tickets' exposure to the draw (still open, before its cut-off at `now`) and to each of
 * their numbers: `lottery.draw.closed`, `lottery.exposure.draw` or `lottery.exposure.number` when it
 * cannot be taken (the caller's transaction then rolls back).
 */
export async function addExposure(
  tx: Tx,
  drawId: number,
  e: Exposure,
  limits: { perDraw: number | null; perNumber: number | null },
  now: Date,
): Promise<void> {
  // Every number in one statement, sorted, so two tickets on the same numbers take the rows' locks in
  // the same order and cannot wait for each other (a straight on every digit is thousands of numbers).
  const entries = numbers(e);
  if (entries.length > 0) {
    const rows = await rowsOf<{ number_key: string; amount: string | number }>(
      tx,
      sql`INSERT INTO lottery_exposure (draw_id, number_key, amount)
          SELECT ${drawId}, v.k, v.a FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS v(k text, a bigint)
           ORDER BY v.k
          ON CONFLICT (draw_id, number_key) DO UPDATE SET amount = lottery_exposure.amount + excluded.amount
          RETURNING number_key, amount`,
    );
    const max = limits.perNumber;
    const over = max === null ? undefined : rows.find((r) => Number(r.amount) > max);
    if (over) throw new AppError('lottery.exposure.number', { number: over.number_key });
  }
  // The draw's row last: its lock (which the close job also takes) is held only until the commit.
  const [draw] = await tx
    .update(lotteryDraws)
    .set({ exposure: sql`${lotteryDraws.exposure} + ${e.total}` })
    .where(and(eq(lotteryDraws.id, drawId), eq(lotteryDraws.status, 'open'), gt(lotteryDraws.closesAt, now)))
    .returning({ exposure: lotteryDraws.exposure });
  if (!draw) throw new AppError('lottery.draw.closed');
  if (limits.perDraw !== null && draw.exposure > limits.perDraw) throw new AppError('lottery.exposure.draw');
}

/** Gives back a refused or cancelled ticket's exposure (never below zero). */
export async function releaseExposure(tx: Tx, drawId: number, e: Exposure): Promise<void> {
  await tx
    .update(lotteryDraws)
    .set({ exposure: sql`greatest(${lotteryDraws.exposure} - ${e.total}, 0)` })
    .where(eq(lotteryDraws.id, drawId));
  const entries = numbers(e);
  if (entries.length === 0) return;
  await rowsOf(
    tx,
    sql`UPDATE lottery_exposure x SET amount = greatest(x.amount - v.a, 0)
          FROM jsonb_to_recordset(${JSON.stringify(entries)}::jsonb) AS v(k text, a bigint)
         WHERE x.draw_id = ${drawId} AND x.number_key = v.k`,
  );
}
