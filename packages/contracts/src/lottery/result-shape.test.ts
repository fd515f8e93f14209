import { describe, expect, it } from 'vitest';
import { drawWordsSync } from './chain.ts';
import { LOTTERIES } from './games.ts';
import { resultFits, resultOf, resultShape } from './rules.ts';
import { digits, game, hmacSync } from './test-kit.ts';
import type { LotteryResult } from './types.ts';

const drawn = (code: string, weekday: number) =>
  resultOf(game(code), drawWordsSync('seed', code, 'n', hmacSync), weekday);

describe('a result’s shape, and whether an entered result fits it', () => {
  it('every drawn result fits its lottery on its weekday', () => {
    for (const def of LOTTERIES) {
      for (const weekday of [0, 3, 6]) expect(resultFits(def, weekday, drawn(def.gameCode, weekday))).toBe(true);
    }
  });

  it('describes the Vietnam groups of the day', () => {
    const sat = resultShape(game('VN_SOUTH'), 6);
    expect(sat).toHaveLength(4 * 9);
    expect(sat[0]).toEqual({ key: 'HCM:db', count: 1, digits: 6 });
    expect(resultShape(game('VN_NORTH'), 1).find((g) => g.key === 'HNO:g7')).toEqual({
      key: 'HNO:g7',
      count: 4,
      digits: 2,
    });
  });

  it('refuses missing, extra or misnamed groups and wrong counts', () => {
    const def = game('LOTT_4D');
    expect(resultFits(def, 1, digits('1234'))).toBe(true);
    expect(resultFits(def, 1, digits('123'))).toBe(false);
    expect(resultFits(def, 1, { groups: [{ key: 'dice', numbers: ['1', '2', '3', '4'] }] })).toBe(false);
    expect(resultFits(def, 1, { groups: [...digits('1234').groups, { key: 'x', numbers: [] }] })).toBe(false);
    expect(resultFits(def, 1, { groups: 'no' } as unknown as LotteryResult)).toBe(false);
    expect(resultFits(def, 1, null as unknown as LotteryResult)).toBe(false);
  });

  it('refuses numbers of the wrong digit count or not digits', () => {
    const south = drawn('VN_SOUTH', 6);
    const broken = (numbers: string[]): LotteryResult => ({
      groups: south.groups.map((g) => (g.key === 'HCM:db' ? { key: g.key, numbers } : g)),
    });
    expect(resultFits(game('VN_SOUTH'), 6, broken(['12345']))).toBe(false);
    expect(resultFits(game('VN_SOUTH'), 6, broken(['12345a']))).toBe(false);
    expect(resultFits(game('VN_SOUTH'), 6, broken([123456 as unknown as string]))).toBe(false);
    expect(resultFits(game('VN_SOUTH'), 6, broken(['123456']))).toBe(true);
    // Saturday's stations are not Monday's.
    expect(resultFits(game('VN_SOUTH'), 1, south)).toBe(false);
  });

  it('refuses dice outside 1-6 and repeated SEA 4D numbers', () => {
    expect(resultFits(game('ELOTT_K3'), 0, digits('166', 'dice'))).toBe(true);
    expect(resultFits(game('ELOTT_K3'), 0, digits('106', 'dice'))).toBe(false);
    expect(resultFits(game('ELOTT_K3'), 0, digits('176', 'dice'))).toBe(false);
    const sea = drawn('SEA_4D', 3);
    const first = sea.groups[0]?.numbers[0] ?? '';
    const repeated = { groups: sea.groups.map((g) => (g.key === 'second' ? { key: g.key, numbers: [first] } : g)) };
    expect(resultFits(game('SEA_4D'), 3, repeated)).toBe(false);
  });

  it('a word stream that repeats itself cannot hang the SEA 4D draw', () => {
    const constant = resultOf(game('SEA_4D'), { next: () => 0 }, 3).groups.flatMap((g) => g.numbers);
    expect(constant.slice(0, 3)).toEqual(['0000', '0001', '0002']);
    expect(new Set(constant).size).toBe(23);
    expect(resultOf(game('VN_NORTH'), { next: () => 0 }, 3).groups[0]?.numbers).toEqual(['00000']);
  });
});
