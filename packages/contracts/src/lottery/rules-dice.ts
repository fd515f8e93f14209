import { type Chance, chance, groupOf, type PlayRule, picks, type Win } from './play-rule.ts';
import type { LotteryDef, LotteryResult, Selection } from './types.ts';

/**
 * The three-dice plays (dice3; result group `dice`, three of '1'..'6'). Exposure keys: `k3sum=11`,
 * `k3bs=big`, `k3anytriple=any`, `k3triple=6`, `k3single=4`; a dice bet's largest win is found by
 * trying all 216 throws (./rules.ts), so the slots here only name the play.
 */

const FACES = [1, 2, 3, 4, 5, 6];

/** Every throw of three dice as a result (216). */
export const ALL_THROWS: readonly LotteryResult[] = FACES.flatMap((a) =>
  FACES.flatMap((b) => FACES.map((c) => ({ groups: [{ key: 'dice', numbers: [a, b, c].map(String) }] }))),
);

const diceOf = (result: LotteryResult): number[] => groupOf(result, 'dice').map(Number);
const isTriple = (d: number[]) => d[0] === d[1] && d[1] === d[2];
const sumOf = (d: number[]) => d.reduce((a, b) => a + b, 0);

function k3bsWins(option: string, d: number[]): boolean {
  if (isTriple(d)) return false;
  const s = sumOf(d);
  if (option === 'big') return s >= 11;
  if (option === 'small') return s <= 10;
  return (s % 2 === 1) === (option === 'odd');
}

/** A dice play whose units are the picks of group `key`, each winning on its own. */
function dicePlay(code: string, key: string, win: (option: string, d: number[]) => Win | undefined): PlayRule {
  const wins = (_def: LotteryDef, sel: Selection, result: LotteryResult): Win[] =>
    picks(sel, key).flatMap((o) => win(o, diceOf(result)) ?? []);
  return {
    units: (_def, sel) => picks(sel, key).length,
    wins,
    exposure: (def, sel) =>
      picks(sel, key).map((o) => ({ key: `${code}=${o}`, slot: `${code}=${o}`, units: 1, oddsKey: bestKey(def, o) })),
    // A unit is one of the group's options (uniformly); count its wins over the 216 throws.
    chances: (def) => {
      const options = def.playTypes.find((p) => p.code === code)?.groups[0];
      const list = options?.kind === 'options' ? options.options : [];
      const perKey = new Map<string | undefined, number>();
      for (const o of list) {
        for (const r of ALL_THROWS) {
          for (const w of wins(def, { [key]: [o] }, r)) perKey.set(w.oddsKey, (perKey.get(w.oddsKey) ?? 0) + w.units);
        }
      }
      return [...perKey].map(([oddsKey, n]): Chance => chance(n, 216 * list.length, oddsKey));
    },
  };
  function bestKey(_def: LotteryDef, o: string): string | undefined {
    if (code === 'k3sum') return o;
    if (code === 'k3single') return '3';
    return undefined;
  }
}

export const DICE_RULES: Readonly<Record<string, PlayRule>> = {
  k3sum: dicePlay('k3sum', 'sum', (o, d) => (String(sumOf(d)) === o ? { units: 1, oddsKey: o } : undefined)),
  k3bs: dicePlay('k3bs', 'bsoe', (o, d) => (k3bsWins(o, d) ? { units: 1 } : undefined)),
  k3anytriple: dicePlay('k3anytriple', 'triple', (_o, d) => (isTriple(d) ? { units: 1 } : undefined)),
  k3triple: dicePlay('k3triple', 'triple', (o, d) => (isTriple(d) && String(d[0]) === o ? { units: 1 } : undefined)),
  k3single: dicePlay('k3single', 'face', (o, d) => {
    const n = d.filter((x) => String(x) === o).length;
    return n ? { units: 1, oddsKey: String(n) } : undefined;
  }),
};
