import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@app/contracts/languages';

/** BCP 47 primary subtags of the shipped languages (zh-CN -> zh), plus older codes browsers still send. */
const BY_SUBTAG: ReadonlyMap<string, Language> = new Map([
  ...LANGUAGES.map((l) => [(LANGUAGE_TAGS[l].split('-')[0] ?? '').toLowerCase(), l] as const),
  ['tl', 'TY'],
  ['in', 'ID'],
]);

/**
 * The first of the browser's preferred languages (navigator.languages, most wanted first) that ships,
 * matched by its primary subtag: id-ID -> ID, zh-TW -> CN, fil-PH or tl -> TY. Undefined when none ships.
 * Browser tags are BCP 47, so "ty" is Tahitian, not this site's TY (Tagalog).
 */
export function browserLanguage(preferred: readonly string[] | undefined): Language | undefined {
  for (const tag of preferred ?? []) {
    const found = BY_SUBTAG.get((tag.trim().split(/[-_]/)[0] ?? '').toLowerCase());
    if (found) return found;
  }
  return undefined;
}

/** The browser's preferred languages, most wanted first (navigator.language when the list is missing). */
export function navigatorLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  if (navigator.languages?.length) return navigator.languages;
  return navigator.language ? [navigator.language] : [];
}
