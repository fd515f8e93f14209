import { memberInfo } from '@app/contracts/calls/auth';
import { claim, claimableCount, leaderboard, summary } from '@app/contracts/calls/missions';
import { rewards, rewardsCount } from '@app/contracts/calls/promotions';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** The live missions with the member's progress in the current day or week. */
export function useMissions() {
  return useCall(summary, {}, { staleMs: 15_000 });
}

/** How many completed missions wait to be claimed (the badge on missionLeaderboard). */
export function useMissionCount(enabled = true) {
  return useCall(claimableCount, {}, { enabled, staleMs: 30_000 });
}

/** The current leaderboards with the member's place, and past winners. */
export function useLeaderboards() {
  return useCall(leaderboard, {}, { staleMs: 30_000 });
}

/** Claims a completed mission's reward. */
export function useClaimMission() {
  return useMutation(claim);
}

/** After a claim: the missions, the badge, the reward centre (cash and bonus rewards) and member info (points). */
export function reloadAfterMissionClaim(): void {
  invalidateCalls(summary, claimableCount, rewards, rewardsCount, memberInfo);
}
