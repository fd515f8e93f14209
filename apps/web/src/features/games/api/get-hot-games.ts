import { hotGames } from '@app/contracts/calls/games';
import { useCall } from '../../../lib/use-call.ts';

/** Hot games grouped by game type; cached, as the lobby's hot tab shows the cached list. */
export function useHotGames(
  gameType?: 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'ESPORTS' | 'FISH' | 'RNG' | 'PVP' | 'DS88',
) {
  return useCall(
    hotGames,
    { isPlatform: 2, platform: 'html5-desktop', ...(gameType ? { gameType } : {}) },
    { staleMs: 5 * 60_000 },
  );
}
