import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../languages.ts';
import { chainSeedSync, drawWordsSync } from './chain.ts';
import { LOTTERIES, lotteryOf } from './games.ts';
import { publishedRtp, resultOf, stationsOn, trendHits, trendKeys } from './rules.ts';
import { tiersOf } from './stations.ts';
import { game, hmacSync, sha256Sync } from './test-kit.ts';
import { LOTTERY_GAME_CODES } from './types.ts';

const VENDOR: Record<string, string> = { ELOTT: 'ELOTT', LOTT: 'LOTT', VN: 'TCG_LOTTO_VN', SEA: 'TCG_SEA' };
const TABS = [
  'position',
  'bsoe',
  'combo',
  'sum',
  'triple',
  'single',
  'straight',
  'box',
  'lo',
  'de',
  'xien',
  'big',
  'small',
];

describe('the ten house lotteries', () => {
  it('are the contract’s game codes, each with its vendor, names in every language and a rule for every play', () => {
    expect(LOTTERIES.map((l) => l.gameCode)).toEqual([...LOTTERY_GAME_CODES]);
    for (const def of LOTTERIES) {
      expect(def.vassalage).toBe(VENDOR[def.gameCode.split('_')[0] ?? '']);
      for (const lang of LANGUAGES) expect(def.names[lang].trim(), `${def.gameCode} ${lang}`).not.toBe('');
      expect(new Set(def.playTypes.map((p) => p.code)).size).toBe(def.playTypes.length);
      for (const play of def.playTypes) {
        expect(TABS).toContain(play.tab);
        expect(publishedRtp(def, play)).toBeGreaterThan(0);
      }
      expect(def.resultSource).toBe('house');
      expect(def.minUnitMinor).toBeGreaterThan(0);
      expect(def.maxUnitMinor).toBeGreaterThan(def.minUnitMinor);
    }
    expect(lotteryOf('ELOTT_K3')?.kind).toBe('dice3');
    expect(lotteryOf('NOPE')).toBeUndefined();
  });

  it('draw on their schedules and close before the draw', () => {
    const interval = (code: string) => {
      const s = game(code).schedule;
      return s.kind === 'interval' ? s.minutes : undefined;
    };
    expect(['ELOTT_5D1', 'ELOTT_5D3', 'ELOTT_5D5', 'ELOTT_K3'].map(interval)).toEqual([1, 3, 5, 1]);
    for (const code of ['ELOTT_5D1', 'ELOTT_5D3', 'ELOTT_5D5', 'ELOTT_K3']) {
      expect(game(code).closeSeconds).toBeLessThan((interval(code) ?? 0) * 60);
    }
    expect(game('LOTT_4D').schedule).toEqual({ kind: 'weekly', time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] });
    expect(game('LOTT_P3').schedule).toMatchObject({ time: '21:00' });
    expect(game('VN_SOUTH').schedule).toMatchObject({ time: '16:15', tzOffsetMinutes: 420 });
    expect(game('VN_CENTRAL').schedule).toMatchObject({ time: '17:15', tzOffsetMinutes: 420 });
    expect(game('VN_NORTH').schedule).toMatchObject({ time: '18:15', tzOffsetMinutes: 420 });
    expect(game('SEA_4D').schedule).toEqual({ kind: 'weekly', time: '18:30', days: [0, 3, 6] });
  });

  it('Vietnam: three or four southern stations a day, two or three central, one northern; 18 lots, 27 north', () => {
    const counts = (code: string) => [0, 1, 2, 3, 4, 5, 6].map((d) => stationsOn(game(code), d).length);
    for (const n of counts('VN_SOUTH')) expect([3, 4]).toContain(n);
    for (const n of counts('VN_CENTRAL')) expect([2, 3]).toContain(n);
    expect(counts('VN_NORTH')).toEqual([1, 1, 1, 1, 1, 1, 1]);
    const north = [0, 1, 2, 3, 4, 5, 6].map((d) => stationsOn(game('VN_NORTH'), d)[0]?.name);
    expect(north).toEqual(['Thái Bình', 'Hà Nội', 'Quảng Ninh', 'Bắc Ninh', 'Hà Nội', 'Hải Phòng', 'Nam Định']);
    const codes = ['VN_SOUTH', 'VN_CENTRAL', 'VN_NORTH'].flatMap((c) => (game(c).stations ?? []).map((s) => s.code));
    expect(new Set(codes).size).toBe(codes.length);
    expect([game('VN_SOUTH').lots, game('VN_CENTRAL').lots, game('VN_NORTH').lots]).toEqual([18, 18, 27]);
    for (const lots of [18, 27]) expect(tiersOf(lots).reduce((n, [, count]) => n + count, 0)).toBe(lots);
  });

  it('share play sets where the simulation tests one of them (rtp.test.ts)', () => {
    expect(game('ELOTT_5D3').playTypes).toBe(game('ELOTT_5D1').playTypes);
    expect(game('ELOTT_5D5').playTypes).toBe(game('ELOTT_5D1').playTypes);
    const odds = (code: string) => game(code).playTypes.map((p) => [p.code, p.odds]);
    expect(odds('VN_CENTRAL')).toEqual(odds('VN_SOUTH'));
  });
});

describe('results drawn from the seed', () => {
  const seed = chainSeedSync('root', 3, 2, sha256Sync);
  const drawn = (code: string, weekday: number) =>
    resultOf(game(code), drawWordsSync(seed, code, `2026112${weekday}`, hmacSync), weekday);

  it('have the shapes the rules read', () => {
    expect(drawn('ELOTT_5D1', 1).groups[0]?.numbers).toHaveLength(5);
    expect(drawn('ELOTT_K3', 1).groups[0]?.numbers.every((d) => d >= '1' && d <= '6')).toBe(true);
    const sea = drawn('SEA_4D', 3).groups;
    expect(sea.map((g) => [g.key, g.numbers.length])).toEqual([
      ['first', 1],
      ['second', 1],
      ['third', 1],
      ['starter', 10],
      ['consolation', 10],
    ]);
    const all = sea.flatMap((g) => g.numbers);
    expect(new Set(all).size).toBe(23);
    expect(all.every((n) => /^\d{4}$/.test(n))).toBe(true);
    // Saturday in the south: four stations of nine tiers, the special prize six digits.
    const vn = drawn('VN_SOUTH', 6).groups;
    expect(vn).toHaveLength(4 * 9);
    expect(vn[0]?.key).toBe('HCM:db');
    expect(vn[0]?.numbers[0]).toMatch(/^\d{6}$/);
    expect(vn.filter((g) => g.key.startsWith('HCM:')).flatMap((g) => g.numbers)).toHaveLength(18);
    const north = drawn('VN_NORTH', 0).groups;
    expect(north.flatMap((g) => g.numbers)).toHaveLength(27);
    expect(north.find((g) => g.key === 'TBI:g7')?.numbers.every((n) => /^\d{2}$/.test(n))).toBe(true);
  });

  it('count for the trends only values the trends know', () => {
    for (const def of LOTTERIES) {
      const keys = new Map(trendKeys(def).map((k) => [k.key, k.values]));
      const hits = trendHits(def, drawn(def.gameCode, 6));
      expect(Object.keys(hits).length).toBeGreaterThan(0);
      for (const [key, values] of Object.entries(hits)) {
        for (const v of values) expect(keys.get(key), `${def.gameCode} ${key}`).toContain(v);
      }
    }
    expect(trendHits(game('ELOTT_K3'), { groups: [{ key: 'dice', numbers: ['2', '2', '5'] }] })).toEqual({
      dice: ['2', '5'],
      sum: ['9'],
    });
  });
});
