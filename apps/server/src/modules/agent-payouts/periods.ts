/**
 * Payout periods, brand-local (docs/decisions/1120): a day, an hour, 5 minutes (real-time salary), a
 * week from Monday, half a month (the 1st and the 16th) or a month. Pure functions of the brand's
 * offset from UTC in minutes.
 */
export const PAYOUT_PERIODS = ['daily', 'weekly', 'semimonthly', 'monthly', 'hourly', 'realtime'] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];

export const CONTRACT_KINDS = ['dividend', 'dailyWage', 'hourSalary', 'realtimeSalary'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** The periods a kind's contracts may use. */
export const PERIODS_OF: Record<ContractKind, readonly PayoutPeriod[]> = {
  dividend: ['weekly', 'semimonthly', 'monthly'],
  dailyWage: ['daily'],
  hourSalary: ['hourly'],
  realtimeSalary: ['realtime'],
};

export interface Span {
  start: Date;
  end: Date;
}

const MIN = 60_000;
const DAY = 86_400_000;

/** The period of its type holding `at`, for a brand `offsetMinutes` ahead of UTC. */
export function periodAt(period: PayoutPeriod, offsetMinutes: number, at: Date): Span {
  const shift = offsetMinutes * MIN;
  const local = at.getTime() + shift;
  const back = (ms: number) => new Date(ms - shift);
  const fixed = (len: number) => {
    const s = Math.floor(local / len) * len;
    return { start: back(s), end: back(s + len) };
  };
  if (period === 'realtime') return fixed(5 * MIN);
  if (period === 'hourly') return fixed(60 * MIN);
  if (period === 'daily') return fixed(DAY);
  const d = new Date(Math.floor(local / DAY) * DAY);
  if (period === 'weekly') {
    const sinceMonday = (d.getUTCDay() + 6) % 7;
    const s = d.getTime() - sinceMonday * DAY;
    return { start: back(s), end: back(s + 7 * DAY) };
  }
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  if (period === 'monthly') return { start: back(Date.UTC(y, m, 1)), end: back(Date.UTC(y, m + 1, 1)) };
  return d.getUTCDate() < 16
    ? { start: back(Date.UTC(y, m, 1)), end: back(Date.UTC(y, m, 16)) }
    : { start: back(Date.UTC(y, m, 16)), end: back(Date.UTC(y, m + 1, 1)) };
}

/** The period just before `span`. */
export function previousPeriod(period: PayoutPeriod, offsetMinutes: number, span: Span): Span {
  return periodAt(period, offsetMinutes, new Date(span.start.getTime() - 1));
}

/** The job period key of a span: `<start ISO>/<end ISO>`. */
export function periodKey(span: Span): string {
  return `${span.start.toISOString()}/${span.end.toISOString()}`;
}

export function parsePeriodKey(key: string): Span {
  const [a, b] = key.split('/');
  const start = new Date(a ?? '');
  const end = new Date(b ?? '');
  if (Number.isNaN(start.getTime()) || Number.isNaN(end.getTime()) || end <= start) {
    throw new Error(`not a payout period key: ${key}`);
  }
  return { start, end };
}

/** The job type of a kind's payments (job types are lower case: decision 0010). */
export const payJobType = (kind: ContractKind) => `agent_payout.${kind.toLowerCase()}`;
/** The job type of a kind's periodic compute run. */
export const computeJobType = (kind: ContractKind) => `agent_payout.run.${kind.toLowerCase()}`;
export const RETRY_JOB_TYPE = 'agent_payout.retry';
