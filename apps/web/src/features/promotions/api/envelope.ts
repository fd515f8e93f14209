import { claimEnvelope, envelope } from '@app/contracts/calls/promotions';
import { setCallData, useCall, useMutation } from '../../../lib/use-call.ts';
import { reloadBalance } from '../../wallet/api/get-balance.ts';

/** A red envelope: the round open now (shares left) or the next one, and my share. */
export function useEnvelope(promotionId: number) {
  return useCall(envelope, { promotionId }, { staleMs: 5_000 });
}

/** Opens a red envelope of the open round; the answer's envelope replaces the cached one, the balance reloads. */
export function useOpenEnvelope() {
  const m = useMutation(claimEnvelope);
  return {
    ...m,
    async run(promotionId: number, requestId: string) {
      const answer = await m.run({ promotionId, requestId });
      setCallData(envelope, { promotionId }, answer.envelope);
      reloadBalance();
      return answer;
    },
  };
}
