import { memberInfo } from '@app/contracts/calls/auth';
import { details } from '@app/contracts/calls/bonus';
import { rewards, rewardsCount } from '@app/contracts/calls/promotions';
import { balance } from '@app/contracts/calls/wallet';
import { invalidateCalls, useCall } from '../../../lib/use-call.ts';

/** The reward centre: claimable rewards or the history, a page at a time. */
export function useRewards(status: 'claimable' | 'history', pageNo: number) {
  return useCall(rewards, { status, pageNo, pageSize: 10 }, { staleMs: 15_000 });
}

/** How many rewards wait to be claimed (the badge on rewardCenter). */
export function useRewardsCount(enabled = true) {
  return useCall(rewardsCount, {}, { enabled, staleMs: 30_000 });
}

/** After a claim: the lists, the badges (menu and header), the balance and the bonus being wagered. */
export function reloadAfterClaim(): void {
  invalidateCalls(rewards, rewardsCount, memberInfo, balance, details);
}
