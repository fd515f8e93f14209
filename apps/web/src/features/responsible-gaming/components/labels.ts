import type { TRgDuration, TRgKind, TRgPeriod } from '@app/contracts/calls/rg';
import type { TKey } from '../../../i18n/keys.ts';

/** The heading of each kind's form. */
export const KIND_KEYS: Record<TRgKind, TKey> = {
  deposit: 'rg_kind_deposit',
  loss: 'rg_kind_loss',
  wager: 'rg_kind_wager',
  time: 'rg_kind_time',
};

/** The label of each period's field. */
export const PERIOD_KEYS: Record<TRgPeriod, TKey> = {
  day: 'rg_period_day',
  week: 'rg_period_week',
  month: 'rg_period_month',
};

/** The words for each break's length. */
export const DURATION_KEYS: Record<TRgDuration, TKey> = {
  '24h': 'rg_duration_24h',
  '7d': 'rg_duration_7d',
  '30d': 'rg_duration_30d',
  '6m': 'rg_duration_6m',
  '12m': 'rg_duration_12m',
  '24m': 'rg_duration_24m',
  '60m': 'rg_duration_60m',
  forever: 'rg_duration_forever',
};

/** A time from the wire (ms) as the ISO text the time formatter reads. */
export const iso = (ms: number) => new Date(ms).toISOString();
