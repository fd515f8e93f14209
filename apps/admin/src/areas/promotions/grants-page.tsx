import * as calls from '@app/contracts/calls/backoffice-promotions';
import { GRANT_STATUSES } from '@app/contracts/calls/promotion-shapes';
import { useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FilterSelect, FiltersBar, FilterText } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { GrantDialog } from './grant-dialog.tsx';
import { GRANTERS } from './index.ts';
import { RevokeDialog } from './revoke-dialog.tsx';
import { formatMajor, Notice, StateBadge, When } from './shared.tsx';

type GrantRow = z.infer<typeof calls.ZGrantRow>;
type Status = (typeof GRANT_STATUSES)[number];

/** Bonus grants by member, promotion and status; grant a bonus by hand; revoke an active one. */
export default function GrantsPage() {
  const t = useT();
  const me = useMe();
  const mayGrant = GRANTERS.includes(me.role);
  const [username, setUsername] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [status, setStatus] = useState<Status | ''>('');
  const [applied, setApplied] = useState<{ username?: string; promotionId?: number; status?: Status }>({});
  const [page, setPage] = useState(1);
  const [granting, setGranting] = useState(false);
  const [revoking, setRevoking] = useState<GrantRow | null>(null);
  const [notice, setNotice] = useState('');
  const list = useStaffCall(calls.grants, { ...applied, pageNo: page, pageSize: 20 }, { keepPrevious: true });
  const columns: Column<GrantRow>[] = [
    { id: 'created', header: t('promotions.col.created'), cell: (r) => <When at={r.createdAt} /> },
    { id: 'user', header: t('promotions.col.username'), cell: (r) => r.username },
    { id: 'title', header: t('promotions.col.title'), cell: (r) => r.title },
    { id: 'amount', header: t('promotions.col.amount'), align: 'end', cell: (r) => formatMajor(r.amount) },
    {
      id: 'progress',
      header: t('promotions.col.progress'),
      align: 'end',
      cell: (r) =>
        `${formatMajor(r.wagered)} / ${formatMajor(r.wagered + r.wageringRequired)} (${(r.progressBp / 100).toFixed(0)}%)`,
    },
    { id: 'balance', header: t('promotions.col.balance'), align: 'end', cell: (r) => formatMajor(r.balance) },
    { id: 'status', header: t('promotions.col.status'), cell: (r) => <StateBadge group="grant" status={r.status} /> },
    { id: 'expires', header: t('promotions.col.expires'), cell: (r) => <When at={r.expiresAt} /> },
    { id: 'actor', header: t('promotions.col.actor'), cell: (r) => r.actor },
    {
      id: 'actions',
      header: t('promotions.col.actions'),
      cell: (r) =>
        r.status === 'active' && mayGrant ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('promotions.revoke.grantOf', { user: r.username, title: r.title })}
            onClick={() => {
              setNotice('');
              setRevoking(r);
            }}
          >
            {t('promotions.revoke.confirm')}
          </button>
        ) : (
          r.statusReason
        ),
    },
  ];
  return (
    <Page
      title={t('promotions.grants.nav')}
      actions={
        mayGrant ? (
          <button
            type="button"
            className="btn primary"
            onClick={() => {
              setNotice('');
              setGranting(true);
            }}
          >
            {t('promotions.grant.title')}
          </button>
        ) : null
      }
    >
      <FiltersBar
        label={t('promotions.filters')}
        onApply={() => {
          setPage(1);
          const pid = Number(promotionId);
          setApplied({
            ...(username.trim() ? { username: username.trim() } : {}),
            ...(Number.isInteger(pid) && pid > 0 ? { promotionId: pid } : {}),
            ...(status ? { status } : {}),
          });
        }}
        onClear={() => {
          setUsername('');
          setPromotionId('');
          setStatus('');
          setPage(1);
          setApplied({});
        }}
      >
        <FilterText label={t('promotions.col.username')} value={username} onChange={setUsername} />
        <FilterText label={t('promotions.col.promotionId')} value={promotionId} onChange={setPromotionId} numeric />
        <FilterSelect<Status>
          label={t('promotions.col.status')}
          allLabel={t('promotions.allStatuses')}
          value={status}
          options={GRANT_STATUSES.map((s) => ({ value: s, label: t(`promotions.grant.status.${s}`) }))}
          onChange={setStatus}
        />
      </FiltersBar>
      <Notice text={notice} />
      <DataTable
        caption={t('promotions.grants.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('promotions.grants.empty')}
        paging={{ page, hasNext: page * 20 < (list.data?.total ?? 0), onPage: setPage }}
      />
      {granting ? (
        <GrantDialog
          onClose={() => setGranting(false)}
          onDone={(rewardId, user) => {
            setGranting(false);
            setNotice(t('promotions.grant.done', { user, id: rewardId }));
          }}
        />
      ) : null}
      {revoking ? (
        <RevokeDialog
          target="grant"
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
