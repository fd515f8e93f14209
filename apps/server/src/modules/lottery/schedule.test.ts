import { lotteryOf } from '@app/contracts/lottery/games';
import type { LotteryDef } from '@app/contracts/lottery/types';
import { describe, expect, it } from 'vitest';
import { plannedDraws, zoneOf } from './schedule.ts';

const def = (code: string): LotteryDef => {
  const d = lotteryOf(code);
  if (!d) throw new Error(code);
  return d;
};
const MIN = 60_000;

describe('lottery schedules', () => {
  it('plans a fast lottery every n minutes from local midnight, numbered per day, cut off before each draw', () => {
    const now = new Date('2026-11-27T15:58:30.000Z'); // 23:58:30 at UTC+8
    // Five minutes ahead: up to 00:03:30 local.
    const draws = plannedDraws(def('ELOTT_5D1'), 10, 480, now, 5 * MIN, 1);
    expect(draws.map((d) => d.drawNo)).toEqual([
      '20261127-1439',
      '20261127-1440',
      '20261128-0001',
      '20261128-0002',
      '20261128-0003',
    ]);
    expect(draws[0]?.drawsAt.toISOString()).toBe('2026-11-27T15:59:00.000Z');
    expect(draws[0]?.closesAt.toISOString()).toBe('2026-11-27T15:58:50.000Z');
    expect(draws[0]?.opensAt.toISOString()).toBe('2026-11-27T15:58:00.000Z');
    expect(draws[2]?.weekday).toBe(6);
  });

  it('plans daily draws in the lottery zone (Vietnam south 16:15 at UTC+7) and SEA 4D on its three days', () => {
    const south = def('VN_SOUTH');
    expect(zoneOf(south, 480)).toBe(420);
    const now = new Date('2026-11-27T09:20:00.000Z'); // 16:20 in Vietnam: today's draw is past
    const vn = plannedDraws(south, 900, zoneOf(south, 480), now, 0, 2);
    expect(vn.map((d) => [d.drawNo, d.drawsAt.toISOString(), d.weekday])).toEqual([
      ['20261128', '2026-11-28T09:15:00.000Z', 6],
      ['20261129', '2026-11-29T09:15:00.000Z', 0],
    ]);
    expect(vn[0]?.closesAt.toISOString()).toBe('2026-11-28T09:00:00.000Z');
    const sea = plannedDraws(def('SEA_4D'), 1800, 480, now, 0, 2);
    expect(sea.map((d) => d.weekday)).toEqual([6, 0]);
    expect(sea.map((d) => d.drawNo)).toEqual(['20261128', '20261129']);
  });
});
