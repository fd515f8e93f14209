import { transferDownline, transferInfo, transferUpline } from '@app/contracts/calls/cashier';
import { useCall, useMutation } from '../../../lib/use-call.ts';

/** Upline, switches and limits of member transfers. */
export function useTransferInfo(enabled = true) {
  return useCall(transferInfo, {}, { enabled, staleMs: 10_000 });
}

export const useTransferUpline = () => useMutation(transferUpline);
export const useTransferDownline = () => useMutation(transferDownline);
