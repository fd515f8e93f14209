import { interpolate } from '@app/contracts/interpolate';
import { LANGUAGE_TAGS, type Language, parseLanguage } from '@app/contracts/languages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { boot } from '../lib/boot.ts';
import { localKeys, readLocal, writeLocal } from '../lib/storage.ts';
import { browserLanguage, navigatorLanguages } from './browser-language.ts';
import type { TKey } from './keys.ts';

type Catalogue = Record<string, string>;

/** One module per language (catalogue-plugin.ts merges its files at build time). */
const LOADERS: Record<Language, () => Promise<{ default: Catalogue }>> = {
  CN: () => import('virtual:catalogue/cn'),
  EN: () => import('virtual:catalogue/en'),
  ID: () => import('virtual:catalogue/id'),
  JA: () => import('virtual:catalogue/ja'),
  TH: () => import('virtual:catalogue/th'),
  TY: () => import('virtual:catalogue/ty'),
  VI: () => import('virtual:catalogue/vi'),
};

/** Loads one language: every area file of the web plus the shared messages of the contracts. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  return (await LOADERS[lang]()).default;
}

export type Translate = (key: TKey, vars?: Record<string, string | number>) => string;

interface I18nValue {
  lang: Language;
  t: Translate;
  setLang(lang: Language): void;
  /** True once the language changed in this visit (SPEC §4 "sets a refresh flag"). */
  changed: boolean;
}

const I18nContext = createContext<I18nValue | null>(null);

/**
 * The language to start with: the stored choice; on a first visit (nothing stored) the browser's
 * language when it ships (navigator.languages, first match); else the brand's default.
 */
export function initialLanguage(preferred: readonly string[] = navigatorLanguages()): Language {
  const stored = readLocal(localKeys.language);
  if (stored) return parseLanguage(stored, boot.defaultLanguage);
  return browserLanguage(preferred) ?? boot.defaultLanguage;
}

function makeT(catalogue: Catalogue): Translate {
  return (key, vars) => {
    const text = catalogue[key];
    if (text === undefined) {
      if (import.meta.env.DEV) throw new Error(`missing translation: ${key}`);
      return key;
    }
    return vars ? interpolate(text, vars) : text;
  };
}

/** Provides translations; renders nothing until the first catalogue is in. */
export function I18nProvider({
  children,
  initial,
}: {
  children: ReactNode;
  initial: { lang: Language; catalogue: Catalogue };
}) {
  const [state, setState] = useState({ ...initial, changed: false });

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[state.lang];
  }, [state.lang]);

  const setLang = useCallback((lang: Language) => {
    writeLocal(localKeys.language, lang);
    void loadCatalogue(lang).then((catalogue) => setState({ lang, catalogue, changed: true }));
  }, []);

  const value = useMemo<I18nValue>(
    () => ({ lang: state.lang, t: makeT(state.catalogue), setLang, changed: state.changed }),
    [state, setLang],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18nValue {
  const v = useContext(I18nContext);
  if (!v) throw new Error('useI18n outside I18nProvider');
  return v;
}

/** The translate function of the current language. */
export function useT(): Translate {
  return useI18n().t;
}
