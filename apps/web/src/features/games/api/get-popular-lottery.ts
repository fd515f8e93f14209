import { popularLottery } from '@app/contracts/calls/games';
import { POPULAR_LOTTERY_COUNT } from '@app/contracts/constants';
import { useCall } from '../../../lib/use-call.ts';

/** The most popular lottery games. */
export function usePopularLottery() {
  return useCall(popularLottery, { count: POPULAR_LOTTERY_COUNT, device: 'web' }, { staleMs: 60_000 });
}
