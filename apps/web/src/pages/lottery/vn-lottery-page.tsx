import { lotteryOf } from '@app/contracts/lottery/games';
import { useSearchParams } from 'react-router';
import { BettingPage } from '../../features/lottery/components/betting-page.tsx';
import { RegionPicker } from '../../features/lottery/components/region-picker.tsx';

/** /vnLottery?gameCode=VN_SOUTH|VN_CENTRAL|VN_NORTH: a Vietnam region's betting page. */
export default function VnLotteryPage() {
  const [q] = useSearchParams();
  const asked = q.get('gameCode') ?? '';
  // A region's code, else (a catalogue game of the vendor, nothing) the south.
  const gameCode = lotteryOf(asked)?.vassalage === 'TCG_LOTTO_VN' ? asked : 'VN_SOUTH';
  return <BettingPage key={gameCode} gameCode={gameCode} before={<RegionPicker gameCode={gameCode} />} />;
}
