/**
 * Taking tickets back (docs/decisions/1200 "Money"): a placing ticket whose bet got no answer, the
 * placing tickets of a draw about to be drawn, and every ticket of a void draw. A ticket is first
 * taken in a guarded update (to void, marked `rollback.pending`), so a bet accepted later cannot turn
 * it open again; then its bet is rolled back through the wallet API (safe to repeat: the same
 * transaction id answers the same); the mark is cleared when the rollback answered.
 */
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { lotteryTickets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { TicketWallet } from './ticket-wallet.ts';

export const ROLLBACK_PENDING = 'rollback.pending';

interface DrawRef {
  id: number;
  gameCode: string;
  vassalage: string;
}

export function createTicketRefunds(deps: Deps, wallet: TicketWallet) {
  /** Rolls back the bets of the draw's taken tickets; false when some got no answer (try again later). */
  async function rollbackTaken(draw: DrawRef, ticketIds?: number[]): Promise<boolean> {
    const pending = await deps.db
      .select({ id: lotteryTickets.id, memberId: lotteryTickets.memberId, sessionId: lotteryTickets.sessionId })
      .from(lotteryTickets)
      .where(
        and(
          eq(lotteryTickets.drawId, draw.id),
          eq(lotteryTickets.status, 'void'),
          eq(lotteryTickets.error, ROLLBACK_PENDING),
          ticketIds ? inArray(lotteryTickets.id, ticketIds) : undefined,
        ),
      );
    let all = true;
    for (const t of pending) {
      const s = await wallet.sessionById(t.sessionId);
      const rb = await wallet.rollback(draw.vassalage, s, { ...t, drawId: draw.id }, draw.gameCode);
      // A refused rollback (the bet never booked, or refunded already) leaves nothing to refund either.
      if (!rb || rb.status >= 500) {
        all = false;
        continue;
      }
      await deps.db
        .update(lotteryTickets)
        .set({ error: '', settledAt: deps.now() })
        .where(and(eq(lotteryTickets.id, t.id), eq(lotteryTickets.error, ROLLBACK_PENDING)));
    }
    return all;
  }

  /** Takes tickets of the draw in the given states for refunding; returns their ids. */
  async function take(drawId: number, states: ('placing' | 'open')[], ticketIds?: number[]): Promise<number[]> {
    const rows = await deps.db
      .update(lotteryTickets)
      .set({ status: 'void', error: ROLLBACK_PENDING })
      .where(
        and(
          eq(lotteryTickets.drawId, drawId),
          inArray(lotteryTickets.status, states),
          ticketIds ? inArray(lotteryTickets.id, ticketIds) : undefined,
        ),
      )
      .returning({ id: lotteryTickets.id });
    return rows.map((r) => r.id);
  }

  return {
    /** A placing ticket whose bet got no answer: taken (false when its bet was accepted first), then rolled back. */
    async cancelPlacing(draw: DrawRef, ticketIds: number[]): Promise<number[]> {
      const taken = await take(draw.id, ['placing'], ticketIds);
      if (taken.length > 0) await rollbackTaken(draw, taken);
      return taken;
    },
    /** Before a draw is drawn: its placing tickets are cancelled. True when no refund is left pending. */
    async resolvePlacing(draw: DrawRef): Promise<boolean> {
      await take(draw.id, ['placing']);
      return rollbackTaken(draw);
    },
    /** A void draw: every ticket taken and refunded. True when none is left pending. */
    async refundAll(draw: DrawRef): Promise<boolean> {
      await take(draw.id, ['placing', 'open']);
      return rollbackTaken(draw);
    },
    /** Tickets of the draw still waiting for their refund. */
    async pendingCount(drawId: number): Promise<number> {
      const [row] = await deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(lotteryTickets)
        .where(
          and(
            eq(lotteryTickets.drawId, drawId),
            or(eq(lotteryTickets.status, 'placing'), eq(lotteryTickets.error, ROLLBACK_PENDING)),
          ),
        );
      return row?.n ?? 0;
    },
  };
}

export type TicketRefunds = ReturnType<typeof createTicketRefunds>;
