import { describe, expect, it } from 'vitest';
import { exposureOf } from './rules.ts';
import { game } from './test-kit.ts';
import type { Selection } from './types.ts';

const exposure = (code: string, playType: string, selection: Selection, unitMinor = 100) =>
  exposureOf(game(code), { playType, selection, unitMinor });

describe('exposure: the most a bet can win, per number and in all', () => {
  it('positions: one digit per position can come', () => {
    expect(exposure('ELOTT_5D1', 'pos', { p1: ['1', '2'], p2: ['3'] })).toEqual({
      total: 2 * 980,
      perNumber: { 'pos:p1=1': 980, 'pos:p1=2': 980, 'pos:p2=3': 980 },
    });
    // Big and odd can come together; big and small cannot.
    expect(exposure('ELOTT_5D1', 'posbs', { p1: ['big', 'small', 'odd'] }).total).toBe(2 * 196);
  });

  it('straights and boxes: one combination can come', () => {
    const e = exposure('LOTT_4D', '4d', { p1: ['1', '2'], p2: ['3'], p3: ['4'], p4: ['5', '6'] });
    expect(Object.keys(e.perNumber)).toEqual(['4d=1345', '4d=1346', '4d=2345', '4d=2346']);
    expect(e.total).toBe(900_000);
    // 4321 and 1234 are one box; the best class is counted.
    const box = exposure('LOTT_4D', '4dbox', { numbers: ['4321', '1111'] });
    expect(box.perNumber).toEqual({ '4dbox=1234': 37_500, '4dbox=1111': 900_000 });
    expect(box.total).toBe(900_000);
    expect(exposure('ELOTT_5D1', 'f3box', { digits: ['1', '2', '3', '4'] }).perNumber).toEqual({
      'f3box=123': 16_300,
      'f3box=124': 16_300,
      'f3box=134': 16_300,
      'f3box=234': 16_300,
    });
  });

  it('dice: the best throw (triple 1 pays 10 beats one each of 1, 2, 3 at 2)', () => {
    const e = exposure('ELOTT_K3', 'k3single', { face: ['1', '2', '3'] });
    expect(e.total).toBe(1_000);
    expect(e.perNumber['k3single=1']).toBe(1_000);
    expect(exposure('ELOTT_K3', 'k3sum', { sum: ['3', '10'] }).total).toBe(20_952);
    expect(exposure('ELOTT_K3', 'k3bs', { bsoe: ['big', 'small', 'odd', 'even'] }).total).toBe(2 * 198);
  });

  it('Vietnam lô: a number can end every lot of its station', () => {
    const e = exposure('VN_SOUTH', 'lo2', { stations: ['HCM', 'LAN'], numbers: ['27', '05'] });
    expect(e.perNumber).toEqual({
      'lo2:HCM=27': 18 * 9_500,
      'lo2:HCM=05': 18 * 9_500,
      'lo2:LAN=27': 18 * 9_500,
      'lo2:LAN=05': 18 * 9_500,
    });
    // 18 lots per station: at most 18 hits whatever the numbers.
    expect(e.total).toBe(2 * 18 * 9_500);
    expect(exposure('VN_SOUTH', 'xien2', { stations: ['HCM'], numbers: ['27', '05', '11'] }).perNumber).toEqual({
      'xien2:HCM=05-11': 3_600,
      'xien2:HCM=05-27': 3_600,
      'xien2:HCM=11-27': 3_600,
    });
  });

  it('SEA 4D: the numbers take the best tiers', () => {
    const e = exposure('SEA_4D', 'big', { numbers: ['1234', '5678', '0000'] });
    expect(e.perNumber).toEqual({ 'big=1234': 200_000, 'big=5678': 200_000, 'big=0000': 200_000 });
    expect(e.total).toBe(200_000 + 100_000 + 49_000);
    expect(exposure('SEA_4D', 'small', { numbers: ['1', '2', '3', '4'].map((d) => d.repeat(4)) }).total).toBe(
      300_000 + 200_000 + 80_000,
    );
  });
});
