import type { Chance } from './play-rule.ts';
import { mustRule, oddsAt, oddsOf } from './rule-table.ts';
import type { LotteryDef, OddsTable, PlayTypeDef } from './types.ts';

/** The published return to player, exact (docs/lottery-rules.md "Odds and the published return to player"). */

/** A play's exact chances (they do not depend on the odds), worked out once per lottery and play. */
const chancesCache = new WeakMap<LotteryDef, Map<string, readonly Chance[]>>();

function chancesOf(def: LotteryDef, code: string): readonly Chance[] {
  const byPlay = chancesCache.get(def) ?? new Map<string, readonly Chance[]>();
  chancesCache.set(def, byPlay);
  const chances = byPlay.get(code) ?? mustRule(def, code).rule.chances(def);
  byPlay.set(code, chances);
  return chances;
}

/**
 * The exact return to player of a play type with its odds, as a fraction of basis points: the
 * expected return of one unit chosen uniformly among the play's units (for per-option odds, the mean
 * over options).
 */
export function rtpFraction(def: LotteryDef, play: PlayTypeDef, table?: OddsTable): { num: bigint; den: bigint } {
  const odds = oddsOf(play, table);
  return chancesOf(def, play.code).reduce<{ num: bigint; den: bigint }>(
    (acc, c: Chance) => ({
      num: acc.num * c.den + c.num * BigInt(oddsAt(odds, c.oddsKey)) * acc.den,
      den: acc.den * c.den,
    }),
    { num: 0n, den: 1n },
  );
}

/** The exact return to player of a play type with its odds, basis points rounded down (the published figure). */
export function publishedRtp(def: LotteryDef, play: PlayTypeDef, table?: OddsTable): number {
  const { num, den } = rtpFraction(def, play, table);
  return Number(num / den);
}
