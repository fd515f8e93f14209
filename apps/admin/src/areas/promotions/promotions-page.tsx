import type { TPromotionRow } from '@app/contracts/calls/backoffice-promotions';
import * as calls from '@app/contracts/calls/backoffice-promotions';
import { PROMOTION_STATUSES, type PromotionKind } from '@app/contracts/calls/promotion-shapes';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { KINDS } from './draft.ts';
import { EDITORS } from './index.ts';
import { formatMajor, PromotionStatus, When } from './shared.tsx';

type Status = (typeof PROMOTION_STATUSES)[number];

/** The brand's promotions with status, period, cost, participants and applications waiting. */
export default function PromotionsPage() {
  const t = useT();
  const id = useId();
  const me = useMe();
  const [status, setStatus] = useState<Status | ''>('');
  const [kind, setKind] = useState<PromotionKind | ''>('');
  const [applied, setApplied] = useState<{ status?: Status; kind?: PromotionKind }>({});
  const [page, setPage] = useState(1);
  const list = useStaffCall(calls.list, { ...applied, pageNo: page, pageSize: 20 }, { keepPrevious: true });
  const currency = list.data?.currency;
  const columns: Column<TPromotionRow>[] = [
    {
      id: 'title',
      header: t('promotions.col.title'),
      cell: (r) => <Link to={`/promotions/edit?id=${r.id}`}>{r.title || r.code}</Link>,
    },
    { id: 'code', header: t('promotions.col.code'), cell: (r) => r.code },
    { id: 'kind', header: t('promotions.col.kind'), cell: (r) => t(`promotions.kind.${r.kind}`) },
    { id: 'status', header: t('promotions.col.status'), cell: (r) => <PromotionStatus status={r.status} /> },
    {
      id: 'period',
      header: t('promotions.col.period'),
      cell: (r) => (
        <>
          <When at={r.startsAt} /> – {r.endsAt === null ? t('promotions.noEnd') : <When at={r.endsAt} />}
        </>
      ),
    },
    { id: 'cost', header: t('promotions.col.cost'), align: 'end', cell: (r) => formatMajor(r.cost, currency) },
    { id: 'participants', header: t('promotions.col.participants'), align: 'end', cell: (r) => r.participants },
    {
      id: 'pending',
      header: t('promotions.col.pending'),
      align: 'end',
      cell: (r) =>
        r.pendingApplications > 0 ? (
          <Link
            to={`/promotions/applications?promotionId=${r.id}`}
            aria-label={t('promotions.pendingOf', { n: r.pendingApplications, title: r.title || r.code })}
          >
            {r.pendingApplications}
          </Link>
        ) : (
          '0'
        ),
    },
  ];
  return (
    <Page
      title={t('promotions.list.nav')}
      actions={
        EDITORS.includes(me.role) ? (
          <Link className="btn primary" to="/promotions/edit">
            {t('promotions.create.title')}
          </Link>
        ) : null
      }
    >
      <FiltersBar
        label={t('promotions.filters')}
        onApply={() => {
          setPage(1);
          setApplied({ ...(status ? { status } : {}), ...(kind ? { kind } : {}) });
        }}
        onClear={() => {
          setStatus('');
          setKind('');
          setPage(1);
          setApplied({});
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('promotions.col.status')}</label>
          <select id={`${id}-status`} value={status} onChange={(e) => setStatus(e.target.value as Status | '')}>
            <option value="">{t('promotions.allStatuses')}</option>
            {PROMOTION_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`promotions.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-kind`}>{t('promotions.col.kind')}</label>
          <select id={`${id}-kind`} value={kind} onChange={(e) => setKind(e.target.value as PromotionKind | '')}>
            <option value="">{t('promotions.allKinds')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`promotions.kind.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </FiltersBar>
      <DataTable
        caption={t('promotions.list.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('promotions.list.empty')}
        paging={{ page, hasNext: page * 20 < (list.data?.total ?? 0), onPage: setPage }}
      />
    </Page>
  );
}
