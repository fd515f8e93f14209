import type { TMenuVendor } from '@app/contracts/calls/games';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLaunchGame } from '../games/index.ts';
import { type NavCategory, vendorPath } from './nav-model.ts';

/**
 * Opens a vendor from the navigation: DS88, LOTT and ELOTT start the vendor's first game through the
 * games area's launch (sign-in gate first, then its dispatch by vendor); other categories, and vendors
 * without a first game, open the vendor's lobby.
 */
export function useOpenVendor(): (category: NavCategory, vendor: TMenuVendor) => void {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (category, vendor) => {
      const game = vendor.firstGame;
      if (category.directStart && game) {
        launch({
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          vassalage: vendor.vassalage,
          gameType: category.category,
        });
      } else void navigate(vendorPath(category.category, vendor.vassalage));
    },
    [navigate, launch],
  );
}
