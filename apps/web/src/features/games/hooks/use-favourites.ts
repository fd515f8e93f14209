import type { TGame } from '@app/contracts/calls/games';
import { useMemo } from 'react';
import { useGate } from '../../auth/index.ts';
import { useSession } from '../../session/index.ts';
import { useFavouriteIds } from '../api/get-favourites.ts';
import { toggleFavourite } from '../api/toggle-favourite.ts';
import { isLotteryVendor, toggleLotteryFavourite, useLotteryFavourites } from '../lottery-favourites.ts';

/**
 * The player's favourites: node ids from the server, plus lottery favourites kept in this browser;
 * `toggle` needs a signed-in player (the gate) and removes a favourite or adds it (SPEC §4).
 */
export function useFavourites() {
  const { token } = useSession();
  const gate = useGate();
  const server = useFavouriteIds(!!token);
  const local = useLotteryFavourites();
  const ids = useMemo(
    () => new Set([...(server.data?.map((f) => f.nodeId) ?? []), ...(token ? local : [])]),
    [server.data, local, token],
  );
  const toggle = (game: TGame) =>
    gate(() => {
      if (isLotteryVendor(game.vassalage)) toggleLotteryFavourite(game.nodeId);
      else void toggleFavourite(game, ids.has(game.nodeId)).catch(() => undefined);
    });
  return { ids, toggle };
}
