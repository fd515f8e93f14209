import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DateRange } from '../lib/date-range.ts';
import { renderInLanguage } from '../test/render.tsx';
import { DatePresets } from './date-presets.tsx';

// SPEC §9 date presets (previous or next 7 and 30 days, weeks from Sunday) on a fixed clock:
// Wednesday 2026-03-04 23:30 UTC is Thursday 2026-03-05 07:30 at the brand's GMT+8.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-04T23:30:00Z'));
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Filter({ future, initial }: { future?: boolean; initial: DateRange }) {
  const [range, setRange] = useState(initial);
  return (
    <>
      <DatePresets value={range} onChange={setRange} offsetMinutes={480} future={future} />
      <output aria-label="Chosen">{`${range.start}..${range.end}`}</output>
    </>
  );
}

const chosen = () => screen.getByRole('status', { name: 'Chosen' }).textContent;

describe('the date presets', () => {
  it('offer the past presets on a history page, with weeks from Sunday', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInLanguage(<Filter initial={{ start: '2026-01-01', end: '2026-01-01' }} />);
    const group = screen.getByRole('group', { name: 'Date ranges' });
    expect(within(group).queryByRole('button', { name: 'Next 7 days' })).toBeNull();
    await user.click(within(group).getByRole('button', { name: 'Today' }));
    expect(chosen()).toBe('2026-03-05..2026-03-05');
    await user.click(within(group).getByRole('button', { name: 'This week' }));
    expect(chosen()).toBe('2026-03-01..2026-03-07');
    await user.click(within(group).getByRole('button', { name: 'Last 7 days' }));
    expect(chosen()).toBe('2026-02-27..2026-03-05');
    await user.click(within(group).getByRole('button', { name: 'Last 30 days' }));
    expect(chosen()).toBe('2026-02-04..2026-03-05');
  });

  it('move the range earlier, and later only up to today', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInLanguage(<Filter initial={{ start: '2026-02-27', end: '2026-03-05' }} />);
    const later = screen.getByRole('button', { name: '7 days later ›' });
    expect(later).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: '30 days later ›' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: '‹ 7 days earlier' }));
    expect(chosen()).toBe('2026-02-20..2026-02-26');
    expect(later).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: '30 days later ›' }));
    expect(chosen()).toBe('2026-03-05..2026-03-05');
  });

  it('offer the next 7 and 30 days, and later moves past today, where the future makes sense', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await renderInLanguage(<Filter future initial={{ start: '2026-03-05', end: '2026-03-05' }} />);
    await user.click(screen.getByRole('button', { name: 'Next 7 days' }));
    expect(chosen()).toBe('2026-03-05..2026-03-11');
    await user.click(screen.getByRole('button', { name: 'Next 30 days' }));
    expect(chosen()).toBe('2026-03-05..2026-04-03');
    await user.click(screen.getByRole('button', { name: '7 days later ›' }));
    expect(chosen()).toBe('2026-03-12..2026-04-10');
  });
});
