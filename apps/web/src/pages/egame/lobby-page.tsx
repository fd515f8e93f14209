import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../../app/route-error.tsx';
import { Lobby } from '../../features/games/components/lobby.tsx';
import type { GameType } from '../../features/games/types.ts';
import type { TKey } from '../../i18n/keys.ts';

const LOBBIES: Partial<Record<string, { category: GameType; titleKey: TKey }>> = {
  RNG: { category: 'RNG', titleKey: 'nav_rng' },
  PVP: { category: 'PVP', titleKey: 'nav_pvp' },
  FISH: { category: 'FISH', titleKey: 'nav_fish' },
  LIVE: { category: 'LIVE', titleKey: 'nav_live' },
  SPORTS: { category: 'SPORTS', titleKey: 'nav_sports' },
  ESPORTS: { category: 'ESPORTS', titleKey: 'nav_esports' },
  DS88: { category: 'DS88', titleKey: 'nav_ds88' },
  ELOTT: { category: 'ELOTT', titleKey: 'nav_elott' },
  LOTT: { category: 'LOTT', titleKey: 'nav_lott' },
};

/** /rng, /pvp, /fish and the bare lobby path: the lobby of the category named by games or lobbyType. */
export default function LobbyPage() {
  const { games, type, vassalage } = useParams();
  const { pathname, search } = useLocation();
  const lobbyType = new URLSearchParams(search).get('lobbyType');
  const key = (games ?? lobbyType ?? pathname.split('/')[1] ?? '').toUpperCase();
  const lobby = LOBBIES[key];
  if (!lobby) return <NotFoundPage />;
  return <Lobby key={pathname} category={lobby.category} titleKey={lobby.titleKey} start={{ type, vassalage }} />;
}
