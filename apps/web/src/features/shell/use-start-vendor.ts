import type { TMenuVendor } from '@app/contracts/calls/games';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { isLotteryVendor, launchDestination, useLaunchGame } from '../games/index.ts';
import { CATEGORY_PATHS, type NavCategory, vendorPath } from './nav-model.ts';

/**
 * Opens a vendor from the navigation: DS88, LOTT and ELOTT start the vendor's first game through the
 * games area's launch (sign-in gate first, then its dispatch by vendor); other categories, and vendors
 * without a first game, open the vendor's lobby. The house lottery vendors go straight to their pages
 * (SPEC §4 dispatch: /lottery, /vnLottery, /seaLottery), which visitors may look at (buying asks for
 * sign-in); without a first game, to the category's lottery lobby.
 */
export function useOpenVendor(): (category: NavCategory, vendor: TMenuVendor) => void {
  const navigate = useNavigate();
  const launch = useLaunchGame();
  return useCallback(
    (category, vendor) => {
      const game = vendor.firstGame;
      if (category.directStart && isLotteryVendor(vendor.vassalage)) {
        const target = game && {
          nodeId: game.nodeId,
          gameCode: game.gameCode,
          vassalage: vendor.vassalage,
          gameType: category.category,
        };
        const where = target ? launchDestination(target, false) : null;
        void navigate(where && 'route' in where ? where.route : CATEGORY_PATHS[category.category]);
      } else if (category.directStart && game) {
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
