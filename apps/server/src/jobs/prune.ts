import { and, count, eq, inArray, lt } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { eventDeliveries, jobRuns } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { every, type JobDefinition } from './types.ts';

export const PRUNE_JOB = 'platform.prune';
/** How long done run records and done deliveries are kept. */
export const KEEP_MS = 30 * 86_400_000;

/**
 * Deletes done runs of periodic jobs and done event deliveries older than 30 days: a periodic job adds
 * a run every period (2,880 a day at 30 s). Only periodic runs go: their old periods are never added
 * again, so deleting them cannot make a period run twice; a scheduled run's key stays for good.
 * Events themselves are kept.
 */
export function pruneJob(deps: Deps, periodicTypes: () => string[]): JobDefinition {
  const oldRuns = (before: Date) =>
    and(eq(jobRuns.status, 'done'), lt(jobRuns.finishedAt, before), inArray(jobRuns.jobType, periodicTypes()));
  const oldDeliveries = (before: Date) => and(eq(eventDeliveries.status, 'done'), lt(eventDeliveries.doneAt, before));
  const counts = async (db: DbOrTx, before: Date) => {
    const [runs] = await db.select({ n: count() }).from(jobRuns).where(oldRuns(before));
    const [deliveries] = await db.select({ n: count() }).from(eventDeliveries).where(oldDeliveries(before));
    return { runs: Number(runs?.n ?? 0), deliveries: Number(deliveries?.n ?? 0) };
  };
  return {
    type: PRUNE_JOB,
    summary: 'deletes done periodic job runs and done event deliveries older than 30 days',
    cadence: every(86_400_000),
    mode: 'transaction',
    async preview({ now }) {
      const c = await counts(deps.db, new Date(now.getTime() - KEEP_MS));
      return {
        summary: `${c.runs} job run(s) and ${c.deliveries} event deliveries would be deleted`,
        count: c.runs + c.deliveries,
        items: [],
      };
    },
    async run(tx, { now }) {
      const before = new Date(now.getTime() - KEEP_MS);
      const runs = await tx.delete(jobRuns).where(oldRuns(before)).returning({ id: jobRuns.id });
      const deliveries = await tx
        .delete(eventDeliveries)
        .where(oldDeliveries(before))
        .returning({ id: eventDeliveries.eventId });
      return { runs: runs.length, deliveries: deliveries.length };
    },
  };
}
