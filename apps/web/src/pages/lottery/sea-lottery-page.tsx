import { useSearchParams } from 'react-router';
import { LotteryPlay } from '../../features/games/components/lottery-play.tsx';

/** /seaLottery?gameCode= (signed-in players only): the SEA lottery vendor's games. */
export default function SeaLotteryPage() {
  const [q] = useSearchParams();
  return <LotteryPlay titleKey="nav_sea_lottery" vendor="TCG_SEA" gameCode={q.get('gameCode') ?? undefined} />;
}
