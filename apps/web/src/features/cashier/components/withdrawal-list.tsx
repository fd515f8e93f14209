import type { TWithdrawal } from '@app/contracts/calls/cashier';
import { useT } from '../../../i18n/i18n.tsx';
import { useFormatTime } from '../../../lib/format-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';
import { Empty } from '../../../ui/empty.tsx';
import { Money } from '../../../ui/money.tsx';
import { ConfirmReceipt } from './confirm-receipt.tsx';
import { OrderStatus } from './order-status.tsx';

/** The member's withdrawals; a paid one offers its receipt confirmation. */
export function WithdrawalList({
  items,
  autoReceiveMinutes,
  onChanged,
}: {
  items: TWithdrawal[];
  autoReceiveMinutes: number;
  onChanged(): void;
}) {
  const t = useT();
  const time = useFormatTime();
  if (items.length === 0) return <Empty>{t('wl_no_orders')}</Empty>;
  return (
    <ul className="mc-orders">
      {items.map((w) => (
        <li key={w.orderNo} className="mc-order">
          <div className="mc-order__head">
            <strong>
              <Money amount={w.amount} />
            </strong>
            <OrderStatus status={w.status} />
          </div>
          <p className="mc-field__hint">
            {`${w.orderNo} · ${w.bankName} ${w.accountNumber} · `}
            <time dateTime={w.createdAt}>{time(w.createdAt)}</time>
          </p>
          {w.reason ? <p className="mc-field__hint">{t('wl_reason', { reason: w.reason })}</p> : null}
          {w.receivedAmount !== null && w.remainingAmount !== null && w.remainingAmount > 0 ? (
            <p className="mc-field__hint">
              {t('wl_received_remaining', {
                received: formatMoney(w.receivedAmount),
                remaining: formatMoney(w.remainingAmount),
              })}
            </p>
          ) : null}
          {w.status === 'paid' ? (
            <ConfirmReceipt withdrawal={w} autoReceiveMinutes={autoReceiveMinutes} onDone={onChanged} />
          ) : null}
        </li>
      ))}
    </ul>
  );
}
