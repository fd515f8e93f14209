import { withdrawals, withdrawConfirm, withdrawCreate, withdrawInfo } from '@app/contracts/calls/cashier';
import { useCall, useMutation } from '../../../lib/use-call.ts';

/** Limits, bank accounts and payment-password state for the withdrawal form. */
export function useWithdrawInfo() {
  return useCall(withdrawInfo, {}, { staleMs: 30_000 });
}

/** Requests a withdrawal (encrypted call). */
export function useCreateWithdrawal() {
  return useMutation(withdrawCreate);
}

/** The member's withdrawals. */
export function useWithdrawals(pageNo = 1) {
  return useCall(withdrawals, { pageNo, pageSize: 5 }, { staleMs: 30_000 });
}

/** Confirms receipt of a paid withdrawal. */
export function useConfirmWithdrawal() {
  return useMutation(withdrawConfirm);
}
