import { detail } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/** One promotion: body, terms, rules and the reader's part in it. */
export function usePromotion(id: number) {
  return useCall(detail, { id }, { enabled: id > 0, staleMs: 15_000 });
}
