import type { TPlayStop } from '@app/contracts/calls/backoffice-rg';
import type { TRgKind, TRgPeriod } from '@app/contracts/calls/rg';
import { toMinor } from '@app/contracts/money';
import type { TFn } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { formatMinor, Money } from '../../ui/money.tsx';
import './rg.css';

export const KINDS: readonly TRgKind[] = ['deposit', 'loss', 'wager', 'time'];
export const PERIODS: readonly TRgPeriod[] = ['day', 'week', 'month'];

/** Major units (as the wire carries them) with the brand's currency: 1234.5 -> "1,234.50 PHP". */
export const formatMajor = (major: number) => `${formatMinor(toMinor(major, boot.minorUnits))} ${boot.currency}`;

/** A limit's figure as text: money, or whole minutes for a play-time limit ("90 min"). */
export const limitValue = (t: TFn, kind: TRgKind, value: number) =>
  kind === 'time' ? t('rg.minutes', { n: value.toLocaleString() }) : formatMajor(value);

/** A major-unit amount (as the wire carries it) in the brand's currency; negative amounts are marked. */
export function Major({ value }: { value: number }) {
  return <Money minor={toMinor(value, boot.minorUnits)} />;
}

/** "daily deposit limit" */
export const limitName = (t: TFn, kind: TRgKind, period: TRgPeriod) =>
  t('rg.limitName', { period: t(`rg.limitName.${period}`), kind: t(`rg.limitKind.${kind}`) });

/** What a stop covers: "Vendor: STF", or the whole brand. */
export const stopWhat = (t: TFn, s: Pick<TPlayStop, 'scope' | 'subject'>) =>
  s.scope === 'brand'
    ? t('rg.stops.wholeBrand')
    : t('rg.stops.what', { scope: t(`rg.scope.${s.scope}`), subject: s.subject });

/** A moment (epoch ms) as text in the reader's time. */
export const whenText = (at: number) =>
  new Date(at).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A moment (epoch ms) in the reader's time. */
export function When({ at }: { at: number }) {
  return <time dateTime={new Date(at).toISOString()}>{whenText(at)}</time>;
}

/** The outcome of the last act, read out to screen readers. */
export function Notice({ text }: { text: string }) {
  return text ? (
    <p role="status" className="notice">
      {text}
    </p>
  ) : null;
}
