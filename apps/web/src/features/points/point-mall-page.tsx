import type { TMallItem } from '@app/contracts/calls/points';
import { balance, details, redemptions } from '@app/contracts/calls/points';
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { TKey } from '../../i18n/keys.ts';
import { formatMoney } from '../../lib/money-format.ts';
import { invalidateCalls } from '../../lib/use-call.ts';
import { Empty, Loading } from '../../ui/empty.tsx';
import { Tabs } from '../../ui/form-kit.tsx';
import { useErrorText } from '../../ui/page-kit.tsx';
import { openAuthDialog } from '../auth/index.ts';
import { onMemberCentreClose } from '../member-centre/index.ts';
import { useSession } from '../session/index.ts';
import { useMallItems, usePointBalance, usePointConfig } from './api/points.ts';
import { ConvertDialog } from './components/convert-dialog.tsx';
import { PointDetails, RedeemHistory } from './components/points-lists.tsx';
import { mostOf, RedeemDialog } from './components/redeem-dialog.tsx';
import './points.css';

type Tab = 'items' | 'history' | 'details';

const KIND: Record<TMallItem['kind'], TKey> = {
  voucher: 'pt_kind_voucher',
  bonus: 'pt_kind_bonus',
  goods: 'pt_kind_goods',
};

/**
 * /pointMall (SPEC §1, §2): the w_shop banners come from the site layout; here the member's points and
 * the rules, the items with their drawn art, redeem and convert dialogs, the redeem history and the
 * points details. Visitors see the items and a sign-in prompt. Closing the member centre clears the
 * mall's state (tab, pages, open dialog, cached points) (SPEC §2).
 */
export default function PointMallPage() {
  const t = useT();
  const errorText = useErrorText();
  const { token } = useSession();
  const signedIn = token !== null;
  const cfg = usePointConfig();
  const bal = usePointBalance(signedIn);
  const list = useMallItems();
  const [tab, setTab] = useState<Tab>('items');
  const [historyPage, setHistoryPage] = useState(1);
  const [detailsPage, setDetailsPage] = useState(1);
  const [redeeming, setRedeeming] = useState<TMallItem | null>(null);
  const [converting, setConverting] = useState(false);

  useEffect(
    () =>
      onMemberCentreClose(() => {
        setTab('items');
        setHistoryPage(1);
        setDetailsPage(1);
        setRedeeming(null);
        setConverting(false);
        invalidateCalls(balance, redemptions, details);
      }),
    [],
  );

  const points = bal.data?.points ?? 0;
  const c = cfg.data;
  const tabs: { key: Tab; label: string }[] = [
    { key: 'items', label: t('pt_tab_items') },
    ...(signedIn
      ? [
          { key: 'history' as const, label: t('pt_tab_history') },
          { key: 'details' as const, label: t('pt_tab_details') },
        ]
      : []),
  ];
  const shown = signedIn ? tab : 'items';
  // A tab panel only when there are tabs (visitors see the items alone).
  const panelProps = tabs.length > 1 ? { role: 'tabpanel' as const, 'aria-labelledby': `pt-tab-${shown}` } : {};

  return (
    <div className="pt-page">
      <h1 className="pt-page__title">{t('pt_title')}</h1>
      <section className="pt-summary" aria-label={t('pt_balance')}>
        {signedIn ? (
          <div className="pt-summary__balance">
            <span className="pt-summary__label">{t('pt_balance')}</span>
            <strong className="pt-summary__points">{bal.data ? t('pt_balance_value', { points }) : '…'}</strong>
          </div>
        ) : (
          <p className="pt-summary__prompt">{t('pt_sign_in_prompt')}</p>
        )}
        {c ? (
          <p className="pt-summary__rules">
            {c.enabled
              ? t('pt_ratio', {
                  amount: formatMoney(c.earnBetPerPoint),
                  points: c.convertPoints,
                  cash: formatMoney(c.convertAmount),
                })
              : t('pt_disabled')}
          </p>
        ) : null}
        {signedIn ? (
          <button
            type="button"
            className="mc-button"
            disabled={!c?.enabled || points < (c?.convertMinPoints ?? 0)}
            onClick={() => setConverting(true)}
          >
            {t('pt_convert')}
          </button>
        ) : (
          <button
            type="button"
            className="mc-button mc-button--primary"
            onClick={() => openAuthDialog({ kind: 'login' })}
          >
            {t('pt_sign_in')}
          </button>
        )}
      </section>
      <Tabs<Tab> label={t('pt_title')} tabs={tabs} active={shown} onChange={setTab} idPrefix="pt" />
      <div id="pt-panel" {...panelProps}>
        {shown === 'history' ? (
          <RedeemHistory page={historyPage} onPage={setHistoryPage} />
        ) : shown === 'details' ? (
          <PointDetails page={detailsPage} onPage={setDetailsPage} />
        ) : list.error ? (
          <Empty>{errorText(list.error)}</Empty>
        ) : !list.data ? (
          <Loading />
        ) : list.data.list.length === 0 ? (
          <Empty>{t('pt_items_empty')}</Empty>
        ) : (
          <ul className="pt-grid">
            {list.data.list.map((item) => {
              const can = signedIn && c?.enabled === true && mostOf(item, points) > 0;
              return (
                <li key={item.id} className="pt-card">
                  <img className="pt-card__art" src={item.art} alt="" width={400} height={300} loading="lazy" />
                  <div className="pt-card__body">
                    <span className="pt-card__kind">{t(KIND[item.kind])}</span>
                    <h2 className="pt-card__name">{item.name}</h2>
                    {item.description ? <p className="pt-card__desc">{item.description}</p> : null}
                    {item.amount > 0 ? (
                      <p className="pt-card__amount">
                        {formatMoney(item.amount)}
                        {item.wageringMultiple > 0 ? ` · ${t('pt_wagering', { multiple: item.wageringMultiple })}` : ''}
                      </p>
                    ) : null}
                    <p className="pt-card__points">{t('pt_item_points', { points: item.points })}</p>
                    <p className="pt-card__meta">
                      {item.stock > 0 ? t('pt_item_stock', { stock: item.stock }) : t('pt_out_of_stock')}
                      {item.perMemberLimit !== null ? ` · ${t('pt_item_limit', { limit: item.perMemberLimit })}` : ''}
                    </p>
                    {signedIn ? (
                      <button
                        type="button"
                        className="mc-button mc-button--primary"
                        disabled={!can}
                        onClick={() => setRedeeming(item)}
                        aria-label={`${t('pt_redeem')}: ${item.name}`}
                      >
                        {t('pt_redeem')}
                      </button>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {redeeming ? <RedeemDialog item={redeeming} points={points} onClose={() => setRedeeming(null)} /> : null}
      {converting && c ? <ConvertDialog config={c} points={points} onClose={() => setConverting(false)} /> : null}
    </div>
  );
}
