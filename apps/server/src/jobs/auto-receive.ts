import type { Deps } from '../deps.ts';
import type { WithdrawalService } from '../modules/cashier/withdrawal-service.ts';

/** How often unconfirmed payouts are checked. */
export const AUTO_RECEIVE_EVERY_MS = 30_000;

/**
 * Marks paid withdrawals that nobody confirmed within the brand's minutes as received. Safe with any
 * number of server copies: each run is one UPDATE that moves a row only from 'paid', so two copies
 * never both move it. Returns the stop function.
 */
export function startAutoReceive(deps: Deps, withdrawals: WithdrawalService, everyMs = AUTO_RECEIVE_EVERY_MS) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    withdrawals
      .autoReceive()
      .then((n) => {
        if (n > 0) deps.log.info({ count: n }, 'unconfirmed withdrawals counted as received');
      })
      .catch((e: unknown) => deps.log.warn({ err: e }, 'auto-receive run failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
