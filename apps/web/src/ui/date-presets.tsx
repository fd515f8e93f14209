import { useT } from '../i18n/i18n.tsx';
import type { TKey } from '../i18n/keys.ts';
import { type DateRange, dayOf, lastDays, nextDays, shift, shiftUpTo, thisWeek, today } from '../lib/date-range.ts';

/**
 * The date presets of a date filter (SPEC §9: previous or next 7 and 30 days; weeks start on Sunday),
 * in the brand's clock, and buttons that move the chosen range 30 or 7 days either way.
 *
 * Which pages offer which:
 * - History pages (account records, bet records, bet summary): `future` off. Today, this week (Sunday
 *   to Saturday), the previous 7 and 30 days (today included); moving later stops at today, and the
 *   later buttons are off once the range reaches today, since nothing is recorded in the future.
 * - Pages listing what is still to come (schedules, draws): `future` on adds the next 7 and 30 days
 *   (today included) and lets the range move past today.
 */
export function DatePresets({
  value,
  onChange,
  offsetMinutes,
  future = false,
}: {
  value: DateRange;
  onChange(next: DateRange): void;
  /** The brand's GMT offset in minutes (its "today"). */
  offsetMinutes: number;
  future?: boolean;
}) {
  const t = useT();
  const now = () => new Date();
  const presets: [TKey, () => DateRange][] = [
    ['wl_range_today', () => today(now(), offsetMinutes)],
    ['wl_range_week', () => thisWeek(now(), offsetMinutes)],
    ['wl_range_7', () => lastDays(now(), offsetMinutes, 7)],
    ['wl_range_30', () => lastDays(now(), offsetMinutes, 30)],
    ...(future
      ? ([
          ['wl_range_next_7', () => nextDays(now(), offsetMinutes, 7)],
          ['wl_range_next_30', () => nextDays(now(), offsetMinutes, 30)],
        ] as [TKey, () => DateRange][])
      : []),
  ];
  const latest = dayOf(now(), offsetMinutes);
  const moved = (n: number) => (future ? shift(value, n) : shiftUpTo(value, n, latest));
  return (
    <fieldset className="mc-row mc-spaced mc-presets">
      <legend className="visually-hidden">{t('wl_date_presets')}</legend>
      {presets.map(([key, make]) => (
        <button key={key} type="button" className="mc-button" onClick={() => onChange(make())}>
          {t(key)}
        </button>
      ))}
      {([-30, -7, 7, 30] as const).map((n) => {
        const next = moved(n);
        return (
          <button
            key={n}
            type="button"
            className="mc-button"
            disabled={next === null}
            onClick={() => next && onChange(next)}
          >
            {t(n < 0 ? 'wl_range_back' : 'wl_range_forward', { days: Math.abs(n) })}
          </button>
        );
      })}
    </fieldset>
  );
}
