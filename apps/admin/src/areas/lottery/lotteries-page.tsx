import type { TLotterySettings } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { MANAGERS } from './index.ts';
import { SettingsDialog } from './settings-dialog.tsx';
import { formatMajor, Notice, useScheduleText } from './shared.tsx';

/** The ten house lotteries with the brand's settings; managers edit them with a reason. */
export default function LotteriesPage() {
  const t = useT();
  const me = useMe();
  const mayEdit = MANAGERS.includes(me.role);
  const schedule = useScheduleText();
  const list = useStaffCall(calls.lotteries, {});
  const [target, setTarget] = useState<TLotterySettings | null>(null);
  const [notice, setNotice] = useState('');
  const limit = (v: number | null) => (v === null ? t('lottery.noLimit') : formatMajor(v));

  const columns: Column<TLotterySettings>[] = [
    { id: 'name', header: t('lottery.col.lottery'), cell: (r) => r.name },
    { id: 'enabled', header: t('lottery.col.enabled'), cell: (r) => t(r.enabled ? 'lottery.yes' : 'lottery.no') },
    { id: 'source', header: t('lottery.col.source'), cell: (r) => t(`lottery.source.${r.resultSource}`) },
    { id: 'schedule', header: t('lottery.col.schedule'), cell: (r) => schedule(r.schedule) },
    { id: 'close', header: t('lottery.col.close'), cell: (r) => t('lottery.seconds', { n: r.closeSeconds }) },
    {
      id: 'unit',
      header: t('lottery.col.unit'),
      align: 'end',
      cell: (r) => `${formatMajor(r.minUnit)} - ${formatMajor(r.maxUnit)}`,
    },
    { id: 'maxNumber', header: t('lottery.col.maxNumber'), align: 'end', cell: (r) => limit(r.maxPayoutNumber) },
    { id: 'maxDraw', header: t('lottery.col.maxDraw'), align: 'end', cell: (r) => limit(r.maxPayoutDraw) },
    {
      id: 'actions',
      header: t('lottery.col.actions'),
      cell: (r) => (
        <span className="row-actions">
          <Link to={`/lottery/odds?game=${r.gameCode}`}>{t('lottery.oddsOf', { name: r.name })}</Link>
          {mayEdit ? (
            <button
              type="button"
              className="btn small"
              aria-label={t('lottery.editOf', { name: r.name })}
              onClick={() => {
                setNotice('');
                setTarget(r);
              }}
            >
              {t('lottery.edit')}
            </button>
          ) : null}
        </span>
      ),
    },
  ];

  return (
    <Page title={t('lottery.lotteries.nav')}>
      <Notice text={notice} />
      <DataTable
        caption={t('lottery.lotteries.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.gameCode}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {target ? (
        <SettingsDialog
          lottery={target}
          onClose={() => setTarget(null)}
          onSaved={(saved) => {
            setTarget(null);
            setNotice(t('lottery.settings.saved', { name: saved.name }));
          }}
        />
      ) : null}
    </Page>
  );
}
