import type { TDrawRow } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { LOTTERY_GAME_CODES, type LotteryGameCode } from '@app/contracts/lottery/types';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { formatMajor, LotterySelect, When } from './shared.tsx';

const STATUSES = ['open', 'closed', 'drawn', 'settled', 'void'] as const;
type Status = (typeof STATUSES)[number];
const oneOf = <T extends string>(all: readonly T[], v: string | null): T | undefined =>
  v !== null && (all as readonly string[]).includes(v) ? (v as T) : undefined;

/** Draws with filters (lottery, status, days), newest first; each opens its detail. */
export default function DrawsPage() {
  const t = useT();
  const id = useId();
  const [params, setParams] = useSearchParams();
  const gameCode = oneOf<LotteryGameCode>(LOTTERY_GAME_CODES, params.get('game'));
  const status = oneOf<Status>(STATUSES, params.get('status'));
  const days: DayRange = { from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const [draft, setDraft] = useState({ game: gameCode ?? '', status: status ?? '', days });
  const [page, setPage] = useState(1);
  const list = useStaffCall(
    calls.draws,
    {
      ...(gameCode ? { gameCode } : {}),
      ...(status ? { status } : {}),
      ...(days.from ? { from: days.from } : {}),
      ...(days.to ? { to: days.to } : {}),
      pageNo: page,
      pageSize: 20,
    },
    { keepPrevious: true },
  );
  const apply = (next: typeof draft) => {
    const p: Record<string, string> = {};
    if (next.game) p.game = next.game;
    if (next.status) p.status = next.status;
    if (next.days.from) p.from = next.days.from;
    if (next.days.to) p.to = next.days.to;
    setPage(1);
    setParams(p);
  };

  const columns: Column<TDrawRow>[] = [
    { id: 'name', header: t('lottery.col.lottery'), cell: (r) => r.name },
    {
      id: 'drawNo',
      header: t('lottery.col.drawNo'),
      cell: (r) => (
        <Link to={`/lottery/draw?id=${r.id}`} aria-label={t('lottery.draws.open', { draw: r.drawNo })}>
          {r.drawNo}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('lottery.col.status'),
      cell: (r) => (
        <>
          <StatusBadge status={r.status} label={t(`lottery.status.${r.status}`)} />
          {r.awaitingConfirm ? ` ${t('lottery.awaiting')}` : ''}
        </>
      ),
    },
    { id: 'source', header: t('lottery.col.source'), cell: (r) => t(`lottery.source.${r.source}`) },
    { id: 'drawsAt', header: t('lottery.col.drawsAt'), cell: (r) => <When at={r.drawsAt} /> },
    { id: 'tickets', header: t('lottery.col.tickets'), align: 'end', cell: (r) => r.tickets },
    { id: 'stake', header: t('lottery.col.stake'), align: 'end', cell: (r) => formatMajor(r.stake) },
    { id: 'payout', header: t('lottery.col.payout'), align: 'end', cell: (r) => formatMajor(r.payout) },
  ];

  return (
    <Page title={t('lottery.draws.nav')}>
      <FiltersBar
        label={t('lottery.draws.filters')}
        onApply={() => apply(draft)}
        onClear={() => {
          const empty = { game: '', status: '', days: { from: '', to: '' } };
          setDraft(empty);
          apply(empty);
        }}
      >
        <LotterySelect
          label={t('lottery.col.lottery')}
          value={draft.game}
          allLabel={t('lottery.all')}
          onChange={(game) => setDraft({ ...draft, game })}
        />
        <div className="field">
          <label htmlFor={`${id}-status`}>{t('lottery.col.status')}</label>
          <select
            id={`${id}-status`}
            value={draft.status}
            onChange={(e) => setDraft({ ...draft, status: e.target.value })}
          >
            <option value="">{t('lottery.status.all')}</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`lottery.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <DateRange value={draft.days} onChange={(d) => setDraft({ ...draft, days: d })} />
      </FiltersBar>
      <DataTable
        caption={t('lottery.draws.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('lottery.draws.empty')}
        paging={{ page, hasNext: (list.data?.total ?? 0) > page * 20, onPage: setPage }}
      />
    </Page>
  );
}
