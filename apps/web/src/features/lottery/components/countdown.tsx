import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';

/** hh:mm:ss (or mm:ss under an hour) of a duration in ms, never below zero. */
export function formatLeft(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(s / 3600);
  const mm = pad(Math.floor((s % 3600) / 60));
  return h > 0 ? `${h}:${mm}:${pad(s % 60)}` : `${mm}:${pad(s % 60)}`;
}

/**
 * The time left to a draw's cut-off, ticking each second from the server's closesAt. When it reaches
 * zero it calls `onEnd` once (the page loads the draws again and rolls to the next one).
 */
export function Countdown({
  closesAt,
  onEnd,
  now = Date.now,
}: {
  closesAt: number;
  onEnd?(): void;
  now?: () => number;
}) {
  const t = useT();
  const [at, setAt] = useState(now);
  const endedFor = useRef<number | null>(null);
  const end = useRef(onEnd);
  end.current = onEnd;
  useEffect(() => {
    const id = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(id);
  }, [now]);
  const left = closesAt - at;
  useEffect(() => {
    if (left <= 0 && endedFor.current !== closesAt) {
      endedFor.current = closesAt;
      end.current?.();
    }
  }, [left, closesAt]);
  return (
    <span className="lott-countdown">
      <span className="visually-hidden">{t('lottery_closes_in')} </span>
      <time dateTime={new Date(closesAt).toISOString()} aria-live="off">
        {left > 0 ? formatLeft(left) : t('lottery_closed_now')}
      </time>
    </span>
  );
}
