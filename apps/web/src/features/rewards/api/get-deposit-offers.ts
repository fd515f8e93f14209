import { depositOffers } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/** The deposit and welcome bonuses the member may choose, with the bonus `amount` would bring. */
export function useDepositOffers(amount: number | undefined) {
  return useCall(depositOffers, amount && amount > 0 ? { amount } : {}, { staleMs: 10_000 });
}
