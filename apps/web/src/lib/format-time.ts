import { LANGUAGE_TAGS } from '@app/contracts/languages';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n.tsx';

/** Formats an ISO time as date and time in the current language. */
export function useFormatTime(): (iso: string) => string {
  const { lang } = useI18n();
  return useMemo(() => {
    const f = new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], { dateStyle: 'medium', timeStyle: 'short' });
    return (iso: string) => f.format(new Date(iso));
  }, [lang]);
}
