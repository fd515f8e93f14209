import { SEA_TIERS } from './rules-sea.ts';
import { tiersOf } from './stations.ts';
import type { LotteryDef, LotteryResult, Station } from './types.ts';

/**
 * The shape of a lottery's result: its groups in order, how many numbers each and of how many digits.
 * resultOf draws in this order; resultFits checks an entered (outside) result against it.
 */
export interface ResultGroupShape {
  key: string;
  count: number;
  digits: number;
}

/** The stations of a Vietnam region drawing on a weekday (0 Sunday). */
export function stationsOn(def: LotteryDef, weekday: number): Station[] {
  return (def.stations ?? []).filter((s) => s.days.includes(weekday));
}

/** The groups a lottery's result has on a weekday (Vietnam: the day's stations). */
export function resultShape(def: LotteryDef, weekday: number): ResultGroupShape[] {
  switch (def.kind) {
    case 'fast5d':
      return [{ key: 'digits', count: 5, digits: 1 }];
    case 'daily4d':
      return [{ key: 'digits', count: 4, digits: 1 }];
    case 'pick3':
      return [{ key: 'digits', count: 3, digits: 1 }];
    case 'dice3':
      return [{ key: 'dice', count: 3, digits: 1 }];
    case 'vn':
      return stationsOn(def, weekday).flatMap((st) =>
        tiersOf(def.lots ?? 18).map(([tier, count, digits]) => ({ key: `${st.code}:${tier}`, count, digits })),
      );
    case 'sea4d':
      return SEA_TIERS.map(([key, count]) => ({ key, count, digits: 4 }));
  }
}

/**
 * Whether a result (an operator's entry) is one the lottery could draw: exactly its groups, each
 * with its count of numbers of its digit count; dice 1-6; SEA 4D's 23 numbers distinct.
 */
export function resultFits(def: LotteryDef, weekday: number, result: LotteryResult): boolean {
  const shape = resultShape(def, weekday);
  const groups = Array.isArray(result?.groups) ? result.groups : [];
  if (groups.length !== shape.length) return false;
  const fits = shape.every((s) => {
    const numbers = groups.find((g) => g?.key === s.key)?.numbers;
    return (
      Array.isArray(numbers) &&
      numbers.length === s.count &&
      numbers.every((n) => typeof n === 'string' && n.length === s.digits && /^[0-9]+$/.test(n))
    );
  });
  if (!fits) return false;
  const all = groups.flatMap((g) => g.numbers);
  if (def.kind === 'dice3') return all.every((d) => d >= '1' && d <= '6');
  if (def.kind === 'sea4d') return new Set(all).size === all.length;
  return true;
}
