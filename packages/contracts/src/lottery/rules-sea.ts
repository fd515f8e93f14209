import { chance, groupOf, type PlayRule, picks } from './play-rule.ts';
import type { LotteryResult } from './types.ts';

/**
 * SEA 4D (result groups first, second, third: one number each; starter, consolation: ten each; all 23
 * distinct). A Big unit is one number winning at the tier it comes in; Small only on the top three.
 * Exposure keys: `big=1234`, `small=1234`.
 */

/** The tiers and how many numbers each draws, in drawing order. */
export const SEA_TIERS: readonly (readonly [tier: string, count: number])[] = [
  ['first', 1],
  ['second', 1],
  ['third', 1],
  ['starter', 10],
  ['consolation', 10],
];

/** Each result's numbers -> tier, indexed once per result object (settlement reads one result for many bets). */
const tiersCache = new WeakMap<LotteryResult, Map<string, string>>();

function tierOf(result: LotteryResult, num: string, tiers: readonly string[]): string | undefined {
  let byNumber = tiersCache.get(result);
  if (!byNumber) {
    byNumber = new Map();
    for (const [tier] of SEA_TIERS) for (const n of groupOf(result, tier)) byNumber.set(n, tier);
    tiersCache.set(result, byNumber);
  }
  const tier = byNumber.get(num);
  return tier !== undefined && tiers.includes(tier) ? tier : undefined;
}

function sea(code: string, tiers: readonly string[]): PlayRule {
  return {
    units: (_def, sel) => picks(sel, 'numbers').length,
    wins: (_def, sel, result) =>
      picks(sel, 'numbers').flatMap((num) => {
        const tier = tierOf(result, num, tiers);
        return tier ? [{ units: 1, oddsKey: tier }] : [];
      }),
    exposure: (_def, sel) =>
      picks(sel, 'numbers').map((num) => ({
        key: `${code}=${num}`,
        slot: `${code}=${num}`,
        units: 1,
        oddsKey: 'first',
      })),
    // Each of the 23 places is equally likely to be any of the 10,000 numbers.
    chances: () => SEA_TIERS.filter(([t]) => tiers.includes(t)).map(([t, count]) => chance(count, 10_000, t)),
  };
}

export const SEA_RULES = {
  big: sea('big', ['first', 'second', 'third', 'starter', 'consolation']),
  small: sea('small', ['first', 'second', 'third']),
} as const;
