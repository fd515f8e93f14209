import type { TDrawDetail } from '@app/contracts/calls/backoffice-lottery';
import * as calls from '@app/contracts/calls/backoffice-lottery';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { DRAW_ACTORS } from './index.ts';
import { ResultDialog } from './result-dialog.tsx';
import { formatMajor, Notice, When } from './shared.tsx';

type Exposure = TDrawDetail['topExposure'][number];
type Act = 'void' | 'enter' | 'confirm' | null;

/** One draw: times, seed hash and seed, result, money and top exposure; void and outside results. */
export default function DrawPage() {
  const t = useT();
  const me = useMe();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const valid = Number.isSafeInteger(id) && id > 0;
  const draw = useStaffCall(calls.draw, { id: valid ? id : 1 }, { enabled: valid });
  const voidIt = useStaffWrite(calls.voidDraw, { invalidates: [calls.draw, calls.draws] });
  const confirm = useStaffWrite(calls.confirmResult, { invalidates: [calls.draw, calls.draws] });
  const [act, setAct] = useState<Act>(null);
  const [notice, setNotice] = useState('');
  const mayAct = DRAW_ACTORS.includes(me.role);
  const d = draw.data;
  const back = <Link to="/lottery/draws">{t('lottery.back')}</Link>;
  if (!valid) return <Page title={t('lottery.draw.nav')}>{[t('lottery.draw.notFound'), ' ', back]}</Page>;
  if (!d)
    return (
      <Page title={t('lottery.draw.nav')}>
        {draw.error ? (
          <p role="alert">{t('ui.error', { message: errorText(t, draw.error) })}</p>
        ) : (
          <p className="muted">{t('ui.loading')}</p>
        )}
        {back}
      </Page>
    );

  const open = d.status === 'open' || d.status === 'closed';
  const outside = d.source === 'outside' && d.status === 'closed';
  const cap = d.maxPayoutNumber;
  const columns: Column<Exposure>[] = [
    { id: 'number', header: t('lottery.col.number'), cell: (r) => r.numberKey },
    { id: 'amount', header: t('lottery.col.exposure'), align: 'end', cell: (r) => formatMajor(r.amount) },
    {
      id: 'share',
      header: t('lottery.col.share'),
      align: 'end',
      cell: (r) => (cap ? `${((r.amount / cap) * 100).toFixed(1)}%` : t('lottery.noLimit')),
    },
  ];
  const groups = (g: TDrawDetail['result']) =>
    (g ?? []).map((x) => (
      <li key={x.key}>
        <strong>{x.key}</strong>: {x.numbers.join(' ')}
      </li>
    ));
  const done = (text: string) => {
    setAct(null);
    setNotice(text);
  };

  return (
    <Page
      title={t('lottery.draw.title', { name: d.name, draw: d.drawNo })}
      actions={
        mayAct ? (
          <span className="row-actions">
            {outside ? (
              <button type="button" className="btn" onClick={() => setAct('enter')}>
                {t('lottery.enter')}
              </button>
            ) : null}
            {outside && d.pendingResult ? (
              <button type="button" className="btn" onClick={() => setAct('confirm')}>
                {t('lottery.confirm')}
              </button>
            ) : null}
            {open ? (
              <button type="button" className="btn" onClick={() => setAct('void')}>
                {t('lottery.void')}
              </button>
            ) : null}
          </span>
        ) : null
      }
    >
      <Notice text={notice} />
      <p>{back}</p>
      <dl className="facts">
        <dt>{t('lottery.col.status')}</dt>
        <dd>
          <StatusBadge status={d.status} label={t(`lottery.status.${d.status}`)} />
          {d.status === 'void' ? ` ${t('lottery.draw.voided', { reason: d.voidReason, name: d.voidedBy })}` : ''}
        </dd>
        <dt>{t('lottery.col.source')}</dt>
        <dd>{t(`lottery.source.${d.source}`)}</dd>
        <dt>{t('lottery.draw.opensAt')}</dt>
        <dd>
          <When at={d.opensAt} />
        </dd>
        <dt>{t('lottery.draw.closesAt')}</dt>
        <dd>
          <When at={d.closesAt} />
        </dd>
        <dt>{t('lottery.draw.drawsAt')}</dt>
        <dd>
          <When at={d.drawsAt} />
        </dd>
        {d.drawnAt ? (
          <>
            <dt>{t('lottery.draw.drawnAt')}</dt>
            <dd>
              <When at={d.drawnAt} />
            </dd>
          </>
        ) : null}
        {d.settledAt ? (
          <>
            <dt>{t('lottery.draw.settledAt')}</dt>
            <dd>
              <When at={d.settledAt} />
            </dd>
          </>
        ) : null}
        <dt>{t('lottery.draw.seedHash')}</dt>
        <dd className="lottery-hash">{d.seedHash}</dd>
        <dt>{t('lottery.draw.seed')}</dt>
        <dd className="lottery-hash">{d.seed ?? t('lottery.draw.seedHidden')}</dd>
        <dt>{t('lottery.draw.result')}</dt>
        <dd>
          {d.result ? <ul>{groups(d.result)}</ul> : t('lottery.draw.noResult')}
          {d.confirmedBy ? t('lottery.draw.confirmedBy', { entered: d.enteredBy, confirmed: d.confirmedBy }) : ''}
        </dd>
        {d.pendingResult && d.status === 'closed' ? (
          <>
            <dt>{t('lottery.draw.pending', { name: d.enteredBy })}</dt>
            <dd>
              <ul>{groups(d.pendingResult)}</ul>
            </dd>
          </>
        ) : null}
        <dt>{t('lottery.col.tickets')}</dt>
        <dd>{d.tickets}</dd>
        <dt>{t('lottery.col.stake')}</dt>
        <dd>{formatMajor(d.stake)}</dd>
        <dt>{t('lottery.col.payout')}</dt>
        <dd>{formatMajor(d.payout)}</dd>
        <dt>{t('lottery.col.exposure')}</dt>
        <dd>
          {formatMajor(d.exposure)} / {d.maxPayoutDraw === null ? t('lottery.noLimit') : formatMajor(d.maxPayoutDraw)}
        </dd>
      </dl>
      <DataTable
        caption={t('lottery.draw.topExposure')}
        columns={columns}
        rows={d.topExposure}
        rowKey={(r) => r.numberKey}
        empty={t('lottery.draw.noExposure')}
      />
      <ReasonDialog
        open={act === 'void'}
        title={t('lottery.void')}
        description={t('lottery.void.lead', { draw: d.drawNo, name: d.name, tickets: d.tickets })}
        confirmLabel={t('lottery.void')}
        error={voidIt.error}
        onClose={() => {
          voidIt.reset();
          setAct(null);
        }}
        onConfirm={async (reason) => {
          const r = await voidIt.run({ id: d.id, reason });
          if (!r) return false;
          done(t('lottery.void.done', { draw: r.drawNo }));
          return true;
        }}
      />
      <ReasonDialog
        open={act === 'confirm'}
        title={t('lottery.confirm')}
        description={t('lottery.confirm.lead')}
        confirmLabel={t('lottery.confirm')}
        error={confirm.error}
        onClose={() => {
          confirm.reset();
          setAct(null);
        }}
        onConfirm={async (reason) => {
          const r = await confirm.run({ id: d.id, reason });
          if (!r) return false;
          done(t('lottery.confirm.done'));
          return true;
        }}
      />
      {act === 'enter' ? (
        <ResultDialog draw={d} onClose={() => setAct(null)} onDone={() => done(t('lottery.enter.done'))} />
      ) : null}
    </Page>
  );
}
