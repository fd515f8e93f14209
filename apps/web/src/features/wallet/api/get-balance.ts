import { balance } from '@app/contracts/calls/wallet';
import { invalidateCalls, useCall } from '../../../lib/use-call.ts';

/** The member's balance (sumBalance, accounts, symbol); shared by the header and the member centre. */
export function useBalance(enabled = true) {
  return useCall(balance, {}, { enabled, staleMs: 60_000 });
}

/** Makes every reader of the balance load it again (after a money movement or a live event). */
export function reloadBalance(): void {
  invalidateCalls(balance);
}
