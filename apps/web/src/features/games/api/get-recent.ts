import { recentGames } from '@app/contracts/calls/games';
import { callApi } from '../../../lib/api-client.ts';
import type { GameType } from '../types.ts';

/** One page of the games the player launched lately. */
export function fetchRecent(input: { gameType?: GameType; pageNo: number; pageSize: number }, signal?: AbortSignal) {
  return callApi(recentGames, { clientType: 3, ...input }, { signal });
}
