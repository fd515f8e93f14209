import { gameMenus } from '@app/contracts/calls/games';
import { useCall } from '../../../lib/use-call.ts';

/** The game categories with their vendors, for the navigation bar and the vendor carousel. */
export function useGameMenus() {
  return useCall(gameMenus, {}, { staleMs: 5 * 60_000 });
}
