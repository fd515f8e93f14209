import { describe, expect, it } from 'vitest';
import { localStart, minutesSince, nextReminder } from './reality-schedule.ts';

const MIN = 60_000;
const START = Date.UTC(2026, 10, 29, 8);

describe('the reality check schedule', () => {
  it('keeps the server start when this clock agrees with its count of minutes', () => {
    expect(localStart({ startedAt: START, minutes: 10 }, START + 10 * MIN + 20_000)).toBe(START);
  });

  it('corrects a clock that runs fast or slow by the minutes the server counted', () => {
    const now = START + 2 * 60 * MIN; // this clock is two hours ahead
    expect(localStart({ startedAt: START, minutes: 5 }, now)).toBe(now - 6 * MIN);
    const behind = START - 3 * MIN; // this clock is behind the server's start
    expect(localStart({ startedAt: START, minutes: 0 }, behind)).toBe(behind);
  });

  it('is due at the next multiple of the interval since the start', () => {
    expect(nextReminder(START, 30, START)).toBe(START + 30 * MIN);
    expect(nextReminder(START, 30, START + 47 * MIN)).toBe(START + 60 * MIN);
    expect(nextReminder(START, 15, START + 15 * MIN)).toBe(START + 30 * MIN);
    expect(nextReminder(START, 60, START - 5 * MIN)).toBe(START + 60 * MIN);
  });

  it('skips a multiple less than a minute away', () => {
    expect(nextReminder(START, 30, START + 59 * MIN + 30_000)).toBe(START + 90 * MIN);
  });

  it('counts whole minutes played', () => {
    expect(minutesSince(START, START + 61 * MIN + 59_000)).toBe(61);
    expect(minutesSince(START, START - MIN)).toBe(0);
  });
});
