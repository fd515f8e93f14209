import { balance, config, convert, details, items, redeem, redemptions } from '@app/contracts/calls/points';
import { balance as walletBalance } from '@app/contracts/calls/wallet';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** The brand's points rules (visitors too). */
export function usePointConfig() {
  return useCall(config, {}, { staleMs: 60_000 });
}

/** The member's points (signed in only). */
export function usePointBalance(enabled: boolean) {
  return useCall(balance, {}, { staleMs: 10_000, enabled });
}

/** The mall's items (visitors too; signed in, with how many of each the member holds). */
export function useMallItems() {
  return useCall(items, {}, { staleMs: 15_000 });
}

export function useRedemptions(page: number, enabled: boolean) {
  return useCall(redemptions, { page, size: 10 }, { staleMs: 5_000, enabled });
}

export function usePointDetails(page: number, enabled: boolean) {
  return useCall(details, { page, size: 10 }, { staleMs: 5_000, enabled });
}

export function useRedeem() {
  return useMutation(redeem);
}

export function useConvert() {
  return useMutation(convert);
}

/** After a redemption or a conversion: the points, the items' stock, the lists and the wallet. */
export function reloadPoints(): void {
  invalidateCalls(balance, items, redemptions, details, walletBalance);
}
