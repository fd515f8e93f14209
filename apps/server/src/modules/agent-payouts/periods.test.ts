import { describe, expect, it } from 'vitest';
import { grossOf, rateOf } from './compute.ts';
import { parsePeriodKey, periodAt, periodKey, previousPeriod } from './periods.ts';

// Brand-local payout periods and the tier rule (docs/decisions/1120). +480: a brand 8 hours ahead of UTC.

const iso = (d: Date) => d.toISOString();
const span = (s: { start: Date; end: Date }) => [iso(s.start), iso(s.end)];

describe('payout periods, brand-local', () => {
  // 2030-03-06 01:30 local (+08:00) is 2030-03-05 17:30 UTC: a Wednesday locally.
  const at = new Date('2030-03-05T17:30:00Z');

  it('a day, an hour and a 5-minute real-time slot', () => {
    expect(span(periodAt('daily', 480, at))).toEqual(['2030-03-05T16:00:00.000Z', '2030-03-06T16:00:00.000Z']);
    expect(span(periodAt('hourly', 480, at))).toEqual(['2030-03-05T17:00:00.000Z', '2030-03-05T18:00:00.000Z']);
    expect(span(periodAt('realtime', 480, new Date('2030-03-05T17:34:59Z')))).toEqual([
      '2030-03-05T17:30:00.000Z',
      '2030-03-05T17:35:00.000Z',
    ]);
    // An offset that is not whole hours moves the hour's edges with it.
    expect(span(periodAt('hourly', 330, at))).toEqual(['2030-03-05T17:30:00.000Z', '2030-03-05T18:30:00.000Z']);
  });

  it('a week from Monday', () => {
    // Local Wednesday 2030-03-06: the week is Monday 03-04 to Monday 03-11, local midnight.
    expect(span(periodAt('weekly', 480, at))).toEqual(['2030-03-03T16:00:00.000Z', '2030-03-10T16:00:00.000Z']);
    // A local Monday 00:00 starts its own week; a Sunday 23:59 belongs to the one before.
    expect(iso(periodAt('weekly', 0, new Date('2030-03-04T00:00:00Z')).start)).toBe('2030-03-04T00:00:00.000Z');
    expect(iso(periodAt('weekly', 0, new Date('2030-03-03T23:59:59Z')).start)).toBe('2030-02-25T00:00:00.000Z');
  });

  it('half months from the 1st and the 16th, and months, across the year', () => {
    expect(span(periodAt('semimonthly', 0, new Date('2030-02-15T23:59:59Z')))).toEqual([
      '2030-02-01T00:00:00.000Z',
      '2030-02-16T00:00:00.000Z',
    ]);
    expect(span(periodAt('semimonthly', 0, new Date('2030-02-16T00:00:00Z')))).toEqual([
      '2030-02-16T00:00:00.000Z',
      '2030-03-01T00:00:00.000Z',
    ]);
    expect(span(periodAt('monthly', 480, new Date('2030-12-31T16:00:00Z')))).toEqual([
      '2030-12-31T16:00:00.000Z',
      '2031-01-31T16:00:00.000Z',
    ]);
    expect(
      span(previousPeriod('semimonthly', 0, periodAt('semimonthly', 0, new Date('2030-03-02T00:00:00Z')))),
    ).toEqual(['2030-02-16T00:00:00.000Z', '2030-03-01T00:00:00.000Z']);
  });

  it('a period key reads back', () => {
    const p = periodAt('daily', 480, at);
    expect(parsePeriodKey(periodKey(p))).toEqual(p);
    expect(() => parsePeriodKey('nonsense')).toThrow();
  });
});

describe('the tier rule', () => {
  const tiers = [
    { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 50 },
    { minValidBet: 100_000, minActiveMembers: 3, minLoss: 0, rate: 100 },
    { minValidBet: 100_000, minActiveMembers: 3, minLoss: 50_000, rate: 150 },
  ];
  it('takes the best rate whose every minimum is reached, 0 when none', () => {
    expect(rateOf(tiers, { validBet: 99_999, activeMembers: 10, loss: 1_000_000 })).toBe(50);
    expect(rateOf(tiers, { validBet: 100_000, activeMembers: 3, loss: 49_999 })).toBe(100);
    expect(rateOf(tiers, { validBet: 100_000, activeMembers: 3, loss: 50_000 })).toBe(150);
    expect(rateOf(tiers, { validBet: 100_000, activeMembers: 2, loss: 50_000 })).toBe(50);
    expect(rateOf(tiers.slice(1), { validBet: 0, activeMembers: 0, loss: 0 })).toBe(0);
    // A team that won (negative loss) still reaches a minimum loss of 0.
    expect(rateOf(tiers, { validBet: 100_000, activeMembers: 3, loss: -70_000 })).toBe(100);
  });
  it('rounds the gross down to the minor unit, without float error on large bases', () => {
    expect(grossOf(1_999, 50)).toBe(9);
    expect(grossOf(900_719_925_474_099, 9_999)).toBe(900_629_853_481_551);
  });
});
