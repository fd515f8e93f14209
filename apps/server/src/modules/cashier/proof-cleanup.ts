import { lt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { proofUploadDays } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { ProofStore } from './proof-store.ts';

/** An upload not on a confirmation this long after it arrived is removed. */
export const PROOF_UNATTACHED_MS = 60 * 60_000;
/** Rows removed per statement; the job's next run takes the rest. */
const BATCH = 200;
/** Daily quota counts are kept this many days back (the brand-local day may lag UTC by a day). */
const QUOTA_DAYS_KEPT = 2;

/**
 * Removes proof images nobody attached to a confirmation within an hour, row and file, and forgets
 * quota counts of past days; answers how many proofs it removed. One function with no state of its
 * own, so any scheduler may run it.
 *
 * Safe with several server copies: each batch is one DELETE ... RETURNING over rows it locks (SKIP
 * LOCKED), so a proof is claimed by exactly one copy, and a confirmation attaching it at the same
 * moment either wins (the row is no longer unattached) or finds it gone (cashier.proof.not.found).
 *
 * Order: the row is deleted (and committed) before the file. A crash or a failed file removal in
 * between leaves a file no row names, which nobody can reach (ids are random) and which costs only
 * disk; the other order could leave a row pointing at nothing, which the back office would show.
 */
export async function removeUnattachedProofs(deps: Deps, store: ProofStore, now: Date): Promise<number> {
  const before = new Date(now.getTime() - PROOF_UNATTACHED_MS);
  let removed = 0;
  for (;;) {
    const claimed = await rowsOf<{ id: string; storage_key: string }>(
      deps.db,
      sql`DELETE FROM withdrawal_proofs WHERE id IN (
            SELECT id FROM withdrawal_proofs
            WHERE withdrawal_id IS NULL AND created_at < ${before.toISOString()}
            ORDER BY created_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
          AND withdrawal_id IS NULL
          RETURNING id, storage_key`,
    );
    for (const p of claimed) {
      try {
        await store.delete(p.storage_key);
      } catch (err) {
        deps.log.warn({ err, proofId: p.id }, 'unattached proof row removed but its file was not');
      }
    }
    removed += claimed.length;
    if (claimed.length < BATCH) break;
  }
  const oldest = new Date(now.getTime() - QUOTA_DAYS_KEPT * 24 * 60 * 60_000).toISOString().slice(0, 10);
  await deps.db.delete(proofUploadDays).where(lt(proofUploadDays.localDay, oldest));
  return removed;
}
