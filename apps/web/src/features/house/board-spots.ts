/**
 * Where each bet sits on the roulette board, and how the keyboard and the bet-type picker reach it.
 *
 * The board is laid on a lattice: number cells sit on even points, the lines between them on odd
 * points. Across (`gx`): 0 is the zero, 2..24 the twelve columns of three numbers (1-2-3 at 2, 34-35-36
 * at 24). Down (`gy`): 0 is the top row (3, 6, ... 36), 4 the bottom row (1, 4, ... 34), 5 the outer
 * edge below it, where streets and six lines are placed. A split sits on the line between its two
 * numbers, a corner where its four numbers meet, a street at the end of its row of three, a six line
 * where two such ends meet. Only layouts of the engine (`tableLayouts`) become spots.
 */
import { PAYOUT, type RouletteBetKind, tableLayouts } from '@app/contracts/house/roulette';
import type { Translate } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';

export type InsideKind = Extract<RouletteBetKind, 'straight' | 'split' | 'street' | 'corner' | 'line'>;
export const INSIDE_KINDS: readonly InsideKind[] = ['straight', 'split', 'street', 'corner', 'line'];

/** A place on the board a chip can go: a number cell or a spot on the lines. */
export interface Stop {
  key: string;
  kind: InsideKind;
  numbers: number[];
  gx: number;
  gy: number;
}

export const betKey = (kind: RouletteBetKind, numbers: readonly number[]) => `${kind}:${numbers.join(',')}`;

const isInside = (kind: RouletteBetKind): kind is InsideKind => (INSIDE_KINDS as readonly string[]).includes(kind);

/** Lattice point of a number's cell (the zero's cell spans every row; its point is the middle). */
export function cellPoint(n: number): { gx: number; gy: number } {
  if (n === 0) return { gx: 0, gy: 2 };
  return { gx: 2 * Math.ceil(n / 3), gy: 2 * (3 - (((n - 1) % 3) + 1)) };
}

/** Lattice point of an inside bet: the middle of its numbers' cells, or the outer edge for rows. */
function stopPoint(kind: InsideKind, numbers: readonly number[]): { gx: number; gy: number } {
  if (kind === 'straight') return cellPoint(numbers[0] ?? 0);
  const points = numbers.filter((n) => n !== 0).map(cellPoint);
  const mid = (k: 'gx' | 'gy') => (Math.min(...points.map((p) => p[k])) + Math.max(...points.map((p) => p[k]))) / 2;
  // A split with the zero lies on the line between the zero and its number.
  if (numbers.includes(0)) return { gx: 1, gy: mid('gy') };
  if (kind === 'street' || kind === 'line') return { gx: mid('gx'), gy: 5 };
  return { gx: mid('gx'), gy: mid('gy') };
}

/** Every inside place of the board: the 37 numbers, then the spots on the lines, as the engine defines them. */
export function boardStops(): Stop[] {
  return tableLayouts().flatMap(({ kind, numbers }) =>
    isInside(kind) ? [{ key: betKey(kind, numbers), kind, numbers, ...stopPoint(kind, numbers) }] : [],
  );
}

/** The numbers of a bet as players read them: "17/20", "0/1", "13–15" for a row, "13–18" for a six line. */
export function spotNumbers(kind: RouletteBetKind, numbers: readonly number[]): string {
  const sorted = [...numbers].sort((a, b) => a - b);
  if (kind === 'street' || kind === 'line') return `${sorted[0]}–${sorted[sorted.length - 1]}`;
  return sorted.join('/');
}

/** A bet's name: "Number 17", "Split 17/20", "Street 13–15". */
export function betName(t: Translate, kind: RouletteBetKind, numbers: readonly number[]): string {
  if (kind === 'straight') return t('house_roulette_number', { n: numbers[0] ?? 0 });
  return t('house_spot_name', { kind: t(`house_kind_${kind}` as TKey), numbers: spotNumbers(kind, numbers) });
}

/** A place's accessible name: numbers by their number, spots with their payout ("Split 17/20, pays 17 to 1"). */
export function stopName(t: Translate, stop: Pick<Stop, 'kind' | 'numbers'>): string {
  const name = betName(t, stop.kind, stop.numbers);
  return stop.kind === 'straight' ? name : t('house_spot_pays', { name, n: PAYOUT[stop.kind] });
}

export type Direction = 'left' | 'right' | 'up' | 'down';

/**
 * The stop the arrow key moves to: the nearest one in that direction on the same line of the lattice;
 * left and right fall back to the nearest one in that direction at all (so the zero is reached from
 * the splits beside it). `upright` turns the board for the phone layout, where rows run down the screen.
 */
export function moveFrom(stops: readonly Stop[], from: Stop, dir: Direction, upright = false): Stop | undefined {
  const turned: Record<Direction, Direction> = { right: 'up', left: 'down', down: 'right', up: 'left' };
  const d = upright ? turned[dir] : dir;
  const across = d === 'left' || d === 'right';
  const sign = d === 'right' || d === 'down' ? 1 : -1;
  const ahead = stops
    .map((s) => ({
      s,
      along: sign * (across ? s.gx - from.gx : s.gy - from.gy),
      aside: Math.abs(across ? s.gy - from.gy : s.gx - from.gx),
    }))
    .filter((c) => c.along > 0);
  const inLine = ahead.filter((c) => c.aside === 0 || (c.s.numbers.length === 1 && c.s.numbers[0] === 0 && across));
  const pool = inLine.length > 0 || !across ? inLine : ahead;
  pool.sort((a, b) => a.along - b.along || a.aside - b.aside);
  return pool[0]?.s;
}

/**
 * The bet-type picker: the player taps numbers until one layout of the kind holds all of them.
 * Returns the bet to place (then nothing stays picked) or the numbers picked so far. A number no
 * layout shares with the picked ones starts again from that number; tapping a picked one drops it.
 */
export function pickNumber(
  kind: InsideKind,
  picked: readonly number[],
  n: number,
): { place?: number[]; picked: number[] } {
  if (kind === 'straight') return { place: [n], picked: [] };
  const layouts = tableLayouts().filter((l) => l.kind === kind);
  const holding = (sel: readonly number[]) => layouts.filter((l) => sel.every((x) => l.numbers.includes(x)));
  let sel = picked.includes(n) ? picked.filter((x) => x !== n) : [...picked, n];
  if (holding(sel).length === 0) sel = [n];
  const fits = sel.length > 0 ? holding(sel) : [];
  if (fits.length === 0) return { picked: [] };
  if (fits.length === 1) return { place: fits[0]?.numbers ?? [], picked: [] };
  return { picked: sel };
}

/** Numbers that can still join the picked ones in a layout of the kind (shown as candidates). */
export function pickCandidates(kind: InsideKind, picked: readonly number[]): Set<number> {
  if (picked.length === 0) return new Set();
  const fits = tableLayouts().filter((l) => l.kind === kind && picked.every((x) => l.numbers.includes(x)));
  return new Set(fits.flatMap((l) => l.numbers).filter((x) => !picked.includes(x)));
}
