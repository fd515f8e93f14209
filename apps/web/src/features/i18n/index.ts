/** The i18n feature's public face: what other features may use. Everything else is internal. */
export { LanguageSwitcher } from './language-switcher.tsx';
