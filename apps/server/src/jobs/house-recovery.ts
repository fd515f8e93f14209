import type { Deps } from '../deps.ts';
import type { RoundService } from '../modules/house/round-service.ts';

/** How often, and after how long, unfinished house rounds are finished. */
export const HOUSE_RECOVERY_EVERY_MS = 30_000;
export const HOUSE_RECOVERY_AGE_MS = 60_000;

/**
 * Finishes house rounds whose wallet calls got no answer (pays pending wins, cancels unanswered bets).
 * Safe with any number of server copies: the wallet API is idempotent per transaction id, a round
 * changes state only by guarded updates (a bet is cancelled only after 'betting' -> 'cancelling'), and
 * rounds of a session a round still holds are left to it. Returns the stop function.
 */
export function startHouseRecovery(deps: Deps, rounds: RoundService, everyMs = HOUSE_RECOVERY_EVERY_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    rounds
      .recoverStale(HOUSE_RECOVERY_AGE_MS)
      .then((n) => {
        if (n > 0) deps.log.info({ count: n }, 'unfinished house rounds finished');
      })
      .catch((e: unknown) => deps.log.warn({ err: e }, 'house recovery run failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
