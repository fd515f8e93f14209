// Contract periods in brand-local time (docs/decisions/1110): daily, weekly (Monday start),
// semimonthly (1st and 16th), monthly, hourly, and real-time (5-minute slots).

export type ContractPeriod = 'daily' | 'weekly' | 'semimonthly' | 'monthly' | 'hourly' | 'realtime';

const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

/** The start of the period that holds `at` (offsetMinutes: the brand's offset from UTC). */
export function periodStart(period: ContractPeriod, at: Date, offsetMinutes: number): Date {
  const off = offsetMinutes * MIN;
  const local = at.getTime() + off;
  let start: number;
  switch (period) {
    case 'realtime':
      start = local - (((local % (5 * MIN)) + 5 * MIN) % (5 * MIN));
      break;
    case 'hourly':
      start = local - (((local % HOUR) + HOUR) % HOUR);
      break;
    case 'daily':
      start = local - (((local % DAY) + DAY) % DAY);
      break;
    case 'weekly': {
      const day = local - (((local % DAY) + DAY) % DAY);
      const dow = (new Date(day).getUTCDay() + 6) % 7; // Monday 0
      start = day - dow * DAY;
      break;
    }
    case 'semimonthly': {
      const d = new Date(local);
      start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() >= 16 ? 16 : 1);
      break;
    }
    case 'monthly': {
      const d = new Date(local);
      start = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
      break;
    }
  }
  return new Date(start - off);
}

/** The start of the period after the one that holds `at`: where an accepted contract takes effect. */
export function nextPeriodStart(period: ContractPeriod, at: Date, offsetMinutes: number): Date {
  const off = offsetMinutes * MIN;
  const start = periodStart(period, at, offsetMinutes).getTime() + off;
  let next: number;
  switch (period) {
    case 'realtime':
      next = start + 5 * MIN;
      break;
    case 'hourly':
      next = start + HOUR;
      break;
    case 'daily':
      next = start + DAY;
      break;
    case 'weekly':
      next = start + 7 * DAY;
      break;
    case 'semimonthly': {
      const d = new Date(start);
      next =
        d.getUTCDate() === 1
          ? Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 16)
          : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      break;
    }
    case 'monthly': {
      const d = new Date(start);
      next = Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1);
      break;
    }
  }
  return new Date(next - off);
}
