import { describe, expect, it } from 'vitest';
import { checkLimits } from './limit-rules.ts';

describe('limit rules', () => {
  it('send empty fields as no limit and typed ones as typed', () => {
    expect(checkLimits({ day: ' 100 ', week: '', month: '1,000.50' }, 2)).toEqual({
      send: { day: '100', week: null, month: '1,000.50' },
      problems: {},
    });
  });

  it('put an order problem on the shorter period, skipping the periods left empty', () => {
    expect(checkLimits({ day: '500', week: '100', month: '' }, 2).problems).toEqual({ day: 'above_week' });
    expect(checkLimits({ day: '500', week: '', month: '100' }, 2).problems).toEqual({ day: 'above_month' });
    expect(checkLimits({ day: '50', week: '500', month: '100' }, 2).problems).toEqual({ week: 'above_month' });
    expect(checkLimits({ day: '100', week: '100', month: '100' }, 2).problems).toEqual({});
  });

  it('refuse what is not an amount above 0 with the currency decimals', () => {
    expect(checkLimits({ day: 'abc', week: '0', month: '1.234' }, 2).problems).toEqual({
      day: 'amount',
      week: 'amount',
      month: 'amount',
    });
  });
});
