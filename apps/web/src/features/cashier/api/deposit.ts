import { depositChannels, depositCreate, depositOrders } from '@app/contracts/calls/cashier';
import { useCall, useMutation } from '../../../lib/use-call.ts';

/** The brand's deposit channels. */
export function useDepositChannels() {
  return useCall(depositChannels, {}, { staleMs: 60_000 });
}

/** Opens a deposit order. */
export function useCreateDeposit() {
  return useMutation(depositCreate);
}

/** The member's recent deposit orders. */
export function useDepositOrders(pageNo = 1) {
  return useCall(depositOrders, { pageNo, pageSize: 5 }, { staleMs: 30_000 });
}
