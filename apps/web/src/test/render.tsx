import type { Language } from '@app/contracts/languages';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nProvider, loadCatalogue } from '../i18n/i18n.tsx';

/** Renders a component inside the translations of a language (English unless given), as the app does. */
export async function renderInLanguage(ui: ReactElement, lang: Language = 'EN') {
  const catalogue = await loadCatalogue(lang);
  const wrap = (el: ReactElement) => <I18nProvider initial={{ lang, catalogue }}>{el}</I18nProvider>;
  const result = render(wrap(ui));
  return { ...result, rerender: (next: ReactElement) => result.rerender(wrap(next)) };
}
