import * as calls from '@app/contracts/calls/backoffice-members';
import { MEMBER_SEARCH_BY, type MemberSearchBy, type TMemberSummary } from '@app/contracts/calls/backoffice-members';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { Age, DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { LockBadge } from './shared.tsx';

const PAGE_SIZE = 20;

/** Member search: by username (prefix), mobile, e-mail, id or address; the query lives in the URL. */
export default function SearchPage() {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const by = (MEMBER_SEARCH_BY as readonly string[]).includes(params.get('by') ?? '')
    ? (params.get('by') as MemberSearchBy)
    : 'username';
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ by, q });
  const list = useStaffCall(
    calls.search,
    { by, q, pageNo: page, pageSize: PAGE_SIZE },
    { enabled: q.trim() !== '', keepPrevious: true },
  );
  const go = (next: { by: string; q: string; page?: number }) =>
    setParams({ by: next.by, q: next.q.trim(), ...(next.page && next.page > 1 ? { page: String(next.page) } : {}) });

  const columns: Column<TMemberSummary>[] = [
    {
      id: 'username',
      header: t('members.col.username'),
      cell: (m) => <Link to={`/members/${m.id}`}>{m.username}</Link>,
    },
    { id: 'id', header: t('members.col.id'), cell: (m) => m.id, align: 'end' },
    { id: 'mobile', header: t('members.col.mobile'), cell: (m) => m.mobile ?? '' },
    { id: 'email', header: t('members.col.email'), cell: (m) => m.email ?? '' },
    { id: 'status', header: t('members.col.status'), cell: (m) => <LockBadge m={m} /> },
    { id: 'registered', header: t('members.col.registered'), cell: (m) => <DateTime at={m.registeredAt} /> },
    {
      id: 'last',
      header: t('members.col.lastSignIn'),
      cell: (m) => (m.lastSignInAt ? <Age at={m.lastSignInAt} /> : t('members.never')),
    },
  ];

  return (
    <Page title={t('members.search.nav')}>
      <FiltersBar
        label={t('members.search.filters')}
        onApply={() => go(draft)}
        onClear={() => {
          setDraft({ by: 'username', q: '' });
          setParams({});
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-by`}>{t('members.search.by')}</label>
          <select
            id={`${id}-by`}
            value={draft.by}
            onChange={(e) => setDraft({ ...draft, by: e.target.value as MemberSearchBy })}
          >
            {MEMBER_SEARCH_BY.map((b) => (
              <option key={b} value={b}>
                {t(`members.search.by.${b}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('members.search.q')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={draft.q}
            maxLength={100}
            autoComplete="off"
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </div>
      </FiltersBar>
      {q.trim() === '' ? (
        <p className="muted">{t('members.search.prompt')}</p>
      ) : (
        <>
          {list.data ? (
            <p className="muted" role="status">
              {t('members.search.total', { n: list.data.total })}
            </p>
          ) : null}
          <DataTable
            caption={t('members.search.caption')}
            columns={columns}
            rows={list.data?.list}
            rowKey={(m) => m.id}
            loading={list.loading}
            error={list.error}
            onRetry={() => void list.refetch()}
            paging={{
              page,
              hasNext: (list.data?.total ?? 0) > page * PAGE_SIZE,
              onPage: (p) => go({ by, q, page: p }),
            }}
          />
        </>
      )}
    </Page>
  );
}
