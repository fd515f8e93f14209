import { describe, expect, it } from 'vitest';
import { formatMajor, formatMinor } from './money.ts';

describe('amount format (two decimals, comma thousands)', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [123456789, '1,234,567.89'],
    [-100050, '-1,000.50'],
    [100000000000, '1,000,000,000.00'],
  ])('%d minor units -> %s', (minor, text) => {
    expect(formatMinor(minor)).toBe(text);
  });

  it('formats major amounts such as the jackpot', () => {
    expect(formatMajor(1234567.891)).toBe('1,234,567.89');
  });
});
