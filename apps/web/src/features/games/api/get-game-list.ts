import { gameList, type TGameListRequest, type TGamePage } from '@app/contracts/calls/games';
import { callApi } from '../../../lib/api-client.ts';
import { useCall } from '../../../lib/use-call.ts';

/** One page of games (the lobby drives its own requests: one in flight at a time). */
export function fetchGameList(input: TGameListRequest, signal?: AbortSignal): Promise<TGamePage> {
  return callApi(gameList, { clientType: 3, platform: 'html5-desktop', ...input }, { signal });
}

/** A short list of games for a home section or a popup. */
export function useGameList(input: TGameListRequest, enabled = true) {
  return useCall(gameList, { clientType: 3, platform: 'html5-desktop', ...input }, { enabled });
}
