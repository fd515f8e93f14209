import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAfterLoad } from './use-after-load.ts';

function Probe({ hold }: { hold: boolean }) {
  return <p>{useAfterLoad(100, hold) ? 'ready' : 'waiting'}</p>;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('useAfterLoad', () => {
  it('turns true a moment after the loaded page, and waits while held, then stays true', () => {
    const { rerender } = render(<Probe hold={true} />);
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByText('waiting')).toBeTruthy();
    rerender(<Probe hold={false} />);
    act(() => vi.advanceTimersByTime(50));
    expect(screen.getByText('waiting')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByText('ready')).toBeTruthy();
    rerender(<Probe hold={true} />);
    expect(screen.getByText('ready')).toBeTruthy();
  });
});
