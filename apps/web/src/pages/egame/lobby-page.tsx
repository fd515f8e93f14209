import { useLocation, useParams } from 'react-router';
import type { TKey } from '../../i18n/keys.ts';
import { SectionPage } from '../section-page.tsx';

const TITLES: Record<string, TKey> = { rng: 'nav_rng', pvp: 'nav_pvp', fish: 'nav_fish', live: 'nav_live' };

/** /rng, /pvp, /fish and the bare lobby path (parameter lobbyType or games). */
export default function LobbyPage() {
  const { games } = useParams();
  const { pathname } = useLocation();
  const section = (games ?? pathname.split('/')[1] ?? '').toLowerCase();
  return <SectionPage titleKey={TITLES[section] ?? 'nav_game'} />;
}
