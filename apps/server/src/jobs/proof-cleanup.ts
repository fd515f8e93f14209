import { and, asc, count, isNull, lt } from 'drizzle-orm';
import { withdrawalProofs } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import { PROOF_UNATTACHED_MS, removeUnattachedProofs } from '../modules/cashier/proof-cleanup.ts';
import type { ProofStore } from '../modules/cashier/proof-store.ts';
import { every, type JobDefinition } from './types.ts';

export const PROOF_CLEANUP_JOB = 'cashier.proof_cleanup';
/** How often proofs nobody attached are looked for (so one goes between 60 and 65 minutes after upload). */
export const PROOF_CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Removes proof images nobody attached within an hour. The work deletes files, so it cannot sit in one
 * transaction; it is idempotent: each proof is claimed by one DELETE ... RETURNING, and a run repeated
 * after a crash finds only what is still left.
 */
export function proofCleanupJob(deps: Deps, store: ProofStore): JobDefinition {
  const stale = (now: Date) =>
    and(
      isNull(withdrawalProofs.withdrawalId),
      lt(withdrawalProofs.createdAt, new Date(now.getTime() - PROOF_UNATTACHED_MS)),
    );
  return {
    type: PROOF_CLEANUP_JOB,
    summary: 'removes withdrawal proof images not attached to a confirmation within an hour',
    cadence: every(PROOF_CLEANUP_EVERY_MS),
    mode: 'idempotent',
    leaseMs: 5 * 60_000,
    async preview({ now }) {
      const [n] = await deps.db.select({ n: count() }).from(withdrawalProofs).where(stale(now));
      const rows = await deps.db
        .select({ id: withdrawalProofs.id })
        .from(withdrawalProofs)
        .where(stale(now))
        .orderBy(asc(withdrawalProofs.createdAt))
        .limit(20);
      const total = Number(n?.n ?? 0);
      return {
        summary: `${total} unattached proof image(s) would be removed`,
        count: total,
        items: rows.map((r) => r.id),
      };
    },
    run: async ({ now }) => ({ removed: await removeUnattachedProofs(deps, store, now) }),
  };
}
