import type { Deps } from '../../deps.ts';
import { every, type JobDefinition } from '../../jobs/types.ts';
import type { BonusEngineService } from './engine.ts';

/**
 * Ends the grants past their expiry, once per minute-long period, in the run's own transaction: the
 * ends and the run record commit together, so a run that dies in the middle ends nothing and the next
 * attempt does it all (exactly once). A grant that the member's bet holds locked waits for the next run.
 */
export function bonusExpiryJob(deps: Deps, bonus: BonusEngineService): JobDefinition {
  return {
    type: 'bonus.expire',
    summary: 'Ends bonus grants past their expiry (their bonus money goes back to the brand)',
    cadence: every(60_000),
    mode: 'transaction',
    async preview(ctx) {
      const ids = await bonus.dueForExpiry(ctx.now);
      return { summary: `${ids.length} grant(s) past expiry`, count: ids.length, items: ids.map(String) };
    },
    async run(tx, ctx) {
      const expired = await bonus.expireDue(tx, ctx.now);
      deps.log.debug({ expired, period: ctx.period }, 'bonus expiry');
      return { expired };
    },
  };
}
