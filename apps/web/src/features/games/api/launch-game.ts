import { launchFb, launchGame } from '@app/contracts/calls/games';
import { callApi } from '../../../lib/api-client.ts';

/** Asks the server for a game's URL (the player's token decides real money or free play). */
export function requestLaunch(input: { vassalage: string; gameCode: string }, signal?: AbortSignal) {
  return callApi(launchGame, { ...input, platform: 'html5-desktop' }, { signal });
}

/** The FB sports vendor's URL: a launch when signed in, its view-only page for a visitor. */
export function requestFbLaunch(gameCode: string | undefined, signal?: AbortSignal) {
  return callApi(launchFb, gameCode ? { gameCode } : {}, { signal });
}
