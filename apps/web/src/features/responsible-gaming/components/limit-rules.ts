import { RG_TIME_MAX_MINUTES, type TRgPeriod } from '@app/contracts/calls/rg';
import { parseAmount } from '@app/contracts/money';

/** The periods in the order a limit may only grow: day <= week <= month. */
export const PERIODS = ['day', 'week', 'month'] as const satisfies readonly TRgPeriod[];

/**
 * What is wrong with one field: not an amount, not whole minutes within the period's longest time
 * limit, or above the next longer period's limit.
 */
export type LimitProblem = 'amount' | 'minutes' | 'above_week' | 'above_month';

/** What a kind's fields hold: money with the currency's decimals, or whole minutes (a time limit). */
export type LimitUnit = { minorUnits: number } | 'minutes';

/** A field's value as a number the order rule compares (minor units or minutes), or its problem. */
function read(text: string, period: TRgPeriod, unit: LimitUnit): number | 'amount' | 'minutes' {
  if (unit === 'minutes') {
    // Whole minutes only: no decimals, signs or separators (the server parses whole minutes).
    const minutes = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
    return minutes >= 1 && minutes <= RG_TIME_MAX_MINUTES[period] ? minutes : 'minutes';
  }
  const parsed = parseAmount(text, unit.minorUnits);
  return parsed.ok ? parsed.minor : 'amount';
}

/**
 * Reads a kind's three fields as the form sends them (an empty field: no limit) and checks them as the
 * server does (rg.limit.order, rg.time.max): every limit given is at most the next longer one given.
 * The order problem is put on the shorter period's field. The server stays the authority.
 */
export function checkLimits(
  fields: Record<TRgPeriod, string>,
  unit: LimitUnit,
): { send: Record<TRgPeriod, string | null>; problems: Partial<Record<TRgPeriod, LimitProblem>> } {
  const send = {} as Record<TRgPeriod, string | null>;
  const values = {} as Record<TRgPeriod, number | null>;
  const problems: Partial<Record<TRgPeriod, LimitProblem>> = {};
  for (const p of PERIODS) {
    const text = fields[p].trim();
    const value = text === '' ? null : read(text, p, unit);
    values[p] = typeof value === 'number' ? value : null;
    if (typeof value === 'string') problems[p] = value;
    // Minutes go as the plain number ("090" -> "90"); amounts as typed.
    send[p] = text === '' ? null : unit === 'minutes' && typeof value === 'number' ? String(value) : text;
  }
  PERIODS.forEach((p, i) => {
    const value = values[p];
    if (value === null || problems[p]) return;
    const longer = PERIODS.slice(i + 1).find((q) => values[q] !== null);
    if (longer && value > (values[longer] as number)) problems[p] = longer === 'week' ? 'above_week' : 'above_month';
  });
  return { send, problems };
}

/** Whole minutes as hours and minutes: 90 -> { hours: 1, minutes: 30 }. */
export function splitMinutes(total: number): { hours: number; minutes: number } {
  const whole = Math.max(0, Math.round(total));
  return { hours: Math.floor(whole / 60), minutes: whole % 60 };
}
