import type { TBoMallItem, TBoRedemption, TPointSettings } from '@app/contracts/calls/backoffice-points';
import * as calls from '@app/contracts/calls/backoffice-points';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { POINTS_DECIDERS, POINTS_EDITORS } from './index.ts';
import { ItemForm } from './item-form.tsx';

type Status = TBoRedemption['status'];
const STATUSES: readonly Status[] = ['in_process', 'approved', 'rejected'];

function Notice({ text }: { text: string }) {
  return text ? (
    <p className="notice" role="status">
      {text}
    </p>
  ) : null;
}

/** The brand's points settings: on/off, earning ratio, conversion ratio and minimum. */
function SettingsSection({ mayEdit }: { mayEdit: boolean }) {
  const t = useT();
  const id = useId();
  const current = useStaffCall(calls.settings, {});
  const save = useStaffWrite(calls.saveSettings, { invalidates: [calls.settings] });
  const [d, setD] = useState<Record<keyof TPointSettings, string | boolean> | null>(null);
  const [notice, setNotice] = useState('');
  useEffect(() => {
    if (current.data && !d) {
      const s = current.data;
      setD({
        enabled: s.enabled,
        earnBetPerPoint: String(s.earnBetPerPoint),
        convertPoints: String(s.convertPoints),
        convertAmount: String(s.convertAmount),
        convertMinPoints: String(s.convertMinPoints),
      });
    }
  }, [current.data, d]);
  if (!d) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setNotice('');
    const done = await save.run({
      enabled: d.enabled === true,
      earnBetPerPoint: Number(d.earnBetPerPoint),
      convertPoints: Number(d.convertPoints),
      convertAmount: String(d.convertAmount),
      convertMinPoints: Number(d.convertMinPoints),
    });
    if (done) setNotice(t('points.settings.saved'));
  };
  const num = (key: Exclude<keyof TPointSettings, 'enabled'>, label: string) => (
    <div className="field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        inputMode={key === 'convertAmount' ? 'decimal' : 'numeric'}
        value={String(d[key])}
        disabled={!mayEdit}
        onChange={(e) => setD({ ...d, [key]: e.target.value })}
      />
    </div>
  );
  return (
    <form className="panel" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('points.settings.title')}</h2>
      <div className="field">
        <label>
          <input
            type="checkbox"
            checked={d.enabled === true}
            disabled={!mayEdit}
            onChange={(e) => setD({ ...d, enabled: e.target.checked })}
          />{' '}
          {t('points.settings.enabled')}
        </label>
      </div>
      {num('earnBetPerPoint', t('points.settings.earn'))}
      {num('convertPoints', t('points.settings.convertPoints'))}
      {num('convertAmount', t('points.settings.convertAmount'))}
      {num('convertMinPoints', t('points.settings.convertMin'))}
      {save.error ? (
        <p className="form-error" role="alert">
          {errorText(t, save.error)}
        </p>
      ) : null}
      <Notice text={notice} />
      {mayEdit ? (
        <div className="dialog-actions">
          <button type="submit" className="btn primary" disabled={save.pending}>
            {t('points.settings.save')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** The mall's items with edit and take-off, and the item form. */
function ItemsSection({ mayEdit }: { mayEdit: boolean }) {
  const t = useT();
  const list = useStaffCall(calls.items, {});
  const off = useStaffWrite(calls.deactivateItem, { invalidates: [calls.items] });
  const [editing, setEditing] = useState<TBoMallItem | null | 'new'>(null);
  const [notice, setNotice] = useState('');
  const nameOf = (r: TBoMallItem) => r.names.EN ?? Object.values(r.names)[0] ?? '';
  const columns: Column<TBoMallItem>[] = [
    { id: 'name', header: t('points.col.name'), cell: nameOf },
    { id: 'kind', header: t('points.col.kind'), cell: (r) => t(`points.kind.${r.kind}`) },
    { id: 'points', header: t('points.col.points'), cell: (r) => r.points },
    { id: 'amount', header: t('points.col.amount'), cell: (r) => (r.amount > 0 ? r.amount : '-') },
    { id: 'stock', header: t('points.col.stock'), cell: (r) => r.stock },
    { id: 'limit', header: t('points.col.limit'), cell: (r) => r.perMemberLimit ?? t('points.none') },
    { id: 'redeemed', header: t('points.col.redeemed'), cell: (r) => r.redeemed },
    { id: 'active', header: t('points.col.active'), cell: (r) => (r.active ? t('points.yes') : t('points.no')) },
  ];
  if (mayEdit)
    columns.push({
      id: 'actions',
      header: t('points.col.actions'),
      cell: (r) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small"
            aria-label={t('points.editOf', { name: nameOf(r) })}
            onClick={() => setEditing(r)}
          >
            {t('points.edit')}
          </button>
          {r.active ? (
            <button
              type="button"
              className="btn small"
              aria-label={t('points.deactivateOf', { name: nameOf(r) })}
              disabled={off.pending}
              onClick={() => void off.run({ id: r.id })}
            >
              {t('points.deactivate')}
            </button>
          ) : null}
        </span>
      ),
    });
  return (
    <section aria-labelledby="pt-items-title">
      <h2 id="pt-items-title">{t('points.items.title')}</h2>
      <Notice text={notice} />
      {off.error ? (
        <p className="form-error" role="alert">
          {errorText(t, off.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('points.items.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        empty={t('points.items.empty')}
        onRetry={() => void list.refetch()}
      />
      {mayEdit && editing === null ? (
        <button type="button" className="btn" onClick={() => setEditing('new')}>
          {t('points.items.add')}
        </button>
      ) : null}
      {editing !== null ? (
        <ItemForm
          key={editing === 'new' ? 'new' : editing.id}
          item={editing === 'new' ? null : editing}
          onDone={(saved) => {
            setEditing(null);
            setNotice(saved ? t('points.form.saved') : '');
          }}
        />
      ) : null}
    </section>
  );
}

/** The redemptions queue by state: approve, or reject with a reason (points and stock returned). */
function QueueSection({ mayDecide }: { mayDecide: boolean }) {
  const t = useT();
  const [status, setStatus] = useState<Status>('in_process');
  const [page, setPage] = useState(1);
  const list = useStaffCall(calls.redemptions, { status, page, size: 20 });
  const approve = useStaffWrite(calls.approve, { invalidates: [calls.redemptions, calls.items] });
  const reject = useStaffWrite(calls.reject, { invalidates: [calls.redemptions, calls.items] });
  const [target, setTarget] = useState<TBoRedemption | null>(null);
  const [notice, setNotice] = useState('');
  const columns: Column<TBoRedemption>[] = [
    { id: 'id', header: '#', cell: (r) => r.id },
    { id: 'member', header: t('points.col.member'), cell: (r) => r.username },
    { id: 'item', header: t('points.col.item'), cell: (r) => `${r.itemName} (${t(`points.kind.${r.kind}`)})` },
    { id: 'quantity', header: t('points.col.quantity'), cell: (r) => r.quantity },
    { id: 'points', header: t('points.col.points'), cell: (r) => r.points },
    { id: 'amount', header: t('points.col.amount'), cell: (r) => (r.amount > 0 ? r.amount : '-') },
    {
      id: 'address',
      header: t('points.col.address'),
      cell: (r) => (r.address ? `${r.address.name}, ${r.address.phone}, ${r.address.address}` : '-'),
    },
    { id: 'time', header: t('points.col.time'), cell: (r) => <Age at={new Date(r.time)} /> },
  ];
  if (status === 'rejected') columns.push({ id: 'reason', header: t('points.col.reason'), cell: (r) => r.reason });
  if (mayDecide && status === 'in_process')
    columns.push({
      id: 'actions',
      header: t('points.col.actions'),
      cell: (r) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small primary"
            aria-label={t('points.approveOf', { id: r.id })}
            disabled={approve.pending}
            onClick={async () => {
              setNotice('');
              if (await approve.run({ id: r.id })) setNotice(t('points.approved', { id: r.id }));
            }}
          >
            {t('points.approve')}
          </button>
          <button
            type="button"
            className="btn small"
            aria-label={t('points.rejectOf', { id: r.id })}
            onClick={() => {
              reject.reset();
              setTarget(r);
            }}
          >
            {t('points.reject')}
          </button>
        </span>
      ),
    });
  const total = list.data?.total ?? 0;
  return (
    <section aria-labelledby="pt-queue-title">
      <h2 id="pt-queue-title">{t('points.queue.title')}</h2>
      <div className="field">
        <label htmlFor="pt-queue-status">{t('points.queue.status')}</label>
        <select
          id="pt-queue-status"
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as Status);
            setPage(1);
          }}
        >
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`points.status.${s}`)}
            </option>
          ))}
        </select>
      </div>
      <Notice text={notice} />
      {approve.error ? (
        <p className="form-error" role="alert">
          {errorText(t, approve.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('points.queue.caption', { status: t(`points.status.${status}`) })}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        empty={t('points.queue.empty')}
        onRetry={() => void list.refetch()}
        paging={{ page, hasNext: page * 20 < total, onPage: setPage }}
      />
      <ReasonDialog
        open={target !== null}
        title={t('points.rejectOf', { id: target?.id ?? '' })}
        description={t('points.reject.description')}
        confirmLabel={t('points.reject')}
        error={reject.error}
        onClose={() => {
          reject.reset();
          setTarget(null);
        }}
        onConfirm={async (reason) => {
          if (!target) return false;
          const done = await reject.run({ id: target.id, reason });
          if (!done) return false;
          setNotice(t('points.rejected', { id: target.id }));
          setTarget(null);
          return true;
        }}
      />
    </section>
  );
}

/** /points: settings, mall items and the redemptions queue. */
export default function PointsPage() {
  const t = useT();
  const me = useMe();
  return (
    <Page title={t('points.page.nav')}>
      <SettingsSection mayEdit={POINTS_EDITORS.includes(me.role)} />
      <ItemsSection mayEdit={POINTS_EDITORS.includes(me.role)} />
      <QueueSection mayDecide={POINTS_DECIDERS.includes(me.role)} />
    </Page>
  );
}
