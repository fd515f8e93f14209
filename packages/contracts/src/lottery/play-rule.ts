import type { LotteryDef, LotteryResult, Selection } from './types.ts';

/**
 * How one play type is ruled (./rules.ts dispatches on the play code). The pad's own checks (options,
 * digit counts, duplicates, min and max, stations of the day) are done before `units` is asked.
 */
export interface PlayRule {
  /** Units of a selection that passed the pad's checks; 0 refuses it. */
  units(def: LotteryDef, sel: Selection): number;
  /** The winning units against a result: how many, at which odds key (undefined: the play's one figure). */
  wins(def: LotteryDef, sel: Selection, result: LotteryResult): Win[];
  /**
   * Exposure entries: for each number the bet is on, the units that win if it comes (at most), at the
   * odds key of its best prize, in a slot whose numbers cannot come together (the bet's largest win
   * is the sum over slots of each slot's largest entry).
   */
  exposure(def: LotteryDef, sel: Selection): ExposureEntry[];
  /** The exact chance that one unit, chosen uniformly among the play's possible units, wins at each odds key. */
  chances(def: LotteryDef): Chance[];
}

export interface Win {
  units: number;
  oddsKey?: string;
}

export interface ExposureEntry {
  key: string;
  slot: string;
  units: number;
  oddsKey?: string;
}

/** A probability num / den (BigInt: the Vietnam chances have 100^27 denominators). */
export interface Chance {
  num: bigint;
  den: bigint;
  oddsKey?: string;
}

/** Picks of a group ([] when absent; only the selection's own keys count, never inherited ones). */
export const picks = (sel: Selection, key: string): string[] => (Object.hasOwn(sel, key) ? (sel[key] ?? []) : []);

/** n choose k (0 when k > n). */
export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let r = 1;
  for (let i = 0; i < k; i++) r = (r * (n - i)) / (i + 1);
  return Math.round(r);
}

/** The k-element subsets of a list, in order. */
export function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  items.forEach((item, i) => {
    for (const rest of subsets(items.slice(i + 1), k - 1)) out.push([item, ...rest]);
  });
  return out;
}

/** Each result's groups by key, indexed once per result object (settlement reads one result for many bets). */
const groupsCache = new WeakMap<LotteryResult, Map<string, string[]>>();

/** The numbers of a result group ([] when absent). */
export function groupOf(result: LotteryResult, key: string): string[] {
  let byKey = groupsCache.get(result);
  if (!byKey) {
    byKey = new Map(result.groups.map((g) => [g.key, g.numbers]));
    groupsCache.set(result, byKey);
  }
  return byKey.get(key) ?? [];
}

/** A chance from plain integers. */
export const chance = (num: number | bigint, den: number | bigint, oddsKey?: string): Chance => ({
  num: BigInt(num),
  den: BigInt(den),
  oddsKey,
});

/** How many distinct orders the digits of a number have (1234: 24, 1123: 12, 1122: 6, 1112: 4, 1111: 1). */
export function permutationsOf(number: string): number {
  const counts = new Map<string, number>();
  for (const c of number) counts.set(c, (counts.get(c) ?? 0) + 1);
  let r = factorial(number.length);
  for (const n of counts.values()) r /= factorial(n);
  return r;
}

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1));

/** The digits of a number sorted (the box key: 4321 and 1234 are the same box). */
export const sortedDigits = (number: string): string => [...number].sort().join('');
