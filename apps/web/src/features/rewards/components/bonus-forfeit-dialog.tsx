import type { TGrant } from '@app/contracts/calls/bonus';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { reloadAfterBonusEnded, useForfeitBonus } from '../api/forfeit-bonus.ts';
import '../rewards.css';

/**
 * "Give up bonus": explains what is lost before it happens (the bonus money left and the wagering
 * done; real money stays), and only then sends bonus.forfeit with confirm: true.
 */
export function BonusForfeitDialog({ grant, onClose, onDone }: { grant: TGrant; onClose(): void; onDone(): void }) {
  const t = useT();
  const errorText = useErrorText();
  const forfeit = useForfeitBonus();
  const [error, setError] = useState<string | undefined>();
  const submit = async () => {
    setError(undefined);
    try {
      await forfeit.run({ grantId: grant.id, confirm: true });
      reloadAfterBonusEnded();
      onDone();
    } catch (e) {
      setError(errorText(e));
      reloadAfterBonusEnded();
    }
  };
  return (
    <Dialog title={t('rw_forfeit_title')} onClose={onClose}>
      <p>{t('rw_forfeit_intro', { title: grant.title })}</p>
      <ul className="rw-loss">
        <li>{t('rw_forfeit_loses_balance', { amount: formatMoney(grant.balance) })}</li>
        <li>
          {t('rw_forfeit_loses_progress', {
            wagered: formatMoney(grant.wagered),
            required: formatMoney(grant.wagered + grant.wageringRequired),
          })}
        </li>
        <li>{t('rw_forfeit_keeps_real')}</li>
      </ul>
      <p>
        <strong>{t('rw_forfeit_final')}</strong>
      </p>
      <McNotice error={error} />
      <div className="mc-row">
        <button type="button" className="mc-button rw-danger" disabled={forfeit.pending} onClick={() => void submit()}>
          {t('rw_forfeit_confirm', { amount: formatMoney(grant.balance) })}
        </button>
        <button type="button" className="mc-button mc-button--primary" onClick={onClose}>
          {t('rw_forfeit_keep')}
        </button>
      </div>
    </Dialog>
  );
}
