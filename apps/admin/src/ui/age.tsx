import { useEffect, useState } from 'react';
import { type TFn, useT } from '../i18n/i18n.tsx';

/** "just now", "12 min ago", "3 h ago", "2 d ago". */
export function ageText(t: TFn, at: Date, now: number): string {
  const mins = Math.floor((now - at.getTime()) / 60_000);
  if (mins < 1) return t('ui.ago.now');
  if (mins < 60) return t('ui.ago.min', { n: mins });
  const hours = Math.floor(mins / 60);
  if (hours < 48) return t('ui.ago.hour', { n: hours });
  return t('ui.ago.day', { n: Math.floor(hours / 24) });
}

/** How long ago a time was, updated every minute; the exact time is in the element's datetime and title. */
export function Age({ at }: { at: string | Date }) {
  const t = useT();
  const date = typeof at === 'string' ? new Date(at) : at;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(id);
  }, []);
  return (
    <time dateTime={date.toISOString()} title={date.toLocaleString()}>
      {ageText(t, date, now)}
    </time>
  );
}

/** A full date and time in the reader's locale. */
export function DateTime({ at }: { at: string | Date }) {
  const date = typeof at === 'string' ? new Date(at) : at;
  return <time dateTime={date.toISOString()}>{date.toLocaleString()}</time>;
}
