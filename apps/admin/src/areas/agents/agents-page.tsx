import type { TTreeNode } from '@app/contracts/calls/backoffice-agents';
import * as calls from '@app/contracts/calls/backoffice-agents';
import { AGENT_TYPES } from '@app/contracts/constants';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { CreateAgentForm } from './create-agent-form.tsx';
import { AGENT_MAKERS } from './roles.ts';

const PAGE_SIZE = 20;

/** One node's direct downlines (agents first), each agent expandable in turn. */
function Downlines({ parent }: { parent: TTreeNode }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useStaffCall(
    calls.children,
    { parentId: parent.id, pageNo: page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  return (
    <div className="agents-children">
      <TreeTable
        caption={t('agents.children.caption', { name: parent.username })}
        rows={list.data?.list}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={{ page, hasNext: (list.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
      />
    </div>
  );
}

function TreeTable(p: {
  caption: string;
  rows: readonly TTreeNode[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry(): void;
  paging: { page: number; hasNext: boolean; onPage(page: number): void };
}) {
  const t = useT();
  const [open, setOpen] = useState<Set<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const isAgent = (n: TTreeNode) => (AGENT_TYPES as readonly number[]).includes(n.type);
  const columns: Column<TTreeNode>[] = [
    {
      id: 'username',
      header: t('agents.col.username'),
      cell: (n) =>
        isAgent(n) && n.directCount > 0 ? (
          <button
            type="button"
            className="link"
            aria-expanded={open.has(n.id)}
            aria-label={t(open.has(n.id) ? 'agents.collapse' : 'agents.expand', { name: n.username })}
            onClick={() => toggle(n.id)}
          >
            {`${open.has(n.id) ? '▾' : '▸'} ${n.username}`}
          </button>
        ) : (
          n.username
        ),
    },
    { id: 'type', header: t('agents.col.type'), cell: (n) => t(`agents.type.${n.type}`) },
    { id: 'upline', header: t('agents.col.upline'), cell: (n) => n.parentUsername },
    { id: 'depth', header: t('agents.col.depth'), cell: (n) => n.depth, align: 'end' },
    { id: 'team', header: t('agents.col.team'), cell: (n) => n.teamSize, align: 'end' },
    { id: 'direct', header: t('agents.col.direct'), cell: (n) => n.directCount, align: 'end' },
    { id: 'status', header: t('agents.col.status'), cell: (n) => <StatusBadge status={n.status} /> },
    { id: 'created', header: t('agents.col.created'), cell: (n) => <DateTime at={n.createdAt} /> },
    {
      id: 'actions',
      header: t('agents.col.actions'),
      cell: (n) =>
        isAgent(n) ? (
          <Link to={`/agents/report?parentId=${n.id}`}>{t('agents.reportOf', { name: n.username })}</Link>
        ) : null,
    },
  ];
  const expanded = (p.rows ?? []).filter((n) => open.has(n.id));
  return (
    <>
      <DataTable
        caption={p.caption}
        columns={columns}
        rows={p.rows}
        rowKey={(n) => n.id}
        loading={p.loading}
        error={p.error}
        onRetry={p.onRetry}
        paging={p.paging}
      />
      {expanded.map((n) => (
        <Downlines key={n.id} parent={n} />
      ))}
    </>
  );
}

/** The brand's agents: search by username prefix and type; each agent opens to its direct downlines. */
export default function AgentsPage() {
  const t = useT();
  const me = useMe();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const type = params.get('type') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState({ q, type });
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<string | null>(null);
  const list = useStaffCall(
    calls.list,
    { ...(q ? { q } : {}), ...(type ? { type: Number(type) } : {}), pageNo: page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  const go = (next: { q: string; type: string; page?: number }) =>
    setParams({
      ...(next.q.trim() ? { q: next.q.trim() } : {}),
      ...(next.type ? { type: next.type } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  const canMake = (AGENT_MAKERS as readonly string[]).includes(me.role);
  return (
    <Page
      title={t('agents.list.nav')}
      actions={
        canMake ? (
          <button type="button" className="btn primary" onClick={() => setCreating(true)}>
            {t('agents.create')}
          </button>
        ) : undefined
      }
    >
      <FiltersBar
        label={t('agents.search.filters')}
        onApply={() => go(draft)}
        onClear={() => {
          setDraft({ q: '', type: '' });
          setParams({});
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-q`}>{t('agents.search.q')}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={draft.q}
            maxLength={40}
            autoComplete="off"
            onChange={(e) => setDraft({ ...draft, q: e.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-type`}>{t('agents.search.type')}</label>
          <select id={`${id}-type`} value={draft.type} onChange={(e) => setDraft({ ...draft, type: e.target.value })}>
            <option value="">{t('agents.type.all')}</option>
            {AGENT_TYPES.map((k) => (
              <option key={k} value={String(k)}>
                {t(`agents.type.${k}`)}
              </option>
            ))}
          </select>
        </div>
      </FiltersBar>
      {made ? (
        <p className="muted" role="status">
          {t('agents.create.done', { name: made })}
        </p>
      ) : null}
      {list.data ? (
        <p className="muted" role="status">
          {t('agents.total', { n: list.data.total })}
        </p>
      ) : null}
      <TreeTable
        caption={t('agents.caption')}
        rows={list.data?.list}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={{ page, hasNext: (list.data?.total ?? 0) > page * PAGE_SIZE, onPage: (p) => go({ q, type, page: p }) }}
      />
      <Dialog open={creating} title={t('agents.create')} onClose={() => setCreating(false)}>
        {creating ? (
          <CreateAgentForm
            onCancel={() => setCreating(false)}
            onDone={(a) => {
              setCreating(false);
              setMade(a.username);
            }}
          />
        ) : null}
      </Dialog>
    </Page>
  );
}
