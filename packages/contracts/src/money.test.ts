import { describe, expect, it } from 'vitest';
import { MAX_AMOUNT_MINOR, parseAmount, toMajor, toMinor } from './money.ts';

describe('parseAmount', () => {
  it('reads plain, decimal and grouped amounts into minor units', () => {
    expect(parseAmount('100')).toEqual({ ok: true, minor: 10_000 });
    expect(parseAmount('100.5')).toEqual({ ok: true, minor: 10_050 });
    expect(parseAmount('1,234.56')).toEqual({ ok: true, minor: 123_456 });
    expect(parseAmount(0.01)).toEqual({ ok: true, minor: 1 });
    expect(parseAmount('7', 0)).toEqual({ ok: true, minor: 7 });
    expect(parseAmount('1.230')).toEqual({ ok: true, minor: 123 });
  });

  it('refuses negative, zero, fractional beyond minor units, huge and non-numeric amounts', () => {
    expect(parseAmount('-5')).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseAmount(-5)).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseAmount('0')).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseAmount(0)).toEqual({ ok: false, reason: 'not_positive' });
    expect(parseAmount('0.001')).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseAmount(0.1 + 0.2)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseAmount('1.5', 0)).toEqual({ ok: false, reason: 'too_many_decimals' });
    expect(parseAmount('99999999999999999')).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseAmount(String(MAX_AMOUNT_MINOR))).toEqual({ ok: false, reason: 'too_large' });
    expect(parseAmount(1e21)).toEqual({ ok: false, reason: 'too_large' });
    for (const bad of ['abc', '', ' ', '1e3', '0x10', '1 000', 'NaN', '١٢', null, undefined, {}, [], true]) {
      expect(parseAmount(bad).ok, String(bad)).toBe(false);
    }
    expect(parseAmount(Number.NaN)).toEqual({ ok: false, reason: 'not_a_number' });
    expect(parseAmount(Number.POSITIVE_INFINITY)).toEqual({ ok: false, reason: 'not_a_number' });
  });

  it('converts between minor and major units exactly', () => {
    expect(toMajor(123_456)).toBe(1234.56);
    expect(toMinor(1234.56)).toBe(123_456);
    expect(toMinor(toMajor(1))).toBe(1);
  });
});
