import * as calls from '@app/contracts/calls/backoffice-promotions';
import { REWARD_SOURCES, REWARD_STATUSES } from '@app/contracts/calls/promotion-shapes';
import type { CallResponse } from '@app/contracts/define';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FilterSelect, FiltersBar, FilterText } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { GRANTERS } from './index.ts';
import { RevokeDialog } from './revoke-dialog.tsx';
import { formatMajor, Notice, StateBadge, When } from './shared.tsx';

type Row = CallResponse<typeof calls.rewardsList>['list'][number];
type Source = (typeof REWARD_SOURCES)[number];
type Status = (typeof REWARD_STATUSES)[number];

/** Reward-centre entries of the brand; an unclaimed one may be revoked with a reason. */
export default function RewardsPage() {
  const t = useT();
  const me = useMe();
  const mayRevoke = GRANTERS.includes(me.role);
  const [username, setUsername] = useState('');
  const [source, setSource] = useState<Source | ''>('');
  const [status, setStatus] = useState<Status | ''>('');
  const [applied, setApplied] = useState<{ username?: string; source?: Source; status?: Status }>({});
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<Row | null>(null);
  const [notice, setNotice] = useState('');
  const list = useStaffCall(calls.rewardsList, { ...applied, pageNo: page, pageSize: 20 }, { keepPrevious: true });
  const columns: Column<Row>[] = [
    { id: 'created', header: t('promotions.col.created'), cell: (r) => <When at={r.createdAt} /> },
    { id: 'user', header: t('promotions.col.username'), cell: (r) => r.username },
    { id: 'title', header: t('promotions.col.title'), cell: (r) => r.title },
    { id: 'source', header: t('promotions.col.source'), cell: (r) => t(`promotions.source.${r.source}`) },
    { id: 'amount', header: t('promotions.col.amount'), align: 'end', cell: (r) => formatMajor(r.amount) },
    { id: 'multiple', header: t('promotions.wagering.multiple'), align: 'end', cell: (r) => `×${r.wageringMultiple}` },
    { id: 'status', header: t('promotions.col.status'), cell: (r) => <StateBadge group="reward" status={r.status} /> },
    { id: 'claimed', header: t('promotions.col.claimed'), cell: (r) => <When at={r.claimedAt} /> },
    {
      id: 'actions',
      header: t('promotions.col.actions'),
      cell: (r) =>
        r.status === 'claimable' && mayRevoke ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('promotions.revoke.rewardOf', { user: r.username, title: r.title })}
            onClick={() => {
              setNotice('');
              setRevoking(r);
            }}
          >
            {t('promotions.revoke.confirm')}
          </button>
        ) : null,
    },
  ];
  return (
    <Page title={t('promotions.rewards.nav')}>
      <FiltersBar
        label={t('promotions.filters')}
        onApply={() => {
          setPage(1);
          setApplied({
            ...(username.trim() ? { username: username.trim() } : {}),
            ...(source ? { source } : {}),
            ...(status ? { status } : {}),
          });
        }}
        onClear={() => {
          setUsername('');
          setSource('');
          setStatus('');
          setPage(1);
          setApplied({});
        }}
      >
        <FilterText label={t('promotions.col.username')} value={username} onChange={setUsername} />
        <FilterSelect<Source>
          label={t('promotions.col.source')}
          allLabel={t('promotions.allSources')}
          value={source}
          options={REWARD_SOURCES.map((s) => ({ value: s, label: t(`promotions.source.${s}`) }))}
          onChange={setSource}
        />
        <FilterSelect<Status>
          label={t('promotions.col.status')}
          allLabel={t('promotions.allStatuses')}
          value={status}
          options={REWARD_STATUSES.map((s) => ({ value: s, label: t(`promotions.reward.status.${s}`) }))}
          onChange={setStatus}
        />
      </FiltersBar>
      <Notice text={notice} />
      <DataTable
        caption={t('promotions.rewards.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('promotions.rewards.empty')}
        paging={{ page, hasNext: page * 20 < (list.data?.total ?? 0), onPage: setPage }}
      />
      {revoking ? (
        <RevokeDialog
          target="reward"
          id={revoking.id}
          name={`${revoking.username} · ${revoking.title}`}
          onClose={() => setRevoking(null)}
          onDone={() => {
            setNotice(t('promotions.revoke.done', { name: `${revoking.username} · ${revoking.title}` }));
            setRevoking(null);
          }}
        />
      ) : null}
    </Page>
  );
}
