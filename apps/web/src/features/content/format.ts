import { LANGUAGE_TAGS, type Language } from '@app/contracts/languages';

/** A notice time as date and time in the visitor's language (SPEC §2 announcements). */
export function formatDateTime(ms: number, lang: Language): string {
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[lang], {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(ms);
}
