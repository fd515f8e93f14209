import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Money } from '../../../ui/money.tsx';
import { useErrorText } from '../../../ui/page-kit.tsx';
import { type SlipBet, slipTotal } from '../slip-model.ts';
import { useNameOf } from './play-tabs.tsx';

/** The player's words for a selection: each group's picks ('big' and the like named by `name`). */
export function selectionText(sel: Record<string, string[]>, name: (v: string) => string = (v) => v): string {
  return Object.values(sel)
    .map((l) => l.map(name).join(' '))
    .join(' | ');
}

/**
 * The slip: the bets waiting to be bought with their units and stake, the total, and a confirm dialog
 * before buying. `onConfirm` buys on the draw the dialog named when it opened (a draw that closed
 * meanwhile is refused, not swapped for the next); it rejects with the server's error, shown in the
 * player's language.
 */
export function BetSlip({
  bets,
  drawNo,
  playName,
  onRemove,
  onClear,
  onConfirm,
}: {
  bets: readonly SlipBet[];
  drawNo: string;
  playName(code: string): string;
  onRemove(id: string): void;
  onClear(): void;
  onConfirm(drawNo: string): Promise<void>;
}) {
  const t = useT();
  const errorText = useErrorText();
  const nameOf = useNameOf();
  // The draw the open dialog names: fixed when Buy is pressed, whatever the countdown does meanwhile.
  const [confirming, setConfirming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const total = slipTotal(bets);
  const buy = async () => {
    setError(null);
    try {
      if (confirming === null) return false;
      await onConfirm(confirming);
      setDone(true);
      return undefined;
    } catch (e) {
      setError(errorText(e));
      return false;
    }
  };
  return (
    <section className="lott-slip" aria-labelledby="lott-slip-title">
      <h2 id="lott-slip-title">{t('lottery_slip')}</h2>
      {bets.length === 0 ? <p className="lott-slip__empty">{t('lottery_slip_empty')}</p> : null}
      <ul className="lott-slip__list">
        {bets.map((b) => (
          <li key={b.id} className="lott-slip__bet">
            <span className="lott-slip__play">{playName(b.playType)}</span>
            <span className="lott-slip__sel">{selectionText(b.selection, (v) => nameOf('lottery_option_', v))}</span>
            <span>{t('lottery_units_times', { units: b.units })}</span>
            <Money amount={b.units * b.unit} />
            <button
              type="button"
              className="lott-button lott-button--plain"
              aria-label={t('lottery_remove_bet', { play: playName(b.playType) })}
              onClick={() => onRemove(b.id)}
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      <p className="lott-slip__total">
        {t('lottery_total')} <Money amount={total} />
      </p>
      {done && confirming === null ? (
        <p role="status" className="lott-ok">
          {t('lottery_bought')}
        </p>
      ) : null}
      <div className="lott-slip__actions">
        <button type="button" className="lott-button lott-button--plain" disabled={bets.length === 0} onClick={onClear}>
          {t('lottery_clear_slip')}
        </button>
        <button
          type="button"
          className="lott-button lott-button--primary"
          disabled={bets.length === 0 || drawNo === ''}
          onClick={() => {
            setError(null);
            setDone(false);
            setConfirming(drawNo);
          }}
        >
          {t('lottery_buy')}
        </button>
      </div>
      {confirming !== null ? (
        <Dialog
          title={t('lottery_confirm_title')}
          onClose={() => setConfirming(null)}
          buttons={[{ label: t('lottery_cancel') }, { label: t('lottery_confirm'), primary: true, onClick: buy }]}
        >
          <p>{t('lottery_confirm_text', { count: bets.length, drawNo: confirming })}</p>
          <p className="lott-slip__total">
            {t('lottery_total')} <Money amount={total} />
          </p>
          {error ? (
            <p role="alert" className="lott-error">
              {error}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </section>
  );
}
