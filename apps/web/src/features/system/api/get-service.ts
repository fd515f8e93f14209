import { getService } from '@app/contracts/calls/system';
import { useCall } from '../../../lib/use-call.ts';

/** getService (SPEC §7): the brand's service paths (value.version.pathList) and its chat header colour. */
export function useServiceInfo() {
  return useCall(getService, {}, { staleMs: 5 * 60_000 });
}
