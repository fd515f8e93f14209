import { describe, expect, it } from 'vitest';
import { checkLimits, splitMinutes } from './limit-rules.ts';

const MONEY = { minorUnits: 2 };

describe('limit rules', () => {
  it('send empty fields as no limit and typed ones as typed', () => {
    expect(checkLimits({ day: ' 100 ', week: '', month: '1,000.50' }, MONEY)).toEqual({
      send: { day: '100', week: null, month: '1,000.50' },
      problems: {},
    });
  });

  it('put an order problem on the shorter period, skipping the periods left empty', () => {
    expect(checkLimits({ day: '500', week: '100', month: '' }, MONEY).problems).toEqual({ day: 'above_week' });
    expect(checkLimits({ day: '500', week: '', month: '100' }, MONEY).problems).toEqual({ day: 'above_month' });
    expect(checkLimits({ day: '50', week: '500', month: '100' }, MONEY).problems).toEqual({ week: 'above_month' });
    expect(checkLimits({ day: '100', week: '100', month: '100' }, MONEY).problems).toEqual({});
  });

  it('refuse what is not an amount above 0 with the currency decimals', () => {
    expect(checkLimits({ day: 'abc', week: '0', month: '1.234' }, MONEY).problems).toEqual({
      day: 'amount',
      week: 'amount',
      month: 'amount',
    });
  });

  it('read a time limit as whole minutes, sent as plain numbers', () => {
    expect(checkLimits({ day: ' 90 ', week: '', month: '0600' }, 'minutes')).toEqual({
      send: { day: '90', week: null, month: '600' },
      problems: {},
    });
    expect(checkLimits({ day: '1440', week: '10080', month: '44640' }, 'minutes').problems).toEqual({});
  });

  it('refuse minutes that are not whole, below 1 or above the longest the period holds', () => {
    expect(checkLimits({ day: '1441', week: '10081', month: '44641' }, 'minutes').problems).toEqual({
      day: 'minutes',
      week: 'minutes',
      month: 'minutes',
    });
    expect(checkLimits({ day: '1.5', week: '0', month: '-5' }, 'minutes').problems).toEqual({
      day: 'minutes',
      week: 'minutes',
      month: 'minutes',
    });
    expect(checkLimits({ day: '1,000', week: '1e3', month: '' }, 'minutes').problems).toEqual({
      day: 'minutes',
      week: 'minutes',
    });
  });

  it('keep the order rule for minutes: a day above the week is refused', () => {
    expect(checkLimits({ day: '120', week: '60', month: '' }, 'minutes').problems).toEqual({ day: 'above_week' });
    expect(checkLimits({ day: '', week: '600', month: '300' }, 'minutes').problems).toEqual({ week: 'above_month' });
  });

  it('split minutes into hours and minutes', () => {
    expect(splitMinutes(90)).toEqual({ hours: 1, minutes: 30 });
    expect(splitMinutes(45)).toEqual({ hours: 0, minutes: 45 });
    expect(splitMinutes(1440)).toEqual({ hours: 24, minutes: 0 });
  });
});
