import type { TCashierDay, TCountSum, TPlayersDay, TRevenueRow } from '@app/contracts/calls/backoffice-reports';
import { csvCell } from '../audit/csv.ts';

/**
 * The reports as CSV (RFC 4180 and formula-safe through audit/csv.ts): amounts as decimals in major
 * units with the currency's decimals (e.g. -12.50). A decimal is written as it is, not as text, so a
 * negative amount is a number to a spreadsheet and gets no apostrophe; every text cell goes through
 * csvCell.
 */
export class Decimal {
  constructor(readonly text: string) {}
}

/** A major-unit amount with exactly `minorUnits` decimals; empty for null. */
export const decimal = (major: number | null, minorUnits: number): Decimal | null =>
  major === null ? null : new Decimal(major.toFixed(minorUnits));

function cell(v: unknown): string {
  return v instanceof Decimal ? v.text : csvCell(v);
}

export function csv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((r) => `${r.map(cell).join(',')}\r\n`).join('');
}

export function revenueCsv(rows: TRevenueRow[], total: TRevenueRow | null, by: string): string {
  const header = [
    by,
    'name',
    'currency',
    'bets',
    'players',
    'stake',
    'valid',
    'payout',
    'ggr',
    'bonus',
    'adjustments',
    'ngr',
  ];
  const line = (r: TRevenueRow) => [
    r.key,
    r.label,
    r.currency,
    r.bets,
    r.players,
    decimal(r.stake, r.minorUnits),
    decimal(r.valid, r.minorUnits),
    decimal(r.payout, r.minorUnits),
    decimal(r.ggr, r.minorUnits),
    decimal(r.bonus, r.minorUnits),
    decimal(r.adjustments, r.minorUnits),
    decimal(r.ngr, r.minorUnits),
  ];
  return csv(header, [...rows.map(line), ...(total ? [line(total)] : [])]);
}

export function cashierCsv(
  days: TCashierDay[],
  total: Omit<TCashierDay, 'day'>,
  currency: string,
  minorUnits: number,
): string {
  const header = [
    'day',
    'currency',
    'deposits requested',
    'deposits requested amount',
    'deposits credited',
    'deposits credited amount',
    'withdrawals requested',
    'withdrawals requested amount',
    'withdrawals paid',
    'withdrawals paid amount',
  ];
  const pair = (c: TCountSum) => [c.count, decimal(c.sum, minorUnits)];
  const line = (day: string, d: Omit<TCashierDay, 'day'>) => [
    day,
    currency,
    ...pair(d.depositsRequested),
    ...pair(d.depositsCredited),
    ...pair(d.withdrawalsRequested),
    ...pair(d.withdrawalsPaid),
  ];
  return csv(header, [...days.map((d) => line(d.day, d)), line('total', total)]);
}

export function playersCsv(days: TPlayersDay[], total: Omit<TPlayersDay, 'day'>): string {
  const header = ['day', 'new members', 'first deposits', 'active players'];
  const line = (day: string, d: Omit<TPlayersDay, 'day'>) => [day, d.newMembers, d.firstDeposits, d.activePlayers];
  return csv(header, [...days.map((d) => line(d.day, d)), line('total', total)]);
}
