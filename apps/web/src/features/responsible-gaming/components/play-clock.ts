import type { PlaySession } from '../api/get-play-session.ts';
import { localStart } from './reality-schedule.ts';

// Each answer's start on this device's clock, fixed when the answer is first seen (localStart needs the
// time it arrived, not the time a later timer is planned).
const starts = new WeakMap<PlaySession, number>();

/** When the answer's sign-in began on this device's clock (see {@link localStart}). */
export function startOf(s: PlaySession): number {
  let start = starts.get(s);
  if (start === undefined) {
    start = localStart(s, Date.now());
    starts.set(s, start);
  }
  return start;
}

/** A time of the server's clock (ms) on this device's clock, corrected as the sign-in's start is. */
export function localTime(s: PlaySession, serverMs: number): number {
  return serverMs - s.startedAt + startOf(s);
}

/** The longest wait a timer holds (about 24.8 days); a longer one is planned again when it fires. */
export const MAX_TIMER_MS = 2 ** 31 - 1;
