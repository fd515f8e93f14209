import { AGENT_CONTRACT_KINDS } from '@app/contracts/calls/agents';
import type { TNextRun, TPayoutRun } from '@app/contracts/calls/backoffice-agent-payouts';
import * as calls from '@app/contracts/calls/backoffice-agent-payouts';
import { type FormEvent, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { ACTORS } from './index.ts';
import { formatMajor, Major, useKindName, When } from './shared.tsx';

type Kind = (typeof AGENT_CONTRACT_KINDS)[number];

const day = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** The last seven days, today included. */
function lastWeek(): DayRange {
  const to = new Date();
  const from = new Date(to.getTime() - 6 * 86_400_000);
  return { from: day(from), to: day(to) };
}

/** Payout runs per kind and period with their totals, and what the kind's next run would pay so far. */
export default function RunsPage() {
  const t = useT();
  const kindName = useKindName();
  const kindId = useId();
  const [kind, setKind] = useState<Kind | ''>('');
  const [range, setRange] = useState<DayRange>(lastWeek);
  const [empty, setEmpty] = useState(false);
  const [applied, setApplied] = useState<{ kind: Kind | ''; range: DayRange; empty: boolean }>(() => ({
    kind: '',
    range: lastWeek(),
    empty: false,
  }));
  const [page, setPage] = useState(1);
  const query = {
    from: applied.range.from,
    to: applied.range.to,
    ...(applied.kind ? { kind: applied.kind } : {}),
    includeEmpty: applied.empty ? ('true' as const) : ('false' as const),
    pageNo: page,
    pageSize: 20,
  };
  const runs = useStaffCall(calls.runs, query, { keepPrevious: true, enabled: Boolean(query.from && query.to) });
  const me = useMe();
  const mayApprove = ACTORS.includes(me.role);
  const approve = useStaffWrite(calls.approveRun, { invalidates: [calls.runs, calls.waiting] });
  const [approving, setApproving] = useState<TPayoutRun | null>(null);
  const [notice, setNotice] = useState('');
  const nextKind: Kind = applied.kind || 'dailyWage';
  const next = useStaffCall(calls.nextRun, { kind: nextKind });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setPage(1);
    setApplied({ kind, range, empty });
  };

  const runColumns: Column<TPayoutRun>[] = [
    { id: 'kind', header: t('agentPayouts.col.kind'), cell: (r) => kindName(r.kind) },
    { id: 'period', header: t('agentPayouts.col.period'), cell: (r) => t(`agentPayouts.period.${r.period}`) },
    { id: 'start', header: t('agentPayouts.col.start'), cell: (r) => <When at={r.periodStart} /> },
    { id: 'end', header: t('agentPayouts.col.end'), cell: (r) => <When at={r.periodEnd} /> },
    { id: 'payouts', header: t('agentPayouts.col.payouts'), align: 'end', cell: (r) => r.payouts },
    { id: 'gross', header: t('agentPayouts.col.gross'), align: 'end', cell: (r) => <Major amount={r.gross} /> },
    {
      id: 'platform',
      header: t('agentPayouts.col.platform'),
      align: 'end',
      cell: (r) => <Major amount={r.platformGross} />,
    },
    { id: 'paid', header: t('agentPayouts.col.paid'), align: 'end', cell: (r) => <Major amount={r.paid} /> },
    {
      id: 'waiting',
      header: t('agentPayouts.col.waiting'),
      align: 'end',
      cell: (r) => (r.waiting > 0 ? <Major amount={r.waitingAmount} /> : '0'),
    },
    {
      id: 'approval',
      header: t('agentPayouts.col.approval'),
      cell: (r) =>
        r.approval === 'held' && mayApprove ? (
          <button
            type="button"
            className="btn small primary"
            aria-label={t('agentPayouts.approveOf', { kind: kindName(r.kind), amount: formatMajor(r.platformGross) })}
            onClick={() => {
              setNotice('');
              setApproving(r);
            }}
          >
            {t('agentPayouts.approve')}
          </button>
        ) : r.approval === 'approved' ? (
          t('agentPayouts.approval.approvedBy', { name: r.approvedBy })
        ) : (
          t(`agentPayouts.approval.${r.approval}`)
        ),
    },
  ];
  const nextColumns: Column<TNextRun>[] = [
    { id: 'period', header: t('agentPayouts.col.period'), cell: (r) => t(`agentPayouts.period.${r.period}`) },
    { id: 'start', header: t('agentPayouts.col.start'), cell: (r) => <When at={r.periodStart} /> },
    { id: 'end', header: t('agentPayouts.col.end'), cell: (r) => <When at={r.periodEnd} /> },
    { id: 'payouts', header: t('agentPayouts.col.payouts'), align: 'end', cell: (r) => r.payouts },
    { id: 'gross', header: t('agentPayouts.col.gross'), align: 'end', cell: (r) => <Major amount={r.gross} /> },
    {
      id: 'platform',
      header: t('agentPayouts.col.platform'),
      align: 'end',
      cell: (r) => <Major amount={r.platformGross} />,
    },
  ];

  return (
    <Page title={t('agentPayouts.runs.nav')}>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      <form className="filters" onSubmit={submit}>
        <div className="field">
          <label htmlFor={kindId}>{t('agentPayouts.kind')}</label>
          <select id={kindId} value={kind} onChange={(e) => setKind(e.target.value as Kind | '')}>
            <option value="">{t('agentPayouts.kind.all')}</option>
            {AGENT_CONTRACT_KINDS.map((k) => (
              <option key={k} value={k}>
                {kindName(k)}
              </option>
            ))}
          </select>
        </div>
        <DateRange value={range} onChange={setRange} />
        <div className="field">
          <label className="check">
            <input type="checkbox" checked={empty} onChange={(e) => setEmpty(e.target.checked)} />
            {t('agentPayouts.includeEmpty')}
          </label>
        </div>
        <button type="submit" className="btn primary">
          {t('agentPayouts.show')}
        </button>
      </form>
      <DataTable
        caption={t('agentPayouts.runs.caption')}
        columns={runColumns}
        rows={runs.data?.list}
        rowKey={(r) => r.id}
        loading={runs.loading}
        error={runs.error}
        onRetry={() => void runs.refetch()}
        paging={{ page, hasNext: (runs.data?.total ?? 0) > page * 20, onPage: setPage }}
      />
      <p className="muted">{t('agentPayouts.next.note')}</p>
      <DataTable
        caption={t('agentPayouts.next.caption', { kind: kindName(nextKind) })}
        columns={nextColumns}
        rows={next.data?.periods}
        rowKey={(r) => `${r.period}:${r.periodStart}`}
        loading={next.loading}
        error={next.error}
        onRetry={() => void next.refetch()}
      />
      <ReasonDialog
        open={approving !== null}
        title={t('agentPayouts.approveTitle')}
        description={
          approving
            ? t('agentPayouts.approveLead', {
                kind: kindName(approving.kind),
                amount: formatMajor(approving.platformGross),
              })
            : undefined
        }
        confirmLabel={t('agentPayouts.approve')}
        error={approve.error}
        onClose={() => {
          approve.reset();
          setApproving(null);
        }}
        onConfirm={async (reason) => {
          if (!approving) return false;
          const done = await approve.run({ id: approving.id, reason });
          if (!done) return false;
          setNotice(t('agentPayouts.approved', { amount: formatMajor(done.platformGross) }));
          setApproving(null);
          return true;
        }}
      />
    </Page>
  );
}
