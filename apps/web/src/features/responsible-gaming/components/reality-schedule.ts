const MINUTE = 60_000;

/**
 * When this sign-in began on this device's clock. The server gives its start and the whole minutes
 * since; a device whose clock disagrees with that count by more than the minute it rounds to is
 * corrected, so a wrong clock cannot make reminders come at once or an hour late.
 */
export function localStart(s: { startedAt: number; minutes: number }, now: number): number {
  const elapsed = Math.min(Math.max(now - s.startedAt, s.minutes * MINUTE), (s.minutes + 1) * MINUTE);
  return now - elapsed;
}

/**
 * When the next reminder is due: the first multiple of the interval since the start that is at least a
 * minute away (a reminder closed just before the next multiple does not bring another one at once).
 */
export function nextReminder(start: number, everyMinutes: number, now: number): number {
  const every = everyMinutes * MINUTE;
  const due = start + (Math.floor(Math.max(0, now - start) / every) + 1) * every;
  return due - now < MINUTE ? due + every : due;
}

/** Whole minutes played since the start (when the figures could not be loaded). */
export function minutesSince(start: number, now: number): number {
  return Math.max(0, Math.floor((now - start) / MINUTE));
}
