import { addFavourite, favouriteGames, favouriteIds, removeFavourite } from '@app/contracts/calls/games';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateCalls } from '../../../lib/use-call.ts';

/** Adds or removes a favourite (SPEC §4: remove when it is one, else add), then refreshes the lists. */
export async function toggleFavourite(
  game: {
    nodeId: string;
    vassalage: string;
    gameType: 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'RNG' | 'PVP' | 'DS88';
  },
  isFavourite: boolean,
): Promise<void> {
  const input = { nodeId: game.nodeId, vendor: game.vassalage, gameType: game.gameType };
  await callApi(isFavourite ? removeFavourite : addFavourite, input);
  invalidateCalls(favouriteIds, favouriteGames);
}
