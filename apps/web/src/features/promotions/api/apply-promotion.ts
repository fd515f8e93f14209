import { apply, detail, list } from '@app/contracts/calls/promotions';
import { invalidateCalls, useMutation } from '../../../lib/use-call.ts';

/** Applies for an application promotion; the list and the detail reload with the new state. */
export function useApplyPromotion() {
  const m = useMutation(apply);
  return {
    ...m,
    async run(input: Parameters<typeof m.run>[0]) {
      const answer = await m.run(input);
      invalidateCalls(detail, list);
      return answer;
    },
  };
}
