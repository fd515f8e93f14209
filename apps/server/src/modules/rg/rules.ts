/** The rules of limits and breaks that need no database (docs/decisions/1400-responsible-gaming.md). */

import { RG_TIME_MAX_MINUTES, type TRgDuration, type TRgKind, type TRgPeriod } from '@app/contracts/calls/rg';
import { type SQL, sql } from 'drizzle-orm';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf } from '../wallet/money.ts';

export const KINDS: readonly TRgKind[] = ['deposit', 'loss', 'wager', 'time'];
export const PERIODS: readonly TRgPeriod[] = ['day', 'week', 'month'];
/** A raise (or a removal) waits this long before it may be confirmed. */
export const RAISE_WAIT_MS = 24 * 3_600_000;

/** The first day (yyyy-MM-dd) of the period holding a brand-local day; weeks start on Monday. */
export function periodStartDay(period: TRgPeriod, day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  if (period === 'week') d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  if (period === 'month') d.setUTCDate(1);
  return d.toISOString().slice(0, 10);
}

/** The first day of the next period. */
export function nextPeriodDay(period: TRgPeriod, start: string): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (period === 'day') d.setUTCDate(d.getUTCDate() + 1);
  if (period === 'week') d.setUTCDate(d.getUTCDate() + 7);
  if (period === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** When a break taken at `at` ends (null: for good). */
export function blockEnd(duration: TRgDuration, at: Date): Date | null {
  if (duration === 'forever') return null;
  const n = Number.parseInt(duration, 10);
  if (duration.endsWith('h')) return new Date(at.getTime() + n * 3_600_000);
  if (duration.endsWith('d')) return new Date(at.getTime() + n * 86_400_000);
  const end = new Date(at);
  end.setUTCMonth(end.getUTCMonth() + n);
  return end;
}

/**
 * A limit as the member or staff typed it, in the kind's unit: minor units for money, whole minutes for
 * time (at most RG_TIME_MAX_MINUTES of the period, else rg.time.max).
 */
export function limitValue(brand: Brand, kind: TRgKind, period: TRgPeriod, input: unknown, field: string): number {
  if (kind !== 'time') return amountOf(input, brand, field);
  const text = typeof input === 'number' ? String(input) : typeof input === 'string' ? input.trim() : '';
  const minutes = /^\d{1,6}$/.test(text) ? Number(text) : Number.NaN;
  if (!(minutes >= 1 && minutes <= RG_TIME_MAX_MINUTES[period])) throw new AppError('rg.time.max', { field });
  return minutes;
}

/** Day <= week <= month among the limits that are set (null: none). */
export function inOrder(v: Record<TRgPeriod, number | null>): boolean {
  const set = PERIODS.map((p) => v[p]).filter((x): x is number => x !== null);
  return set.every((x, i) => i === 0 || (set[i - 1] as number) <= x);
}

/**
 * The members of a brand in a cooling-off or self-exclusion at `at`, as a subquery of member ids, so a
 * statement over many members (a promotional message's fan-out) can leave them out in one pass.
 */
export function blockedMemberIds(brandId: number, at: Date): SQL {
  return sql`SELECT r.member_id FROM rg_members r
              WHERE r.brand_id = ${brandId} AND r.block_kind IS NOT NULL AND r.block_since IS NOT NULL
                AND (r.block_until IS NULL OR r.block_until > ${at.toISOString()}::timestamptz)`;
}
