import type { PROMOTION_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { list } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/** The brand's live and coming promotions with the reader's state of each; one tab with a category. */
export function usePromotions(category?: (typeof PROMOTION_CATEGORIES)[number]) {
  return useCall(list, category ? { category } : {}, { staleMs: 30_000 });
}
