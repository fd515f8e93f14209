/**
 * Mission and leaderboard periods in the brand's local calendar (UTC plus the brand's
 * timezoneOffsetMinutes, the rule of modules/wallet/money.ts localDay): a day is keyed yyyy-MM-dd, a
 * week (Monday to Sunday) by its Monday's yyyy-MM-dd, a month by yyyy-MM.
 */
export type Cadence = 'daily' | 'weekly' | 'monthly';

const DAY_MS = 86_400_000;

const localDayOf = (at: Date, offset: number) => new Date(at.getTime() + offset * 60_000).toISOString().slice(0, 10);
const utcDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The key of the period of `cadence` holding `at`. */
export function periodKey(cadence: Cadence, at: Date, offsetMinutes: number): string {
  const day = localDayOf(at, offsetMinutes);
  if (cadence === 'daily') return day;
  if (cadence === 'monthly') return day.slice(0, 7);
  const weekday = (new Date(utcDay(day)).getUTCDay() + 6) % 7;
  return new Date(utcDay(day) - weekday * DAY_MS).toISOString().slice(0, 10);
}

/** Whether `key` is a well-formed key of `cadence` (a week's key must be a Monday). */
export function isPeriodKey(cadence: Cadence, key: string): boolean {
  if (cadence === 'monthly') return /^\d{4}-(0[1-9]|1[0-2])$/.test(key);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(key)) return false;
  const t = utcDay(key);
  if (!Number.isFinite(t) || new Date(t).toISOString().slice(0, 10) !== key) return false;
  return cadence === 'daily' || new Date(t).getUTCDay() === 1;
}

/** The instants a period starts and ends (end exclusive). */
export function periodBounds(cadence: Cadence, key: string, offsetMinutes: number): { start: Date; end: Date } {
  const shift = offsetMinutes * 60_000;
  if (cadence === 'monthly') {
    const [y, m] = key.split('-').map(Number) as [number, number];
    return { start: new Date(Date.UTC(y, m - 1, 1) - shift), end: new Date(Date.UTC(y, m, 1) - shift) };
  }
  const start = utcDay(key) - shift;
  return { start: new Date(start), end: new Date(start + (cadence === 'daily' ? 1 : 7) * DAY_MS) };
}

/** The key of the period just before the one holding `at`. */
export function previousPeriodKey(cadence: Cadence, at: Date, offsetMinutes: number): string {
  const { start } = periodBounds(cadence, periodKey(cadence, at, offsetMinutes), offsetMinutes);
  return periodKey(cadence, new Date(start.getTime() - 1), offsetMinutes);
}
