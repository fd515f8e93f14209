import { useLocation, useParams, useSearchParams } from 'react-router';
import { Lobby } from '../../features/games/components/lobby.tsx';
import { LotteryPlay } from '../../features/games/components/lottery-play.tsx';

/** /lott: the lottery lobby; /lottery?gameCode=&vendor=&playType=: that lottery game, ready to play. */
export default function LotteryPage() {
  const { pathname } = useLocation();
  const { type, vassalage } = useParams();
  const [q] = useSearchParams();
  const gameCode = q.get('gameCode') ?? undefined;
  if (pathname.startsWith('/lottery') && gameCode) {
    return <LotteryPlay titleKey="nav_lott" vendor={q.get('vendor') ?? undefined} gameCode={gameCode} />;
  }
  return <Lobby key={pathname} category="LOTT" titleKey="nav_lott" start={{ type, vassalage }} />;
}
