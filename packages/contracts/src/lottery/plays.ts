import type { PadGroup, PlayTypeDef } from './types.ts';

/**
 * The play types of each lottery kind with their default odds (basis points of a unit, stake
 * included: 98_000 pays 9.8 units). docs/lottery-rules.md lists them with their published RTP.
 */

const DIGITS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;
const FACES = ['1', '2', '3', '4', '5', '6'] as const;
const BSOE = ['big', 'small', 'odd', 'even'] as const;
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Position groups p<from>..p<to> of digits 0-9; `min` 1 when every position must be picked. */
const positions = (from: number, to: number, min: number, options: readonly string[] = DIGITS): PadGroup[] =>
  range(from, to).map((n) => ({ key: `p${n}`, kind: 'options', options, min, max: options.length }));

const numbers = (digits: number, max: number, min = 1): PadGroup => ({
  key: 'numbers',
  kind: 'digits',
  digits,
  min,
  max,
});

/** Odds per option from figures in units (two decimals): { '3': 209.52 } -> { '3': 2_095_200 }. */
const bp = (units: Record<string, number>): Record<string, number> =>
  Object.fromEntries(Object.entries(units).map(([k, v]) => [k, Math.round(v * 10_000)]));

export const FAST5D_PLAYS: readonly PlayTypeDef[] = [
  { code: 'pos', tab: 'position', groups: positions(1, 5, 0), odds: 98_000 },
  { code: 'posbs', tab: 'bsoe', groups: positions(1, 5, 0, BSOE), odds: 19_600 },
  {
    code: 'sumbs',
    tab: 'bsoe',
    groups: [{ key: 'sum', kind: 'options', options: BSOE, min: 1, max: 4 }],
    odds: 19_600,
  },
  { code: 'f3straight', tab: 'combo', groups: positions(1, 3, 1), odds: 9_800_000 },
  { code: 'f2straight', tab: 'combo', groups: positions(1, 2, 1), odds: 980_000 },
  {
    code: 'f3box',
    tab: 'combo',
    groups: [{ key: 'digits', kind: 'options', options: DIGITS, min: 3, max: 10 }],
    odds: 1_630_000,
  },
];

/** k3sum odds per sum: about 97% each (216 / ways to make the sum x 0.97, rounded down to cents). */
const K3_SUM_ODDS = bp({
  '3': 209.52,
  '4': 69.83,
  '5': 34.91,
  '6': 20.95,
  '7': 13.96,
  '8': 9.97,
  '9': 8.38,
  '10': 7.75,
  '11': 7.75,
  '12': 8.38,
  '13': 9.97,
  '14': 13.96,
  '15': 20.95,
  '16': 34.91,
  '17': 69.83,
  '18': 209.52,
});

const option = (key: string, options: readonly string[], max = options.length): PadGroup => ({
  key,
  kind: 'options',
  options,
  min: 1,
  max,
});

export const DICE3_PLAYS: readonly PlayTypeDef[] = [
  { code: 'k3sum', tab: 'sum', groups: [option('sum', range(3, 18))], odds: K3_SUM_ODDS },
  { code: 'k3bs', tab: 'sum', groups: [option('bsoe', BSOE)], odds: 19_800 },
  { code: 'k3anytriple', tab: 'triple', groups: [option('triple', ['any'])], odds: 350_000 },
  { code: 'k3triple', tab: 'triple', groups: [option('triple', FACES)], odds: 2_100_000 },
  // Odds keyed by how many of the three dice show the face.
  {
    code: 'k3single',
    tab: 'single',
    groups: [option('face', FACES)],
    odds: { '1': 20_000, '2': 33_000, '3': 100_000 },
  },
];

export const DAILY4D_PLAYS: readonly PlayTypeDef[] = [
  { code: '4d', tab: 'straight', groups: positions(1, 4, 1), odds: 90_000_000 },
  { code: '3d', tab: 'straight', groups: positions(2, 4, 1), odds: 9_000_000 },
  { code: '2d', tab: 'straight', groups: positions(3, 4, 1), odds: 900_000 },
  // Odds keyed by the number's permutation count (24 abcd, 12 aabc, 6 aabb, 4 aaab, 1 aaaa): 90% each.
  {
    code: '4dbox',
    tab: 'box',
    groups: [numbers(4, 20)],
    odds: { '24': 3_750_000, '12': 7_500_000, '6': 15_000_000, '4': 22_500_000, '1': 90_000_000 },
  },
];

/** p3sum odds per sum: about 90% each (1000 / ways to make the sum x 0.9, rounded down to cents). */
const P3_SUM_ODDS = bp({
  '0': 900,
  '1': 300,
  '2': 150,
  '3': 90,
  '4': 60,
  '5': 42.85,
  '6': 32.14,
  '7': 25,
  '8': 20,
  '9': 16.36,
  '10': 14.28,
  '11': 13.04,
  '12': 12.32,
  '13': 12,
  '14': 12,
  '15': 12.32,
  '16': 13.04,
  '17': 14.28,
  '18': 16.36,
  '19': 20,
  '20': 25,
  '21': 32.14,
  '22': 42.85,
  '23': 60,
  '24': 90,
  '25': 150,
  '26': 300,
  '27': 900,
});

export const PICK3_PLAYS: readonly PlayTypeDef[] = [
  { code: 'p3straight', tab: 'straight', groups: positions(1, 3, 1), odds: 9_000_000 },
  // Odds keyed by the number's permutation count (6 abc, 3 aab, 1 aaa): 90% each.
  { code: 'p3box', tab: 'box', groups: [numbers(3, 20)], odds: { '6': 1_500_000, '3': 3_000_000, '1': 9_000_000 } },
  { code: 'p3sum', tab: 'sum', groups: [option('sum', range(0, 27))], odds: P3_SUM_ODDS },
];

/**
 * The Vietnam plays of a region: `stations` are its station codes; `lots` 18 (27 in the north) sets
 * the xiên odds (the chance that k numbers all come among a station's lô endings depends on it).
 */
export function vnPlays(stations: readonly string[], lots: number): PlayTypeDef[] {
  const st: PadGroup = { key: 'stations', kind: 'options', options: stations, min: 1, max: stations.length };
  const xien = lots === 27 ? [170_000, 760_000, 3_500_000] : [360_000, 2_400_000, 16_900_000];
  return [
    { code: 'lo2', tab: 'lo', groups: [st, numbers(2, 10)], odds: 950_000 },
    { code: 'lo3', tab: 'lo', groups: [st, numbers(3, 10)], odds: 9_500_000 },
    { code: 'lo4', tab: 'lo', groups: [st, numbers(4, 10)], odds: 90_000_000 },
    { code: 'de', tab: 'de', groups: [st, numbers(2, 10)], odds: 950_000 },
    ...[2, 3, 4].map(
      (k, i): PlayTypeDef => ({ code: `xien${k}`, tab: 'xien', groups: [st, numbers(2, 10, k)], odds: xien[i] ?? 0 }),
    ),
  ];
}

/** SEA 4D odds keyed by prize tier (Big: every tier; Small: the top three). */
export const SEA4D_PLAYS: readonly PlayTypeDef[] = [
  {
    code: 'big',
    tab: 'big',
    groups: [numbers(4, 10)],
    odds: { first: 20_000_000, second: 10_000_000, third: 4_900_000, starter: 2_500_000, consolation: 600_000 },
  },
  {
    code: 'small',
    tab: 'small',
    groups: [numbers(4, 10)],
    odds: { first: 30_000_000, second: 20_000_000, third: 8_000_000 },
  },
];
