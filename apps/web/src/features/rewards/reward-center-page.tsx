import type { TReward } from '@app/contracts/calls/promotions';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useFormatTime } from '../../lib/format-time.ts';
import { Empty } from '../../ui/empty.tsx';
import { Tabs } from '../../ui/form-kit.tsx';
import { Money } from '../../ui/money.tsx';
import { McPage, McPager, McPending, McTable, useLatest } from '../../ui/page-kit.tsx';
import type { MemberCentrePageProps } from '../member-centre/index.ts';
import { useRewards } from './api/get-rewards.ts';
import { iso, REWARD_SOURCE_KEYS, REWARD_STATUS_KEYS } from './components/labels.ts';
import { RewardClaimDialog } from './components/reward-claim-dialog.tsx';
import './rewards.css';

type Tab = 'claimable' | 'history';
const PAGE_SIZE = 10;

/** What claiming a reward brings, in words: cash, or a bonus with its wagering multiple. */
function useWhatItBrings(): (r: TReward) => string {
  const t = useT();
  return (r) => (r.wageringMultiple > 0 ? t('rw_brings_bonus', { multiple: r.wageringMultiple }) : t('rw_brings_cash'));
}

/**
 * rewardCenter: the rewards waiting to be claimed (each with a Claim button) and the history. A claim
 * refreshes the list, the badge on the menu and in the header, and the balance.
 */
export default function RewardCenterPage({ open }: MemberCentrePageProps) {
  const t = useT();
  const time = useFormatTime();
  const brings = useWhatItBrings();
  const [tab, setTab] = useState<Tab>('claimable');
  const [pageNo, setPageNo] = useState(1);
  const rewards = useRewards(tab, pageNo);
  const data = useLatest(rewards.data);
  const [claiming, setClaiming] = useState<TReward | undefined>();
  const list = rewards.data?.list ?? [];

  return (
    <McPage titleKey="rw_page_reward_center">
      <Tabs
        label={t('rw_tabs_label')}
        idPrefix="rw"
        active={tab}
        onChange={(next) => {
          setTab(next);
          setPageNo(1);
        }}
        tabs={[
          { key: 'claimable', label: t('rw_tab_claimable', { count: data?.unclaimed ?? 0 }) },
          { key: 'history', label: t('rw_tab_history') },
        ]}
      />
      <div id="rw-panel" role="tabpanel" aria-labelledby={`rw-tab-${tab}`} className="rw-panel">
        <McPending read={rewards} />
        {rewards.data && list.length === 0 ? (
          <Empty>{tab === 'claimable' ? t('rw_empty_claimable') : t('rw_empty_history')}</Empty>
        ) : null}
        {tab === 'claimable' && list.length > 0 ? (
          <ul className="rw-cards">
            {list.map((r) => (
              <li key={r.id} className="rw-card">
                <div className="rw-card__head">
                  <h4 className="rw-card__title">{r.title}</h4>
                  <span className="mc-pill">{t(REWARD_SOURCE_KEYS[r.source])}</span>
                </div>
                <p className="rw-card__amount">
                  <Money amount={r.amount} />
                </p>
                <p className="mc-field__hint">{brings(r)}</p>
                {r.expiresAt !== null ? (
                  <p className="mc-field__hint">{t('rw_claim_before', { time: time(iso(r.expiresAt)) })}</p>
                ) : null}
                <button type="button" className="mc-button mc-button--primary" onClick={() => setClaiming(r)}>
                  {t('rw_claim_button', { title: r.title })}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {tab === 'history' && list.length > 0 ? (
          <McTable label={t('rw_tab_history')}>
            <thead>
              <tr>
                <th scope="col">{t('rw_col_reward')}</th>
                <th scope="col" className="mc-num">
                  {t('rw_col_amount')}
                </th>
                <th scope="col">{t('rw_col_status')}</th>
                <th scope="col">{t('rw_col_paid_as')}</th>
                <th scope="col">{t('rw_col_time')}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((r) => (
                <tr key={r.id}>
                  <td>{r.title}</td>
                  <td className="mc-num">
                    <Money amount={r.amount} />
                  </td>
                  <td>
                    <span className="mc-pill">{t(REWARD_STATUS_KEYS[r.status])}</span>
                  </td>
                  <td>{brings(r)}</td>
                  <td>
                    <time dateTime={iso(r.claimedAt ?? r.createdAt)}>{time(iso(r.claimedAt ?? r.createdAt))}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </McTable>
        ) : null}
        <McPager pageNo={pageNo} totalPages={Math.ceil((rewards.data?.total ?? 0) / PAGE_SIZE)} onPage={setPageNo} />
      </div>
      {claiming ? (
        <RewardClaimDialog
          reward={claiming}
          onClose={() => setClaiming(undefined)}
          onBonusDetails={() => {
            setClaiming(undefined);
            open('bonusDetails');
          }}
        />
      ) : null}
    </McPage>
  );
}
