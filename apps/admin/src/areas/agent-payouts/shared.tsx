import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { formatMinor } from '../../ui/money.tsx';

/** Major units as the brand writes them: 1234.5 -> "1,234.50". */
export const formatMajor = (major: number) => formatMinor(Math.round(major * 10 ** boot.minorUnits));

/** An amount the server gave in major units, with the currency code. */
export function Major({ amount }: { amount: number }) {
  return (
    <span className="money">
      {formatMajor(amount)} <span className="currency">{boot.currency}</span>
    </span>
  );
}

/** A moment (epoch ms) in the reader's time, to the minute. */
export function When({ at }: { at: number }) {
  const d = new Date(at);
  return (
    <time dateTime={d.toISOString()}>{d.toLocaleString(undefined, { dateStyle: 'short', timeStyle: 'short' })}</time>
  );
}

/** A contract kind's translated name. */
export function useKindName(): (kind: string) => string {
  const t = useT();
  return (kind) => t(`agentPayouts.kind.${kind}`);
}
