import './reports.css';
import type { RevenueGroup, TRevenueRow } from '@app/contracts/calls/backoffice-reports';
import * as reports from '@app/contracts/calls/backoffice-reports';
import { useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { Amount, formatAmount } from './amount.tsx';
import { CsvButton } from './csv-button.tsx';
import { LazyChart } from './lazy-chart.tsx';
import { RangeForm } from './range-form.tsx';
import { useReportRange } from './use-report-range.ts';

type Row = TRevenueRow & { isTotal?: boolean };

/** Revenue: stake, payout, GGR and NGR over a range, by day, vendor, category or (platform owner) brand. */
export default function RevenuePage() {
  const t = useT();
  const me = useMe();
  const id = useId();
  const { today, range, apply, learnToday } = useReportRange();
  const [by, setBy] = useState<RevenueGroup>('day');
  const input = { ...range, by };
  const q = useStaffCall(reports.revenue, input, { keepPrevious: true });
  useEffect(() => learnToday(q.data?.today), [q.data?.today, learnToday]);
  const groups: RevenueGroup[] =
    me.staff.brand === null ? ['day', 'vendor', 'category', 'brand'] : ['day', 'vendor', 'category'];

  const data = q.data;
  const m = data?.total?.minorUnits ?? data?.rows[0]?.minorUnits ?? 2;
  const rows: Row[] | undefined = data
    ? [...data.rows, ...(data.total ? [{ ...data.total, label: t('reports.total'), isTotal: true }] : [])]
    : undefined;
  const money = (pick: (r: Row) => number | null) => (r: Row) => <Amount value={pick(r)} minorUnits={r.minorUnits} />;
  const columns: Column<Row>[] = [
    {
      id: 'key',
      header: t(`reports.by.${data?.by ?? by}`),
      cell: (r) => (r.isTotal ? <strong>{t('reports.total')}</strong> : <span className="report-day">{r.label}</span>),
    },
    ...(data?.by === 'brand'
      ? [{ id: 'currency', header: t('reports.col.currency'), cell: (r: Row) => r.currency }]
      : []),
    { id: 'bets', header: t('reports.col.bets'), cell: (r) => r.bets.toLocaleString('en-US'), align: 'end' },
    { id: 'players', header: t('reports.col.players'), cell: (r) => r.players.toLocaleString('en-US'), align: 'end' },
    { id: 'stake', header: t('reports.col.stake'), cell: money((r) => r.stake), align: 'end' },
    { id: 'valid', header: t('reports.col.valid'), cell: money((r) => r.valid), align: 'end' },
    { id: 'payout', header: t('reports.col.payout'), cell: money((r) => r.payout), align: 'end' },
    { id: 'ggr', header: t('reports.col.ggr'), cell: money((r) => r.ggr), align: 'end' },
    { id: 'bonus', header: t('reports.col.bonus'), cell: money((r) => r.bonus), align: 'end' },
    { id: 'adjustments', header: t('reports.col.adjustments'), cell: money((r) => r.adjustments), align: 'end' },
    { id: 'ngr', header: t('reports.col.ngr'), cell: money((r) => r.ngr), align: 'end' },
  ];
  const byDay = data?.by === 'day';
  const chartSeries = byDay
    ? [
        { key: 'ggr', label: t('reports.col.ggr'), colour: 'primary' as const },
        { key: 'ngr', label: t('reports.col.ngr'), colour: 'good' as const },
      ]
    : [{ key: 'ggr', label: t('reports.col.ggr'), colour: 'primary' as const }];

  return (
    <Page
      title={t('reports.revenue.nav')}
      actions={<CsvButton call={reports.revenueCsv} input={input} name={`revenue-${range.from}-${range.to}`} />}
    >
      <RangeForm today={today} value={range} onApply={apply}>
        <div className="field">
          <label htmlFor={`${id}-by`}>{t('reports.groupBy')}</label>
          <select id={`${id}-by`} value={by} onChange={(e) => setBy(e.target.value as RevenueGroup)}>
            {groups.map((g) => (
              <option key={g} value={g}>
                {t(`reports.by.${g}`)}
              </option>
            ))}
          </select>
        </div>
      </RangeForm>
      <p className="field-hint">{t('reports.revenue.definition')}</p>
      {data?.total ? (
        <p className="report-summary" aria-live="polite">
          {t('reports.revenue.summary', {
            ggr: `${formatAmount(data.total.ggr, m)} ${data.total.currency}`,
            ngr: `${formatAmount(data.total.ngr ?? 0, m)} ${data.total.currency}`,
            from: data.from,
            to: data.to,
          })}
        </p>
      ) : null}
      {data && data.by === 'brand' && !data.total ? (
        <p className="field-hint">{t('reports.revenue.mixedCurrencies')}</p>
      ) : null}
      {data && (data.by === 'vendor' || data.by === 'category') ? (
        <p className="field-hint">{t('reports.noGameShare')}</p>
      ) : null}
      {data && data.rows.length > 0 ? (
        <LazyChart
          kind={byDay ? 'line' : 'bar'}
          data={data.rows.map((r) => ({ x: r.label, ggr: r.ggr, ngr: r.ngr }))}
          xKey="x"
          series={chartSeries}
          label={t('reports.revenue.chartLabel', { by: t(`reports.by.${data.by}`), from: data.from, to: data.to })}
          format={(n) => formatAmount(n, m)}
        />
      ) : null}
      <DataTable
        caption={t('reports.revenue.caption', { from: range.from, to: range.to })}
        columns={columns}
        rows={rows}
        rowKey={(r) => (r.isTotal ? 'total' : r.key)}
        loading={q.loading}
        error={q.error}
        onRetry={q.refetch}
      />
    </Page>
  );
}
