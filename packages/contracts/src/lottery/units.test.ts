import { describe, expect, it } from 'vitest';
import { stationsOn, unitsOf } from './rules.ts';
import { game, playOf } from './test-kit.ts';
import type { Selection } from './types.ts';

const units = (code: string, play: string, selection: Selection, day?: number) =>
  unitsOf(game(code), playOf(game(code), play), selection, day);
const refused = { error: 'lottery.selection.invalid' };

describe('units of a selection', () => {
  it('counts position picks, products of straights and combinations of boxes', () => {
    expect(units('ELOTT_5D1', 'pos', { p1: ['1', '2'], p4: ['0'] })).toEqual({ units: 3 });
    expect(units('ELOTT_5D1', 'posbs', { p1: ['big', 'odd'], p2: ['small'] })).toEqual({ units: 3 });
    expect(units('ELOTT_5D1', 'f3straight', { p1: ['1', '2'], p2: ['3', '4', '5'], p3: ['6'] })).toEqual({ units: 6 });
    // C(5, 3) = 10 three-digit combinations.
    expect(units('ELOTT_5D1', 'f3box', { digits: ['1', '2', '3', '4', '5'] })).toEqual({ units: 10 });
    expect(units('LOTT_4D', '4dbox', { numbers: ['1234', '0001'] })).toEqual({ units: 2 });
    expect(units('ELOTT_K3', 'k3sum', { sum: ['3', '18', '10'] })).toEqual({ units: 3 });
  });

  it('Vietnam: stations × numbers × lots with enough digits; xiên stations × C(n, k)', () => {
    // Saturday in the south: HCM, LAN, BPH, HGI.
    const sat = 6;
    expect(units('VN_SOUTH', 'lo2', { stations: ['HCM', 'LAN'], numbers: ['27', '05'] }, sat)).toEqual({ units: 72 });
    expect(units('VN_SOUTH', 'lo3', { stations: ['HCM'], numbers: ['127'] }, sat)).toEqual({ units: 17 });
    expect(units('VN_SOUTH', 'lo4', { stations: ['HCM'], numbers: ['1127'] }, sat)).toEqual({ units: 16 });
    expect(units('VN_NORTH', 'lo2', { stations: ['NDI'], numbers: ['27'] }, sat)).toEqual({ units: 27 });
    expect(units('VN_NORTH', 'lo3', { stations: ['NDI'], numbers: ['127'] }, sat)).toEqual({ units: 23 });
    expect(units('VN_NORTH', 'lo4', { stations: ['NDI'], numbers: ['1127'] }, sat)).toEqual({ units: 20 });
    expect(units('VN_SOUTH', 'de', { stations: ['HCM', 'LAN', 'HGI'], numbers: ['27', '05'] }, sat)).toEqual({
      units: 6,
    });
    expect(units('VN_SOUTH', 'xien3', { stations: ['HCM', 'LAN'], numbers: ['01', '02', '03', '04'] }, sat)).toEqual({
      units: 8,
    });
  });

  it('refuses picks outside the pad’s options', () => {
    expect(units('ELOTT_5D1', 'pos', { p1: ['10'] })).toEqual(refused);
    expect(units('ELOTT_5D1', 'posbs', { p1: ['huge'] })).toEqual(refused);
    expect(units('ELOTT_K3', 'k3sum', { sum: ['2'] })).toEqual(refused);
    expect(units('ELOTT_K3', 'k3triple', { triple: ['7'] })).toEqual(refused);
    expect(units('LOTT_P3', 'p3sum', { sum: ['28'] })).toEqual(refused);
    expect(units('VN_SOUTH', 'lo2', { stations: ['HNO'], numbers: ['27'] })).toEqual(refused);
  });

  it('refuses numbers of the wrong digit count or not digits', () => {
    expect(units('VN_SOUTH', 'lo2', { stations: ['HCM'], numbers: ['123'] }, 6)).toEqual(refused);
    expect(units('VN_SOUTH', 'lo3', { stations: ['HCM'], numbers: ['27'] }, 6)).toEqual(refused);
    expect(units('LOTT_4D', '4dbox', { numbers: ['123'] })).toEqual(refused);
    expect(units('LOTT_4D', '4dbox', { numbers: ['12a4'] })).toEqual(refused);
    expect(units('SEA_4D', 'big', { numbers: ['-123'] })).toEqual(refused);
    expect(units('SEA_4D', 'big', { numbers: [1234 as unknown as string] })).toEqual(refused);
  });

  it('refuses duplicates', () => {
    expect(units('ELOTT_5D1', 'pos', { p1: ['3', '3'] })).toEqual(refused);
    expect(units('VN_SOUTH', 'lo2', { stations: ['HCM'], numbers: ['27', '27'] }, 6)).toEqual(refused);
    expect(units('VN_SOUTH', 'de', { stations: ['HCM', 'HCM'], numbers: ['27'] }, 6)).toEqual(refused);
  });

  it('refuses too many and too few picks, and empty bets', () => {
    const eleven = Array.from({ length: 11 }, (_, i) => String(10 + i));
    expect(units('VN_SOUTH', 'lo2', { stations: ['HCM'], numbers: eleven }, 6)).toEqual(refused);
    expect(units('SEA_4D', 'big', { numbers: eleven.map((n) => `${n}00`) })).toEqual(refused);
    expect(units('ELOTT_5D1', 'f3box', { digits: ['1', '2'] })).toEqual(refused);
    expect(units('VN_SOUTH', 'xien3', { stations: ['HCM'], numbers: ['01', '02'] }, 6)).toEqual(refused);
    expect(units('ELOTT_5D1', 'f3straight', { p1: ['1'], p2: ['2'] })).toEqual(refused);
    expect(units('ELOTT_5D1', 'pos', {})).toEqual(refused);
    expect(units('VN_SOUTH', 'lo2', { stations: [], numbers: ['27'] }, 6)).toEqual(refused);
  });

  it('refuses groups the pad does not have and pick lists that are not lists', () => {
    expect(units('ELOTT_5D1', 'pos', { p6: ['1'] })).toEqual(refused);
    expect(units('ELOTT_5D1', 'f2straight', { p1: ['1'], p2: ['2'], p3: ['3'] })).toEqual(refused);
    expect(units('ELOTT_5D1', 'pos', { p1: '1' as unknown as string[] })).toEqual(refused);
    expect(units('ELOTT_5D1', 'pos', null as unknown as Selection)).toEqual(refused);
  });

  it('refuses stations that do not draw on the draw’s weekday', () => {
    // LAN (Long An) draws on Saturdays only; HCM on Mondays and Saturdays.
    expect(units('VN_SOUTH', 'lo2', { stations: ['LAN'], numbers: ['27'] }, 1)).toEqual(refused);
    expect(units('VN_SOUTH', 'lo2', { stations: ['HCM'], numbers: ['27'] }, 1)).toEqual({ units: 18 });
    expect(units('VN_NORTH', 'de', { stations: ['HNO'], numbers: ['27'] }, 2)).toEqual(refused);
    expect(units('VN_NORTH', 'de', { stations: ['QNI'], numbers: ['27'] }, 2)).toEqual({ units: 1 });
  });

  it('refuses a play the lottery does not have', () => {
    const def = game('ELOTT_5D1');
    expect(unitsOf(def, playOf(game('VN_SOUTH'), 'lo2'), { stations: ['HCM'], numbers: ['27'] })).toEqual({
      error: 'lottery.play.unknown',
    });
    expect(unitsOf(def, { code: 'toString', tab: 'x', groups: [], odds: 1 }, {})).toEqual({
      error: 'lottery.play.unknown',
    });
  });

  it('draws the real stations of each weekday', () => {
    expect(stationsOn(game('VN_SOUTH'), 6).map((s) => s.code)).toEqual(['HCM', 'LAN', 'BPH', 'HGI']);
    expect(stationsOn(game('VN_CENTRAL'), 0).map((s) => s.code)).toEqual(['TTH', 'KHO', 'KTU']);
    expect(stationsOn(game('VN_NORTH'), 1).map((s) => s.name)).toEqual(['Hà Nội']);
    expect(stationsOn(game('LOTT_4D'), 1)).toEqual([]);
  });
});

