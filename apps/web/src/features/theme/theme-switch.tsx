import { useT } from '../../i18n/i18n.tsx';
import { useTheme } from './theme.tsx';
import './theme-switch.css';

/** The header's theme switch, labelled Black and Blue (SPEC §2). */
export function ThemeSwitch() {
  const t = useT();
  const { theme, setTheme } = useTheme();
  return (
    <fieldset className="theme-switch">
      <legend className="visually-hidden">{t('theme_label')}</legend>
      <button type="button" aria-pressed={theme === 'dark'} onClick={() => setTheme('dark')}>
        {t('theme_black')}
      </button>
      <button type="button" aria-pressed={theme === 'light'} onClick={() => setTheme('light')}>
        {t('theme_blue')}
      </button>
    </fieldset>
  );
}
