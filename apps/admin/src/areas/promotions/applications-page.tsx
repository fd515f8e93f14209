import * as calls from '@app/contracts/calls/backoffice-promotions';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { REVIEWERS } from './index.ts';
import { type ApplicationRow, ReviewDialog } from './review-dialog.tsx';
import { formatMajor, Notice, StateBadge, When } from './shared.tsx';

type Status = ApplicationRow['status'];

/** Applications to review (oldest first) and those reviewed, optionally of one promotion. */
export default function ApplicationsPage() {
  const t = useT();
  const id = useId();
  const me = useMe();
  const mayReview = REVIEWERS.includes(me.role);
  const [params] = useSearchParams();
  const promotionId = Number(params.get('promotionId') ?? '') || undefined;
  const [status, setStatus] = useState<Status>('applying');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<ApplicationRow | null>(null);
  const [notice, setNotice] = useState('');
  const list = useStaffCall(
    calls.applications,
    { status, pageNo: page, pageSize: 20, ...(promotionId ? { promotionId } : {}) },
    { keepPrevious: true },
  );
  const columns: Column<ApplicationRow>[] = [
    { id: 'submitted', header: t('promotions.col.submitted'), cell: (r) => <When at={r.createdAt} /> },
    { id: 'user', header: t('promotions.col.username'), cell: (r) => r.username },
    { id: 'promotion', header: t('promotions.col.promotion'), cell: (r) => r.promotionTitle },
    { id: 'comment', header: t('promotions.col.comment'), cell: (r) => r.comment },
    { id: 'images', header: t('promotions.col.images'), align: 'end', cell: (r) => r.images.length },
    {
      id: 'status',
      header: t('promotions.col.status'),
      cell: (r) => <StateBadge group="application" status={r.status} />,
    },
    {
      id: 'amount',
      header: t('promotions.col.amount'),
      align: 'end',
      cell: (r) => (r.amount === null ? '' : formatMajor(r.amount)),
    },
    {
      id: 'actions',
      header: t('promotions.col.actions'),
      cell: (r) =>
        r.status === 'applying' && mayReview ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('promotions.review.of', { user: r.username })}
            onClick={() => {
              setNotice('');
              setTarget(r);
            }}
          >
            {t('promotions.review.open')}
          </button>
        ) : (
          r.reason
        ),
    },
  ];
  return (
    <Page title={t('promotions.applications.nav')}>
      <div className="field promo-narrow">
        <label htmlFor={`${id}-status`}>{t('promotions.col.status')}</label>
        <select
          id={`${id}-status`}
          value={status}
          onChange={(e) => {
            setPage(1);
            setStatus(e.target.value as Status);
          }}
        >
          {(['applying', 'issued', 'rejected'] as const).map((s) => (
            <option key={s} value={s}>
              {t(`promotions.application.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <Notice text={notice} />
      <DataTable
        caption={t('promotions.applications.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('promotions.applications.empty')}
        paging={{ page, hasNext: page * 20 < (list.data?.total ?? 0), onPage: setPage }}
      />
      {target ? (
        <ReviewDialog
          application={target}
          onClose={() => setTarget(null)}
          onDone={(row) => {
            setTarget(null);
            setNotice(
              t(row.status === 'issued' ? 'promotions.review.approved' : 'promotions.review.rejected', {
                user: row.username,
              }),
            );
          }}
        />
      ) : null}
    </Page>
  );
}
