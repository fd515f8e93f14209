import { setLimits } from '@app/contracts/calls/rg';
import { useMutation } from '../../../lib/use-call.ts';

/** Sets one kind's daily, weekly and monthly limits (null: none); a raise waits 24 hours. */
export function useSetLimits() {
  return useMutation(setLimits);
}
