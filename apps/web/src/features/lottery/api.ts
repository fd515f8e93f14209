import { draw, game, lobby, place, results, tickets, trends, vnMenu } from '@app/contracts/calls/lottery';
import { balance } from '@app/contracts/calls/wallet';
import type { LotteryVendor } from '@app/contracts/lottery/types';
import { invalidateCalls, useCall, useMutation } from '../../lib/use-call.ts';

/** Every house lottery (of one vendor, or all) with its next draw and last result. */
export function useLotteryLobby(vassalage?: LotteryVendor) {
  return useCall(lobby, vassalage ? { vassalage } : {}, { staleMs: 5_000 });
}

/** One lottery for its betting page: play types, odds, limits, the open draw, stations. */
export function useLotteryGame(gameCode: string) {
  return useCall(game, { gameCode }, { enabled: gameCode !== '', staleMs: 5_000 });
}

/** The Vietnam regions with today's stations. */
export function useVnMenu() {
  return useCall(vnMenu, {}, { staleMs: 30_000 });
}

/** My tickets, newest first, one page. */
export function useMyTickets(input: { status?: 'open' | 'won' | 'lost' | 'void'; pageNo: number; gameCode?: string }) {
  return useCall(tickets, { ...input, pageSize: 15 }, { staleMs: 0 });
}

/** The last draws of a lottery (up to 100). */
export function useLotteryResults(gameCode: string, count = 100) {
  return useCall(results, { gameCode, count }, { enabled: gameCode !== '', staleMs: 10_000 });
}

/** Hot, cold and missing numbers over the last 30 draws. */
export function useLotteryTrends(gameCode: string) {
  return useCall(trends, { gameCode, draws: 30 }, { enabled: gameCode !== '', staleMs: 30_000 });
}

/** One draw with what verifying it needs. */
export function useLotteryDraw(gameCode: string, drawNo: string) {
  return useCall(draw, { gameCode, drawNo }, { enabled: gameCode !== '' && drawNo !== '', staleMs: 10_000 });
}

/** Buys tickets on one draw; afterwards the balance, the tickets and the lobby are read again. */
export function usePlaceTickets() {
  return useMutation(place);
}

/** What changes after a purchase: the balance, my tickets, the draws' figures. */
export function afterPurchase(): void {
  invalidateCalls(balance, tickets, game);
}

/** Loads the lobby and the game again (a draw closed: the next one opens). */
export function reloadDraws(): void {
  invalidateCalls(lobby, game, results);
  // The closing job may answer a moment after the cut-off: look once more a little later.
  setTimeout(() => invalidateCalls(lobby, game, results), 3_000);
}
