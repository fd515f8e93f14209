import { useRef, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { readLocal, writeLocal } from '../../lib/storage.ts';
import { useSession } from '../session/index.ts';
import { useBalance } from './api/get-balance.ts';
import { useBalanceEvents } from './balance-events.ts';
import './header-balance.css';

const HIDE_KEY = 'balanceHidden';

/**
 * The balance in the logged-in header bar: the brand's symbol and the amount, a hide toggle that shows
 * *** instead, and a refresh that shows its loading text. It updates live after any money movement.
 */
export function HeaderBalance() {
  const t = useT();
  const { token } = useSession();
  const { data: fresh, refetch } = useBalance(!!token);
  // While a live update reloads the balance, the last known amount stays on screen.
  const last = useRef(fresh);
  if (fresh) last.current = fresh;
  const data = fresh ?? last.current;
  const [hidden, setHidden] = useState(() => readLocal(HIDE_KEY) === '1');
  const [refreshing, setRefreshing] = useState(false);
  useBalanceEvents(token);
  if (!token) return null;

  const toggle = () => {
    writeLocal(HIDE_KEY, hidden ? '0' : '1');
    setHidden(!hidden);
  };
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refetch();
    } finally {
      setRefreshing(false);
    }
  };
  const busy = refreshing || !data;
  const amount = data ? formatMoney(data.sumBalance, data.symbol, data.minorUnits) : `${boot.symbol} –`;
  // A bonus being wagered is not in sumBalance (decision 1300): shown beside it, translated.
  const bonus = data ? formatMoney(data.bonus, data.symbol, data.minorUnits) : '';

  return (
    <div className="header-balance">
      <span className="header-balance__label">{t('wl_balance')}</span>
      <span className="header-balance__figures">
        <output className="header-balance__amount" aria-live="polite" data-testid="header-balance">
          {busy ? t('wl_balance_loading') : hidden ? '***' : amount}
        </output>
        {data && data.bonus > 0 && !busy ? (
          <span className="header-balance__bonus" data-testid="header-bonus">
            {hidden ? t('rw_header_bonus', { amount: '***' }) : t('rw_header_bonus', { amount: bonus })}
          </span>
        ) : null}
      </span>
      <button
        type="button"
        className="header-balance__icon"
        aria-pressed={hidden}
        aria-label={hidden ? t('wl_balance_show') : t('wl_balance_hide')}
        title={hidden ? t('wl_balance_show') : t('wl_balance_hide')}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path
            d="M12 5C6.5 5 2.7 9.1 1.5 12c1.2 2.9 5 7 10.5 7s9.3-4.1 10.5-7C21.3 9.1 17.5 5 12 5Zm0 11.5A4.5 4.5 0 1 1 12 7.5a4.5 4.5 0 0 1 0 9Zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5Z"
            fill="currentColor"
          />
          {hidden ? <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" /> : null}
        </svg>
      </button>
      <button
        type="button"
        className="header-balance__icon"
        aria-label={t('wl_balance_refresh')}
        title={t('wl_balance_refresh')}
        onClick={() => void refresh()}
        disabled={busy}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" className={busy ? 'is-spinning' : ''}>
          <path d="M17.7 6.3A8 8 0 1 0 20 12h-2a6 6 0 1 1-1.8-4.2L13 11h7V4l-2.3 2.3Z" fill="currentColor" />
        </svg>
      </button>
    </div>
  );
}
