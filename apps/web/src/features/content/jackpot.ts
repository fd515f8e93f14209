import { JACKPOT_INCREMENT, JACKPOT_TICK_MS } from '@app/contracts/constants';
import { JACKPOT_WEEKLY_BASE } from '@app/contracts/content';

const WEEK_MS = 7 * 86_400_000;
/** 1970-01-05 was a Monday: weeks start on Monday 00:00 UTC. */
const MONDAY_EPOCH_MS = 4 * 86_400_000;

/**
 * The jackpot at a moment (SPEC §4): it starts each week from a base and grows by 165.11 every
 * 3 seconds, so every visitor sees the same figure at the same time.
 */
export function jackpotAt(ms: number): number {
  const sinceWeek = (((ms - MONDAY_EPOCH_MS) % WEEK_MS) + WEEK_MS) % WEEK_MS;
  const ticks = Math.floor(sinceWeek / JACKPOT_TICK_MS);
  return Math.round((JACKPOT_WEEKLY_BASE + ticks * JACKPOT_INCREMENT) * 100) / 100;
}
