import { confirmLimit } from '@app/contracts/calls/rg';
import { useMutation } from '../../../lib/use-call.ts';

/** Confirms a raise whose 24 hours have passed, or cancels it (confirm: false, at any time). */
export function useConfirmLimit() {
  return useMutation(confirmLimit);
}
