import type { TRgLimit } from '@app/contracts/calls/rg';
import { useEffect, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { iso } from './labels.ts';

/** Whether the time `from` (ms) has come; turns true by itself when it does. */
function useReached(from: number): boolean {
  const [reached, setReached] = useState(() => Date.now() >= from);
  useEffect(() => {
    const wait = from - Date.now();
    setReached(wait <= 0);
    if (wait <= 0) return;
    // Timers hold at most about 24.8 days; a raise waits 24 hours.
    const timer = setTimeout(() => setReached(true), Math.min(wait, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [from]);
  return reached;
}

/**
 * A raise (or removal) waiting: its amount and when it may be confirmed. Before then it may only be
 * cancelled; from then on confirmed or cancelled.
 */
export function PendingRaise({
  pending,
  format,
  busy,
  onDecide,
}: {
  pending: NonNullable<TRgLimit['pending']>;
  /** The raised limit as text: money, or a duration for a time limit. */
  format(amount: number): string;
  busy: boolean;
  onDecide(confirm: boolean): void;
}) {
  const t = useT();
  const time = useFormatTime();
  const reached = useReached(pending.from);
  return (
    <div className="rg-pending">
      <p>
        {pending.amount === null ? t('rg_pending_removal') : t('rg_pending_raise', { amount: format(pending.amount) })}{' '}
        {reached ? t('rg_pending_ready') : t('rg_pending_from', { time: time(iso(pending.from)) })}
      </p>
      <p className="rg-muted">{t('rg_pending_note')}</p>
      <div className="mc-row">
        {reached ? (
          <button
            type="button"
            className="mc-button mc-button--primary rg-small"
            disabled={busy}
            onClick={() => onDecide(true)}
          >
            {t('rg_confirm')}
          </button>
        ) : null}
        <button type="button" className="mc-button rg-small" disabled={busy} onClick={() => onDecide(false)}>
          {t('rg_cancel')}
        </button>
      </div>
    </div>
  );
}
