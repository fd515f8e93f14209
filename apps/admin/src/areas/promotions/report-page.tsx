import * as calls from '@app/contracts/calls/backoffice-promotions';
import { useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange } from '../../ui/date-range.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { Page } from '../../ui/page.tsx';
import { formatMajor } from './shared.tsx';

type Row = z.infer<typeof calls.ZPromotionReportRow>;

const day = (d: Date) => d.toISOString().slice(0, 10);
function lastDays(n: number): DayRange {
  const to = new Date();
  const from = new Date(to.getTime() - (n - 1) * 86_400_000);
  return { from: day(from), to: day(to) };
}

/** Cost and conversion per promotion over a range of days (brand time zone). */
export default function ReportPage() {
  const t = useT();
  const [range, setRange] = useState<DayRange>(() => lastDays(30));
  const [applied, setApplied] = useState<DayRange>(range);
  const ready = Boolean(applied.from && applied.to);
  const report = useStaffCall(
    calls.report,
    { from: applied.from, to: applied.to },
    { enabled: ready, keepPrevious: true },
  );
  const currency = report.data?.currency;
  const money = (v: number) => formatMajor(v, currency);
  const columns: Column<Row>[] = [
    {
      id: 'title',
      header: t('promotions.col.title'),
      cell: (r) => (
        <div className="promo-lines">
          <div>{r.title}</div>
          <div>{`${r.code} · ${t(`promotions.kind.${r.kind}`)}`}</div>
        </div>
      ),
    },
    { id: 'participants', header: t('promotions.col.participants'), align: 'end', cell: (r) => r.participants },
    {
      id: 'conversion',
      header: t('promotions.report.conversion'),
      align: 'end',
      cell: (r) => (
        <div className="promo-lines">
          <div>{t('promotions.report.claimedOf', { claimed: r.rewardsClaimed, issued: r.rewardsIssued })}</div>
          <div>{t('promotions.report.grantsOf', { n: r.grants })}</div>
          <div>{t('promotions.report.completedOf', { n: r.completed, pct: (r.conversionBp / 100).toFixed(1) })}</div>
        </div>
      ),
    },
    {
      id: 'bonus',
      header: t('promotions.report.bonus'),
      align: 'end',
      cell: (r) => (
        <div className="promo-lines">
          <div>{t('promotions.report.bonusGranted', { v: money(r.bonusGranted) })}</div>
          <div>{t('promotions.report.converted', { v: money(r.converted) })}</div>
          <div>{t('promotions.report.forfeited', { v: money(r.forfeited) })}</div>
        </div>
      ),
    },
    { id: 'cost', header: t('promotions.col.cost'), align: 'end', cell: (r) => money(r.cost) },
    {
      id: 'deposits',
      header: t('promotions.report.deposits'),
      align: 'end',
      cell: (r) => (
        <div className="promo-lines">
          <div>{t('promotions.report.depositCount', { n: r.deposits, v: money(r.depositAmount) })}</div>
          <div>{t('promotions.report.validBetOf', { v: money(r.validBet) })}</div>
        </div>
      ),
    },
  ];
  return (
    <Page title={t('promotions.report.nav')}>
      <FiltersBar label={t('promotions.filters')} onApply={() => setApplied(range)}>
        <DateRange value={range} onChange={setRange} />
      </FiltersBar>
      {!ready ? <p role="status">{t('promotions.report.pickRange')}</p> : null}
      <DataTable
        caption={t('promotions.report.caption')}
        columns={columns}
        rows={ready ? report.data?.list : []}
        rowKey={(r) => r.promotionId}
        loading={report.loading}
        error={report.error}
        onRetry={() => void report.refetch()}
        empty={t('promotions.report.empty')}
      />
    </Page>
  );
}
