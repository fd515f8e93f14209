import { interpolate } from '@app/contracts/interpolate';
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { apiState } from '../lib/api.ts';
import { readLocal, writeLocal } from '../lib/session-store.ts';
import type { AreaDef } from '../registry.ts';
import { cn as coreCn, en as coreEn } from './core-messages.ts';

/** The back office speaks English and Chinese (issue 15). */
export type AdminLang = 'EN' | 'CN';
export type TFn = (key: string, vars?: Record<string, string | number>) => string;

const LANG_KEY = 'bo.lang';

export function initialLang(): AdminLang {
  const stored = readLocal(LANG_KEY);
  if (stored === 'EN' || stored === 'CN') return stored;
  const nav = typeof navigator === 'undefined' ? '' : navigator.language;
  return nav.toLowerCase().startsWith('zh') ? 'CN' : 'EN';
}

const pluralRules: Record<AdminLang, Intl.PluralRules> = {
  EN: new Intl.PluralRules('en'),
  CN: new Intl.PluralRules('zh-CN'),
};

/**
 * A counted text: when a catalogue has no `key` itself but `key.one`, `key.other` (the categories of
 * Intl.PluralRules for the language), the number in `vars.n` picks one; `other` when none fits.
 * Chinese has only `other`, so its `.one` repeats it.
 */
export function pluralText(
  catalogue: Record<string, string>,
  lang: AdminLang,
  key: string,
  vars?: Record<string, string | number>,
): string | undefined {
  const n = vars?.n;
  if (typeof n !== 'number') return undefined;
  const category = pluralRules[lang].select(n);
  return catalogue[`${key}.${category}`] ?? catalogue[`${key}.other`];
}

/** Every string of the shell and the areas in one language. */
export function catalogueOf(areas: readonly AreaDef[], lang: AdminLang): Record<string, string> {
  const pick = (m: { en: Record<string, string>; cn: Record<string, string> }) => (lang === 'CN' ? m.cn : m.en);
  return Object.assign({}, pick({ en: coreEn, cn: coreCn }), ...areas.map((a) => pick(a.messages)));
}

interface I18n {
  lang: AdminLang;
  t: TFn;
  setLang(lang: AdminLang): void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({
  areas,
  initial,
  children,
}: {
  areas: readonly AreaDef[];
  initial?: AdminLang;
  children: ReactNode;
}) {
  const [lang, setLangState] = useState<AdminLang>(() => initial ?? initialLang());
  apiState.language = lang;
  const catalogue = useMemo(() => catalogueOf(areas, lang), [areas, lang]);
  const t = useCallback<TFn>(
    (key, vars) => interpolate(catalogue[key] ?? pluralText(catalogue, lang, key, vars) ?? key, vars),
    [catalogue, lang],
  );
  const setLang = useCallback((next: AdminLang) => {
    writeLocal(LANG_KEY, next);
    apiState.language = next;
    document.documentElement.lang = next === 'CN' ? 'zh-CN' : 'en';
    setLangState(next);
  }, []);
  const value = useMemo(() => ({ lang, t, setLang }), [lang, t, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useI18n outside I18nProvider');
  return v;
}

export const useT = (): TFn => useI18n().t;
