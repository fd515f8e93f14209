import { rankList } from '@app/contracts/calls/games';
import { useCall } from '../../../lib/use-call.ts';

/** The latest winners (GCSGAME_getRankList). */
export function useRankList() {
  return useCall(rankList, { count: 10 }, { staleMs: 60_000 });
}
