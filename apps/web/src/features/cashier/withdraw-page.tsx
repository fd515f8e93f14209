import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { PaymentPasswordField } from '../../ui/mc-field.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McSection, useLatest, useRequestId } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { forfeitAmountOf, WithdrawForfeitDialog } from '../rewards/index.ts';
import { reloadBalance } from '../wallet/api/get-balance.ts';
import { useOnMoneyMoved } from '../wallet/index.ts';
import { useCreateWithdrawal, useWithdrawals, useWithdrawInfo } from './api/withdraw.ts';
import { useSubmit } from './components/use-submit.ts';
import { WithdrawalList } from './components/withdrawal-list.tsx';

/** withdraw: amount to a bound bank account with the payment password; then the list to confirm receipt. */
export default function WithdrawPage({ open }: MemberCentrePageProps) {
  const t = useT();
  const info = useWithdrawInfo();
  const list = useWithdrawals();
  const { run: create } = useCreateWithdrawal();
  const s = useSubmit();
  const rid = useRequestId();
  const [amount, setAmount] = useState('');
  const [bankId, setBankId] = useState('');
  const [password, setPassword] = useState('');
  // The server's question when withdrawing now would give up the bonus being wagered (its amount).
  const [forfeit, setForfeit] = useState<{ amount: number | null } | undefined>();
  const d = useLatest(info.data);
  const { refetch: reloadList } = list;
  const { refetch: reloadInfo } = info;
  const reload = useCallback(() => {
    void reloadList();
    void reloadInfo();
  }, [reloadList, reloadInfo]);
  useOnMoneyMoved(reload);
  // Opening the page always shows the current state (an operator may have acted meanwhile).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(reload, []);
  const ready = !!d && d.hasPaymentPassword && d.bankAccounts.length > 0;
  const bankAccountId = Number(bankId || d?.bankAccounts[0]?.id || 0);
  const submit = (forfeitBonus: boolean) =>
    s.run(async () => {
      try {
        const w = await create({
          amount,
          bankAccountId,
          paymentPassword: password,
          forfeitBonus,
          requestId: rid.current(),
        });
        rid.renew();
        setAmount('');
        setPassword('');
        reloadBalance();
        await Promise.all([info.refetch(), list.refetch()]);
        return t('wl_withdraw_submitted', { orderNo: w.orderNo });
      } catch (e) {
        if (!forfeitBonus && e instanceof ApiError && e.code === 'bonus.withdraw.forfeits') {
          rid.renew();
          setForfeit({ amount: forfeitAmountOf(e.value) });
          return undefined;
        }
        throw e;
      }
    });

  return (
    <McPage titleKey="mc_withdraw">
      <McSection title={t('wl_withdraw_new')} id="wd-new">
        {d ? (
          <dl className="mc-kv">
            <dt>{t('wl_available')}</dt>
            <dd data-testid="withdraw-available">
              <Money amount={d.available} />
            </dd>
            <dt>{t('wl_limits_label')}</dt>
            <dd>{t('wl_limits', { min: formatMoney(d.min), max: formatMoney(d.max) })}</dd>
            <dt>{t('wl_today_count')}</dt>
            <dd>{t('wl_today_count_value', { used: d.usedToday, max: d.dailyCount })}</dd>
          </dl>
        ) : null}
        {d && !d.hasPaymentPassword ? (
          <div className="mc-row">
            <p>{t('err_cashier_payment_password_required')}</p>
            <button type="button" className="mc-button" onClick={() => open('securityCenter')}>
              {t('wl_go_security')}
            </button>
          </div>
        ) : null}
        {d && d.bankAccounts.length === 0 ? (
          <div className="mc-row">
            <p>{t('err_cashier_bank_required')}</p>
            <button type="button" className="mc-button" onClick={() => open('securityCenter')}>
              {t('wl_go_security')}
            </button>
          </div>
        ) : null}
        {ready ? (
          <form
            className="mc-form"
            onSubmit={(e) => {
              e.preventDefault();
              void submit(false);
            }}
          >
            <div className="mc-field">
              <label htmlFor="wd-amount">{t('wl_amount')}</label>
              <input
                id="wd-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                autoComplete="off"
              />
            </div>
            <div className="mc-field">
              <label htmlFor="wd-bank">{t('wl_to_bank')}</label>
              <select id="wd-bank" value={String(bankAccountId)} onChange={(e) => setBankId(e.target.value)}>
                {d.bankAccounts.map((b) => (
                  <option key={b.id} value={b.id}>{`${b.bankName} ${b.accountNumber}`}</option>
                ))}
              </select>
            </div>
            <PaymentPasswordField id="wd-password" value={password} onValue={setPassword} />
            <div className="mc-row">
              <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
                {t('wl_withdraw_submit')}
              </button>
            </div>
            <McNotice error={s.error} success={s.success} />
          </form>
        ) : null}
        {forfeit ? (
          <WithdrawForfeitDialog
            amount={forfeit.amount}
            onConfirm={() => void submit(true)}
            onClose={() => setForfeit(undefined)}
          />
        ) : null}
      </McSection>
      <McSection title={t('wl_withdraw_recent')} id="wd-recent">
        <WithdrawalList
          items={list.data?.list ?? []}
          autoReceiveMinutes={d?.autoReceiveMinutes ?? 30}
          onChanged={() => void list.refetch()}
        />
      </McSection>
    </McPage>
  );
}
