import { and, asc, count, inArray, lt } from 'drizzle-orm';
import { houseRounds } from '../db/schema/index.ts';
import type { Deps } from '../deps.ts';
import type { RoundService } from '../modules/house/round-service.ts';
import { every, type JobDefinition } from './types.ts';

export const HOUSE_RECOVERY_JOB = 'house.round_recovery';
/** How often, and after how long, unfinished house rounds are finished. */
export const HOUSE_RECOVERY_EVERY_MS = 30_000;
export const HOUSE_RECOVERY_AGE_MS = 60_000;

/**
 * Finishes house rounds whose wallet calls got no answer (pays pending wins, cancels unanswered bets).
 * The work is HTTP calls to the wallet API, so it cannot sit in one transaction; it is idempotent and
 * safe with any number of server copies: the wallet API is idempotent per transaction id, a round
 * changes state only by guarded updates (a bet is cancelled only after 'betting' -> 'cancelling'), and
 * rounds of a session a round still holds are left to it.
 */
export function houseRecoveryJob(deps: Deps, rounds: RoundService): JobDefinition {
  const stale = (now: Date) =>
    and(
      inArray(houseRounds.status, ['betting', 'open', 'cancelling']),
      lt(houseRounds.createdAt, new Date(now.getTime() - HOUSE_RECOVERY_AGE_MS)),
    );
  return {
    type: HOUSE_RECOVERY_JOB,
    summary: 'finishes house rounds left unfinished by a lost wallet answer',
    cadence: every(HOUSE_RECOVERY_EVERY_MS),
    mode: 'idempotent',
    leaseMs: 5 * 60_000,
    async preview({ now }) {
      const [n] = await deps.db.select({ n: count() }).from(houseRounds).where(stale(now));
      const rows = await deps.db
        .select({ id: houseRounds.id, status: houseRounds.status })
        .from(houseRounds)
        .where(stale(now))
        .orderBy(asc(houseRounds.createdAt))
        .limit(20);
      const total = Number(n?.n ?? 0);
      return {
        summary: `${total} unfinished house round(s) would be finished`,
        count: total,
        items: rows.map((r) => `round ${r.id} (${r.status})`),
      };
    },
    run: async () => ({ finished: await rounds.recoverStale(HOUSE_RECOVERY_AGE_MS) }),
  };
}
