import { readFileSync } from 'node:fs';
import path from 'node:path';
import { tableLayouts } from '@app/contracts/house/roulette';
import { interpolate } from '@app/contracts/interpolate';
import { describe, expect, it } from 'vitest';
import type { Translate } from '../../i18n/i18n.tsx';
import {
  betKey,
  boardStops,
  cellPoint,
  moveFrom,
  pickCandidates,
  pickNumber,
  type Stop,
  spotNumbers,
  stopName,
} from './board-spots.ts';

const STOPS = boardStops();
const at = (key: string) => {
  const s = STOPS.find((x) => x.key === key);
  if (!s) throw new Error(`no stop ${key}`);
  return s;
};
const catalogue = (lang: string) =>
  JSON.parse(
    readFileSync(path.resolve(import.meta.dirname, `../../i18n/locales/${lang}/house.json`), 'utf8'),
  ) as Record<string, string>;
const translator =
  (lang: string): Translate =>
  (key, vars) =>
    interpolate(catalogue(lang)[key] ?? key, vars ?? {});

describe('roulette board spots', () => {
  it('offer exactly the inside layouts of the engine, each on its own point of the board', () => {
    const inside = tableLayouts().filter((l) => ['straight', 'split', 'street', 'corner', 'line'].includes(l.kind));
    expect(STOPS.map((s) => s.key).sort()).toEqual(inside.map((l) => betKey(l.kind, l.numbers)).sort());
    expect(STOPS).toHaveLength(37 + 60 + 12 + 22 + 11);
    expect(new Set(STOPS.map((s) => `${s.gx},${s.gy}`)).size).toBe(STOPS.length);
  });

  it('sit on the line between their numbers, where four meet, or at the end of their rows', () => {
    const point = (key: string) => ({ gx: at(key).gx, gy: at(key).gy });
    expect(point('straight:17')).toEqual({ gx: 12, gy: 2 });
    expect(point('split:17,20')).toEqual({ gx: 13, gy: 2 });
    expect(point('split:16,17')).toEqual({ gx: 12, gy: 3 });
    expect(point('split:0,3')).toEqual({ gx: 1, gy: 0 });
    expect(point('corner:16,17,19,20')).toEqual({ gx: 13, gy: 3 });
    expect(point('street:13,14,15')).toEqual({ gx: 10, gy: 5 });
    expect(point('line:13,14,15,16,17,18')).toEqual({ gx: 11, gy: 5 });
    // Every number a split or corner covers touches its spot; rows touch theirs at the bottom edge.
    for (const s of STOPS.filter((x) => x.kind !== 'straight')) {
      for (const n of s.numbers.filter((x) => x !== 0)) {
        const c = cellPoint(n);
        expect(Math.abs(c.gx - s.gx), s.key).toBeLessThanOrEqual(1);
        if (s.kind === 'split' || s.kind === 'corner') expect(Math.abs(c.gy - s.gy), s.key).toBeLessThanOrEqual(1);
        else expect(s.gy).toBe(5);
      }
    }
  });

  it('are named with their numbers and payout, in every language', () => {
    const en = translator('en');
    expect(stopName(en, at('split:17,20'))).toBe('Split 17/20, pays 17 to 1');
    expect(stopName(en, at('corner:16,17,19,20'))).toBe('Corner 16/17/19/20, pays 8 to 1');
    expect(stopName(en, at('street:13,14,15'))).toBe('Street 13–15, pays 11 to 1');
    expect(stopName(en, at('line:13,14,15,16,17,18'))).toBe('Six line 13–18, pays 5 to 1');
    expect(stopName(en, at('split:0,1'))).toBe('Split 0/1, pays 17 to 1');
    expect(stopName(en, at('straight:17'))).toBe('Number 17');
    expect(stopName(translator('cn'), at('split:17,20'))).toBe('分注 17/20，赔率 17 比 1');
    expect(spotNumbers('split', [20, 17])).toBe('17/20');
    for (const lang of ['cn', 'vi', 'ja', 'th', 'ty', 'id']) {
      const names = new Set(STOPS.map((s) => stopName(translator(lang), s)));
      expect(names.size, lang).toBe(STOPS.length);
      for (const name of names) expect(name, lang).not.toMatch(/house_|\{/);
    }
  });
});

describe('moving over the board by keyboard', () => {
  const move = (from: string, ...dirs: ('left' | 'right' | 'up' | 'down')[]) =>
    dirs.reduce<Stop | undefined>((s, d) => (s ? moveFrom(STOPS, s, d) : s), at(from))?.key;

  it('steps from a number to the lines beside it and on to the next number', () => {
    expect(move('straight:17', 'right')).toBe('split:17,20');
    expect(move('straight:17', 'right', 'right')).toBe('straight:20');
    expect(move('straight:17', 'right', 'down')).toBe('corner:16,17,19,20');
    expect(move('straight:17', 'down')).toBe('split:16,17');
    expect(move('straight:16', 'down')).toBe('street:16,17,18');
    expect(move('straight:16', 'down', 'right')).toBe('line:16,17,18,19,20,21');
    expect(move('straight:3', 'left', 'left')).toBe('straight:0');
    expect(move('straight:0', 'right')).toBe('split:0,2');
    expect(move('straight:0', 'up')).toBeUndefined();
    expect(move('straight:36', 'right')).toBeUndefined();
  });

  it('turns with the upright phone board: right goes to the next number of the row of three', () => {
    const numbers = STOPS.filter((s) => s.kind === 'straight');
    expect(moveFrom(numbers, at('straight:1'), 'right', true)?.key).toBe('straight:2');
    expect(moveFrom(numbers, at('straight:1'), 'down', true)?.key).toBe('straight:4');
    expect(moveFrom(numbers, at('straight:4'), 'up', true)?.key).toBe('straight:1');
  });
});

describe('the bet-type picker', () => {
  it('places a bet once the tapped numbers fit one layout of the kind', () => {
    expect(pickNumber('straight', [], 7)).toEqual({ place: [7], picked: [] });
    expect(pickNumber('street', [], 14)).toEqual({ place: [13, 14, 15], picked: [] });
    expect(pickNumber('split', [], 17)).toEqual({ picked: [17] });
    expect(pickCandidates('split', [17])).toEqual(new Set([14, 16, 18, 20]));
    expect(pickNumber('split', [17], 20)).toEqual({ place: [17, 20], picked: [] });
    expect(pickNumber('corner', [17], 20)).toEqual({ picked: [17, 20] });
    expect(pickNumber('corner', [17, 20], 19)).toEqual({ place: [16, 17, 19, 20], picked: [] });
    expect(pickNumber('line', [], 17)).toEqual({ picked: [17] });
    expect(pickNumber('line', [17], 20)).toEqual({ place: [16, 17, 18, 19, 20, 21], picked: [] });
    expect(pickNumber('split', [0], 2)).toEqual({ place: [0, 2], picked: [] });
  });

  it('starts again from a number that cannot join, drops a tapped-again number, ignores the zero for rows', () => {
    expect(pickNumber('split', [17], 30)).toEqual({ picked: [30] });
    expect(pickNumber('corner', [17, 20], 17)).toEqual({ picked: [20] });
    expect(pickNumber('street', [], 0)).toEqual({ picked: [] });
    expect(pickNumber('corner', [], 0)).toEqual({ picked: [] });
  });
});
