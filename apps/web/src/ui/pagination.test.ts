import { describe, expect, it } from 'vitest';
import { pageItems } from './pagination.tsx';

describe('pagination items (range 3, margin 1)', () => {
  it('shows every page when there are few', () => {
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });
  it('keeps the first and last page with gaps around the range', () => {
    expect(pageItems(1, 73)).toEqual([1, 2, 3, null, 73]);
    expect(pageItems(10, 73)).toEqual([1, null, 9, 10, 11, null, 73]);
    expect(pageItems(73, 73)).toEqual([1, null, 71, 72, 73]);
  });
});
