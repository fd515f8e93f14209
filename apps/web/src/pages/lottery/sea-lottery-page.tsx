import { lotteryOf } from '@app/contracts/lottery/games';
import { useSearchParams } from 'react-router';
import { BettingPage } from '../../features/lottery/components/betting-page.tsx';

/** /seaLottery?gameCode= (signed-in players only): SEA 4D, Big and Small. */
export default function SeaLotteryPage() {
  const [q] = useSearchParams();
  const asked = q.get('gameCode') ?? '';
  // SEA 4D unless another house SEA lottery is named (a catalogue game of the vendor opens SEA 4D).
  const gameCode = lotteryOf(asked)?.vassalage === 'TCG_SEA' ? asked : 'SEA_4D';
  return <BettingPage key={gameCode} gameCode={gameCode} />;
}
