import { SMS_COUNTDOWN_SECONDS_PER_MINUTE } from '@app/contracts/constants';

/** Seconds to wait before another code may be sent: expiredMinutes x 60 (SPEC §4, §9). */
export function countdownSeconds(expiredMinutes: number): number {
  return Math.max(0, Math.round(expiredMinutes * SMS_COUNTDOWN_SECONDS_PER_MINUTE));
}

/** Seconds left of a countdown that ends at `endsAt` (epoch ms), never below 0. */
export function secondsLeft(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/**
 * Lets an action run at most once per `minMs` (SPEC §5: captcha refresh and the login SMS request at
 * most once a second). `tryRun` returns false when the call came too soon and did nothing.
 */
export function createThrottle(minMs: number, clock: () => number = Date.now) {
  let last = Number.NEGATIVE_INFINITY;
  return {
    tryRun(action: () => void): boolean {
      const now = clock();
      if (now - last < minMs) return false;
      last = now;
      action();
      return true;
    },
  };
}
