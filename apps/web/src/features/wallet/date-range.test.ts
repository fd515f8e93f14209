import { describe, expect, it } from 'vitest';
import { addDays, dayOf, lastDays, shift, thisWeek, today } from './date-range.ts';

// Wednesday 2026-03-04 23:30 UTC is Thursday 07:30 at GMT+8.
const NOW = new Date('2026-03-04T23:30:00Z');

describe('record date ranges', () => {
  it('use the brand clock for today', () => {
    expect(dayOf(NOW, 0)).toBe('2026-03-04');
    expect(today(NOW, 480)).toEqual({ start: '2026-03-05', end: '2026-03-05' });
  });

  it('start weeks on Sunday', () => {
    expect(thisWeek(NOW, 480)).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    expect(thisWeek(new Date('2026-03-01T04:00:00Z'), 0)).toEqual({ start: '2026-03-01', end: '2026-03-07' });
    expect(thisWeek(new Date('2026-02-28T04:00:00Z'), 0)).toEqual({ start: '2026-02-22', end: '2026-02-28' });
  });

  it('count the last 7 and 30 days with today, and shift by 7 or 30 days either way', () => {
    const week = lastDays(NOW, 480, 7);
    expect(week).toEqual({ start: '2026-02-27', end: '2026-03-05' });
    expect(lastDays(NOW, 480, 30).start).toBe('2026-02-04');
    expect(shift(week, -7)).toEqual({ start: '2026-02-20', end: '2026-02-26' });
    expect(shift(week, 30)).toEqual({ start: '2026-03-29', end: '2026-04-04' });
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
