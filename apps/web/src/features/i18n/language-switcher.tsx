import { LANGUAGE_NAMES, LANGUAGE_TAGS, type Language, SWITCHER_LANGUAGES } from '@app/contracts/languages';
import { useI18n } from '../../i18n/i18n.tsx';
import './language-switcher.css';

/** The header's language switcher: CN, EN, VI, JA, TH, TY (SPEC §2, §9) and ID, every shipped language. */
export function LanguageSwitcher() {
  const { t, lang, setLang } = useI18n();
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language_label')}</span>
      <select value={lang} onChange={(e) => setLang(e.target.value as Language)}>
        {SWITCHER_LANGUAGES.map((l) => (
          <option key={l} value={l} lang={LANGUAGE_TAGS[l]}>
            {LANGUAGE_NAMES[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
