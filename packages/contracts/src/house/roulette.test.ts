import { describe, expect, it } from 'vitest';
import {
  betReturn,
  isValidLayout,
  PAYOUT,
  POCKETS,
  playRoulette,
  pocketColour,
  tableLayouts,
  WHEEL_ORDER,
} from './roulette.ts';

describe('European roulette rules', () => {
  it('offers the layouts of a real table', () => {
    const count = (k: string) => tableLayouts().filter((l) => l.kind === k).length;
    expect(count('straight')).toBe(37);
    expect(count('split')).toBe(60);
    expect(count('street')).toBe(12);
    expect(count('corner')).toBe(22);
    expect(count('line')).toBe(11);
    expect(count('dozen')).toBe(3);
    expect(count('column')).toBe(3);
    expect(new Set(WHEEL_ORDER).size).toBe(POCKETS);
  });

  it('every bet returns 36/37 of its stake on average (exact, over the 37 pockets)', () => {
    for (const layout of tableLayouts()) {
      const bet = { ...layout, amount: 100 };
      let total = 0;
      for (let p = 0; p < POCKETS; p++) total += betReturn(bet, p);
      expect(total / POCKETS / 100).toBeCloseTo(36 / 37, 12);
      expect(layout.numbers.length * (PAYOUT[layout.kind] + 1)).toBe(36);
    }
  });

  it('accepts only table layouts, in any order', () => {
    expect(isValidLayout('split', [2, 1])).toBe(true);
    expect(isValidLayout('split', [3, 4])).toBe(false);
    expect(isValidLayout('corner', [1, 2, 4, 5])).toBe(true);
    expect(isValidLayout('corner', [3, 4, 6, 7])).toBe(false);
    expect(isValidLayout('straight', [37])).toBe(false);
    expect(isValidLayout('red', [1])).toBe(false);
  });

  it('accepts an inside bet exactly when its numbers sit together on the board (every pair, three and four)', () => {
    // Board geometry, independent of tableLayouts: column 1..12 across, row 1..3 up; the zero touches 1, 2, 3.
    const col = (n: number) => Math.ceil(n / 3);
    const row = (n: number) => ((n - 1) % 3) + 1;
    const adjacent = (a: number, b: number) =>
      a === 0 ? b <= 3 : (col(a) === col(b) && Math.abs(a - b) === 1) || Math.abs(a - b) === 3;
    const square = (ns: number[]) =>
      !ns.includes(0) &&
      new Set(ns.map(col)).size === 2 &&
      new Set(ns.map(row)).size === 2 &&
      Math.max(...ns.map(col)) - Math.min(...ns.map(col)) === 1 &&
      Math.max(...ns.map(row)) - Math.min(...ns.map(row)) === 1;
    const row3 = (ns: number[]) => !ns.includes(0) && new Set(ns.map(col)).size === 1;
    let accepted = 0;
    for (let a = 0; a <= 36; a++) {
      for (let b = a + 1; b <= 36; b++) {
        expect(isValidLayout('split', [b, a]), `${a}/${b}`).toBe(adjacent(a, b));
        accepted += adjacent(a, b) ? 1 : 0;
        for (let c = b + 1; c <= 36; c++) {
          expect(isValidLayout('street', [a, b, c])).toBe(row3([a, b, c]));
          for (let d = c + 1; d <= 36; d++) expect(isValidLayout('corner', [a, b, c, d])).toBe(square([a, b, c, d]));
        }
      }
    }
    expect(accepted).toBe(60);
    expect(isValidLayout('split', [5, 5])).toBe(false);
    expect(isValidLayout('street', [0, 1, 2])).toBe(false);
    expect(isValidLayout('corner', [0, 1, 2, 3])).toBe(false);
    expect(isValidLayout('line', [13, 14, 15, 16, 17, 18])).toBe(true);
    expect(isValidLayout('line', [14, 15, 16, 17, 18, 19])).toBe(false);
    expect(isValidLayout('line', [34, 35, 36, 1, 2, 3])).toBe(false);
  });

  it('zero loses every outside bet', () => {
    const src = { next: () => 0 };
    const round = playRoulette(src, [
      { kind: 'red', numbers: tableLayouts().find((l) => l.kind === 'red')?.numbers ?? [], amount: 10 },
      { kind: 'straight', numbers: [0], amount: 5 },
    ]);
    expect(round.pocket).toBe(0);
    expect(round.returns).toEqual([0, 180]);
    expect(round.stake).toBe(15);
    expect(round.win).toBe(180);
    expect(pocketColour(0)).toBe('green');
    expect(pocketColour(1)).toBe('red');
    expect(pocketColour(2)).toBe('black');
  });
});
