import type { BET_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { gameAnnouncements } from '@app/contracts/calls/promotions';
import { useCall } from '../../../lib/use-call.ts';

/** A game lobby's announcements (SPEC §7 game announcements, value.promotion). */
export function useGameAnnouncements(gameType: (typeof BET_CATEGORIES)[number]) {
  return useCall(gameAnnouncements, { gameType }, { staleMs: 60_000 });
}
