import { toMinor } from '@app/contracts/money';
import { boot } from './boot.ts';
import { formatMinor } from './money.ts';

/** An amount from the wire (major units) as the brand shows it: two decimals, comma thousands. */
export function formatAmount(major: number, minorUnits = boot.minorUnits): string {
  return formatMinor(toMinor(major, minorUnits), minorUnits);
}

/** With the brand's currency symbol in front. */
export function formatMoney(major: number, symbol = boot.symbol, minorUnits = boot.minorUnits): string {
  return `${symbol} ${formatAmount(major, minorUnits)}`;
}
