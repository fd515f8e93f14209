import { rank } from '@app/contracts/calls/vip';
import { useCall } from '../../../lib/use-call.ts';

/** The member's VIP level, progress over the rolling period and every level with its rewards. */
export function useRank(enabled = true) {
  return useCall(rank, {}, { staleMs: 30_000, enabled });
}
