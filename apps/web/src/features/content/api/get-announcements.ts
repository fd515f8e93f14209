import { announcements } from '@app/contracts/calls/content';
import { NOTICES_PER_PAGE } from '@app/contracts/constants';
import { useCall } from '../../../lib/use-call.ts';

/** One page of the announcements list (9 per page). */
export function useAnnouncements(pageNo: number) {
  return useCall(announcements, { pageNo, pageSize: NOTICES_PER_PAGE }, { staleMs: 60_000 });
}
