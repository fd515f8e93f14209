import type { PlayRule } from './play-rule.ts';
import { DICE_RULES } from './rules-dice.ts';
import { DIGIT_RULES } from './rules-digits.ts';
import { SEA_RULES } from './rules-sea.ts';
import { VN_RULES } from './rules-vn.ts';
import type { LotteryDef, LotteryResult, OddsTable, PlayTypeDef, TicketBet } from './types.ts';

/** Every play code's rule, the odds of a bet and what it wins (./rules.ts is the lotteries' rules' front). */

const RULES: Readonly<Record<string, PlayRule>> = { ...DIGIT_RULES, ...DICE_RULES, ...VN_RULES, ...SEA_RULES };

/** The rule of a play of a lottery (undefined when the lottery has no such play). */
export function ruleOf(def: LotteryDef, code: string): { play: PlayTypeDef; rule: PlayRule } | undefined {
  const play = def.playTypes.find((p) => p.code === code);
  const rule = Object.hasOwn(RULES, code) ? RULES[code] : undefined;
  return play && rule ? { play, rule } : undefined;
}

/** The rule of a play of a lottery; a play the lottery lacks is a programming error here (bets were checked by unitsOf). */
export function mustRule(def: LotteryDef, code: string): { play: PlayTypeDef; rule: PlayRule } {
  const found = ruleOf(def, code);
  if (!found) throw new RangeError(`unknown play ${code} of ${def.gameCode}`);
  return found;
}

/** The odds of a play type with the brand's table applied. */
export function oddsOf(play: PlayTypeDef, table?: OddsTable): PlayTypeDef['odds'] {
  return table && Object.hasOwn(table, play.code) ? (table[play.code] ?? play.odds) : play.odds;
}

/** The odds of one key (undefined: the play's one figure); 0 when the table has no such key. */
export function oddsAt(odds: PlayTypeDef['odds'], key: string | undefined): number {
  if (typeof odds === 'number') return odds;
  return key !== undefined && Object.hasOwn(odds, key) ? (odds[key] ?? 0) : 0;
}

/** What one winning unit pays, minor units, stake included. */
export const unitWin = (unitMinor: number, odds: number) => Math.floor((unitMinor * odds) / 10_000);

/**
 * What a bet wins against a result, minor units, stake included (0 when it loses): for each winning
 * unit floor(unitMinor × odds / 10000), summed (a lô number hitting twice pays twice).
 */
export function payoutOf(def: LotteryDef, bet: TicketBet, result: LotteryResult, table?: OddsTable): number {
  const { play, rule } = mustRule(def, bet.playType);
  const odds = oddsOf(play, table);
  return rule
    .wins(def, bet.selection, result)
    .reduce((sum, w) => sum + w.units * unitWin(bet.unitMinor, oddsAt(odds, w.oddsKey)), 0);
}
