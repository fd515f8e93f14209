import { type Chance, chance, choose, groupOf, type PlayRule, picks, subsets } from './play-rule.ts';
import { tiersOf } from './stations.ts';
import type { LotteryDef, LotteryResult, Selection } from './types.ts';

/**
 * The Vietnam plays (result groups `${station}:${tier}`). A lô unit is one number on one station and
 * one prize lot with at least its digits, winning when that lot ends in it; a đề unit is one number
 * on one station's special prize; a xiên unit is k numbers on one station, winning when all k are
 * among its lô endings (last two digits of every lot). Exposure keys: `lo2:HCM=27`, `de:HCM=27`,
 * `xien2:HCM=12-27` (numbers sorted).
 */

/** How many of a region's lots have at least `digits` digits (lô 2: 18; lô 3: 17; lô 4: 16; north 27, 23, 20). */
export function lotsWith(def: LotteryDef, digits: number): number {
  return tiersOf(def.lots ?? 18).reduce((n, [, count, d]) => n + (d >= digits ? count : 0), 0);
}

/**
 * A result's endings per station and digit count: ending -> how many lots (with at least that many
 * digits) end in it. Worked out once per result object and digit count (a WeakMap), since settling a
 * draw reads one result for every bet; results are not changed after they are read.
 */
const endingsCache = new WeakMap<LotteryResult, Map<string, Map<string, number>>>();

function endingsOf(result: LotteryResult, station: string, digits: number): Map<string, number> {
  let byKey = endingsCache.get(result);
  if (!byKey) {
    byKey = new Map();
    endingsCache.set(result, byKey);
  }
  const key = `${station}:${digits}`;
  let counts = byKey.get(key);
  if (!counts) {
    counts = new Map();
    for (const g of result.groups) {
      if (!g.key.startsWith(`${station}:`)) continue;
      for (const lot of g.numbers) {
        if (lot.length >= digits) counts.set(lot.slice(-digits), (counts.get(lot.slice(-digits)) ?? 0) + 1);
      }
    }
    byKey.set(key, counts);
  }
  return counts;
}

const each = (sel: Selection) =>
  picks(sel, 'stations').flatMap((st) => picks(sel, 'numbers').map((n) => [st, n] as const));

function lo(digits: number): PlayRule {
  const code = `lo${digits}`;
  return {
    units: (def, sel) => picks(sel, 'stations').length * picks(sel, 'numbers').length * lotsWith(def, digits),
    wins: (_def, sel, result) => {
      return each(sel).flatMap(([st, num]) => {
        const n = endingsOf(result, st, digits).get(num) ?? 0;
        return n ? [{ units: n }] : [];
      });
    },
    exposure: (def, sel) =>
      each(sel).map(([st, num]) => ({
        key: `${code}:${st}=${num}`,
        slot: `${code}:${st}`,
        units: lotsWith(def, digits),
      })),
    chances: () => [chance(1, 10 ** digits)],
  };
}

const de: PlayRule = {
  units: (_def, sel) => picks(sel, 'stations').length * picks(sel, 'numbers').length,
  wins: (_def, sel, result) => {
    const n = each(sel).filter(([st, num]) => groupOf(result, `${st}:db`)[0]?.endsWith(num)).length;
    return n ? [{ units: n }] : [];
  },
  exposure: (_def, sel) => each(sel).map(([st, num]) => ({ key: `de:${st}=${num}`, slot: `de:${st}`, units: 1 })),
  chances: () => [chance(1, 100)],
};

/**
 * The chance that k given two-digit endings all come among L lots (each lot's ending uniform on 100,
 * independent): inclusion-exclusion, sum over j of (-1)^j C(k, j) ((100 - j) / 100)^L.
 */
export function xienChance(k: number, lots: number): Chance {
  let num = 0n;
  for (let j = 0; j <= k; j++) num += BigInt((-1) ** j * choose(k, j)) * BigInt(100 - j) ** BigInt(lots);
  return chance(num, 100n ** BigInt(lots));
}

function xien(k: number): PlayRule {
  const code = `xien${k}`;
  return {
    units: (_def, sel) => picks(sel, 'stations').length * choose(picks(sel, 'numbers').length, k),
    wins: (_def, sel, result) =>
      picks(sel, 'stations').flatMap((st) => {
        const endings = endingsOf(result, st, 2);
        const n = choose(picks(sel, 'numbers').filter((num) => endings.has(num)).length, k);
        return n ? [{ units: n }] : [];
      }),
    exposure: (_def, sel) =>
      picks(sel, 'stations').flatMap((st) =>
        subsets([...picks(sel, 'numbers')].sort(), k).map((set) => {
          const key = `${code}:${st}=${set.join('-')}`;
          return { key, slot: key, units: 1 };
        }),
      ),
    chances: (def) => [xienChance(k, def.lots ?? 18)],
  };
}

export const VN_RULES: Readonly<Record<string, PlayRule>> = {
  lo2: lo(2),
  lo3: lo(3),
  lo4: lo(4),
  de,
  xien2: xien(2),
  xien3: xien(3),
  xien4: xien(4),
};
