import { walletTransfer } from '@app/contracts/calls/wallet';
import { useMutation } from '../../../lib/use-call.ts';

/** Moves money between the main wallet and a vendor sub-wallet. */
export function useWalletTransfer() {
  return useMutation(walletTransfer);
}
