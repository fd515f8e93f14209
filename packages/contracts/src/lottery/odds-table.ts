import { publishedRtp } from './rules.ts';
import type { LotteryDef, OddsTable, PlayTypeDef } from './types.ts';

/**
 * Checks of a brand's odds table (the back office edits it; the server stores it in
 * lottery_settings.odds and refuses one that does not fit).
 */

/** The largest odds figure accepted: 100,000 units per unit (the default top is SEA Small's 3,000). */
export const MAX_ODDS = 1_000_000_000;

/** Whether one odds figure is a whole number of basis points that returns more than the stake. */
const isFigure = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) > 10_000 && (v as number) <= MAX_ODDS;

/**
 * Whether brand odds fit a play: the default's shape (one figure, or a figure for each of the same
 * keys), every figure whole basis points above 1 unit, and the play's exact RTP with them below 100%.
 */
export function oddsFit(def: LotteryDef, play: PlayTypeDef, odds: unknown): boolean {
  if (typeof play.odds === 'number') {
    if (!isFigure(odds)) return false;
  } else {
    if (typeof odds !== 'object' || odds === null || Array.isArray(odds)) return false;
    const want = Object.keys(play.odds).sort();
    const got = Object.keys(odds).sort();
    if (want.join() !== got.join()) return false;
    if (!Object.values(odds).every(isFigure)) return false;
  }
  return publishedRtp(def, play, { [play.code]: odds as PlayTypeDef['odds'] }) < 10_000;
}

/** Whether a whole table fits a lottery: only its play codes, each fitting (missing plays keep the default). */
export function oddsTableFits(def: LotteryDef, table: unknown): table is OddsTable {
  if (typeof table !== 'object' || table === null || Array.isArray(table)) return false;
  return Object.entries(table).every(([code, odds]) => {
    const play = def.playTypes.find((p) => p.code === code);
    return play !== undefined && oddsFit(def, play, odds);
  });
}
