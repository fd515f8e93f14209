import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { formatMoney } from '../../lib/money-format.ts';
import {
  McNotice,
  McPage,
  McPending,
  McSection,
  McTable,
  useErrorText,
  useLatest,
  useRequestId,
} from '../../ui/page-kit.tsx';
import { reloadBalance, useBalance } from './api/get-balance.ts';
import { useWalletTransfer } from './api/wallet-transfer.ts';

/** transferFund (my wallet): every wallet account, and transfers between main and sub-wallets. */
export default function TransferFundPage() {
  const t = useT();
  const errorText = useErrorText();
  const balance = useBalance();
  const data = useLatest(balance.data);
  const { run, pending } = useWalletTransfer();
  const rid = useRequestId();
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState<string | undefined>();
  if (!data) return <McPending read={balance} />;
  const name = (vendor: string) => (vendor === '' ? t('wl_main_wallet') : vendor);
  const money = (v: number) => formatMoney(v, data.symbol, data.minorUnits);
  const wallets = data.accounts.map((a) => a.vendor);
  const target = to || wallets.find((w) => w !== from) || '';

  return (
    <McPage titleKey="mc_transfer_fund">
      <McSection title={t('wl_total_available', { amount: money(data.sumBalance) })} id="tf-accounts">
        <McTable label={t('mc_transfer_fund')}>
          <thead>
            <tr>
              <th scope="col">{t('wl_wallet')}</th>
              <th scope="col" className="mc-num">
                {t('wl_balance')}
              </th>
              <th scope="col" className="mc-num">
                {t('wl_held')}
              </th>
              <th scope="col" className="mc-num">
                {t('wl_available')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.accounts.map((a) => (
              <tr key={a.vendor}>
                <th scope="row">{name(a.vendor)}</th>
                <td className="mc-num">{money(a.balance)}</td>
                <td className="mc-num">{money(a.held)}</td>
                <td className="mc-num">{money(a.available)}</td>
              </tr>
            ))}
          </tbody>
        </McTable>
        {data.isSingle ? <p className="mc-field__hint">{t('wl_single_wallet')}</p> : null}
      </McSection>
      {!data.isSingle && wallets.length > 1 ? (
        <McSection title={t('wl_wallet_transfer')} id="tf-transfer">
          <form
            className="mc-form"
            onSubmit={(e) => {
              e.preventDefault();
              setError(undefined);
              setDone(undefined);
              run({ from, to: target, amount, requestId: rid.current() })
                .then(() => {
                  rid.renew();
                  setAmount('');
                  reloadBalance();
                  setDone(t('wl_transfer_done'));
                })
                .catch((err: unknown) => setError(errorText(err)));
            }}
          >
            <div className="mc-row">
              <div className="mc-field">
                <label htmlFor="tf-from">{t('wl_from')}</label>
                <select id="tf-from" value={from} onChange={(e) => setFrom(e.target.value)}>
                  {wallets.map((w) => (
                    <option key={w} value={w}>
                      {name(w)}
                    </option>
                  ))}
                </select>
              </div>
              <div className="mc-field">
                <label htmlFor="tf-to">{t('wl_to')}</label>
                <select id="tf-to" value={target} onChange={(e) => setTo(e.target.value)}>
                  {wallets
                    .filter((w) => w !== from)
                    .map((w) => (
                      <option key={w} value={w}>
                        {name(w)}
                      </option>
                    ))}
                </select>
              </div>
            </div>
            <div className="mc-field">
              <label htmlFor="tf-amount">{t('wl_amount')}</label>
              <input
                id="tf-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                autoComplete="off"
              />
            </div>
            <div className="mc-row">
              <button type="submit" className="mc-button mc-button--primary" disabled={pending}>
                {t('wl_transfer_submit')}
              </button>
            </div>
            <McNotice error={error} success={done} />
          </form>
        </McSection>
      ) : null}
    </McPage>
  );
}
