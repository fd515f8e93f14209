import type { TRecallRound } from '@app/contracts/calls/backoffice-rg';
import * as calls from '@app/contracts/calls/backoffice-rg';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { FiltersBar, FilterText } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { RoundDialog } from './round-dialog.tsx';
import { Major, When } from './shared.tsx';

const PAGE_SIZE = 20;

/** The address of the list (and of an open round): ?member=&page=&round=. */
const searchOf = (p: { member: string; page?: number; round?: number | null }) => {
  const s = new URLSearchParams();
  if (p.member) s.set('member', p.member);
  if (p.page && p.page > 1) s.set('page', String(p.page));
  if (p.round) s.set('round', String(p.round));
  const q = s.toString();
  return q ? `?${q}` : '';
};

/** A positive integer from the address, or null. */
const idOf = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

/** One member's rounds, newest first, a page at a time; the vendor's round id opens the round. */
function MemberRounds({ member, page, onPage }: { member: string; page: number; onPage(page: number): void }) {
  const t = useT();
  const list = useStaffCall(
    calls.rounds,
    { username: member, pageNo: page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  const failure = list.error;
  // A refusal (no such member, a bad request) is the answer; trying again only helps a fault.
  if (failure && failure.code !== 'network' && failure.status < 500)
    return (
      <p className="form-error" role="alert">
        {errorText(t, failure)}
      </p>
    );
  const columns: Column<TRecallRound>[] = [
    { id: 'started', header: t('rg.col.started'), cell: (r) => <When at={r.startedAt} /> },
    { id: 'vendor', header: t('rg.col.vendor'), cell: (r) => r.vendor },
    {
      id: 'game',
      header: t('rg.col.game'),
      cell: (r) => (
        <span className="rg-game">
          {r.gameName} <span className="muted">{r.gameCode}</span>
        </span>
      ),
    },
    {
      id: 'round',
      header: t('rg.col.roundId'),
      cell: (r) => (
        <Link
          className="rg-hash"
          to={{ search: searchOf({ member, page, round: r.id }) }}
          aria-label={t('rg.recall.open', { id: r.roundId })}
        >
          {r.roundId}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('rg.col.status'),
      cell: (r) => (
        <span className="row-actions">
          <StatusBadge status={r.status} label={t(`rg.status.${r.status}`)} />
          {r.freePlay ? <StatusBadge status="free" label={t('rg.freePlay')} /> : null}
        </span>
      ),
    },
    { id: 'stake', header: t('rg.col.stake'), align: 'end', cell: (r) => <Major value={r.stake} /> },
    { id: 'win', header: t('rg.col.win'), align: 'end', cell: (r) => <Major value={r.win} /> },
  ];
  const total = list.data?.total;
  return (
    <>
      {total !== undefined ? (
        <p className="muted" aria-live="polite">
          {t('rg.recall.count', { username: member, n: total.toLocaleString('en-US') })}
        </p>
      ) : null}
      <DataTable
        caption={t('rg.recall.caption', { username: member })}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={failure}
        onRetry={() => void list.refetch()}
        empty={t('rg.recall.empty', { username: member })}
        paging={{ page, hasNext: (total ?? 0) > page * PAGE_SIZE, onPage }}
      />
    </>
  );
}

/**
 * Game recall (/rg/recall?member=<username>): a member's rounds of every vendor; &round=<id> opens one
 * with its bets, wins and rollbacks, the balances around each, and a house round's verifiable outcome.
 */
export default function RecallPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const member = (params.get('member') ?? '').trim();
  const page = idOf(params.get('page')) ?? 1;
  const round = idOf(params.get('round'));
  const [draft, setDraft] = useState(member);
  useEffect(() => setDraft(member), [member]);
  const go = (next: { member: string; page?: number; round?: number | null }) => setParams(searchOf(next));
  // The dialog follows the page so that, opened straight from its address, it takes the focus after
  // the page's heading has.
  return (
    <>
      <Page title={t('rg.recall.nav')}>
        <FiltersBar
          label={t('rg.recall.search')}
          onApply={() => go({ member: draft.trim() })}
          onClear={() => {
            setDraft('');
            go({ member: '' });
          }}
        >
          <FilterText label={t('rg.recall.username')} value={draft} onChange={setDraft} />
        </FiltersBar>
        {member ? (
          <MemberRounds key={member} member={member} page={page} onPage={(p) => go({ member, page: p })} />
        ) : (
          <p className="muted">{t('rg.recall.start')}</p>
        )}
      </Page>
      {round ? <RoundDialog key={round} id={round} onClose={() => go({ member, page })} /> : null}
    </>
  );
}
