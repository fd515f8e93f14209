import { houseRoulette, houseSpin } from '@app/contracts/calls/house';
import type { RouletteBet } from '@app/contracts/house/roulette';
import { callApi } from '../../../lib/api-client.ts';

/** One slot spin of the session at a line bet. */
export function spinSlot(session: string, lineBet: number, clientSeed: string) {
  return callApi(houseSpin, { session, lineBet, clientSeed });
}

/** One roulette spin of the session with the bets on the table. */
export function spinRoulette(session: string, bets: RouletteBet[], clientSeed: string) {
  return callApi(houseRoulette, { session, bets, clientSeed });
}
