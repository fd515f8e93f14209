import { profitLoss } from '@app/contracts/calls/bets';
import type { CallRequest } from '@app/contracts/define';
import { useCall } from '../../../lib/use-call.ts';

export type ProfitLossQuery = CallRequest<typeof profitLoss>;

/** The member's profit and loss over the filters, by category and by vendor. */
export function useProfitLoss(query: ProfitLossQuery) {
  return useCall(profitLoss, query, { staleMs: 30_000 });
}
