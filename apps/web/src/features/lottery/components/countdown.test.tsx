import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInLanguage } from '../../../test/render.tsx';
import { Countdown, formatLeft } from './countdown.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the draw countdown', () => {
  it('formats what is left', () => {
    expect(formatLeft(65_000)).toBe('01:05');
    expect(formatLeft(3_600_000 + 61_000)).toBe('1:01:01');
    expect(formatLeft(-5)).toBe('00:00');
  });

  it('ticks each second from closesAt and calls onEnd once at the cut-off', async () => {
    const onEnd = vi.fn();
    const closesAt = Date.now() + 3_000;
    await renderInLanguage(<Countdown closesAt={closesAt} onEnd={onEnd} />);
    expect(screen.getByText('00:03')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:02')).toBeTruthy();
    act(() => vi.advanceTimersByTime(2_000));
    expect(screen.getByText('Closed')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('starts again when the next draw comes', async () => {
    const onEnd = vi.fn();
    const first = Date.now() + 1_000;
    const { rerender } = await renderInLanguage(<Countdown closesAt={first} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(onEnd).toHaveBeenCalledTimes(1);
    rerender(<Countdown closesAt={first + 60_000} onEnd={onEnd} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('00:59')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });
});
