import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { McNotice, useRequestId } from '../../../ui/page-kit.tsx';
import { useTransferDownline, useTransferInfo } from '../../cashier/api/transfer.ts';
import { reloadBalance } from '../../wallet/api/get-balance.ts';
import { reloadTeam } from '../api/create-downline.ts';
import { useSubmit } from './use-submit.ts';

/** Transfer to a downline (cashier.transferDownline): the amount and the payment password. */
export function TransferDialog({ username, onClose }: { username: string; onClose(): void }) {
  const t = useT();
  const info = useTransferInfo();
  const transfer = useTransferDownline();
  const s = useSubmit();
  const rid = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const d = info.data;
  return (
    <Dialog title={t('ac_transfer_title', { username })} onClose={onClose}>
      <form
        className="mc-form"
        onSubmit={(e) => {
          e.preventDefault();
          void s.run(async () => {
            await transfer.run({ username, amount, paymentPassword: password, requestId: rid.current() });
            rid.renew();
            setAmount('');
            setPassword('');
            reloadBalance();
            reloadTeam();
            await info.refetch();
            return t('ac_transfer_done', { username });
          });
        }}
      >
        {d ? (
          <dl className="mc-kv">
            <dt>{t('wl_available')}</dt>
            <dd>{formatMoney(d.available)}</dd>
            <dt>{t('wl_limits_label')}</dt>
            <dd>{t('wl_limits', { min: formatMoney(d.min), max: formatMoney(d.max) })}</dd>
          </dl>
        ) : null}
        <div className="mc-field">
          <label htmlFor="ac-tr-amount">{t('wl_amount')}</label>
          <input
            id="ac-tr-amount"
            inputMode="decimal"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
            autoComplete="off"
          />
        </div>
        <div className="mc-field">
          <label htmlFor="ac-tr-password">{t('wl_payment_password')}</label>
          <input
            id="ac-tr-password"
            type="password"
            inputMode="numeric"
            autoComplete="off"
            maxLength={6}
            pattern="\d{6}"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value.replace(/\D/g, ''))}
          />
        </div>
        <div className="mc-row">
          <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
            {t('wl_transfer_submit')}
          </button>
        </div>
        <McNotice error={s.error} success={s.success} />
      </form>
    </Dialog>
  );
}
