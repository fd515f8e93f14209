import { useLocation, useParams } from 'react-router';
import { Lobby } from '../../features/games/components/lobby.tsx';

/** /live: the live-casino lobby. */
export default function LiveLobbyPage() {
  const { type, vassalage } = useParams();
  const { pathname } = useLocation();
  return <Lobby key={pathname} category="LIVE" titleKey="nav_live" start={{ type, vassalage }} />;
}
