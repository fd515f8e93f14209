import { confirmCode } from '@app/contracts/calls/rg';
import { useMutation } from '../../../lib/use-call.ts';

/**
 * Sends a member without a password a one-time code (to the bound mobile, else the e-mail) to confirm a
 * break or a sensitive act with; answers where it went (masked) and the minutes before another may be
 * sent. The re-authentication dialog of the auth feature uses it too.
 */
export function useSendConfirmCode() {
  return useMutation(confirmCode);
}
