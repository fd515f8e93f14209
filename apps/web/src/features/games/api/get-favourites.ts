import { favouriteGames, favouriteIds } from '@app/contracts/calls/games';
import { callApi } from '../../../lib/api-client.ts';
import { useCall } from '../../../lib/use-call.ts';
import type { GameType } from '../types.ts';

/** One page of the player's favourite games. */
export function fetchFavourites(
  input: { gameType?: GameType; pageNo: number; pageSize: number },
  signal?: AbortSignal,
) {
  return callApi(favouriteGames, { clientType: 3, platform: 'flash', ...input }, { signal });
}

/** The node ids of the player's favourites (only when signed in). */
export function useFavouriteIds(enabled: boolean) {
  return useCall(favouriteIds, {}, { enabled });
}

/** A page of favourites for the home section. */
export function useFavouriteGames(enabled: boolean) {
  return useCall(favouriteGames, { clientType: 3, platform: 'flash', pageNo: 1, pageSize: 12 }, { enabled });
}
