import { list, read, readAll, remove, unread, unreadCount } from '@app/contracts/calls/messages';
import { invalidateCalls, useMutation } from '../../../lib/use-call.ts';

/** After a read or a delete: the lists and every badge. */
export function reloadInbox(): void {
  invalidateCalls(list, unread, unreadCount);
}

export const useReadMessage = () => useMutation(read);
export const useReadAll = () => useMutation(readAll);
export const useDeleteMessages = () => useMutation(remove);
