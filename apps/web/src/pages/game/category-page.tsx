import { useLocation, useParams } from 'react-router';
import { Lobby } from '../../features/games/components/lobby.tsx';
import type { GameType } from '../../features/games/types.ts';
import type { TKey } from '../../i18n/keys.ts';

const PAGES: Record<string, { category: GameType; titleKey: TKey }> = {
  sports: { category: 'SPORTS', titleKey: 'nav_sports' },
  esports: { category: 'ESPORTS', titleKey: 'nav_esports' },
  ds88: { category: 'DS88', titleKey: 'nav_ds88' },
  elott: { category: 'ELOTT', titleKey: 'nav_elott' },
};

/** /sports, /esports, /ds88 and /elott; the parameter game names a vendor (or hot / vassalage/<code>). */
export default function CategoryPage() {
  const { pathname } = useLocation();
  const { type, vassalage } = useParams();
  const page = PAGES[pathname.split('/')[1] ?? ''] ?? PAGES.sports;
  const start =
    type && type !== 'hot' && type !== 'vassalage' ? { type: 'vassalage', vassalage: type } : { type, vassalage };
  if (!page) return null;
  return <Lobby key={pathname} category={page.category} titleKey={page.titleKey} start={start} />;
}
