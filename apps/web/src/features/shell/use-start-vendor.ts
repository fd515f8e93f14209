import type { TMenuVendor } from '@app/contracts/calls/games';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useGate } from '../auth/use-gate.ts';
import { launchPath, type NavCategory, vendorPath } from './nav-model.ts';

/**
 * Opens a vendor from the navigation: DS88, LOTT and ELOTT start the vendor's first game through the
 * sign-in gate, on the route the games area launches it from; other categories, and vendors without
 * a first game, open the vendor's lobby.
 */
export function useOpenVendor(): (category: NavCategory, vendor: TMenuVendor) => void {
  const navigate = useNavigate();
  const gate = useGate();
  return useCallback(
    (category, vendor) => {
      const launch = category.directStart ? launchPath(vendor) : null;
      if (launch) gate(() => void navigate(launch));
      else void navigate(vendorPath(category.category, vendor.vassalage));
    },
    [navigate, gate],
  );
}
