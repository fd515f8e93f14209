import './reports.css';
import type { TPlayersDay } from '@app/contracts/calls/backoffice-reports';
import * as reports from '@app/contracts/calls/backoffice-reports';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { CsvButton } from './csv-button.tsx';
import { LazyChart } from './lazy-chart.tsx';
import { RangeForm } from './range-form.tsx';
import { useReportRange } from './use-report-range.ts';

type Row = TPlayersDay & { isTotal?: boolean };

/** New members, first deposits and active players by day. */
export default function PlayersPage() {
  const t = useT();
  const { today, range, apply, learnToday } = useReportRange();
  const q = useStaffCall(reports.players, range, { keepPrevious: true });
  useEffect(() => learnToday(q.data?.today), [q.data?.today, learnToday]);
  const data = q.data;
  const rows: Row[] | undefined = data
    ? [...data.days, { day: t('reports.total'), ...data.total, isTotal: true }]
    : undefined;
  const n = (v: number) => v.toLocaleString('en-US');
  const columns: Column<Row>[] = [
    {
      id: 'day',
      header: t('reports.day'),
      cell: (r) => (r.isTotal ? <strong>{r.day}</strong> : <span className="report-day">{r.day}</span>),
    },
    { id: 'new', header: t('reports.players.newMembers'), cell: (r) => n(r.newMembers), align: 'end' },
    { id: 'first', header: t('reports.players.firstDeposits'), cell: (r) => n(r.firstDeposits), align: 'end' },
    { id: 'active', header: t('reports.players.activePlayers'), cell: (r) => n(r.activePlayers), align: 'end' },
  ];
  return (
    <Page
      title={t('reports.players.nav')}
      actions={<CsvButton call={reports.playersCsv} input={range} name={`players-${range.from}-${range.to}`} />}
    >
      <RangeForm today={today} value={range} onApply={apply} />
      <p className="field-hint">{t('reports.players.definition')}</p>
      {data ? (
        <p className="report-summary" aria-live="polite">
          {t('reports.players.summary', {
            newMembers: n(data.total.newMembers),
            firstDeposits: n(data.total.firstDeposits),
            active: n(data.total.activePlayers),
            from: data.from,
            to: data.to,
          })}
        </p>
      ) : null}
      {data ? (
        <LazyChart
          kind="line"
          data={data.days.map((d) => ({ x: d.day, ...d }))}
          xKey="x"
          series={[
            { key: 'newMembers', label: t('reports.players.newMembers'), colour: 'primary' },
            { key: 'firstDeposits', label: t('reports.players.firstDeposits'), colour: 'good' },
            { key: 'activePlayers', label: t('reports.players.activePlayers'), colour: 'text' },
          ]}
          label={t('reports.players.chartLabel', { from: data.from, to: data.to })}
        />
      ) : null}
      <DataTable
        caption={t('reports.players.caption', { from: range.from, to: range.to })}
        columns={columns}
        rows={rows}
        rowKey={(r) => (r.isTotal ? 'total' : r.day)}
        loading={q.loading}
        error={q.error}
        onRetry={q.refetch}
      />
    </Page>
  );
}
