import type { TRgKind, TRgLimit, TRgPeriod, TRgState } from '@app/contracts/calls/rg';

/** When every period of the fixtures ends. */
export const PERIOD_ENDS = Date.UTC(2026, 11, 1);

/** One line of the state: no limit and nothing used unless told. */
export function line(kind: TRgKind, period: TRgPeriod, over: Partial<TRgLimit> = {}): TRgLimit {
  return { kind, period, amount: null, used: 0, remaining: null, pending: null, periodEndsAt: PERIOD_ENDS, ...over };
}

/** A kind's three lines, with changes per period. */
export function lines(kind: TRgKind, over: Partial<Record<TRgPeriod, Partial<TRgLimit>>> = {}): TRgLimit[] {
  return (['day', 'week', 'month'] as const).map((p) => line(kind, p, over[p]));
}

/**
 * The whole state as rg.limits answers it: twelve lines (a time line in minutes), the break, if any, and
 * the reality check's interval.
 */
export function rgState(
  over: Partial<Record<TRgKind, Partial<Record<TRgPeriod, Partial<TRgLimit>>>>> = {},
  block: TRgState['block'] = null,
  realityCheckMinutes: TRgState['realityCheckMinutes'] = null,
): TRgState {
  return {
    limits: (['deposit', 'loss', 'wager', 'time'] as const).flatMap((k) => lines(k, over[k])),
    block,
    realityCheckMinutes,
  };
}
