import { describe, expect, it } from 'vitest';
import { oddsOf, payoutOf } from './rules.ts';
import { digits, game, playOf } from './test-kit.ts';
import type { LotteryResult, Selection } from './types.ts';

/**
 * Worked examples of every play type, with the payout worked out by hand from the default odds
 * (plays.ts) at a unit of 100 minor units: a winning unit pays floor(100 × odds / 10000).
 */
const pay = (code: string, playType: string, selection: Selection, result: LotteryResult, unitMinor = 100) =>
  payoutOf(game(code), { playType, selection, unitMinor }, result);

describe('fast 5D payouts (draw 3 8 0 5 9, sum 25: big and odd)', () => {
  const r = digits('38059');
  it('pos pays 9.8 per position hit', () => {
    expect(pay('ELOTT_5D1', 'pos', { p1: ['3', '4'], p2: ['1'] }, r)).toBe(980);
    expect(pay('ELOTT_5D1', 'pos', { p1: ['3'], p5: ['9'] }, r)).toBe(1960);
    expect(pay('ELOTT_5D1', 'pos', { p3: ['1'] }, r)).toBe(0);
  });
  it('posbs pays 1.96 per matching option (a digit of 5 or more is big)', () => {
    // p1 = 3: small and odd; p2 = 8: big and even; p4 = 5: big.
    expect(pay('ELOTT_5D3', 'posbs', { p1: ['small', 'odd'], p2: ['big', 'even'], p4: ['small'] }, r)).toBe(4 * 196);
  });
  it('sumbs: 25 is big (23 or more) and odd', () => {
    expect(pay('ELOTT_5D5', 'sumbs', { sum: ['big', 'even'] }, r)).toBe(196);
    expect(pay('ELOTT_5D5', 'sumbs', { sum: ['small'] }, digits('00000'))).toBe(196);
    expect(pay('ELOTT_5D5', 'sumbs', { sum: ['big'] }, digits('99410'))).toBe(196);
  });
  it('straights pay the one combination of the first positions', () => {
    expect(pay('ELOTT_5D1', 'f3straight', { p1: ['3'], p2: ['8', '7'], p3: ['0'] }, r)).toBe(98_000);
    expect(pay('ELOTT_5D1', 'f3straight', { p1: ['3'], p2: ['7'], p3: ['0'] }, r)).toBe(0);
    expect(pay('ELOTT_5D1', 'f2straight', { p1: ['3'], p2: ['8'] }, r)).toBe(9_800);
  });
  it('f3box pays once when the first three are distinct digits among the picks', () => {
    expect(pay('ELOTT_5D1', 'f3box', { digits: ['0', '3', '8', '1'] }, r)).toBe(16_300);
    expect(pay('ELOTT_5D1', 'f3box', { digits: ['0', '3', '1'] }, r)).toBe(0);
    // 3 3 0: a pair is not a box win.
    expect(pay('ELOTT_5D1', 'f3box', { digits: ['0', '3', '8'] }, digits('33059'))).toBe(0);
  });
  it('rounds each winning unit down to the minor unit and applies the brand table', () => {
    // floor(7 × 98000 / 10000) = floor(68.6) = 68.
    expect(pay('ELOTT_5D1', 'pos', { p1: ['3'] }, r, 7)).toBe(68);
    const def = game('ELOTT_5D1');
    const table = { pos: 99_000 };
    expect(payoutOf(def, { playType: 'pos', selection: { p1: ['3'] }, unitMinor: 100 }, r, table)).toBe(990);
    expect(oddsOf(playOf(def, 'pos'), table)).toBe(99_000);
    expect(oddsOf(playOf(def, 'posbs'), table)).toBe(19_600);
  });
});

