import { JACKPOT_INCREMENT } from '@app/contracts/constants';
import { JACKPOT_WEEKLY_BASE } from '@app/contracts/content';
import { describe, expect, it } from 'vitest';
import { jackpotAt } from './jackpot.ts';

describe('jackpotAt', () => {
  const monday = Date.UTC(2026, 0, 5);

  it('starts the week at the base', () => {
    expect(jackpotAt(monday)).toBe(JACKPOT_WEEKLY_BASE);
    expect(jackpotAt(monday + 2_999)).toBe(JACKPOT_WEEKLY_BASE);
  });

  it('grows by 165.11 every 3 seconds, in whole cents', () => {
    expect(jackpotAt(monday + 3_000)).toBe(JACKPOT_WEEKLY_BASE + JACKPOT_INCREMENT);
    expect(jackpotAt(monday + 30_000)).toBeCloseTo(JACKPOT_WEEKLY_BASE + 10 * JACKPOT_INCREMENT, 2);
    const day = jackpotAt(monday + 86_400_000);
    expect(Math.round(day * 100) % 1).toBe(0);
    expect(day).toBeCloseTo(JACKPOT_WEEKLY_BASE + 28_800 * JACKPOT_INCREMENT, 2);
  });

  it('starts again the next Monday', () => {
    expect(jackpotAt(monday + 7 * 86_400_000)).toBe(JACKPOT_WEEKLY_BASE);
    expect(jackpotAt(monday - 3_000)).toBeGreaterThan(jackpotAt(monday + 86_400_000));
  });
});
