import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { formatMoney } from '../../lib/money-format.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { PaymentPasswordField } from '../../ui/mc-field.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McSection, useLatest, useRequestId } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { reloadBalance } from '../wallet/api/get-balance.ts';
import { useSecurityProfile } from './api/security.ts';
import { useTransferDownline, useTransferInfo, useTransferUpline } from './api/transfer.ts';
import { useSubmit } from './components/use-submit.ts';

/** transferUpline: a member sends money to their upline; an agent to a member of their team. */
export default function TransferUplinePage({ open }: MemberCentrePageProps) {
  const t = useT();
  const info = useTransferInfo();
  const profile = useSecurityProfile();
  const up = useTransferUpline();
  const down = useTransferDownline();
  const s = useSubmit();
  const sd = useSubmit();
  const rid = useRequestId();
  const ridDown = useRequestId();
  const [amount, setAmount] = useState('');
  const [password, setPassword] = useState('');
  const [username, setUsername] = useState('');
  const [downAmount, setDownAmount] = useState('');
  const [downPassword, setDownPassword] = useState('');
  const d = useLatest(info.data);
  if (!d) return <Loading />;
  // Reached by its address by a member with neither (the menu hides the entry then).
  if (!d.toUpline && !d.toDownline) {
    return (
      <McPage titleKey="mc_transfer_upline">
        <Empty>{t('wl_transfer_none')}</Empty>
      </McPage>
    );
  }
  const noPassword = profile.data && !profile.data.hasPaymentPassword;

  return (
    <McPage titleKey="mc_transfer_upline">
      <dl className="mc-kv mc-spaced">
        <dt>{t('wl_available')}</dt>
        <dd>
          <Money amount={d.available} />
        </dd>
        <dt>{t('wl_limits_label')}</dt>
        <dd>{t('wl_limits', { min: formatMoney(d.min), max: formatMoney(d.max) })}</dd>
      </dl>
      {noPassword ? (
        <div className="mc-row mc-spaced">
          <p>{t('err_cashier_payment_password_required')}</p>
          <button type="button" className="mc-button" onClick={() => open('securityCenter')}>
            {t('wl_go_security')}
          </button>
        </div>
      ) : null}
      {d.toUpline ? (
        <McSection title={t('wl_to_upline', { username: d.uplineUsername })} id="tr-up">
          <form
            className="mc-form"
            onSubmit={(e) => {
              e.preventDefault();
              void s.run(async () => {
                await up.run({ amount, paymentPassword: password, requestId: rid.current() });
                rid.renew();
                setAmount('');
                setPassword('');
                reloadBalance();
                await info.refetch();
                return t('wl_transfer_done');
              });
            }}
          >
            <div className="mc-field">
              <label htmlFor="tr-amount">{t('wl_amount')}</label>
              <input
                id="tr-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                autoComplete="off"
              />
            </div>
            <PaymentPasswordField id="tr-password" value={password} onValue={setPassword} />
            <div className="mc-row">
              <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
                {t('wl_transfer_submit')}
              </button>
            </div>
            <McNotice error={s.error} success={s.success} />
          </form>
        </McSection>
      ) : null}
      {d.toDownline ? (
        <McSection title={t('wl_to_downline')} id="tr-down">
          <form
            className="mc-form"
            onSubmit={(e) => {
              e.preventDefault();
              void sd.run(async () => {
                await down.run({
                  username,
                  amount: downAmount,
                  paymentPassword: downPassword,
                  requestId: ridDown.current(),
                });
                ridDown.renew();
                setDownAmount('');
                setDownPassword('');
                reloadBalance();
                await info.refetch();
                return t('wl_transfer_done');
              });
            }}
          >
            <div className="mc-field">
              <label htmlFor="tr-down-user">{t('wl_downline_username')}</label>
              <input
                id="tr-down-user"
                value={username}
                onChange={(e) => setUsername(e.target.value)}
                required
                maxLength={40}
                autoComplete="off"
              />
            </div>
            <div className="mc-field">
              <label htmlFor="tr-down-amount">{t('wl_amount')}</label>
              <input
                id="tr-down-amount"
                inputMode="decimal"
                value={downAmount}
                onChange={(e) => setDownAmount(e.target.value)}
                required
                autoComplete="off"
              />
            </div>
            <PaymentPasswordField id="tr-down-password" value={downPassword} onValue={setDownPassword} />
            <div className="mc-row">
              <button type="submit" className="mc-button mc-button--primary" disabled={sd.pending}>
                {t('wl_transfer_submit')}
              </button>
            </div>
            <McNotice error={sd.error} success={sd.success} />
          </form>
        </McSection>
      ) : null}
    </McPage>
  );
}
