import { permission } from '@app/contracts/calls/system';
import { useCall } from '../../../lib/use-call.ts';

/** Everything the site needs at start (switches, rules, resources, service links), for this host. */
export function usePermission() {
  const url = typeof location === 'undefined' ? '' : location.hostname;
  return useCall(permission, { url }, { staleMs: 5 * 60_000 });
}
