import type { MessageKey } from '@app/contracts/messages';
import type agentCentre from './locales/en/agent-centre.json';
import type app from './locales/en/app.json';
import type auth from './locales/en/auth.json';
import type bets from './locales/en/bets.json';
import type content from './locales/en/content.json';
import type games from './locales/en/games.json';
import type house from './locales/en/house.json';
import type lottery from './locales/en/lottery.json';
import type memberCentre from './locales/en/member-centre.json';
import type messages from './locales/en/messages.json';
import type missions from './locales/en/missions.json';
import type points from './locales/en/points.json';
import type popups from './locales/en/popups.json';
import type promotions from './locales/en/promotions.json';
import type responsibleGaming from './locales/en/responsible-gaming.json';
import type rewards from './locales/en/rewards.json';
import type shell from './locales/en/shell.json';
import type tabs from './locales/en/tabs.json';
import type vip from './locales/en/vip.json';
import type wallet from './locales/en/wallet.json';

/**
 * Every translation key, typed from the English catalogues: one JSON file per area and language in
 * locales/<lang>/<area>.json, plus the shared error and hint messages of packages/contracts.
 * Add an area's English file here when the area adds one.
 */
export type TKey =
  | MessageKey
  | keyof typeof app
  | keyof typeof bets
  | keyof typeof auth
  | keyof typeof games
  | keyof typeof house
  | keyof typeof content
  | keyof typeof shell
  | keyof typeof tabs
  | keyof typeof wallet
  | keyof typeof memberCentre
  | keyof typeof messages
  | keyof typeof points
  | keyof typeof popups
  | keyof typeof agentCentre
  | keyof typeof lottery
  | keyof typeof promotions
  | keyof typeof rewards
  | keyof typeof responsibleGaming
  | keyof typeof vip
  | keyof typeof missions;
