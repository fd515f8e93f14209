import { popularLottery } from '@app/contracts/calls/games';
import { POPULAR_LOTTERY_COUNT } from '@app/contracts/constants';
import { useCall } from '../../../lib/use-call.ts';
import { usePrizeMode } from '../prize-mode.ts';

/** The most popular lottery games. */
export function usePopularLottery() {
  const prizeMode = usePrizeMode();
  return useCall(popularLottery, { count: POPULAR_LOTTERY_COUNT, device: 'web', prizeMode }, { staleMs: 60_000 });
}
