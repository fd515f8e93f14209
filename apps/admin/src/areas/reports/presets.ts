import { REPORT_MAX_DAYS, reportRangeError } from '@app/contracts/report-range';

/** The quick ranges of the report forms, counted from the brand's local day now. */
export const PRESETS = ['today', 'yesterday', 'last7', 'last30', 'thisMonth', 'lastMonth'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Range {
  from: string;
  to: string;
}

const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The range of a preset, for a brand-local `today` (yyyy-MM-dd). */
export function presetRange(preset: Preset, today: string): Range {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const y = shift(today, -1);
      return { from: y, to: y };
    }
    case 'last7':
      return { from: shift(today, -6), to: today };
    case 'last30':
      return { from: shift(today, -29), to: today };
    case 'thisMonth':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const end = shift(`${today.slice(0, 8)}01`, -1);
      return { from: `${end.slice(0, 8)}01`, to: end };
    }
  }
}

/** The browser's local day, until a report answers the brand's. */
export function browserToday(now = new Date()): string {
  const y = now.getFullYear();
  const m = String(now.getMonth() + 1).padStart(2, '0');
  const d = String(now.getDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The message key (and values) of what is wrong with a range, or null when the server will take it. */
export function rangeProblem(r: Range): { key: string; vars?: Record<string, number> } | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(r.from) || !/^\d{4}-\d{2}-\d{2}$/.test(r.to)) return { key: 'reports.range.missing' };
  const code = reportRangeError(r.from, r.to);
  if (code === 'reports.range.reversed') return { key: 'reports.range.reversed' };
  if (code === 'reports.range.too.long') return { key: 'reports.range.tooLong', vars: { max: REPORT_MAX_DAYS } };
  return null;
}
