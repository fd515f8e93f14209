import { gameMenus } from '@app/contracts/calls/games';
import { useCall } from '../../../lib/use-call.ts';

/** Game categories with their vendors (navigation, lobbies); cached for five minutes. */
export function useGameMenus() {
  return useCall(gameMenus, {}, { staleMs: 5 * 60_000 });
}
