import { useLocation } from 'react-router';
import type { TKey } from '../../i18n/keys.ts';
import { SectionPage } from '../section-page.tsx';

const TITLES: Record<string, TKey> = {
  sports: 'nav_sports',
  esports: 'nav_esports',
  ds88: 'nav_ds88',
  elott: 'nav_elott',
};

/** /sports, /esports, /ds88 and /elott (parameter game). */
export default function CategoryPage() {
  const section = useLocation().pathname.split('/')[1] ?? '';
  return <SectionPage titleKey={TITLES[section] ?? 'nav_game'} />;
}
