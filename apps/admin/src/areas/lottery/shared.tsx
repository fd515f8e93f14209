import type { TLotterySettings } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall } from '../../lib/query.ts';
import { formatMinor } from '../../ui/money.tsx';
import './lottery.css';

/** Major units as the brand writes them, with the currency: 1234.5 -> "1,234.50 PHP". */
export const formatMajor = (major: number) =>
  `${formatMinor(Math.round(major * 10 ** boot.minorUnits))} ${boot.currency}`;

/** Odds in basis points as a multiplier: 19800 -> "1.98". */
export const formatOdds = (bp: number) => (bp / 10_000).toFixed(4).replace(/\.?0+$/, '');

/** Basis points as a percentage: 9750 -> "97.50%". */
export const formatRtp = (bp: number) => `${(bp / 100).toFixed(2)}%`;

/** A moment (epoch ms) in the reader's time, to the second. */
export function When({ at }: { at: number | null }) {
  if (at === null) return null;
  const d = new Date(at);
  return (
    <time dateTime={d.toISOString()}>{d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'medium' })}</time>
  );
}

/** A lottery's schedule in words. */
export function useScheduleText(): (s: TLotterySettings['schedule']) => string {
  const t = useT();
  return (s) => {
    if (s.kind === 'interval') return t('lottery.schedule.interval', { n: s.minutes });
    const time =
      s.tzOffsetMinutes === undefined
        ? s.time
        : t('lottery.schedule.tz', {
            time: s.time,
            offset: `${s.tzOffsetMinutes >= 0 ? '+' : '-'}${Math.abs(s.tzOffsetMinutes) / 60}`,
          });
    if (s.days.length === 7) return t('lottery.schedule.daily', { time });
    return t('lottery.schedule.weekly', { time, days: s.days.map((d) => t(`lottery.day.${d}`)).join(', ') });
  };
}

/** A play type's name: "Position (pos)"; the code alone for a play this app has no name for. */
export function usePlayName(): (code: string) => string {
  const t = useT();
  return (code) => {
    const key = `lottery.play.${code}`;
    const name = t(key);
    return name === key ? code : t('lottery.playOf', { name, code });
  };
}

/** The outcome of the last act, read out to screen readers. */
export function Notice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="notice">
      {text}
    </p>
  ) : null;
}

/** A lottery picker with the brand's names; `allLabel` adds a first option for every lottery (''). */
export function LotterySelect({
  label,
  value,
  onChange,
  allLabel,
}: {
  label: string;
  value: string;
  onChange(gameCode: string): void;
  allLabel?: string;
}) {
  const id = useId();
  const lotteries = useStaffCall(calls.lotteries, {});
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        {allLabel ? <option value="">{allLabel}</option> : null}
        {(lotteries.data?.list ?? []).map((l) => (
          <option key={l.gameCode} value={l.gameCode}>
            {l.name}
          </option>
        ))}
      </select>
    </div>
  );
}
