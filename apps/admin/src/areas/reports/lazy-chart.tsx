import { lazy, Suspense } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { ChartProps } from './chart.tsx';

// The chart code (recharts) is its own chunk, fetched when a report page first draws a chart.
const ReportChart = lazy(() => import('./chart.tsx'));

export function LazyChart(props: ChartProps) {
  const t = useT();
  return (
    <Suspense
      fallback={
        <div className="report-chart placeholder" role="status">
          {t('reports.chartLoading')}
        </div>
      }
    >
      <ReportChart {...props} />
    </Suspense>
  );
}
