/** Every shipped language (DECISIONS: the switcher's six plus ID). */
export const LANGUAGES = ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The header switcher's order: SPEC §2, §9's six, then ID. Every shipped language is offered (issue 14
 * item 8): a visitor whose browser chose Indonesian must be able to find it, and to come back to it.
 */
export const SWITCHER_LANGUAGES: readonly Language[] = ['CN', 'EN', 'VI', 'JA', 'TH', 'TY', 'ID'];

export const DEFAULT_LANGUAGE: Language = 'EN';

/** Native names shown in the switcher; not translated on purpose. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: 'English',
  CN: '中文',
  VI: 'Tiếng Việt',
  JA: '日本語',
  TH: 'ไทย',
  TY: 'Tagalog',
  ID: 'Bahasa Indonesia',
};

/** BCP 47 tags for Intl formatting and the html lang attribute. */
export const LANGUAGE_TAGS: Record<Language, string> = {
  EN: 'en',
  CN: 'zh-CN',
  VI: 'vi',
  JA: 'ja',
  TH: 'th',
  TY: 'fil',
  ID: 'id',
};

const ALIASES: Record<string, Language> = {
  ZH: 'CN',
  'ZH-CN': 'CN',
  TL: 'TY',
  FIL: 'TY',
  IN: 'ID',
};

/** Reads a Language header or stored value; unknown values fall back to the given default. */
export function parseLanguage(raw: string | undefined | null, fallback: Language = DEFAULT_LANGUAGE): Language {
  if (!raw) return fallback;
  const up = raw.trim().toUpperCase();
  if ((LANGUAGES as readonly string[]).includes(up)) return up as Language;
  const alias = ALIASES[up] ?? ALIASES[up.split(/[-_]/)[0] ?? ''];
  return alias ?? fallback;
}
