import type { TAgentReportRow } from '@app/contracts/calls/backoffice-agents';
import * as calls from '@app/contracts/calls/backoffice-agents';
import { reportRangeError } from '@app/contracts/report-range';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { Page } from '../../ui/page.tsx';
import { Amount } from '../reports/amount.tsx';
import { browserToday } from '../reports/presets.ts';

const PAGE_SIZE = 50;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The report by agent: per top agent, or per direct downline of the agent in `?parentId=`. */
export default function ReportPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const today = browserToday();
  const from = params.get('from') ?? shift(today, -6);
  const to = params.get('to') ?? today;
  const parentId = Number(params.get('parentId')) || undefined;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [draft, setDraft] = useState<DayRange>({ from, to });
  const [problem, setProblem] = useState(false);
  const report = useStaffCall(
    calls.report,
    { from, to, ...(parentId ? { parentId } : {}), pageNo: page, pageSize: PAGE_SIZE },
    { keepPrevious: true },
  );
  const go = (next: { from: string; to: string; page?: number; parentId?: number | undefined }) =>
    setParams({
      from: next.from,
      to: next.to,
      ...(next.parentId ? { parentId: String(next.parentId) } : {}),
      ...(next.page && next.page > 1 ? { page: String(next.page) } : {}),
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const bad = !draft.from || !draft.to || reportRangeError(draft.from, draft.to) !== null;
    setProblem(bad);
    if (!bad) go({ ...draft, parentId });
  };
  const mu = report.data?.minorUnits ?? 2;
  const columns: Column<TAgentReportRow>[] = [
    {
      id: 'username',
      header: t('agents.col.username'),
      cell: (r) =>
        r.type > 0 ? (
          <Link to={`/agents/report?from=${from}&to=${to}&parentId=${r.id}`}>{r.username}</Link>
        ) : (
          r.username
        ),
    },
    { id: 'type', header: t('agents.col.type'), cell: (r) => t(`agents.type.${r.type}`) },
    { id: 'team', header: t('agents.col.team'), cell: (r) => r.teamSize, align: 'end' },
    { id: 'new', header: t('agents.col.newMembers'), cell: (r) => r.newMembers, align: 'end' },
    { id: 'active', header: t('agents.col.active'), cell: (r) => r.activeMembers, align: 'end' },
    { id: 'deposits', header: t('agents.col.deposits'), cell: (r) => r.depositCount, align: 'end' },
    {
      id: 'depositAmount',
      header: t('agents.col.depositAmount'),
      cell: (r) => <Amount value={r.depositAmount} minorUnits={mu} />,
      align: 'end',
    },
    {
      id: 'withdrawals',
      header: t('agents.col.withdrawals'),
      cell: (r) => <Amount value={r.withdrawAmount} minorUnits={mu} />,
      align: 'end',
    },
    {
      id: 'valid',
      header: t('agents.col.validBet'),
      cell: (r) => <Amount value={r.validBet} minorUnits={mu} />,
      align: 'end',
    },
    {
      id: 'pl',
      header: t('agents.col.profitLoss'),
      cell: (r) => <Amount value={r.profitLoss} minorUnits={mu} />,
      align: 'end',
    },
  ];
  const totals = report.data?.totals;
  return (
    <Page title={t('agents.report.nav')}>
      <form className="report-form" onSubmit={submit} aria-label={t('agents.report.show')}>
        <DateRange value={draft} onChange={setDraft} />
        <button type="submit" className="btn primary">
          {t('agents.report.show')}
        </button>
        {problem ? (
          <p className="form-error" role="alert">
            {t('agents.report.rangeProblem')}
          </p>
        ) : null}
      </form>
      <h2>{parentId ? t('agents.report.of', { id: parentId }) : t('agents.report.tops')}</h2>
      {parentId ? (
        <p>
          <Link to={`/agents/report?from=${from}&to=${to}`}>{t('agents.report.back')}</Link>
        </p>
      ) : null}
      <DataTable
        caption={t('agents.report.caption')}
        columns={columns}
        rows={report.data?.list}
        rowKey={(r) => r.id}
        loading={report.loading}
        error={report.error}
        onRetry={() => void report.refetch()}
        paging={{
          page,
          hasNext: (report.data?.total ?? 0) > page * PAGE_SIZE,
          onPage: (p) => go({ from, to, parentId, page: p }),
        }}
      />
      {totals ? (
        <dl className="agents-totals" aria-label={t('agents.report.totals')}>
          <dt>{t('agents.col.team')}</dt>
          <dd>{totals.teamSize}</dd>
          <dt>{t('agents.col.depositAmount')}</dt>
          <dd>
            <Amount value={totals.depositAmount} minorUnits={mu} />
          </dd>
          <dt>{t('agents.col.withdrawals')}</dt>
          <dd>
            <Amount value={totals.withdrawAmount} minorUnits={mu} />
          </dd>
          <dt>{t('agents.col.validBet')}</dt>
          <dd>
            <Amount value={totals.validBet} minorUnits={mu} />
          </dd>
          <dt>{t('agents.col.profitLoss')}</dt>
          <dd>
            <Amount value={totals.profitLoss} minorUnits={mu} />
          </dd>
        </dl>
      ) : null}
    </Page>
  );
}
