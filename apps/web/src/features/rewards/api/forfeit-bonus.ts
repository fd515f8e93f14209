import { memberInfo } from '@app/contracts/calls/auth';
import { details, forfeit } from '@app/contracts/calls/bonus';
import { depositOffers } from '@app/contracts/calls/promotions';
import { balance } from '@app/contracts/calls/wallet';
import { invalidateCalls, useMutation } from '../../../lib/use-call.ts';

/** Gives up the bonus being wagered (only with confirm: true, after the page explained what is lost). */
export function useForfeitBonus() {
  return useMutation(forfeit);
}

/** After a bonus ends: the bonus page, the balance and the deposit offers (a bonus may be chosen again). */
export function reloadAfterBonusEnded(): void {
  invalidateCalls(details, balance, depositOffers, memberInfo);
}
