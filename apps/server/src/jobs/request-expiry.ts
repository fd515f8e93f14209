import { and, asc, count, eq, inArray, lt } from 'drizzle-orm';
import { moneyReviews } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { BALANCE_REQUEST_EXPIRY_MS, type BackofficeService } from '../modules/backoffice/backoffice-service.ts';
import { every, type JobDefinition } from './types.ts';

export const REQUEST_EXPIRY_JOB = 'backoffice.request_expiry';

/**
 * Cancels balance adjustments and reversals left waiting for a second approver for 72 hours (decision
 * 1030), every 15 minutes, in one transaction with its run record and the audit entries.
 */
export function requestExpiryJob(deps: Deps, backoffice: Pick<BackofficeService, 'expireRequests'>): JobDefinition {
  const stale = (now: Date) =>
    and(
      inArray(moneyReviews.kind, ['adjustment', 'reversal']),
      eq(moneyReviews.state, 'pending_second'),
      lt(moneyReviews.firstAt, new Date(now.getTime() - BALANCE_REQUEST_EXPIRY_MS)),
    );
  return {
    type: REQUEST_EXPIRY_JOB,
    summary: 'cancels balance adjustments and reversals not confirmed by a second approver within 72 hours',
    cadence: every(15 * 60_000),
    mode: 'transaction',
    async preview({ now }) {
      const [n] = await deps.db.select({ n: count() }).from(moneyReviews).where(stale(now));
      const rows = await deps.db
        .select({ id: moneyReviews.id })
        .from(moneyReviews)
        .where(stale(now))
        .orderBy(asc(moneyReviews.id))
        .limit(20);
      const total = Number(n?.n ?? 0);
      return {
        summary: `${total} balance request(s) would be cancelled`,
        count: total,
        items: rows.map((r) => String(r.id)),
      };
    },
    run: async (tx, { now }) => ({ cancelled: await backoffice.expireRequests(tx, now) }),
  };
}
