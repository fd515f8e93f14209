import { describe, expect, it } from 'vitest';
import { countdownSeconds, createThrottle, secondsLeft } from './countdown.ts';

describe('SMS countdown', () => {
  it('runs 60 seconds per expiry minute', () => {
    expect(countdownSeconds(5)).toBe(300);
    expect(countdownSeconds(1)).toBe(60);
    expect(countdownSeconds(0)).toBe(0);
    expect(countdownSeconds(-2)).toBe(0);
  });

  it('counts whole seconds left and stops at 0', () => {
    expect(secondsLeft(10_000, 0)).toBe(10);
    expect(secondsLeft(10_000, 9_001)).toBe(1);
    expect(secondsLeft(10_000, 10_000)).toBe(0);
    expect(secondsLeft(10_000, 50_000)).toBe(0);
  });
});

describe('createThrottle (captcha refresh, login SMS: once a second)', () => {
  it('refuses a second run within the interval and allows it after', () => {
    let now = 1_000;
    const runs: number[] = [];
    const throttle = createThrottle(1_000, () => now);
    expect(throttle.tryRun(() => runs.push(now))).toBe(true);
    now = 1_999;
    expect(throttle.tryRun(() => runs.push(now))).toBe(false);
    now = 2_000;
    expect(throttle.tryRun(() => runs.push(now))).toBe(true);
    expect(runs).toEqual([1_000, 2_000]);
  });
});
