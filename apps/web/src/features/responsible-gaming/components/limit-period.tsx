import { RG_TIME_MAX_MINUTES, type TRgLimit } from '@app/contracts/calls/rg';
import { type ReactNode, useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { boot } from '../../../lib/boot.ts';
import { useFormatTime } from '../../../lib/format-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { Money } from '../../../ui/money.tsx';
import { iso, PERIOD_KEYS } from './labels.ts';
import type { LimitProblem, LimitUnit } from './limit-rules.ts';
import { PendingRaise } from './pending-raise.tsx';
import { useFormatMinutes } from './play-time.ts';

const PROBLEM_KEYS: Record<LimitProblem, TKey> = {
  amount: 'rg_error_amount',
  minutes: 'rg_error_minutes',
  above_week: 'rg_error_above_week',
  above_month: 'rg_error_above_month',
};

/**
 * One period of a kind: its amount field (empty: no limit) with its error, what the period has used and
 * what remains, when it resets, and a raise waiting for confirmation. A time limit's figures are whole
 * minutes and show as durations, never money.
 */
export function LimitPeriod({
  line,
  unit,
  value,
  onValue,
  problem,
  hintId,
  busy,
  onDecide,
}: {
  line: TRgLimit;
  unit: LimitUnit;
  value: string;
  onValue(value: string): void;
  problem: LimitProblem | undefined;
  /** The lines that describe the field (an empty field means no limit; a time limit's unit). */
  hintId: string;
  busy: boolean;
  onDecide(confirm: boolean): void;
}) {
  const t = useT();
  const time = useFormatTime();
  const minutes = useFormatMinutes();
  const id = useId();
  const isTime = unit === 'minutes';
  const shown = (value: number): ReactNode => (isTime ? minutes(value) : <Money amount={value} />);
  const labelId = `${id}-label`;
  const errorId = `${id}-error`;
  return (
    <fieldset className="rg-period" aria-labelledby={labelId}>
      <div className="mc-field">
        <label id={labelId} htmlFor={id}>
          {t(PERIOD_KEYS[line.period])}
        </label>
        <input
          id={id}
          inputMode={isTime ? 'numeric' : 'decimal'}
          autoComplete="off"
          maxLength={32}
          placeholder={t('rg_no_limit')}
          value={value}
          onChange={(e) => onValue(e.target.value)}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${errorId} ${hintId}` : hintId}
        />
        {problem ? (
          <span id={errorId} className="rg-error">
            {t(PROBLEM_KEYS[problem], {
              decimals: boot.minorUnits,
              max: RG_TIME_MAX_MINUTES[line.period],
              duration: minutes(RG_TIME_MAX_MINUTES[line.period]),
            })}
          </span>
        ) : null}
      </div>
      <dl className="mc-kv rg-status">
        <dt>{t('rg_status_limit')}</dt>
        <dd>{line.amount === null ? t('rg_no_limit') : shown(line.amount)}</dd>
        <dt>{t('rg_status_used')}</dt>
        <dd>{shown(line.used)}</dd>
        {line.remaining !== null ? (
          <>
            <dt>{t('rg_status_remaining')}</dt>
            <dd>{shown(line.remaining)}</dd>
          </>
        ) : null}
        <dt>{t('rg_status_resets')}</dt>
        <dd>
          <time dateTime={iso(line.periodEndsAt)}>{time(iso(line.periodEndsAt))}</time>
        </dd>
      </dl>
      {line.pending ? (
        <PendingRaise pending={line.pending} format={isTime ? minutes : formatMoney} busy={busy} onDecide={onDecide} />
      ) : null}
    </fieldset>
  );
}
