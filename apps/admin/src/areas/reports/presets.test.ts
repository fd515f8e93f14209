import { describe, expect, it } from 'vitest';
import { presetRange, rangeProblem } from './presets.ts';

describe('report presets', () => {
  it('counts from the brand day, across month and year ends', () => {
    expect(presetRange('today', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(presetRange('yesterday', '2026-03-01')).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(presetRange('last7', '2026-03-03')).toEqual({ from: '2026-02-25', to: '2026-03-03' });
    expect(presetRange('last30', '2026-03-03')).toEqual({ from: '2026-02-02', to: '2026-03-03' });
    expect(presetRange('thisMonth', '2026-03-17')).toEqual({ from: '2026-03-01', to: '2026-03-17' });
    expect(presetRange('lastMonth', '2026-01-05')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
  });

  it('finds what the server would refuse: a missing day, a reversed or too long range', () => {
    expect(rangeProblem({ from: '', to: '2026-03-01' })).toEqual({ key: 'reports.range.missing' });
    expect(rangeProblem({ from: '2026-03-02', to: '2026-03-01' })).toEqual({ key: 'reports.range.reversed' });
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-03' })).toEqual({
      key: 'reports.range.tooLong',
      vars: { max: 92 },
    });
    expect(rangeProblem({ from: '2026-01-01', to: '2026-04-02' })).toBeNull();
  });
});
