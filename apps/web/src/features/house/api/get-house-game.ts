import { houseGame } from '@app/contracts/calls/house';
import { callApi } from '../../../lib/api-client.ts';

/** A house game's rules (reels, lines, paytable), for the verify page. */
export function getHouseGame(nodeId: string, signal?: AbortSignal) {
  return callApi(houseGame, { nodeId }, { signal });
}
