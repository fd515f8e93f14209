import { exclusion } from '@app/contracts/calls/rg';
import { useMutation } from '../../../lib/use-call.ts';

/**
 * Starts a cooling-off or a self-exclusion with the sign-in password (the api client seals the body:
 * the call is `encrypted`). The server ends every session of the member.
 */
export function useTakeBreak() {
  return useMutation(exclusion);
}
