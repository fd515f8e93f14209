import { announcements } from '@app/contracts/calls/content';
import { announcementsLogined } from '@app/contracts/calls/messages';
import { NOTICES_PER_PAGE } from '@app/contracts/constants';
import { useCall } from '../../../lib/use-call.ts';
import { useMember } from '../../auth/index.ts';

/**
 * One page of the announcements list (9 per page). A signed-in member gets getAnnouncementLogined,
 * which adds the announcements for members only (docs/decisions/1540-messages.md).
 */
export function useAnnouncements(pageNo: number) {
  const { token } = useMember();
  const input = { pageNo, pageSize: NOTICES_PER_PAGE };
  const visitor = useCall(announcements, input, { staleMs: 60_000, enabled: !token });
  const member = useCall(announcementsLogined, input, { staleMs: 60_000, enabled: !!token });
  return token ? member : visitor;
}
