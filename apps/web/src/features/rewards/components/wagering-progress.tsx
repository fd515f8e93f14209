import type { TGrant } from '@app/contracts/calls/bonus';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';

/** The total wagering a grant asks for: what is done plus what is still to do (the contract's `wageringRequired`). */
export function wageringTotal(grant: Pick<TGrant, 'wagered' | 'wageringRequired'>): number {
  return grant.wagered + grant.wageringRequired;
}

/** A grant's wagering as a bar (wagered / required) with the amounts in words. */
export function WageringProgress({ grant }: { grant: TGrant }) {
  const t = useT();
  const pct = Math.max(0, Math.min(100, grant.progressBp / 100));
  const text = t('rw_progress_text', {
    wagered: formatMoney(grant.wagered),
    required: formatMoney(wageringTotal(grant)),
    percent: pct.toFixed(pct >= 10 || pct === 0 ? 0 : 1),
  });
  return (
    <div className="rw-progress">
      <div
        className="rw-progress__track"
        role="progressbar"
        aria-label={t('rw_progress_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(pct)}
        aria-valuetext={text}
      >
        <div className="rw-progress__fill" style={{ width: `${pct}%` }} />
      </div>
      <p className="rw-progress__text" data-testid="wagering-progress">
        {text}
      </p>
      <p className="mc-field__hint">{t('rw_progress_left', { amount: formatMoney(grant.wageringRequired) })}</p>
    </div>
  );
}
