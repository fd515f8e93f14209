import { claimRaffle, detail, list, raffle } from '@app/contracts/calls/promotions';
import { invalidateCalls, setCallData, useCall, useMutation } from '../../../lib/use-call.ts';

/** A raffle: draw time, seed hash (the seed once drawn), my tickets, prizes and winners. */
export function useRaffle(promotionId: number) {
  return useCall(raffle, { promotionId }, { staleMs: 10_000 });
}

/** Joins a raffle; the raffle's answer replaces the cached one. */
export function useJoinRaffle() {
  const m = useMutation(claimRaffle);
  return {
    ...m,
    async run(promotionId: number) {
      const answer = await m.run({ promotionId });
      setCallData(raffle, { promotionId }, answer);
      invalidateCalls(detail, list);
      return answer;
    },
  };
}
