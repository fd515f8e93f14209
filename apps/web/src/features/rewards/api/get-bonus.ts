import { details, grant } from '@app/contracts/calls/bonus';
import { useCall } from '../../../lib/use-call.ts';

/** The bonus being wagered (with its progress) and the earlier grants, a page at a time. */
export function useBonusDetails(pageNo: number) {
  return useCall(details, { pageNo, pageSize: 10 }, { staleMs: 2_000 });
}

/** One grant with its history (each bet's contribution, conversion or forfeit). */
export function useGrantHistory(grantId: number, pageNo: number) {
  return useCall(grant, { grantId, pageNo, pageSize: 10 }, { staleMs: 5_000 });
}
