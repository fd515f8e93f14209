import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useMemo } from 'react';
import { useI18n } from '../../../i18n/i18n.tsx';
import { splitMinutes } from './limit-rules.ts';

/** Formats whole minutes of play time as a short duration in the reader's language ("1 h 30 min"). */
export function useFormatMinutes(): (minutes: number) => string {
  const { t, lang } = useI18n();
  return useMemo(() => {
    const number = new Intl.NumberFormat(LANGUAGE_TAGS[lang], { maximumFractionDigits: 0 });
    return (total: number) => {
      const { hours, minutes } = splitMinutes(total);
      if (hours === 0) return t('rg_time_minutes', { minutes: number.format(minutes) });
      if (minutes === 0) return t('rg_time_hours', { hours: number.format(hours) });
      return t('rg_time_hours_minutes', { hours: number.format(hours), minutes: number.format(minutes) });
    };
  }, [t, lang]);
}
