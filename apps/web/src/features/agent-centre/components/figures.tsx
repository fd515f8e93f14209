import { useFormatTime } from '../../../lib/format-time.ts';
import { formatAmount } from '../../../lib/money-format.ts';

/** A signed amount with its colour class: profit shows +, loss shows -. */
export function signed(major: number): { text: string; className: string } {
  if (major > 0) return { text: `+${formatAmount(major)}`, className: 'mc-plus' };
  if (major < 0) return { text: `-${formatAmount(-major)}`, className: 'mc-minus' };
  return { text: formatAmount(0), className: '' };
}

/** A signed amount in a table cell. */
export function SignedCell({ amount }: { amount: number }) {
  const s = signed(amount);
  return <td className={`mc-num ${s.className}`}>{s.text}</td>;
}

/** A count as the page writes numbers (1,234). */
export const count = (n: number) => n.toLocaleString('en-US');

/** Formats a moment (milliseconds since the epoch) as date and time in the current language. */
export function useFormatMoment(): (ms: number | null) => string {
  const time = useFormatTime();
  return (ms) => (ms === null ? '—' : time(new Date(ms).toISOString()));
}

/** Formats a percent rate (0.35 → "0.35%"). */
export const percent = (rate: number) => `${rate.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/** The number of pages of a paged answer. */
export const pagesOf = (d: { total: number; pageSize: number }) => Math.max(1, Math.ceil(d.total / d.pageSize));
