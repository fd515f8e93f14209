import { status } from '@app/contracts/calls/system';
import { useCall } from '../../../lib/use-call.ts';

/** The site status (normal, maintenance, region restricted), refreshed every minute. */
export function useSiteStatus() {
  return useCall(status, {}, { staleMs: 60_000 });
}
