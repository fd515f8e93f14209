import { betRecords } from '@app/contracts/calls/bets';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

export type BetRecordsQuery = CallRequest<typeof betRecords>;

/** One page of the member's betting record, with totals over the filters. */
export function useBetRecords(query: BetRecordsQuery) {
  return useCall(betRecords, query, { staleMs: 30_000 });
}
