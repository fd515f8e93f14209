import { useT } from '../i18n/i18n.tsx';
import type { TKey } from '../i18n/keys.ts';
import './section-page.css';

/** A page with its title; areas replace these with their full screens. */
export function SectionPage({ titleKey }: { titleKey: TKey }) {
  const t = useT();
  return (
    <section className="section-page">
      <h1>{t(titleKey)}</h1>
    </section>
  );
}
