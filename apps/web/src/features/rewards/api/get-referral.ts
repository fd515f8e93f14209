import { referral } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/** Invite friends: the member's code and link, the rules, friends invited and rewards. */
export function useReferral(pageNo: number) {
  return useCall(referral, { pageNo, pageSize: 10 }, { staleMs: 30_000 });
}
