import type { TRgLimit } from '@app/contracts/calls/rg';
import { useId } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { boot } from '../../../lib/boot.ts';
import { useFormatTime } from '../../../lib/format-time.ts';
import { Money } from '../../../ui/money.tsx';
import { iso, PERIOD_KEYS } from './labels.ts';
import type { LimitProblem } from './limit-rules.ts';
import { PendingRaise } from './pending-raise.tsx';

const PROBLEM_KEYS: Record<LimitProblem, TKey> = {
  amount: 'rg_error_amount',
  above_week: 'rg_error_above_week',
  above_month: 'rg_error_above_month',
};

/**
 * One period of a kind: its amount field (empty: no limit) with its error, what the period has used and
 * what remains, when it resets, and a raise waiting for confirmation.
 */
export function LimitPeriod({
  line,
  value,
  onValue,
  problem,
  hintId,
  busy,
  onDecide,
}: {
  line: TRgLimit;
  value: string;
  onValue(value: string): void;
  problem: LimitProblem | undefined;
  /** The line that says an empty field means no limit. */
  hintId: string;
  busy: boolean;
  onDecide(confirm: boolean): void;
}) {
  const t = useT();
  const time = useFormatTime();
  const id = useId();
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
          inputMode="decimal"
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
            {t(PROBLEM_KEYS[problem], { decimals: boot.minorUnits })}
          </span>
        ) : null}
      </div>
      <dl className="mc-kv rg-status">
        <dt>{t('rg_status_limit')}</dt>
        <dd>{line.amount === null ? t('rg_no_limit') : <Money amount={line.amount} />}</dd>
        <dt>{t('rg_status_used')}</dt>
        <dd>
          <Money amount={line.used} />
        </dd>
        {line.remaining !== null ? (
          <>
            <dt>{t('rg_status_remaining')}</dt>
            <dd>
              <Money amount={line.remaining} />
            </dd>
          </>
        ) : null}
        <dt>{t('rg_status_resets')}</dt>
        <dd>
          <time dateTime={iso(line.periodEndsAt)}>{time(iso(line.periodEndsAt))}</time>
        </dd>
      </dl>
      {line.pending ? <PendingRaise pending={line.pending} busy={busy} onDecide={onDecide} /> : null}
    </fieldset>
  );
}
