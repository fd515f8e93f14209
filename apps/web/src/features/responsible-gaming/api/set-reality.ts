import { reality } from '@app/contracts/calls/rg';
import { useMutation } from '../../../lib/use-call.ts';

/** Chooses the reality check's interval (15, 30 or 60 minutes of a sign-in, or null: none). */
export function useSetReality() {
  return useMutation(reality);
}
