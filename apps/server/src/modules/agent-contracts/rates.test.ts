import { describe, expect, it } from 'vitest';
import { nextPeriodStart, periodStart } from './periods.ts';
import { capBy, isMonotonic, rateAt, toStored, toWire, withinParent } from './rates.ts';

const t = (minValidBet: number, minActiveMembers: number, rate: number, minLoss = 0) => ({
  minValidBet,
  minActiveMembers,
  minLoss,
  rate,
});

describe('contract tiers', () => {
  it('answers the highest rate of the tiers a point reaches, 0 when none', () => {
    const tiers = [t(0, 0, 50), t(1000, 5, 100), t(5000, 0, 80)];
    expect(rateAt(tiers, t(0, 0, 0))).toBe(50);
    expect(rateAt(tiers, t(1000, 4, 0))).toBe(50);
    expect(rateAt(tiers, t(1000, 5, 0))).toBe(100);
    expect(rateAt(tiers, t(6000, 0, 0))).toBe(80);
    expect(rateAt([t(10, 0, 50)], t(0, 0, 0))).toBe(0);
  });

  it('is monotonic only when higher minimums never pay less', () => {
    expect(isMonotonic([t(0, 0, 50), t(1000, 5, 100)])).toBe(true);
    expect(isMonotonic([t(0, 0, 100), t(1000, 5, 50)])).toBe(false);
    // Incomparable tiers (more bet, fewer members) may pay less.
    expect(isMonotonic([t(0, 10, 100), t(1000, 0, 50)])).toBe(true);
    expect(isMonotonic([t(0, 0, 50), t(0, 0, 60)])).toBe(false);
  });

  it("keeps a child within its parent at every child tier's minimums and caps it there", () => {
    const parent = [t(0, 0, 100), t(1000, 0, 150)];
    expect(withinParent([t(0, 0, 100), t(1000, 0, 150)], parent)).toBe(true);
    expect(withinParent([t(500, 0, 120)], parent)).toBe(false);
    expect(capBy([t(0, 0, 120), t(2000, 0, 200)], parent)).toEqual([t(0, 0, 100), t(2000, 0, 150)]);
  });

  it('stores percents as basis points and major units as minor units, and back', () => {
    const stored = toStored([{ minValidBet: 12.34, minActiveMembers: 3, minLoss: 0, rate: 0.35 }], 2);
    expect(stored).toEqual([t(1234, 3, 35)]);
    expect(toWire(stored, 2)).toEqual([{ minValidBet: 12.34, minActiveMembers: 3, minLoss: 0, rate: 0.35 }]);
  });
});

describe('contract periods (brand-local, UTC+8 here)', () => {
  const off = 480;
  const at = new Date('2026-03-11T17:30:00Z'); // Thursday 12 March 01:30 local
  it('starts the next period where each kind says', () => {
    expect(nextPeriodStart('daily', at, off).toISOString()).toBe('2026-03-12T16:00:00.000Z');
    expect(nextPeriodStart('weekly', at, off).toISOString()).toBe('2026-03-15T16:00:00.000Z'); // Monday 16th local
    expect(nextPeriodStart('semimonthly', at, off).toISOString()).toBe('2026-03-15T16:00:00.000Z'); // 16th local
    expect(nextPeriodStart('monthly', at, off).toISOString()).toBe('2026-03-31T16:00:00.000Z');
    expect(nextPeriodStart('hourly', at, off).toISOString()).toBe('2026-03-11T18:00:00.000Z');
    expect(nextPeriodStart('realtime', at, off).toISOString()).toBe('2026-03-11T17:35:00.000Z');
    expect(nextPeriodStart('semimonthly', new Date('2026-03-20T00:00:00Z'), off).toISOString()).toBe(
      '2026-03-31T16:00:00.000Z',
    );
    expect(nextPeriodStart('monthly', new Date('2026-12-31T17:00:00Z'), off).toISOString()).toBe(
      '2027-01-31T16:00:00.000Z',
    );
  });
  it('holds the moment in the period it starts', () => {
    expect(periodStart('weekly', at, off).toISOString()).toBe('2026-03-08T16:00:00.000Z');
    expect(periodStart('daily', new Date('2026-03-11T16:00:00Z'), off).toISOString()).toBe('2026-03-11T16:00:00.000Z');
  });
});
