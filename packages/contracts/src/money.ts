/** Amounts on the wire are major units (e.g. 1234.56); inside they are integer minor units. */

/** The largest amount one request may name, in minor units (10 billion at two decimals). */
export const MAX_AMOUNT_MINOR = 1_000_000_000_000;

export type AmountParse =
  | { ok: true; minor: number }
  | { ok: false; reason: 'not_a_number' | 'not_positive' | 'too_many_decimals' | 'too_large' };

const AMOUNT_RE = /^(\d{1,16})(?:\.(\d+))?$/;

/**
 * Reads an amount typed or sent by a person: digits with at most `minorUnits` decimals, above zero,
 * at most MAX_AMOUNT_MINOR. Commas as thousands separators are accepted; signs, exponents, spaces
 * inside the number and anything else are refused.
 */
export function parseAmount(input: unknown, minorUnits = 2): AmountParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: false, reason: 'not_a_number' };
    if (input <= 0) return { ok: false, reason: 'not_positive' };
    text = String(input);
    if (/e/i.test(text)) return { ok: false, reason: input >= 1 ? 'too_large' : 'too_many_decimals' };
  } else if (typeof input === 'string') {
    text = input.trim().replace(/,(?=\d{3}(\D|$))/g, '');
  } else return { ok: false, reason: 'not_a_number' };
  if (/^-/.test(text)) return { ok: false, reason: 'not_positive' };
  const m = AMOUNT_RE.exec(text);
  if (!m) return { ok: false, reason: 'not_a_number' };
  const whole = m[1] ?? '0';
  const frac = (m[2] ?? '').replace(/0+$/, '');
  if (frac.length > minorUnits) return { ok: false, reason: 'too_many_decimals' };
  const minorText = whole + frac.padEnd(minorUnits, '0');
  const minor = Number(minorText);
  if (!Number.isSafeInteger(minor) || minor > MAX_AMOUNT_MINOR) return { ok: false, reason: 'too_large' };
  if (minor <= 0) return { ok: false, reason: 'not_positive' };
  return { ok: true, minor };
}

/** Minor units as a major-unit number for the wire (exact to the currency's decimals). */
export function toMajor(minor: number, minorUnits = 2): number {
  return Number((minor / 10 ** minorUnits).toFixed(minorUnits));
}

/** A major-unit number from the wire back to minor units. */
export function toMinor(major: number, minorUnits = 2): number {
  return Math.round(major * 10 ** minorUnits);
}
