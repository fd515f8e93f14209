import { SYSTEM_STATUS } from '@app/contracts/calls/system';
import { type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { clientState } from '../../../lib/api-client.ts';
import { useSiteStatus } from '../api/get-status.ts';
import { MaintenanceScreen } from './maintenance-screen.tsx';
import { RegionBlockScreen } from './region-block-screen.tsx';

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
  if (data?.status === SYSTEM_STATUS.MAINTENANCE) return <MaintenanceScreen endTime={data.endTime} />;
  if (data?.status === SYSTEM_STATUS.REGION_RESTRICTED) return <RegionBlockScreen ip={data.ip} />;
  return children;
}
