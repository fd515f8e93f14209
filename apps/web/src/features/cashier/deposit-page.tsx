import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McSection, McTable, useRequestId } from '../../ui/page-kit.tsx';
import { useDepositOffers } from '../rewards/api/get-deposit-offers.ts';
import { DepositBonusChoice } from '../rewards/index.ts';
import { reloadBalance } from '../wallet/api/get-balance.ts';
import { useOnMoneyMoved } from '../wallet/index.ts';
import { useCreateDeposit, useDepositChannels, useDepositOrders } from './api/deposit.ts';
import { OrderStatus } from './components/order-status.tsx';
import { useSubmit } from './components/use-submit.ts';

/** depositv2: choose a channel, enter the amount (and the bank reference), then pay or wait. */
export default function DepositPage() {
  const t = useT();
  const time = useFormatTime();
  const { data: channels } = useDepositChannels();
  const orders = useDepositOrders();
  const { run: create } = useCreateDeposit();
  const s = useSubmit();
  const rid = useRequestId();
  const [channelId, setChannelId] = useState('');
  const [amount, setAmount] = useState('');
  const [reference, setReference] = useState('');
  const [payUrl, setPayUrl] = useState('');
  // A bonus chosen with this deposit; /member/deposit?promotionId= (the promotion's page) preselects it.
  const [search] = useSearchParams();
  const [promotionId, setPromotionId] = useState<number | null>(() => Number(search.get('promotionId')) || null);
  const { refetch: reloadOrders } = orders;
  const reload = useCallback(() => {
    void reloadOrders();
  }, [reloadOrders]);
  useOnMoneyMoved(reload);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening
  useEffect(reload, []);
  const channel = channels?.find((c) => c.id === channelId) ?? channels?.[0];
  // The form and the list below it show together once the channels and the bonus choice (the same
  // read DepositBonusChoice makes for an empty amount) have answered, so nothing moves under the
  // member's eyes or finger as they arrive.
  const offers = useDepositOffers(undefined);
  const ready = channels !== undefined && !offers.loading;
  if (!ready) {
    return (
      <McPage titleKey="mc_deposit">
        <Loading />
      </McPage>
    );
  }

  return (
    <McPage titleKey="mc_deposit">
      <McSection title={t('wl_deposit_new')} id="dp-new">
        {channels && channels.length === 0 ? <Empty>{t('wl_no_channels')}</Empty> : null}
        {channel ? (
          <form
            className="mc-form"
            onSubmit={(e) => {
              e.preventDefault();
              setPayUrl('');
              void s.run(async () => {
                const order = await create({
                  channelId: channel.id,
                  amount,
                  reference,
                  promotionId,
                  requestId: rid.current(),
                });
                rid.renew();
                setAmount('');
                setReference('');
                setPromotionId(null);
                await orders.refetch();
                reloadBalance();
                if (order.channelType === 'gateway') {
                  setPayUrl(order.paymentUrl);
                  return t('wl_deposit_gateway_ready', { orderNo: order.orderNo });
                }
                return t('wl_deposit_bank_waiting', { orderNo: order.orderNo });
              });
            }}
          >
            <fieldset className="mc-field mc-channels">
              <legend>{t('wl_channel')}</legend>
              {channels?.map((c) => (
                <label key={c.id} className="mc-channel">
                  <input
                    type="radio"
                    name="channel"
                    value={c.id}
                    checked={c.id === channel.id}
                    onChange={() => setChannelId(c.id)}
                  />
                  <span>{c.name}</span>
                  <span className="mc-field__hint">
                    {t('wl_limits', { min: formatMoney(c.min), max: formatMoney(c.max) })}
                  </span>
                </label>
              ))}
            </fieldset>
            {channel.type === 'bank' ? (
              <div className="mc-bank-box">
                <p>{t('wl_bank_pay_to')}</p>
                <dl className="mc-kv">
                  <dt>{t('wl_bank_name')}</dt>
                  <dd>{channel.bankName}</dd>
                  <dt>{t('wl_account_name')}</dt>
                  <dd>{channel.accountName}</dd>
                  <dt>{t('wl_account_number')}</dt>
                  <dd>{channel.accountNumber}</dd>
                </dl>
              </div>
            ) : null}
            <div className="mc-field">
              <label htmlFor="dp-amount">{t('wl_amount')}</label>
              <input
                id="dp-amount"
                inputMode="decimal"
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                required
                autoComplete="off"
              />
            </div>
            <DepositBonusChoice amount={amount} value={promotionId} onChange={setPromotionId} />
            {channel.type === 'bank' ? (
              <div className="mc-field">
                <label htmlFor="dp-reference">{t('wl_bank_reference')}</label>
                <input
                  id="dp-reference"
                  value={reference}
                  onChange={(e) => setReference(e.target.value)}
                  required
                  minLength={2}
                  maxLength={64}
                />
                <span className="mc-field__hint">{t('wl_bank_reference_hint')}</span>
              </div>
            ) : null}
            <div className="mc-row">
              <button type="submit" className="mc-button mc-button--primary" disabled={s.pending}>
                {channel.type === 'bank' ? t('wl_deposit_submit_bank') : t('wl_deposit_submit_gateway')}
              </button>
            </div>
            <McNotice error={s.error} success={s.success} />
            {payUrl ? (
              <a className="mc-button mc-button--primary mc-link-button" href={payUrl} target="_blank" rel="noopener">
                {t('wl_pay_now')}
              </a>
            ) : null}
          </form>
        ) : null}
      </McSection>
      <McSection title={t('wl_deposit_recent')} id="dp-recent">
        {orders.data && orders.data.list.length > 0 ? (
          <McTable label={t('wl_deposit_recent')}>
            <thead>
              <tr>
                <th scope="col">{t('wl_order')}</th>
                <th scope="col" className="mc-num">
                  {t('wl_amount')}
                </th>
                <th scope="col">{t('wl_status')}</th>
                <th scope="col">{t('wl_time')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.list.map((o) => (
                <tr key={o.orderNo}>
                  <td>{o.orderNo}</td>
                  <td className="mc-num">
                    <Money amount={o.amount} />
                  </td>
                  <td>
                    <OrderStatus status={o.status} />
                  </td>
                  <td>
                    <time dateTime={o.createdAt}>{time(o.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </McTable>
        ) : (
          <Empty>{t('wl_no_orders')}</Empty>
        )}
      </McSection>
    </McPage>
  );
}
