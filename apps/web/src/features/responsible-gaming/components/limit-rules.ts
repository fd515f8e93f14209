import type { TRgPeriod } from '@app/contracts/calls/rg';
import { parseAmount } from '@app/contracts/money';

/** The periods in the order a limit may only grow: day <= week <= month. */
export const PERIODS = ['day', 'week', 'month'] as const satisfies readonly TRgPeriod[];

/** What is wrong with one field: not an amount, or above the next longer period's limit. */
export type LimitProblem = 'amount' | 'above_week' | 'above_month';

/**
 * Reads a kind's three fields as the form sends them (an empty field: no limit) and checks them as the
 * server does (rg.limit.order): every limit given is at most the next longer one given. The problem is
 * put on the shorter period's field. The server stays the authority.
 */
export function checkLimits(
  fields: Record<TRgPeriod, string>,
  minorUnits: number,
): { send: Record<TRgPeriod, string | null>; problems: Partial<Record<TRgPeriod, LimitProblem>> } {
  const send = {} as Record<TRgPeriod, string | null>;
  const minor = {} as Record<TRgPeriod, number | null>;
  const problems: Partial<Record<TRgPeriod, LimitProblem>> = {};
  for (const p of PERIODS) {
    const text = fields[p].trim();
    send[p] = text === '' ? null : text;
    const parsed = text === '' ? null : parseAmount(text, minorUnits);
    minor[p] = parsed?.ok ? parsed.minor : null;
    if (parsed && !parsed.ok) problems[p] = 'amount';
  }
  PERIODS.forEach((p, i) => {
    const value = minor[p];
    if (value === null || problems[p]) return;
    const longer = PERIODS.slice(i + 1).find((q) => minor[q] !== null);
    if (longer && value > (minor[longer] as number)) problems[p] = longer === 'week' ? 'above_week' : 'above_month';
  });
  return { send, problems };
}
