import { gameTypes } from '@app/contracts/calls/games';
import { useCall } from '../../../lib/use-call.ts';
import type { GameType } from '../types.ts';

/** The classifications a vendor's games fall in (value.content), so the lobby offers only those. */
export function useGameTypes(gameType: GameType, vassalage: string | null) {
  return useCall(gameTypes, { gameType, ...(vassalage ? { vassalage } : {}) }, { staleMs: 5 * 60_000 });
}
