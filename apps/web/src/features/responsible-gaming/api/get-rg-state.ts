import { limits, type TRgState } from '@app/contracts/calls/rg';
import { setCallData, useCall } from '../../../lib/use-call.ts';

/** The member's limits (with what each period used and what remains), raises waiting, and any break. */
export function useRgState() {
  return useCall(limits, {}, { staleMs: 5_000 });
}

/** Shows the state a write answered with at once (every write of this area answers with the whole state). */
export function storeRgState(state: TRgState): void {
  setCallData(limits, {}, state);
}
