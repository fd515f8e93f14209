import type { TGrant } from '@app/contracts/calls/bonus';
import { useCallback, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { Empty } from '../../ui/empty.tsx';
import { Money } from '../../ui/money.tsx';
import { McNotice, McPage, McPager, McPending, McSection, McTable, useLatest } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { useOnMoneyMoved } from '../wallet/index.ts';
import { useBonusDetails } from './api/get-bonus.ts';
import { ActiveBonus } from './components/active-bonus.tsx';
import { BonusForfeitDialog } from './components/bonus-forfeit-dialog.tsx';
import { GrantHistoryDialog } from './components/grant-history-dialog.tsx';
import { GRANT_STATUS_KEYS, iso } from './components/labels.ts';
import { useLiveRefresh } from './components/use-live-refresh.ts';
import './rewards.css';

const PAGE_SIZE = 10;

/**
 * bonusDetails: the bonus being wagered with its progress, updated live while the page is open (a
 * poll every few seconds, and at once on every balance event), "Give up bonus" after an explanation,
 * and every grant with its status, reason and history.
 */
export default function BonusDetailsPage({ open }: MemberCentrePageProps) {
  const t = useT();
  const time = useFormatTime();
  const [pageNo, setPageNo] = useState(1);
  const details = useBonusDetails(pageNo);
  const data = useLatest(details.data);
  const [forfeiting, setForfeiting] = useState<TGrant | undefined>();
  const [history, setHistory] = useState<TGrant | undefined>();
  const [done, setDone] = useState<string | undefined>();
  const { refetch } = details;
  const refresh = useCallback(() => void refetch(), [refetch]);
  useLiveRefresh(refresh);
  useOnMoneyMoved(refresh);
  const active = data?.active ?? null;

  return (
    <McPage titleKey="rw_page_bonus_details">
      <McSection title={t('rw_active_title')} id="bd-active">
        <McPending read={{ ...details, data }} />
        {data && active ? (
          <ActiveBonus
            grant={active}
            onForfeit={() => {
              setDone(undefined);
              setForfeiting(active);
            }}
          />
        ) : null}
        {data && !active ? (
          <div className="mc-row">
            <Empty>{t('rw_active_none')}</Empty>
            <button type="button" className="mc-button" onClick={() => open('depositv2')}>
              {t('rw_go_deposit')}
            </button>
          </div>
        ) : null}
        <McNotice success={done} />
      </McSection>
      <McSection title={t('rw_grants_title')} id="bd-grants">
        {data && data.list.length === 0 ? <Empty>{t('rw_grants_none')}</Empty> : null}
        {data && data.list.length > 0 ? (
          <McTable label={t('rw_grants_title')}>
            <thead>
              <tr>
                <th scope="col">{t('rw_col_bonus')}</th>
                <th scope="col" className="mc-num">
                  {t('rw_col_amount')}
                </th>
                <th scope="col">{t('rw_col_status')}</th>
                <th scope="col" className="mc-num">
                  {t('rw_col_converted')}
                </th>
                <th scope="col">{t('rw_col_time')}</th>
                <th scope="col" className="rw-actions-col">
                  <span className="visually-hidden">{t('rw_col_actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.list.map((g) => (
                <tr key={g.id}>
                  <td>{g.title}</td>
                  <td className="mc-num">
                    <Money amount={g.amount} />
                  </td>
                  <td>
                    <span className="mc-pill">{t(GRANT_STATUS_KEYS[g.status])}</span>
                    {g.statusReason ? <span className="rw-reason">{g.statusReason}</span> : null}
                  </td>
                  <td className="mc-num">
                    <Money amount={g.converted} />
                  </td>
                  <td>
                    <time dateTime={iso(g.createdAt)}>{time(iso(g.createdAt))}</time>
                  </td>
                  <td>
                    <button type="button" className="mc-button rw-small" onClick={() => setHistory(g)}>
                      {t('rw_history_button', { title: g.title })}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </McTable>
        ) : null}
        <McPager pageNo={pageNo} totalPages={Math.ceil((data?.total ?? 0) / PAGE_SIZE)} onPage={setPageNo} />
      </McSection>
      {forfeiting ? (
        <BonusForfeitDialog
          grant={forfeiting}
          onClose={() => setForfeiting(undefined)}
          onDone={() => {
            setForfeiting(undefined);
            setDone(t('rw_forfeit_done'));
            refresh();
          }}
        />
      ) : null}
      {history ? <GrantHistoryDialog grant={history} onClose={() => setHistory(undefined)} /> : null}
    </McPage>
  );
}
