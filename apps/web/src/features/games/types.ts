import type { TGame } from '@app/contracts/calls/games';

/** A game category as the calls name it (ESPORTS included). */
export type GameType = TGame['gameType'];

/** What a launch needs to know about a game; lobby cards, menus and lottery lists all have it. */
export interface LaunchTarget {
  nodeId: string;
  gameCode: string;
  vassalage: string;
  gameType: GameType;
  isGame?: '' | 'VASSALAGE';
  launchView?: 'popup' | 'page' | 'seamless';
  gameName?: string;
  defaultPlayType?: string;
}
