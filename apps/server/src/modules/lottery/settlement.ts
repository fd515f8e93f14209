/**
 * Settling a drawn draw (docs/decisions/1200 "Money"): its open tickets evaluated in chunks with the
 * brand's odds and written by set-based updates (the same figures whoever computes them), the member
 * rounds' sums, one win per round through the wallet API (`L<draw>-<member>-win`, 0 when nothing
 * won; the same transaction id whenever resent), then the draw's totals. Every step is guarded or
 * repeatable, so a second copy or a repeat after a crash moves no money twice.
 */
import { payoutOf } from '@app/contracts/lottery/rules';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { lotteryDraws, lotteryRounds, lotteryTickets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { BrandLottery } from './brand-lotteries.ts';
import type { TicketWallet } from './ticket-wallet.ts';
import type { DrawRow } from './views.ts';

export const SETTLE_CHUNK = 5_000;
/** Wins sent at once while settling a draw. */
export const WINS_IN_FLIGHT = 32;

export function createSettlement(deps: Deps, wallet: TicketWallet) {
  /** Evaluates the draw's open tickets; returns how many this call wrote. */
  async function evaluate(draw: DrawRow, l: BrandLottery): Promise<number> {
    const result = draw.result;
    if (!result) throw new Error(`draw ${draw.id} has no result`);
    let after = 0;
    let written = 0;
    for (;;) {
      const chunk = await deps.db
        .select({
          id: lotteryTickets.id,
          playType: lotteryTickets.playType,
          selection: lotteryTickets.selection,
          unit: lotteryTickets.unit,
        })
        .from(lotteryTickets)
        .where(and(eq(lotteryTickets.drawId, draw.id), eq(lotteryTickets.status, 'open'), gt(lotteryTickets.id, after)))
        .orderBy(asc(lotteryTickets.id))
        .limit(SETTLE_CHUNK);
      if (chunk.length === 0) return written;
      after = chunk[chunk.length - 1]?.id ?? after;
      const wins = chunk.map((t) => ({
        id: t.id,
        win: payoutOf(l.def, { playType: t.playType, selection: t.selection, unitMinor: t.unit }, result, l.odds),
      }));
      const rows = await rowsOf(
        deps.db,
        sql`UPDATE lottery_tickets t
               SET status = CASE WHEN v.win > 0 THEN 'won' ELSE 'lost' END, win = v.win, settled_at = ${deps.now()}
              FROM jsonb_to_recordset(${JSON.stringify(wins)}::jsonb) AS v(id bigint, win bigint)
             WHERE t.id = v.id AND t.status = 'open'
         RETURNING t.id`,
      );
      written += rows.length;
    }
  }

  /** Pays each open round of the draw its one win; false when some got no answer (retried later). */
  async function payRounds(draw: DrawRow, l: BrandLottery): Promise<boolean> {
    // A round none of whose tickets stayed staked (all refused or refunded) has nothing to settle.
    await rowsOf(
      deps.db,
      sql`UPDATE lottery_rounds r SET status = 'void', settled_at = ${deps.now()}
           WHERE r.draw_id = ${draw.id} AND r.status = 'open'
             AND r.member_id NOT IN (SELECT t.member_id FROM lottery_tickets t
                                      WHERE t.draw_id = ${draw.id} AND t.status IN ('won', 'lost'))`,
    );
    await rowsOf(
      deps.db,
      // One pass over the draw's winning tickets (not one per round: a draw has 100,000 tickets).
      sql`UPDATE lottery_rounds r SET win = s.win
            FROM (SELECT t.member_id, sum(t.win) AS win FROM lottery_tickets t
                   WHERE t.draw_id = ${draw.id} AND t.status = 'won' GROUP BY t.member_id) s
           WHERE r.draw_id = ${draw.id} AND r.status = 'open' AND r.member_id = s.member_id`,
    );
    const open = await deps.db
      .select()
      .from(lotteryRounds)
      .where(and(eq(lotteryRounds.drawId, draw.id), eq(lotteryRounds.status, 'open')));
    let all = true;
    const payOne = async (r: (typeof open)[number]) => {
      const s = await wallet.sessionById(r.sessionId);
      const paid = await wallet.win(
        l.def.vassalage,
        s,
        { drawId: draw.id, memberId: r.memberId, win: r.win },
        l.def.gameCode,
      );
      if (!paid?.ok) {
        deps.log.warn(
          { draw: draw.id, member: r.memberId, answer: paid && !paid.ok ? paid.errorCode : null },
          'lottery: win not paid',
        );
        all = false;
        return;
      }
      await deps.db
        .update(lotteryRounds)
        .set({ status: 'settled', settledAt: deps.now() })
        .where(
          and(
            eq(lotteryRounds.drawId, r.drawId),
            eq(lotteryRounds.memberId, r.memberId),
            eq(lotteryRounds.status, 'open'),
          ),
        );
    };
    // Rounds are independent: a few wins in flight at once (each its own wallet transaction).
    let next = 0;
    await Promise.all(
      Array.from({ length: Math.min(WINS_IN_FLIGHT, open.length) }, async () => {
        while (next < open.length) {
          const r = open[next++];
          if (r) await payOne(r);
        }
      }),
    );
    return all;
  }

  /** The draw's totals once every round is paid: drawn -> settled. */
  async function close(drawId: number): Promise<void> {
    await rowsOf(
      deps.db,
      sql`UPDATE lottery_draws d SET status = 'settled', settled_at = ${deps.now()},
                 tickets = s.n, stake = s.stake, payout = s.payout
            FROM (SELECT count(*)::int AS n, coalesce(sum(stake), 0) AS stake, coalesce(sum(win), 0) AS payout
                    FROM lottery_tickets WHERE draw_id = ${drawId} AND status IN ('won', 'lost')) s
           WHERE d.id = ${drawId} AND d.status = 'drawn'`,
    );
  }

  return {
    /**
     * Settles a drawn draw; returns what it did. Throws when a win got no answer, so the job runs
     * again (the wins already paid are not paid twice: their rounds are settled).
     */
    async settle(draw: DrawRow, l: BrandLottery) {
      if (draw.status !== 'drawn') return { tickets: 0, rounds: 0, settled: draw.status === 'settled' };
      const tickets = await evaluate(draw, l);
      if (!(await payRounds(draw, l))) throw new Error(`lottery draw ${draw.id}: some wins got no answer`);
      await close(draw.id);
      const [after] = await deps.db
        .select({ status: lotteryDraws.status })
        .from(lotteryDraws)
        .where(eq(lotteryDraws.id, draw.id));
      return { tickets, rounds: 0, settled: after?.status === 'settled' };
    },
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
