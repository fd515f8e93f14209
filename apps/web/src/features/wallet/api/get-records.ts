import { records } from '@app/contracts/calls/wallet';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

export type RecordsQuery = CallRequest<typeof records>;

/** One page of account records. */
export function useRecords(query: RecordsQuery) {
  return useCall(records, query, { staleMs: 30_000 });
}