describe('three dice payouts', () => {
  const r = digits('225', 'dice');
  it('k3sum pays the sum’s odds (9: 8.38)', () => {
    expect(pay('ELOTT_K3', 'k3sum', { sum: ['9', '10'] }, r)).toBe(838);
    expect(pay('ELOTT_K3', 'k3sum', { sum: ['3'] }, digits('111', 'dice'))).toBe(20_952);
  });
  it('k3bs: 9 is small and odd; any triple loses', () => {
    expect(pay('ELOTT_K3', 'k3bs', { bsoe: ['small', 'odd', 'big'] }, r)).toBe(2 * 198);
    expect(pay('ELOTT_K3', 'k3bs', { bsoe: ['small', 'odd', 'big', 'even'] }, digits('333', 'dice'))).toBe(0);
  });
  it('triples: any triple 35, a named triple 210', () => {
    expect(pay('ELOTT_K3', 'k3anytriple', { triple: ['any'] }, digits('444', 'dice'))).toBe(3_500);
    expect(pay('ELOTT_K3', 'k3anytriple', { triple: ['any'] }, r)).toBe(0);
    expect(pay('ELOTT_K3', 'k3triple', { triple: ['4', '5'] }, digits('444', 'dice'))).toBe(21_000);
    expect(pay('ELOTT_K3', 'k3triple', { triple: ['2'] }, r)).toBe(0);
  });
  it('k3single pays by how many dice show the face (1: 2, 2: 3.3, 3: 10)', () => {
    expect(pay('ELOTT_K3', 'k3single', { face: ['2', '5', '6'] }, r)).toBe(330 + 200);
    expect(pay('ELOTT_K3', 'k3single', { face: ['6'] }, digits('666', 'dice'))).toBe(1_000);
  });
});

describe('daily 4D and pick 3 payouts', () => {
  it('straights: 4D 9000, 3D (last three) 900, 2D (last two) 90', () => {
    const r = digits('1234');
    expect(pay('LOTT_4D', '4d', { p1: ['1'], p2: ['2'], p3: ['3'], p4: ['4', '5'] }, r)).toBe(900_000);
    expect(pay('LOTT_4D', '3d', { p2: ['2'], p3: ['3'], p4: ['4'] }, r)).toBe(90_000);
    expect(pay('LOTT_4D', '2d', { p3: ['3'], p4: ['4'] }, r)).toBe(9_000);
    expect(pay('LOTT_4D', '2d', { p3: ['4'], p4: ['3'] }, r)).toBe(0);
  });
  it('4D box pays by the number’s permutations (24: 375, 12: 750)', () => {
    expect(pay('LOTT_4D', '4dbox', { numbers: ['4321', '1123'] }, digits('1234'))).toBe(37_500);
    expect(pay('LOTT_4D', '4dbox', { numbers: ['3211'] }, digits('1123'))).toBe(75_000);
    expect(pay('LOTT_4D', '4dbox', { numbers: ['7777'] }, digits('7777'))).toBe(900_000);
  });
  it('pick 3: straight 900, box by class (aab: 300), sum by its odds (7: 25)', () => {
    const r = digits('007');
    expect(pay('LOTT_P3', 'p3straight', { p1: ['0'], p2: ['0'], p3: ['7'] }, r)).toBe(90_000);
    expect(pay('LOTT_P3', 'p3box', { numbers: ['700', '070', '123'] }, r)).toBe(2 * 30_000);
    expect(pay('LOTT_P3', 'p3box', { numbers: ['123'] }, digits('321'))).toBe(15_000);
    expect(pay('LOTT_P3', 'p3sum', { sum: ['7', '8'] }, r)).toBe(2_500);
  });
});

/** A Vietnam south station's 18 lots: lô endings 27 (three times: db, g7, g8), 11, 22, 33 ... 60. */
function southStation(code: string, lots = SOUTH_LOTS): LotteryResult['groups'] {
  return lots.map(([tier, numbers]) => ({ key: `${code}:${tier}`, numbers }));
}
const SOUTH_LOTS: [string, string[]][] = [
  ['db', ['812327']],
  ['g1', ['11111']],
  ['g2', ['22222']],
  ['g3', ['33333', '44444']],
  ['g4', ['55555', '66666', '77777', '88888', '99999', '10101', '20202']],
  ['g5', ['3030']],
  ['g6', ['4040', '5050', '6060']],
  ['g7', ['727']],
  ['g8', ['27']],
];
const OTHER_LOTS = SOUTH_LOTS.map(([tier, numbers]): [string, string[]] => [
  tier,
  numbers.map((n) => '8'.repeat(n.length)),
]);

