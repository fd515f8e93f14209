import './reports.css';
import type { TCashierDay, TCountSum } from '@app/contracts/calls/backoffice-reports';
import * as reports from '@app/contracts/calls/backoffice-reports';
import type { CallResponse } from '@app/contracts/define';
import { useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { Amount, formatAmount } from './amount.tsx';
import { CsvButton } from './csv-button.tsx';
import { LazyChart } from './lazy-chart.tsx';
import { RangeForm } from './range-form.tsx';
import { useReportRange } from './use-report-range.ts';

type Row = TCashierDay & { isTotal?: boolean };
type Keyed = TCountSum & { key: string };
type Answer = CallResponse<typeof reports.cashier>;

const FIELDS = ['depositsRequested', 'depositsCredited', 'withdrawalsRequested', 'withdrawalsPaid'] as const;

/** Deposits and withdrawals by day (asked, credited, paid), by status and by deposit channel. */
export default function CashierPage() {
  const t = useT();
  const { today, range, apply, learnToday } = useReportRange();
  const q = useStaffCall(reports.cashier, range, { keepPrevious: true });
  useEffect(() => learnToday(q.data?.today), [q.data?.today, learnToday]);
  const data: Answer | undefined = q.data;
  const m = data?.minorUnits ?? 2;
  const rows: Row[] | undefined = data
    ? [...data.days, { day: t('reports.total'), ...data.total, isTotal: true }]
    : undefined;

  const columns: Column<Row>[] = [
    {
      id: 'day',
      header: t('reports.day'),
      cell: (r) => (r.isTotal ? <strong>{r.day}</strong> : <span className="report-day">{r.day}</span>),
    },
    ...FIELDS.map(
      (f): Column<Row> => ({
        id: f,
        header: t(`reports.cashier.${f}`),
        cell: (r) => (
          <span className="count-sum">
            <Amount value={r[f].sum} minorUnits={m} />
            <span className="muted">{t('reports.glance.orders', { count: r[f].count })}</span>
          </span>
        ),
        align: 'end',
      }),
    ),
  ];
  const keyedColumns = (first: string, label: (k: string) => string): Column<Keyed>[] => [
    { id: 'key', header: first, cell: (r) => label(r.key) },
    { id: 'count', header: t('reports.cashier.count'), cell: (r) => r.count.toLocaleString('en-US'), align: 'end' },
    {
      id: 'sum',
      header: t('reports.cashier.amount'),
      cell: (r) => <Amount value={r.sum} minorUnits={m} />,
      align: 'end',
    },
  ];
  const status = (k: string) => t(`reports.status.${k}`);

  return (
    <Page
      title={t('reports.cashier.nav')}
      actions={<CsvButton call={reports.cashierCsv} input={range} name={`cashier-${range.from}-${range.to}`} />}
    >
      <RangeForm today={today} value={range} onApply={apply} />
      <p className="field-hint">{t('reports.cashier.definition')}</p>
      {data ? (
        <p className="report-summary" aria-live="polite">
          {t('reports.cashier.summary', {
            deposits: `${formatAmount(data.total.depositsCredited.sum, m)} ${data.currency}`,
            withdrawals: `${formatAmount(data.total.withdrawalsPaid.sum, m)} ${data.currency}`,
            from: data.from,
            to: data.to,
          })}
        </p>
      ) : null}
      {data ? (
        <LazyChart
          kind="bar"
          data={data.days.map((d) => ({
            x: d.day,
            deposits: d.depositsCredited.sum,
            withdrawals: d.withdrawalsPaid.sum,
          }))}
          xKey="x"
          series={[
            { key: 'deposits', label: t('reports.cashier.depositsCredited'), colour: 'good' },
            { key: 'withdrawals', label: t('reports.cashier.withdrawalsPaid'), colour: 'bad' },
          ]}
          label={t('reports.cashier.chartLabel', { from: data.from, to: data.to })}
          format={(n) => formatAmount(n, m)}
        />
      ) : null}
      <DataTable
        caption={t('reports.cashier.caption', { from: range.from, to: range.to })}
        columns={columns}
        rows={rows}
        rowKey={(r) => (r.isTotal ? 'total' : r.day)}
        loading={q.loading}
        error={q.error}
        onRetry={q.refetch}
      />
      <h2 className="report-h2">{t('reports.cashier.byStatus')}</h2>
      <div className="report-side-by-side">
        <div>
          <h3 className="report-h3">{t('reports.cashier.depositStatuses')}</h3>
          <DataTable
            caption={t('reports.cashier.depositStatuses')}
            columns={keyedColumns(t('reports.cashier.status'), status)}
            rows={data?.depositStatuses}
            rowKey={(r) => r.key}
            loading={q.loading}
          />
        </div>
        <div>
          <h3 className="report-h3">{t('reports.cashier.withdrawalStatuses')}</h3>
          <DataTable
            caption={t('reports.cashier.withdrawalStatuses')}
            columns={keyedColumns(t('reports.cashier.status'), status)}
            rows={data?.withdrawalStatuses}
            rowKey={(r) => r.key}
            loading={q.loading}
          />
        </div>
      </div>
      <h2 className="report-h2">{t('reports.cashier.channels')}</h2>
      <DataTable
        caption={t('reports.cashier.channels')}
        columns={[
          ...keyedColumns(t('reports.cashier.channel'), (k) => k),
          {
            id: 'credited',
            header: t('reports.cashier.depositsCredited'),
            cell: (r) => <Amount value={(r as Keyed & { credited: TCountSum }).credited.sum} minorUnits={m} />,
            align: 'end',
          },
        ]}
        rows={data?.depositChannels}
        rowKey={(r) => r.key}
        loading={q.loading}
      />
    </Page>
  );
}
