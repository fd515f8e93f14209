import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { writeSession } from '../../lib/storage.ts';
import { useGate } from '../auth/index.ts';
import { launchStore } from './launch-store.ts';
import type { LaunchTarget } from './types.ts';

export type { LaunchTarget } from './types.ts';

/** Session key holding the rng vendor saved before a slot starts (SPEC §4), so the lobby reopens it. */
export const RNG_VASSALAGE_KEY = 'rngVassalage';

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** Where a launch goes (SPEC §4 dispatch), as a route, or an overlay of the game pages. */
export function launchDestination(
  t: LaunchTarget,
  hasOverlayHost: boolean,
): { route: string } | { overlay: 'frame' | 'subGames' } {
  switch (t.vassalage) {
    case 'TCG_LOTTO_VN':
      return { route: `/vnLottery?${query({ gameCode: t.gameCode })}` };
    case 'TCG_SEA':
      return { route: `/seaLottery?${query({ gameCode: t.gameCode })}` };
    case 'LOTT':
    case 'ELOTT':
      return { route: `/lottery?${query({ gameCode: t.gameCode, vendor: t.vassalage, playType: t.defaultPlayType })}` };
    default:
      break;
  }
  if (t.isGame === 'VASSALAGE') {
    return hasOverlayHost
      ? { overlay: 'subGames' }
      : { route: `/${t.gameType.toLowerCase()}/vassalage/${t.vassalage}` };
  }
  if (t.vassalage === 'FB') return { route: `/fbsports?${query({ gameCode: t.gameCode })}` };
  const params = query({ vassalage: t.vassalage, gameCode: t.gameCode });
  if (t.launchView === 'seamless') return { route: `/seamless?${params}` };
  if (t.launchView === 'popup' && hasOverlayHost) return { overlay: 'frame' };
  return { route: `/game?${params}` };
}

/**
 * Starts a game as SPEC §4 says: sign-in first (the gate; trial accounts may launch, free play), then lottery vendors to their routes,
 * VASSALAGE entries to the sub-game popup, other games to the popup frame or the /game and /seamless
 * pages; for rng the vendor is saved first. Other features (the navigation bar) import this.
 */
export function useLaunchGame(): (target: LaunchTarget) => void {
  const gate = useGate();
  const navigate = useNavigate();
  return useCallback(
    (target: LaunchTarget) =>
      gate(
        () => {
          const where = launchDestination(target, launchStore.hasHost());
          if (target.gameType === 'RNG' && target.isGame !== 'VASSALAGE')
            writeSession(RNG_VASSALAGE_KEY, target.vassalage);
          if ('route' in where) void navigate(where.route);
          else launchStore.set({ kind: where.overlay, target });
        },
        { allowTrial: true },
      ),
    [gate, navigate],
  );
}
