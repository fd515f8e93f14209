import { describe, expect, it } from 'vitest';
import { addDays, dayOf, lastDays, nextDays, shift, shiftUpTo, thisWeek, today } from './date-range.ts';

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

  it('count the next 7 and 30 days from today, across month ends', () => {
    expect(nextDays(NOW, 480, 7)).toEqual({ start: '2026-03-05', end: '2026-03-11' });
    expect(nextDays(new Date('2026-12-20T12:00:00Z'), 0, 30)).toEqual({ start: '2026-12-20', end: '2027-01-18' });
  });

  it('start the week on Sunday on a Saturday and across a year end', () => {
    expect(thisWeek(new Date('2026-12-31T12:00:00Z'), 0)).toEqual({ start: '2026-12-27', end: '2027-01-02' });
    expect(thisWeek(new Date('2027-01-02T23:59:00Z'), 0)).toEqual({ start: '2026-12-27', end: '2027-01-02' });
  });

  it('move a history range later only up to today', () => {
    const latest = '2026-03-05';
    const week = { start: '2026-02-20', end: '2026-02-26' };
    expect(shiftUpTo(week, -30, latest)).toEqual({ start: '2026-01-21', end: '2026-01-27' });
    expect(shiftUpTo(week, 7, latest)).toEqual({ start: '2026-02-27', end: '2026-03-05' });
    // Past today: the end stops at today.
    expect(shiftUpTo(week, 30, latest)).toEqual({ start: latest, end: latest });
    expect(shiftUpTo({ start: '2026-02-25', end: '2026-03-03' }, 7, latest)).toEqual({
      start: '2026-03-04',
      end: latest,
    });
    // Already at today: no later move.
    expect(shiftUpTo({ start: '2026-02-27', end: latest }, 7, latest)).toBeNull();
    expect(shiftUpTo({ start: '2026-02-27', end: latest }, -7, latest)).toEqual({
      start: '2026-02-20',
      end: '2026-02-26',
    });
  });
});
