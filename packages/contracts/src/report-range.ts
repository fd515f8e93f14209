/**
 * The rule of a back-office report's day range (docs/decisions/1060), shared by the server and the
 * admin app's forms: brand-local days from..to inclusive, `to` not before `from`, at most
 * REPORT_MAX_DAYS days.
 */
export const REPORT_MAX_DAYS = 92;

/** Days from..to inclusive, for yyyy-MM-dd days. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/** The error code a range is refused with, or null when it is good. */
export function reportRangeError(from: string, to: string): 'reports.range.reversed' | 'reports.range.too.long' | null {
  const n = daysInRange(from, to);
  if (n < 1) return 'reports.range.reversed';
  if (n > REPORT_MAX_DAYS) return 'reports.range.too.long';
  return null;
}

/** Every day from..to inclusive (yyyy-MM-dd). */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  const n = daysInRange(from, to);
  const start = Date.parse(`${from}T00:00:00Z`);
  for (let i = 0; i < n; i++) out.push(new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return out;
}
