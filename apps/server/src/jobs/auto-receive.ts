import { and, asc, count, eq, lte } from 'drizzle-orm';
import { withdrawals } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import type { WithdrawalService } from '../modules/cashier/withdrawal-service.ts';
import { every, type JobDefinition } from './types.ts';

export const AUTO_RECEIVE_JOB = 'withdrawal.auto_receive';
/** How often unconfirmed payouts are checked. */
export const AUTO_RECEIVE_EVERY_MS = 30_000;

/**
 * Marks paid withdrawals that nobody confirmed within the brand's minutes as received. The cashier's
 * update moves a row only from 'paid', in its own statement, so the run is idempotent: a run repeated
 * after a crash finds nothing left to move.
 */
export function autoReceiveJob(deps: Deps, service: WithdrawalService): JobDefinition {
  const due = (now: Date) => and(eq(withdrawals.status, 'paid'), lte(withdrawals.autoReceiveAt, now));
  return {
    type: AUTO_RECEIVE_JOB,
    summary: 'counts paid withdrawals that nobody confirmed in time as received',
    cadence: every(AUTO_RECEIVE_EVERY_MS),
    mode: 'idempotent',
    leaseMs: 5 * 60_000,
    async preview({ now }) {
      const [n] = await deps.db.select({ n: count() }).from(withdrawals).where(due(now));
      const rows = await deps.db
        .select({ orderNo: withdrawals.orderNo })
        .from(withdrawals)
        .where(due(now))
        .orderBy(asc(withdrawals.autoReceiveAt))
        .limit(20);
      const total = Number(n?.n ?? 0);
      return {
        summary: `${total} paid withdrawal(s) would be counted as received`,
        count: total,
        items: rows.map((r) => r.orderNo),
      };
    },
    run: async () => ({ received: await service.autoReceive() }),
  };
}
