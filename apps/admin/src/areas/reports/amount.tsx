import { toMinor } from '@app/contracts/money';
import { formatMinor } from '../../ui/money.tsx';

/** A major-unit amount of a report (exact to `minorUnits` decimals) as the brand writes it: 1,234.50. */
export function formatAmount(major: number, minorUnits: number): string {
  return formatMinor(toMinor(major, minorUnits), minorUnits);
}

/** A report amount; negative amounts are marked (class `negative`); null shows a dash. */
export function Amount({ value, minorUnits }: { value: number | null; minorUnits: number }) {
  if (value === null) return <span className="muted">—</span>;
  return <span className={`money${value < 0 ? ' negative' : ''}`}>{formatAmount(value, minorUnits)}</span>;
}
