import {
  type Chance,
  chance,
  choose,
  groupOf,
  type PlayRule,
  permutationsOf,
  picks,
  sortedDigits,
} from './play-rule.ts';
import type { LotteryResult, Selection } from './types.ts';

/**
 * The plays on a row of digits 0-9 (fast5d: five, daily4d: four, pick3: three; result group
 * `digits`). Exposure keys: `pos:p1=7`, `posbs:p1=big`, `sumbs:sum=odd`, `<straight>=123` (the digits
 * of the straight positions in order), `f3box=012`, `<box>=1123` (digits sorted), `p3sum=13`.
 */

const digitsOf = (result: LotteryResult): number[] => groupOf(result, 'digits').map(Number);
const at = (key: string): number => Number(key.slice(1)) - 1;
const count = (sel: Selection) => Object.values(sel).reduce((n, p) => n + p.length, 0);

/** Whether a digit (or a sum, with its own big threshold) is big, small, odd or even. */
const isBsoe = (option: string, value: number, bigFrom: number): boolean =>
  option === 'big' ? value >= bigFrom : option === 'small' ? value < bigFrom : (value % 2 === 1) === (option === 'odd');

/** How many ways n digits 0-9 make each sum (index: the sum). */
export function digitSums(n: number): number[] {
  let ways = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(ways.length + 9).fill(0);
    ways.forEach((w, s) => {
      for (let d = 0; d <= 9; d++) next[s + d] = (next[s + d] ?? 0) + w;
    });
    ways = next;
  }
  return ways;
}

const pos: PlayRule = {
  units: (_def, sel) => count(sel),
  wins: (_def, sel, result) => {
    const d = digitsOf(result);
    const n = Object.entries(sel).filter(([key, p]) => p.includes(String(d[at(key)]))).length;
    return n ? [{ units: n }] : [];
  },
  exposure: (_def, sel) =>
    Object.entries(sel).flatMap(([key, p]) => p.map((v) => ({ key: `pos:${key}=${v}`, slot: `pos:${key}`, units: 1 }))),
  chances: () => [chance(1, 10)],
};

const posbs: PlayRule = {
  units: (_def, sel) => count(sel),
  wins: (_def, sel, result) => {
    const d = digitsOf(result);
    const n = Object.entries(sel).reduce((s, [key, p]) => s + p.filter((o) => isBsoe(o, d[at(key)] ?? 0, 5)).length, 0);
    return n ? [{ units: n }] : [];
  },
  exposure: (_def, sel) =>
    Object.entries(sel).flatMap(([key, p]) =>
      p.map((o) => ({ key: `posbs:${key}=${o}`, slot: `posbs:${key}:${o === 'big' || o === 'small'}`, units: 1 })),
    ),
  chances: () => [chance(1, 2)],
};

/** Big when the five digits sum to 23 or more (0..45: big and small are equally likely). */
const SUM_BIG_FROM = 23;

const sumbs: PlayRule = {
  units: (_def, sel) => picks(sel, 'sum').length,
  wins: (_def, sel, result) => {
    const sum = digitsOf(result).reduce((a, b) => a + b, 0);
    const n = picks(sel, 'sum').filter((o) => isBsoe(o, sum, SUM_BIG_FROM)).length;
    return n ? [{ units: n }] : [];
  },
  exposure: (_def, sel) =>
    picks(sel, 'sum').map((o) => ({ key: `sumbs:sum=${o}`, slot: `sumbs:${o === 'big' || o === 'small'}`, units: 1 })),
  chances: () => {
    const ways = digitSums(5);
    const total = 100_000;
    const big = ways.reduce((s, w, sum) => s + (sum >= SUM_BIG_FROM ? w : 0), 0);
    const odd = ways.reduce((s, w, sum) => s + (sum % 2 === 1 ? w : 0), 0);
    // A unit is one of the four options, each chosen with chance 1/4.
    return [chance(big + (total - big) + odd + (total - odd), 4 * total)];
  },
};

/** Every pick of each position (cartesian product), in the order of `keys`. */
function combos(sel: Selection, keys: readonly string[]): string[] {
  return keys.reduce<string[]>((acc, key) => acc.flatMap((c) => picks(sel, key).map((v) => c + v)), ['']);
}

