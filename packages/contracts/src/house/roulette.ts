/**
 * European roulette (one zero, 37 pockets), shared by the server and the browser. A bet names its
 * kind and the numbers it covers; only the layouts of a real table are accepted.
 */
import { uniformInt, type WordSource } from './fair.ts';

export const POCKETS = 37;
/** Red numbers of the European wheel. */
export const RED_NUMBERS: ReadonlySet<number> = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);
/** The wheel's order of pockets, clockwise from zero (for drawing the wheel). */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14, 31, 9, 22, 18, 29, 7,
  28, 12, 35, 3, 26,
] as const;

export const BET_KINDS = [
  'straight',
  'split',
  'street',
  'corner',
  'line',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
] as const;
export type RouletteBetKind = (typeof BET_KINDS)[number];

/** Winnings paid to one unit staked (the stake comes back on top). */
export const PAYOUT: Record<RouletteBetKind, number> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

export interface RouletteBet {
  kind: RouletteBetKind;
  numbers: number[];
  /** Minor units. */
  amount: number;
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** Every bet layout of the table, by kind. */
export function tableLayouts(): { kind: RouletteBetKind; numbers: number[] }[] {
  const out: { kind: RouletteBetKind; numbers: number[] }[] = [];
  for (const n of range(0, 36)) out.push({ kind: 'straight', numbers: [n] });
  for (const n of range(1, 36)) {
    if (n % 3 !== 0) out.push({ kind: 'split', numbers: [n, n + 1] });
    if (n <= 33) out.push({ kind: 'split', numbers: [n, n + 3] });
  }
  for (const n of [1, 2, 3]) out.push({ kind: 'split', numbers: [0, n] });
  for (let n = 1; n <= 34; n += 3) out.push({ kind: 'street', numbers: [n, n + 1, n + 2] });
  for (const n of range(1, 32)) if (n % 3 !== 0) out.push({ kind: 'corner', numbers: [n, n + 1, n + 3, n + 4] });
  for (let n = 1; n <= 31; n += 3) out.push({ kind: 'line', numbers: range(n, n + 5) });
  for (const d of [0, 1, 2]) out.push({ kind: 'dozen', numbers: range(d * 12 + 1, d * 12 + 12) });
  for (const c of [1, 2, 3]) out.push({ kind: 'column', numbers: range(0, 11).map((i) => i * 3 + c) });
  const all = range(1, 36);
  out.push({ kind: 'red', numbers: all.filter((n) => RED_NUMBERS.has(n)) });
  out.push({ kind: 'black', numbers: all.filter((n) => !RED_NUMBERS.has(n)) });
  out.push({ kind: 'odd', numbers: all.filter((n) => n % 2 === 1) });
  out.push({ kind: 'even', numbers: all.filter((n) => n % 2 === 0) });
  out.push({ kind: 'low', numbers: range(1, 18) });
  out.push({ kind: 'high', numbers: range(19, 36) });
  return out;
}

const LAYOUT_KEYS = new Set(tableLayouts().map((l) => `${l.kind}:${l.numbers.join(',')}`));

/** True when the bet covers a layout a real table offers for its kind. */
export function isValidLayout(kind: RouletteBetKind, numbers: readonly number[]): boolean {
  return LAYOUT_KEYS.has(`${kind}:${[...numbers].sort((a, b) => a - b).join(',')}`);
}

/** What a bet returns (stake plus winnings) when the ball lands on `pocket`; 0 when it loses. */
export function betReturn(bet: RouletteBet, pocket: number): number {
  return bet.numbers.includes(pocket) ? bet.amount * (PAYOUT[bet.kind] + 1) : 0;
}

/** The colour of a pocket. */
export function pocketColour(n: number): 'green' | 'red' | 'black' {
  return n === 0 ? 'green' : RED_NUMBERS.has(n) ? 'red' : 'black';
}

/** A whole round: the pocket from the word stream, then each bet's return. */
export function playRoulette(src: WordSource, bets: readonly RouletteBet[]) {
  const pocket = uniformInt(src, POCKETS);
  const returns = bets.map((b) => betReturn(b, pocket));
  return {
    pocket,
    returns,
    stake: bets.reduce((s, b) => s + b.amount, 0),
    win: returns.reduce((s, r) => s + r, 0),
  };
}
