import type { TExposureDraw } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { formatMajor } from './shared.tsx';

type Row = TExposureDraw['numbers'][number];

/** Open draws, highest exposure first, each with its numbers against the per-number maximum. */
export default function ExposurePage() {
  const t = useT();
  const list = useStaffCall(calls.exposure, { top: 10 });
  const limit = (v: number | null) => (v === null ? t('lottery.noLimit') : formatMajor(v));
  const columns = (d: TExposureDraw): Column<Row>[] => [
    { id: 'number', header: t('lottery.col.number'), cell: (r) => r.numberKey },
    { id: 'amount', header: t('lottery.col.exposure'), align: 'end', cell: (r) => formatMajor(r.amount) },
    { id: 'max', header: t('lottery.col.maxNumber'), align: 'end', cell: () => limit(d.maxPayoutNumber) },
    {
      id: 'share',
      header: t('lottery.col.share'),
      align: 'end',
      cell: (r) => (d.maxPayoutNumber ? `${((r.amount / d.maxPayoutNumber) * 100).toFixed(1)}%` : ''),
    },
  ];
  return (
    <Page title={t('lottery.exposure.nav')}>
      {list.error ? <p role="alert">{t('ui.error', { message: errorText(t, list.error) })}</p> : null}
      {list.loading ? <p className="muted">{t('ui.loading')}</p> : null}
      {list.data && list.data.list.length === 0 ? <p>{t('lottery.exposure.empty')}</p> : null}
      {(list.data?.list ?? []).map((d) => (
        <section key={d.id} className="lottery-section" aria-labelledby={`exposure-${d.id}`}>
          <h2 id={`exposure-${d.id}`} className="lottery-section-title">
            <Link to={`/lottery/draw?id=${d.id}`}>
              {t('lottery.exposure.lottery', { name: d.name, code: d.gameCode })}
              {' · '}
              {/* The draw number (20261130-0520) kept whole on a phone rather than broken at its dash. */}
              <span className="lottery-nowrap">{t('lottery.exposure.draw', { draw: d.drawNo })}</span>
            </Link>
          </h2>
          <p className="muted">
            {t('lottery.exposure.total', { total: formatMajor(d.exposure), max: limit(d.maxPayoutDraw) })}
          </p>
          <DataTable
            caption={t('lottery.exposure.caption', {
              name: d.name,
              draw: d.drawNo,
              total: formatMajor(d.exposure),
              max: limit(d.maxPayoutDraw),
            })}
            columns={columns(d)}
            rows={d.numbers}
            rowKey={(r) => r.numberKey}
            empty={t('lottery.draw.noExposure')}
          />
        </section>
      ))}
    </Page>
  );
}
