/** Date ranges of the account records filter (SPEC §9: presets of 7 and 30 days, weeks start on Sunday). */

export interface DateRange {
  /** yyyy-MM-dd, inclusive. */
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** The calendar date of a moment as yyyy-MM-dd in a fixed GMT offset (the brand's clock). */
export function dayOf(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** A yyyy-MM-dd date moved by whole days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Today only. */
export function today(now: Date, offsetMinutes: number): DateRange {
  const d = dayOf(now, offsetMinutes);
  return { start: d, end: d };
}

/** The week containing today, Sunday to Saturday. */
export function thisWeek(now: Date, offsetMinutes: number): DateRange {
  const d = dayOf(now, offsetMinutes);
  const weekday = new Date(`${d}T00:00:00Z`).getUTCDay();
  const start = addDays(d, -weekday);
  return { start, end: addDays(start, 6) };
}

/** The last n days, today included. */
export function lastDays(now: Date, offsetMinutes: number, n: number): DateRange {
  const d = dayOf(now, offsetMinutes);
  return { start: addDays(d, -(n - 1)), end: d };
}

/** The same range moved n days back (negative) or forward (positive). */
export function shift(range: DateRange, n: number): DateRange {
  return { start: addDays(range.start, n), end: addDays(range.end, n) };
}

/** The next n days, today included (for lists of what is still to come). */
export function nextDays(now: Date, offsetMinutes: number, n: number): DateRange {
  const d = dayOf(now, offsetMinutes);
  return { start: d, end: addDays(d, n - 1) };
}

/**
 * The range moved n days, kept on or before `latest` (yyyy-MM-dd): a history page never asks for days
 * that have not happened. Null when the range already ends on or after `latest` and n moves it later.
 */
export function shiftUpTo(range: DateRange, n: number, latest: string): DateRange | null {
  if (n > 0 && range.end >= latest) return null;
  const moved = shift(range, n);
  if (moved.end <= latest) return moved;
  return { start: moved.start <= latest ? moved.start : latest, end: latest };
}
