import { SYSTEM_STATUS } from '@app/contracts/calls/system';
import { type ReactNode, Suspense, useEffect } from 'react';
import { useLocation } from 'react-router';
import { clientState } from '../../../lib/api-client.ts';
import { lazyScreen } from '../../../lib/lazy-page.ts';
import { useSiteStatus } from '../api/get-status.ts';

// Loaded only when the site is closed: a visitor of an open site never downloads them.
const MaintenanceScreen = lazyScreen(() =>
  import('./maintenance-screen.tsx').then((m) => ({ default: m.MaintenanceScreen })),
);
const RegionBlockScreen = lazyScreen(() =>
  import('./region-block-screen.tsx').then((m) => ({ default: m.RegionBlockScreen })),
);

const POLL_MS = 60_000;

/**
 * Shows the maintenance or region-block screen (except on the customer-service pages) instead of the site when the status says so. The
 * status is polled every minute, and re-read at once when any call answers maintenance or restricted.
 */
export function SiteGate({ children }: { children: ReactNode }) {
  const { data, refetch } = useSiteStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    clientState.onUnavailable = () => void refetch();
    const timer = setInterval(() => void refetch(), POLL_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  // Customer service stays reachable: the blockers' own service button opens it.
  if (pathname.startsWith('/support/')) return children;
  if (data?.status === SYSTEM_STATUS.MAINTENANCE) {
    return (
      <Suspense fallback={null}>
        <MaintenanceScreen endTime={data.endTime} message={data.message} />
      </Suspense>
    );
  }
  if (data?.status === SYSTEM_STATUS.REGION_RESTRICTED) {
    return (
      <Suspense fallback={null}>
        <RegionBlockScreen ip={data.ip} />
      </Suspense>
    );
  }
  return children;
}
