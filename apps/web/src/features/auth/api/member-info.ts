import { memberInfo } from '@app/contracts/calls/auth';
import { invalidateCalls, useCall } from '../../../lib/use-call.ts';

/** The signed-in member (names, avatar, type, labels, unclaimed counts); nothing for a visitor. */
export function useMemberInfo(enabled: boolean) {
  return useCall(memberInfo, {}, { enabled, staleMs: 60_000 });
}

/** Loads the member info again (after a password change or a sign-in). */
export function reloadMemberInfo(): void {
  invalidateCalls(memberInfo);
}
