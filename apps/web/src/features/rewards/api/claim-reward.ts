import { claimReward } from '@app/contracts/calls/promotions';
import { useMutation } from '../../../lib/use-call.ts';

/** Claims a reward: paid as cash, or granted as a bonus with its wagering. */
export function useClaimReward() {
  return useMutation(claimReward);
}