describe('Vietnam payouts (south, Saturday: HCM and LAN drawn; odds lô 2: 95, lô 3: 950, lô 4: 9000, đề 95)', () => {
  const r: LotteryResult = { groups: [...southStation('HCM'), ...southStation('LAN', OTHER_LOTS)] };
  const vn = (playType: string, numbers: string[], stations = ['HCM']) =>
    pay('VN_SOUTH', playType, { stations, numbers }, r);
  it('lô 2 pays per lot ending in the number (27 three times, 11 once)', () => {
    expect(vn('lo2', ['27', '11', '45'])).toBe(4 * 9_500);
    expect(vn('lo2', ['27'], ['HCM', 'LAN'])).toBe(3 * 9_500);
    expect(vn('lo2', ['27'], ['LAN'])).toBe(0);
  });
  it('lô 3 and lô 4 count only lots with enough digits', () => {
    // 327 (special), 727 (g7), 111 (g1); the two-digit g8 27 is not 027.
    expect(vn('lo3', ['327', '727', '111'])).toBe(3 * 95_000);
    expect(vn('lo3', ['027'])).toBe(0);
    expect(vn('lo4', ['2327', '1111', '0727'])).toBe(2 * 900_000);
  });
  it('đề pays the last two digits of the special prize only', () => {
    expect(vn('de', ['27', '11'])).toBe(9_500);
    expect(vn('de', ['11'])).toBe(0);
  });
  it('xiên pays each k-set of numbers all among the station’s lô endings (xiên 2: 36, 3: 240, 4: 1690)', () => {
    expect(vn('xien2', ['27', '11', '45'])).toBe(3_600);
    expect(vn('xien2', ['27', '11', '22'])).toBe(3 * 3_600);
    expect(vn('xien3', ['27', '11', '22', '45'])).toBe(24_000);
    expect(vn('xien4', ['27', '11', '22', '33', '45'])).toBe(169_000);
    expect(vn('xien4', ['27', '11', '22', '45'])).toBe(0);
  });
  it('the north’s xiên odds are its own (27 lots: xiên 2 pays 17)', () => {
    const north: LotteryResult = {
      groups: [
        { key: 'HNO:db', numbers: ['12345'] },
        { key: 'HNO:g7', numbers: ['45', '67', '89', '01'] },
      ],
    };
    expect(pay('VN_NORTH', 'xien2', { stations: ['HNO'], numbers: ['45', '67'] }, north)).toBe(1_700);
    expect(pay('VN_NORTH', 'lo2', { stations: ['HNO'], numbers: ['45'] }, north)).toBe(2 * 9_500);
  });
});

describe('SEA 4D payouts', () => {
  const r: LotteryResult = {
    groups: [
      { key: 'first', numbers: ['1234'] },
      { key: 'second', numbers: ['5678'] },
      { key: 'third', numbers: ['9012'] },
      { key: 'starter', numbers: Array.from({ length: 10 }, (_, i) => `100${i}`) },
      { key: 'consolation', numbers: Array.from({ length: 10 }, (_, i) => `200${i}`) },
    ],
  };
  it('Big pays every tier (2000, 1000, 490, 250, 60)', () => {
    expect(pay('SEA_4D', 'big', { numbers: ['1234', '1005', '2009', '4444'] }, r)).toBe(200_000 + 25_000 + 6_000);
    expect(pay('SEA_4D', 'big', { numbers: ['9012'] }, r)).toBe(49_000);
  });
  it('Small pays the top three only (3000, 2000, 800)', () => {
    expect(pay('SEA_4D', 'small', { numbers: ['5678', '1005'] }, r)).toBe(200_000);
    expect(pay('SEA_4D', 'small', { numbers: ['1234', '9012'] }, r)).toBe(300_000 + 80_000);
  });
});
