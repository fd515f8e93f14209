import type { Deps } from '../deps.ts';
import { removeUnattachedProofs } from '../modules/cashier/proof-cleanup.ts';
import type { ProofStore } from '../modules/cashier/proof-store.ts';

/** How often proofs nobody attached are looked for (so one goes between 60 and 65 minutes after upload). */
export const PROOF_CLEANUP_EVERY_MS = 5 * 60_000;

/**
 * Runs removeUnattachedProofs on a timer. Safe with any number of server copies (each proof is claimed
 * by one DELETE ... RETURNING); a run still going when the next is due is not doubled. Returns the stop
 * function.
 */
export function startProofCleanup(deps: Deps, store: ProofStore, everyMs = PROOF_CLEANUP_EVERY_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    removeUnattachedProofs(deps, store, deps.now())
      .then((n) => {
        if (n > 0) deps.log.info({ count: n }, 'unattached proof images removed');
      })
      .catch((e: unknown) => deps.log.warn({ err: e }, 'proof cleanup run failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
