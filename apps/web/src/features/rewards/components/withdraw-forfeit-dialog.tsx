import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Dialog } from '../../../ui/dialog.tsx';

/**
 * The withdrawal form's question when the server answered `bonus.withdraw.forfeits`: withdrawing now
 * gives up the bonus of `amount` being wagered. Confirming resubmits with forfeitBonus: true.
 */
export function WithdrawForfeitDialog({
  amount,
  onConfirm,
  onClose,
}: {
  /** The bonus that would be given up (major units), or null when the server did not name it. */
  amount: number | null;
  onConfirm(): void;
  onClose(): void;
}) {
  const t = useT();
  return (
    <Dialog
      title={t('rw_wd_forfeit_title')}
      onClose={onClose}
      buttons={[
        { label: t('rw_wd_forfeit_keep'), primary: true },
        {
          label: t('rw_wd_forfeit_confirm'),
          onClick: () => {
            onConfirm();
            return undefined;
          },
        },
      ]}
    >
      <p>
        {amount !== null ? t('rw_wd_forfeit_body', { amount: formatMoney(amount) }) : t('rw_wd_forfeit_body_unnamed')}
      </p>
      <p>{t('rw_wd_forfeit_alternative')}</p>
    </Dialog>
  );
}

/** The bonus a `bonus.withdraw.forfeits` refusal names (value.amount), or null. */
export function forfeitAmountOf(value: Record<string, unknown> | undefined): number | null {
  const amount = value?.amount;
  return typeof amount === 'number' && Number.isFinite(amount) ? amount : null;
}
