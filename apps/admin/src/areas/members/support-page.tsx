import type { TSupportConversation } from '@app/contracts/calls/backoffice-support';
import * as calls from '@app/contracts/calls/backoffice-support';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { may } from './shared.tsx';
import './members.css';

type Filters = { status: 'open' | 'closed'; mine: boolean };

/** The support conversations queue: oldest first with their age; claim one to answer it. */
export default function SupportPage() {
  const t = useT();
  const me = useMe();
  const id = useId();
  const [draft, setDraft] = useState<Filters>({ status: 'open', mine: false });
  const [filters, setFilters] = useState<Filters>(draft);
  const list = useStaffCall(
    calls.conversations,
    { status: filters.status, limit: 100, ...(filters.mine ? { mine: 'true' } : {}) },
    { keepPrevious: true },
  );
  const claim = useStaffWrite(calls.claim, { invalidates: [calls.conversations, calls.conversation] });
  const short = (c: string) => (c.length > 14 ? `${c.slice(0, 12)}…` : c);
  const cols: Column<TSupportConversation>[] = [
    {
      id: 'conversation',
      header: t('support.col.conversation'),
      cell: (c) => (
        <Link
          to={`/support/${encodeURIComponent(c.conversation)}`}
          aria-label={t('support.open', { id: c.conversation })}
        >
          {short(c.conversation)}
        </Link>
      ),
    },
    { id: 'channel', header: t('support.col.channel'), cell: (c) => c.channel },
    { id: 'age', header: t('support.col.age'), cell: (c) => <Age at={c.startedAt} /> },
    {
      id: 'last',
      header: t('support.col.last'),
      cell: (c) => (
        <>
          <StatusBadge
            status={c.waiting ? 'pending' : 'ok'}
            label={c.waiting ? t('support.waiting') : t('support.answered')}
          />{' '}
          <span className="mb-note">{c.last.text.length > 80 ? `${c.last.text.slice(0, 80)}…` : c.last.text}</span>
        </>
      ),
    },
    { id: 'messages', header: t('support.col.messages'), cell: (c) => c.messages, align: 'end' },
    { id: 'assignee', header: t('support.col.assignee'), cell: (c) => c.assignee?.username ?? t('support.nobody') },
    {
      id: 'actions',
      header: t('members.record.actions'),
      cell: (c) =>
        c.status === 'open' && !c.assignee && may('desk', me.role) ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('support.claimOf', { id: c.conversation })}
            disabled={claim.pending}
            onClick={() => void claim.run({ conversation: c.conversation })}
          >
            {t('support.claim')}
          </button>
        ) : null,
    },
  ];
  return (
    <Page title={t('support.queue.nav')}>
      <FiltersBar
        label={t('support.queue.filters')}
        onApply={() => setFilters(draft)}
        onClear={() => {
          const d: Filters = { status: 'open', mine: false };
          setDraft(d);
          setFilters(d);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('support.queue.status')}</label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value as Filters['status'] })}
          >
            <option value="open">{t('support.queue.status.open')}</option>
            <option value="closed">{t('support.queue.status.closed')}</option>
          </select>
        </div>
        <label className="check">
          <input
            type="checkbox"
            checked={draft.mine}
            onChange={(e) => setDraft({ ...draft, mine: e.target.checked })}
          />
          {t('support.queue.mine')}
        </label>
      </FiltersBar>
      {claim.error ? (
        <p className="form-error" role="alert">
          {errorText(t, claim.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('support.queue.caption')}
        columns={cols}
        rows={list.data}
        rowKey={(c) => c.conversation}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
    </Page>
  );
}
