import { list } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/**
 * Whether the brand runs a live referral promotion (the side bar's invite shortcut, SPEC §2). Asked only
 * when `enabled` (a signed-in member whose brand switch alone does not decide it).
 */
export function useLiveReferral(enabled: boolean): boolean {
  const { data } = useCall(list, {}, { enabled, staleMs: 60_000 });
  return !!data?.list.some((p) => p.kind === 'referral' && p.state !== 'closed' && p.state !== 'coming_soon');
}
