import { describe, expect, it } from 'vitest';
import { parseTiers, type TierDraft } from './tiers.ts';

const d = (minValidBet: string, minActiveMembers: string, rate: string, minLoss = '0'): TierDraft => ({
  minValidBet,
  minActiveMembers,
  minLoss,
  rate,
});

describe('the tiers of an offer', () => {
  it('become numbers when every tier is filled and the rates never fall as activity rises', () => {
    expect(parseTiers([d('0', '0', '0.5'), d('1000.5', '3', '0.75')], 'dailyWage')).toEqual({
      tiers: [
        { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 0.5 },
        { minValidBet: 1000.5, minActiveMembers: 3, minLoss: 0, rate: 0.75 },
      ],
    });
    // Tiers that do not cover each other may have any rates.
    expect(parseTiers([d('1000', '0', '2'), d('0', '5', '1')], 'hourSalary')).toHaveProperty('tiers');
    // Only a dividend keeps its loss minimum.
    expect(parseTiers([d('0', '0', '1', '500')], 'realtimeSalary')).toEqual({
      tiers: [{ minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 1 }],
    });
  });

  it('name what is wrong', () => {
    expect(parseTiers([], 'dividend')).toEqual({ error: 'ac_tiers_empty' });
    expect(
      parseTiers(
        Array.from({ length: 11 }, () => d('0', '0', '1')),
        'dailyWage',
      ),
    ).toEqual({ error: 'ac_tiers_too_many' });
    expect(parseTiers([d('0', '0', '1', '')], 'dividend')).toEqual({ error: 'ac_tier_field_empty' });
    expect(parseTiers([d('0', '1.5', '1')], 'dailyWage')).toEqual({ error: 'ac_tier_minimum_invalid' });
    expect(parseTiers([d('-1', '0', '1')], 'dailyWage')).toEqual({ error: 'ac_tier_minimum_invalid' });
    expect(parseTiers([d('0', '0', '-1')], 'dailyWage')).toEqual({ error: 'ac_rate_invalid' });
    expect(parseTiers([d('0', '0', '100.01')], 'dailyWage')).toEqual({ error: 'ac_rate_above_100' });
    expect(parseTiers([d('0', '0', '0.001')], 'dailyWage')).toEqual({ error: 'ac_rate_decimals' });
    expect(parseTiers([d('0', '0', '1', '0'), d('0', '0', '0.5', '100')], 'dividend')).toEqual({
      error: 'ac_tiers_not_monotonic',
    });
  });
});
