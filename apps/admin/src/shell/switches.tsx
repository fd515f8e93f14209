import { useState } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { readLocal, writeLocal } from '../lib/session-store.ts';

/** EN / 中文: each button names its language in that language. */
export function LanguageSwitch() {
  const { lang, setLang, t } = useI18n();
  return (
    <fieldset className="switch" aria-label={t('app.language')}>
      <button type="button" lang="en" aria-pressed={lang === 'EN'} onClick={() => setLang('EN')}>
        {'EN'}
      </button>
      <button type="button" lang="zh-CN" aria-pressed={lang === 'CN'} onClick={() => setLang('CN')}>
        {'中文'}
      </button>
    </fieldset>
  );
}

type Theme = 'dark' | 'light';

function currentTheme(): Theme {
  const stored = readLocal('bo.theme');
  if (stored === 'dark' || stored === 'light') return stored;
  return document.documentElement.getAttribute('data-theme') === 'light' ? 'light' : 'dark';
}

/** Switches between the dark and light themes (kept in local storage, applied before paint by theme-init.js). */
export function ThemeSwitch() {
  const { t } = useI18n();
  const [theme, setTheme] = useState<Theme>(currentTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <button
      type="button"
      className="btn ghost"
      onClick={() => {
        writeLocal('bo.theme', next);
        document.documentElement.setAttribute('data-theme', next);
        setTheme(next);
      }}
    >
      {next === 'dark' ? t('app.theme.toDark') : t('app.theme.toLight')}
    </button>
  );
}
