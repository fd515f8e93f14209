import { merchantWallet } from '@app/contracts/calls/wallet';
import { useCall } from '../../../lib/use-call.ts';

/** The brand's merchant wallet: single, or a sub-wallet per vendor. */
export function useMerchantWallet() {
  return useCall(merchantWallet, {}, { staleMs: 300_000 });
}
