import { interpolate } from '@app/contracts/interpolate';
import { LANGUAGE_TAGS, type Language, parseLanguage } from '@app/contracts/languages';
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { boot } from '../lib/boot.ts';
import { localKeys, readLocal, writeLocal } from '../lib/storage.ts';
import { browserLanguage, navigatorLanguages } from './browser-language.ts';
import type { TKey } from './keys.ts';

type Catalogue = Record<string, string>;

type Part = 'start' | 'rest';

/**
 * Two modules per language (catalogue-plugin.ts merges the area files at build time): what the first
 * screen says (start-areas.ts) and the rest.
 */
const LOADERS: Record<Language, Record<Part, () => Promise<{ default: Catalogue }>>> = {
  CN: { start: () => import('virtual:catalogue/cn/start'), rest: () => import('virtual:catalogue/cn/rest') },
  EN: { start: () => import('virtual:catalogue/en/start'), rest: () => import('virtual:catalogue/en/rest') },
  ID: { start: () => import('virtual:catalogue/id/start'), rest: () => import('virtual:catalogue/id/rest') },
  JA: { start: () => import('virtual:catalogue/ja/start'), rest: () => import('virtual:catalogue/ja/rest') },
  TH: { start: () => import('virtual:catalogue/th/start'), rest: () => import('virtual:catalogue/th/rest') },
  TY: { start: () => import('virtual:catalogue/ty/start'), rest: () => import('virtual:catalogue/ty/rest') },
  VI: { start: () => import('virtual:catalogue/vi/start'), rest: () => import('virtual:catalogue/vi/rest') },
};

/** The rest of each language's catalogue: its load, and its texts once in. */
const rests = new Map<Language, Promise<Catalogue>>();
const restTexts = new Map<Language, Catalogue>();
/** The language on screen (the provider's), whose rest lazily loaded screens wait for. */
let shownLanguage: Language | undefined;

function loadRest(lang: Language): Promise<Catalogue> {
  let pending = rests.get(lang);
  if (!pending) {
    pending = LOADERS[lang].rest().then((m) => {
      restTexts.set(lang, m.default);
      return m.default;
    });
    // A failed load is tried again by the next screen that needs it.
    pending.catch(() => rests.delete(lang));
    rests.set(lang, pending);
  }
  return pending;
}

/** Loads one language whole: a change of language, tests. */
export async function loadCatalogue(lang: Language): Promise<Catalogue> {
  const [start, rest] = await Promise.all([LOADERS[lang].start(), loadRest(lang)]);
  return { ...start.default, ...rest };
}

/** Loads what the first screen says in a language, and starts loading the rest beside it. */
export async function loadStartCatalogue(lang: Language): Promise<Catalogue> {
  loadRest(lang).catch(() => {});
  return (await LOADERS[lang].start()).default;
}

/**
 * Resolves once the shown language's whole catalogue is in. Lazily loaded screens wait for it with
 * their module (lib/lazy-page.ts), so they never render before their texts.
 */
export async function catalogueComplete(): Promise<void> {
  if (shownLanguage) await loadRest(shownLanguage);
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

/**
 * The translate function of a catalogue. Keys of the rest part (when only the start part was given)
 * are looked up as they arrive, without re-rendering the site: only screens loaded later use them.
 */
function makeT(catalogue: Catalogue, lang: Language): Translate {
  return (key, vars) => {
    const text = catalogue[key] ?? restTexts.get(lang)?.[key];
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
  shownLanguage = state.lang;

  useEffect(() => {
    document.documentElement.lang = LANGUAGE_TAGS[state.lang];
  }, [state.lang]);

  const setLang = useCallback((lang: Language) => {
    writeLocal(localKeys.language, lang);
    void loadCatalogue(lang).then((catalogue) => setState({ lang, catalogue, changed: true }));
  }, []);

  const value = useMemo<I18nValue>(
    () => ({ lang: state.lang, t: makeT(state.catalogue, state.lang), setLang, changed: state.changed }),
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
