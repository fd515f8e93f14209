/** Formats minor units as an amount with two decimals and comma thousands (SPEC §9, DECISIONS "Money"). */
export function formatMinor(minor: number, minorUnits = 2): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(minor));
  const scale = 10 ** minorUnits;
  const whole = Math.floor(abs / scale);
  const frac = String(abs % scale).padStart(minorUnits, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${grouped}${minorUnits > 0 ? `.${frac}` : ''}`;
}

/** Formats a major-unit number (like the jackpot) with two decimals and comma thousands. */
export function formatMajor(value: number): string {
  return formatMinor(Math.round(value * 100), 2);
}
