import { describe, expect, it } from 'vitest';
import { oddsFit, oddsTableFits } from './odds-table.ts';
import { publishedRtp } from './rules.ts';
import { game, playOf } from './test-kit.ts';

describe('a brand’s odds table', () => {
  const fast = game('ELOTT_5D1');
  const dice = game('ELOTT_K3');

  it('fits when each play keeps its shape and stays under 100% RTP', () => {
    expect(oddsTableFits(fast, {})).toBe(true);
    expect(oddsTableFits(fast, { pos: 95_000, f3box: 1_600_000 })).toBe(true);
    expect(oddsFit(dice, playOf(dice, 'k3single'), { '1': 19_000, '2': 30_000, '3': 90_000 })).toBe(true);
    // The RTP follows the brand's figure: 9.5 on a 1-in-10 play is 95%.
    expect(publishedRtp(fast, playOf(fast, 'pos'), { pos: 95_000 })).toBe(9_500);
  });

  it('refuses odds of 100% RTP or more, or that return no more than the stake', () => {
    expect(oddsFit(fast, playOf(fast, 'pos'), 100_000)).toBe(false);
    expect(oddsFit(fast, playOf(fast, 'pos'), 99_999)).toBe(true);
    expect(oddsFit(fast, playOf(fast, 'posbs'), 10_000)).toBe(false);
    expect(oddsFit(fast, playOf(fast, 'pos'), 0)).toBe(false);
    expect(oddsFit(fast, playOf(fast, 'pos'), -98_000)).toBe(false);
  });

  it('refuses a figure that is not whole basis points, the wrong shape, or missing and extra keys', () => {
    expect(oddsFit(fast, playOf(fast, 'pos'), 98_000.5)).toBe(false);
    expect(oddsFit(fast, playOf(fast, 'pos'), '98000')).toBe(false);
    expect(oddsFit(fast, playOf(fast, 'pos'), { any: 98_000 })).toBe(false);
    const single = playOf(dice, 'k3single');
    expect(oddsFit(dice, single, 20_000)).toBe(false);
    expect(oddsFit(dice, single, { '1': 20_000, '2': 33_000 })).toBe(false);
    expect(oddsFit(dice, single, { '1': 20_000, '2': 33_000, '3': 100_000, '4': 1 })).toBe(false);
    expect(oddsFit(dice, single, [20_000, 33_000, 100_000])).toBe(false);
  });

  it('refuses plays the lottery does not have and tables that are not objects', () => {
    expect(oddsTableFits(fast, { lo2: 950_000 })).toBe(false);
    expect(oddsTableFits(fast, { toString: 98_000 })).toBe(false);
    expect(oddsTableFits(fast, null)).toBe(false);
    expect(oddsTableFits(fast, [98_000])).toBe(false);
  });
});
