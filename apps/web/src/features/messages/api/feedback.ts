import { myFeedback, submitFeedback } from '@app/contracts/calls/messages';
import { invalidateCalls, useCall, useMutation } from '../../../lib/use-call.ts';

/** The member's feedback with the replies. */
export const useMyFeedback = () => useCall(myFeedback, {}, { staleMs: 15_000 });

export const useSubmitFeedback = () => useMutation(submitFeedback);

export function reloadFeedback(): void {
  invalidateCalls(myFeedback);
}
