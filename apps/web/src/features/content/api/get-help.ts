import { helpCenter } from '@app/contracts/calls/content';
import { useCall } from '../../../lib/use-call.ts';

/** The help centre's items in the current language. */
export function useHelpCenter(opts: { enabled?: boolean } = {}) {
  return useCall(helpCenter, { device: 'WEB' }, { staleMs: 5 * 60_000, enabled: opts.enabled });
}
