import { boot } from '../lib/boot.ts';

/** Formats integer minor units in the brand's currency: 123456 -> "1,234.56". */
export function formatMinor(minor: number, minorUnits = boot.minorUnits): string {
  const negative = minor < 0;
  const abs = Math.abs(minor);
  const scale = 10 ** minorUnits;
  const whole = Math.floor(abs / scale).toLocaleString('en-US');
  const frac = minorUnits > 0 ? `.${String(abs % scale).padStart(minorUnits, '0')}` : '';
  return `${negative ? '-' : ''}${whole}${frac}`;
}

/** An amount in minor units, with the brand's currency code; negative amounts are marked. */
export function Money({ minor, currency = boot.currency }: { minor: number; currency?: string }) {
  return (
    <span className={`money${minor < 0 ? ' negative' : ''}`}>
      {formatMinor(minor)} <span className="currency">{currency}</span>
    </span>
  );
}