/** A straight play over positions `keys` (units: the product of the picks). */
function straight(code: string, keys: readonly string[]): PlayRule {
  return {
    units: (_def, sel) => keys.reduce((n, key) => n * picks(sel, key).length, 1),
    wins: (_def, sel, result) => {
      const d = digitsOf(result);
      return keys.every((key) => picks(sel, key).includes(String(d[at(key)]))) ? [{ units: 1 }] : [];
    },
    exposure: (_def, sel) => combos(sel, keys).map((c) => ({ key: `${code}=${c}`, slot: code, units: 1 })),
    chances: () => [chance(1, 10 ** keys.length)],
  };
}

const f3box: PlayRule = {
  units: (_def, sel) => choose(picks(sel, 'digits').length, 3),
  wins: (_def, sel, result) => {
    const first = digitsOf(result).slice(0, 3).map(String);
    const distinct = new Set(first).size === 3;
    return distinct && first.every((d) => picks(sel, 'digits').includes(d)) ? [{ units: 1 }] : [];
  },
  exposure: (_def, sel) => {
    const digits = [...picks(sel, 'digits')].sort();
    const keys: string[] = [];
    digits.forEach((a, i) => {
      digits.slice(i + 1).forEach((b, j) => {
        for (const c of digits.slice(i + j + 2)) keys.push(`f3box=${a}${b}${c}`);
      });
    });
    return keys.map((key) => ({ key, slot: 'f3box', units: 1 }));
  },
  chances: () => [chance(6, 1000)],
};

/** A box play on typed n-digit numbers: wins when the result's digits are the number's in any order. */
function box(code: string, n: number): PlayRule {
  return {
    units: (_def, sel) => picks(sel, 'numbers').length,
    wins: (_def, sel, result) => {
      const drawn = sortedDigits(digitsOf(result).join(''));
      return picks(sel, 'numbers')
        .filter((num) => sortedDigits(num) === drawn)
        .map((num) => ({ units: 1, oddsKey: String(permutationsOf(num)) }));
    },
    exposure: (_def, sel) =>
      picks(sel, 'numbers').map((num) => ({
        key: `${code}=${sortedDigits(num)}`,
        slot: code,
        units: 1,
        oddsKey: String(permutationsOf(num)),
      })),
    chances: () => {
      // A unit is one of the 10^n numbers; it wins when the draw is one of its permutations.
      const total = 10 ** n;
      const perClass = new Map<number, number>();
      for (let i = 0; i < total; i++) {
        const p = permutationsOf(String(i).padStart(n, '0'));
        perClass.set(p, (perClass.get(p) ?? 0) + 1);
      }
      return [...perClass].map(([p, numbers]) => chance(numbers * p, total * total, String(p)));
    },
  };
}

const p3sum: PlayRule = {
  units: (_def, sel) => picks(sel, 'sum').length,
  wins: (_def, sel, result) => {
    const sum = String(digitsOf(result).reduce((a, b) => a + b, 0));
    return picks(sel, 'sum').includes(sum) ? [{ units: 1, oddsKey: sum }] : [];
  },
  exposure: (_def, sel) => picks(sel, 'sum').map((s) => ({ key: `p3sum=${s}`, slot: 'p3sum', units: 1, oddsKey: s })),
  chances: () => digitSums(3).map((w, s): Chance => chance(w, 28 * 1000, String(s))),
};

export const DIGIT_RULES: Readonly<Record<string, PlayRule>> = {
  pos,
  posbs,
  sumbs,
  f3straight: straight('f3straight', ['p1', 'p2', 'p3']),
  f2straight: straight('f2straight', ['p1', 'p2']),
  f3box,
  '4d': straight('4d', ['p1', 'p2', 'p3', 'p4']),
  '3d': straight('3d', ['p2', 'p3', 'p4']),
  '2d': straight('2d', ['p3', 'p4']),
  '4dbox': box('4dbox', 4),
  p3straight: straight('p3straight', ['p1', 'p2', 'p3']),
  p3box: box('p3box', 3),
  p3sum,
};