describe('junk selections', () => {
  const junk: unknown[] = [
    undefined,
    42,
    'p1',
    [],
    ['1'],
    { p1: [['1']] },
    { p1: [{}] },
    { p1: [null] },
    { numbers: [1234] },
    { numbers: ['١٢٣٤'] },
    { stations: ['HCM'], numbers: ['2 7'] },
    { __proto__: { p1: ['1'] } },
    { __proto__: { p1: ['1'], p2: ['2'], p3: ['3'], p4: ['4'], sum: ['big'], numbers: ['27'], stations: ['HCM'] } },
    JSON.parse('{"__proto__": {"p1": ["1"]}}'),
    { constructor: ['1'] },
    { sum: Array.from({ length: 1000 }, (_, i) => String(i)) },
  ];

  it('are refused with an error code, never thrown on', () => {
    for (const code of ['ELOTT_5D1', 'ELOTT_K3', 'LOTT_4D', 'LOTT_P3', 'VN_SOUTH', 'VN_NORTH', 'SEA_4D']) {
      const def = game(code);
      for (const play of def.playTypes) {
        for (const selection of junk) {
          const u = unitsOf(def, play, selection as Selection, 6);
          expect(u, `${code} ${play.code} ${JSON.stringify(selection)}`).toEqual(refused);
        }
      }
    }
  });
});
