import { useSearchParams } from 'react-router';
import { LotteryPlay } from '../../features/games/components/lottery-play.tsx';

/** /vnLottery?gameCode=: the Vietnam lottery vendor's games. */
export default function VnLotteryPage() {
  const [q] = useSearchParams();
  return <LotteryPlay titleKey="nav_vn_lottery" vendor="TCG_LOTTO_VN" gameCode={q.get('gameCode') ?? undefined} />;
}
