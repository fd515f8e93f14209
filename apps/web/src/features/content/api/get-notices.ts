import { notices } from '@app/contracts/calls/content';
import { useCall } from '../../../lib/use-call.ts';

/** Live notices by kind (player for the marquee, popup, promotion, banners). */
export function useNotices() {
  return useCall(notices, { platform: 'W', execution: 'B' }, { staleMs: 60_000 });
}
