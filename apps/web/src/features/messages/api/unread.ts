import { unread, unreadCount } from '@app/contracts/calls/messages';
import { useCall } from '../../../lib/use-call.ts';

/** Unread messages by category (the messageV2 menu badge and the tab labels). */
export function useUnreadCounts(enabled = true) {
  return useCall(unread, {}, { enabled, staleMs: 30_000 });
}

/** Unread messages in all (the header badge). */
export function useUnreadCount(enabled = true) {
  return useCall(unreadCount, {}, { enabled, staleMs: 30_000 });
}
