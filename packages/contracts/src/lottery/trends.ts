import { groupOf } from './play-rule.ts';
import type { LotteryDef, LotteryResult } from './types.ts';

/**
 * Trend statistics (hot, cold and missing numbers): the keys counted per lottery kind. Digit
 * lotteries: each position p1.. with '0'..'9'; SEA 4D: the same over all 23 numbers; dice: each face
 * and the sum; Vietnam: `lo` (the last two digits of every lot of every station) and `de` (of every
 * special prize), '00'..'99'.
 */

const values = (from: number, to: number, width = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i).padStart(width, '0'));
const positions = (n: number) => values(1, n).map((p) => ({ key: `p${p}`, values: values(0, 9) }));

/** The numbers the trend statistics count for a lottery (the digits '0'..'9', dice '1'..'6', '00'..'99'). */
export function trendKeys(def: LotteryDef): { key: string; values: string[] }[] {
  switch (def.kind) {
    case 'fast5d':
      return positions(5);
    case 'daily4d':
    case 'sea4d':
      return positions(4);
    case 'pick3':
      return positions(3);
    case 'dice3':
      return [
        { key: 'dice', values: values(1, 6) },
        { key: 'sum', values: values(3, 18) },
      ];
    case 'vn':
      return [
        { key: 'lo', values: values(0, 99, 2) },
        { key: 'de', values: values(0, 99, 2) },
      ];
  }
}

const distinct = (list: string[]) => [...new Set(list)].sort();

/** What a result counts for the trends: for each trend key, the values that appeared. */
export function trendHits(def: LotteryDef, result: LotteryResult): Record<string, string[]> {
  switch (def.kind) {
    case 'fast5d':
    case 'daily4d':
    case 'pick3': {
      const d = groupOf(result, 'digits');
      return Object.fromEntries(d.map((v, i) => [`p${i + 1}`, [v]]));
    }
    case 'sea4d': {
      const all = result.groups.flatMap((g) => g.numbers);
      return Object.fromEntries([0, 1, 2, 3].map((i) => [`p${i + 1}`, distinct(all.map((n) => n.charAt(i)))]));
    }
    case 'dice3': {
      const d = groupOf(result, 'dice');
      return { dice: distinct(d), sum: [String(d.reduce((s, v) => s + Number(v), 0))] };
    }
    case 'vn':
      return {
        lo: distinct(result.groups.flatMap((g) => g.numbers.map((n) => n.slice(-2)))),
        de: distinct(
          result.groups.filter((g) => g.key.endsWith(':db')).flatMap((g) => g.numbers.map((n) => n.slice(-2))),
        ),
      };
  }
}
