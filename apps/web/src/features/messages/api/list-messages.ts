import { list, type TMessageCategory } from '@app/contracts/calls/messages';
import { useCall } from '../../../lib/use-call.ts';

export const MESSAGES_PAGE_SIZE = 15;

/** A page of the inbox, of one category or all. */
export function useMessages(category: TMessageCategory | undefined, pageNo: number) {
  return useCall(list, { category, pageNo, pageSize: MESSAGES_PAGE_SIZE }, { staleMs: 15_000 });
}
