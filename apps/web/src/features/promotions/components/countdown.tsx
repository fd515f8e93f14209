import { useT } from '../../../i18n/i18n.tsx';
import { timeLeft, useNow } from './time.ts';

/** A live countdown to `at` (epoch ms), read by screen readers only when asked (it ticks each second). */
export function Countdown({ at, label }: { at: number; label: string }) {
  const t = useT();
  const now = useNow();
  const { days, clock } = timeLeft(at, now);
  return (
    <p className="pm-countdown">
      <span className="pm-countdown__label">{label}</span>{' '}
      <time className="pm-countdown__value" dateTime={new Date(at).toISOString()}>
        {days > 0 ? t('pm_countdown_days', { days, time: clock }) : clock}
      </time>
    </p>
  );
}
