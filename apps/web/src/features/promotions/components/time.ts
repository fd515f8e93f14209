import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useEffect, useMemo, useState } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';

/** The current time, ticking every `everyMs` while mounted (countdowns to a draw or a round). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

/** Time left until `at` as [days, "HH:MM:SS"] (never below zero). */
export function timeLeft(at: number, now: number): { days: number; clock: string } {
  const s = Math.max(0, Math.floor((at - now) / 1000));
  const days = Math.floor(s / 86_400);
  const rest = s % 86_400;
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/** Formats epoch ms as a date and time (or a date only) in the current language. */
export function useFormatDate(): { date(ms: number): string; dateTime(ms: number): string } {
  const { lang } = useI18n();
  return useMemo(() => {
    const d = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium' });
    const dt = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
    return { date: (ms: number) => d.format(new Date(ms)), dateTime: (ms: number) => dt.format(new Date(ms)) };
  }, [lang]);
}
