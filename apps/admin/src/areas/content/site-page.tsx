import type { TSiteState } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { TextAreaField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { CheckField, DateTimeField } from './fields.tsx';

/** Maintenance: on or off, a window and the message players see. */
export function MaintenanceForm({ state, canEdit }: { state: TSiteState['maintenance']; canEdit: boolean }) {
  const t = useT();
  const write = useStaffWrite(calls.maintenanceSet, { invalidates: [calls.siteState] });
  const form = useZodForm(calls.maintenanceSet.request, {
    on: state.on,
    start: state.start,
    end: state.end,
    message: state.message,
  });
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  const [saved, setSaved] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setSaved(false);
    const input = form.validate();
    if (!input) return;
    if (await write.run(input)) setSaved(true);
  };
  return (
    <form className="panel" onSubmit={submit} noValidate>
      <h2>{t('content.site.maintenance')}</h2>
      <p>
        <StatusBadge
          status={state.active ? 'pending' : 'active'}
          label={state.active ? t('content.site.maintenanceActive') : t('content.site.siteOpen')}
        />
      </p>
      <fieldset disabled={!canEdit} className="content-plain">
        <legend className="sr-only">{t('content.site.maintenance')}</legend>
        <CheckField form={form} name="on" label={t('content.site.maintenanceOn')} />
        <DateTimeField form={form} name="start" label={t('content.site.start')} />
        <DateTimeField form={form} name="end" label={t('content.site.end')} />
        <TextAreaField form={form} name="message" label={t('content.site.message')} rows={3} />
      </fieldset>
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      {saved ? (
        <p className="notice" role="status">
          {t('content.saved')}
        </p>
      ) : null}
      {canEdit ? (
        <div className="dialog-actions">
          <button type="submit" className="btn primary" disabled={write.pending}>
            {t('content.site.saveMaintenance')}
          </button>
        </div>
      ) : null}
    </form>
  );
}

/** Region rules: blocking on or off, and the blocked address ranges. */
function RegionPanel({ state, canEdit }: { state: TSiteState['region']; canEdit: boolean }) {
  const t = useT();
  const toggle = useStaffWrite(calls.regionSet, { invalidates: [calls.siteState] });
  const add = useStaffWrite(calls.regionAdd, { invalidates: [calls.siteState] });
  const remove = useStaffWrite(calls.regionRemove, { invalidates: [calls.siteState] });
  const form = useZodForm(calls.regionAdd.request, { cidr: '', note: '' });
  const { serverErrors, reset } = form;
  useEffect(() => serverErrors(add.error), [serverErrors, add.error]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await add.run(input)) reset();
  };
  const columns: Column<{ cidr: string }>[] = [
    { id: 'cidr', header: t('content.site.range'), cell: (r) => <code>{r.cidr}</code> },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (r: { cidr: string }) => (
              <button
                type="button"
                className="btn small"
                aria-label={t('content.removeOf', { name: r.cidr })}
                onClick={() => void remove.run({ cidr: r.cidr })}
              >
                {t('content.remove')}
              </button>
            ),
          },
        ]
      : []),
  ];
  const error = toggle.error ?? remove.error ?? add.error;
  return (
    <section className="panel content-wide">
      <h2>{t('content.site.region')}</h2>
      <p>
        <StatusBadge
          status={state.on ? 'active' : 'locked'}
          label={state.on ? t('content.site.regionOn') : t('content.site.regionOff')}
        />{' '}
        {canEdit ? (
          <button type="button" className="btn small" onClick={() => void toggle.run({ on: !state.on })}>
            {state.on ? t('content.site.regionTurnOff') : t('content.site.regionTurnOn')}
          </button>
        ) : null}
      </p>
      <DataTable caption={t('content.site.ranges')} columns={columns} rows={state.ranges} rowKey={(r) => r.cidr} />
      {canEdit ? (
        <form onSubmit={submit} noValidate className="content-inline-form">
          <TextField form={form} name="cidr" label={t('content.site.range')} hint={t('content.site.rangeHint')} />
          <TextField form={form} name="note" label={t('content.site.note')} />
          <button type="submit" className="btn" disabled={add.pending}>
            {t('content.site.block')}
          </button>
        </form>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
    </section>
  );
}

type SwitchRow = TSiteState['switches'][number];

/** Feature switches: on, off, or the platform default. */
function SwitchesPanel({ rows, canEdit }: { rows: SwitchRow[]; canEdit: boolean }) {
  const t = useT();
  const write = useStaffWrite(calls.switchSet, { invalidates: [calls.siteState] });
  const columns: Column<SwitchRow>[] = [
    {
      id: 'switch',
      header: t('content.site.switch'),
      cell: (r) => (
        <span style={{ paddingInlineStart: `${r.depth * 16}px` }}>
          <code>{r.modId}</code> <span className="muted">{r.about}</span>
        </span>
      ),
    },
    {
      id: 'state',
      header: t('content.state'),
      cell: (r) => (
        <StatusBadge
          status={r.on ? 'active' : 'locked'}
          label={`${r.on ? t('content.on') : t('content.off')}${r.overridden ? '' : ` (${t('content.default')})`}`}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (r: SwitchRow) => (
              <div className="row-actions">
                {(['on', 'off', 'default'] as const).map((state) => (
                  <button
                    key={state}
                    type="button"
                    className="btn small"
                    aria-label={t(`content.site.switchTo.${state}`, { name: r.modId })}
                    onClick={() => void write.run({ modId: r.modId, state })}
                  >
                    {t(`content.${state}`)}
                  </button>
                ))}
              </div>
            ),
          },
        ]
      : []),
  ];
  return (
    <section className="panel content-wide">
      <h2>{t('content.site.switches')}</h2>
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <DataTable caption={t('content.site.switches')} columns={columns} rows={rows} rowKey={(r) => r.modId} />
    </section>
  );
}

/** Maintenance, region rules and feature switches of the brand. */
export default function SitePage() {
  const t = useT();
  const me = useMe();
  const canEdit = me.role === 'owner' || me.role === 'admin';
  const state = useStaffCall(calls.siteState, {});
  const data = state.data;
  return (
    <Page title={t('content.site.nav')}>
      {state.error ? (
        <p className="form-error" role="alert">
          {errorText(t, state.error)}
        </p>
      ) : null}
      {data ? (
        <>
          <MaintenanceForm key={JSON.stringify(data.maintenance)} state={data.maintenance} canEdit={canEdit} />
          <RegionPanel state={data.region} canEdit={canEdit} />
          <SwitchesPanel rows={data.switches} canEdit={canEdit} />
        </>
      ) : (
        <p className="muted">{t('ui.loading')}</p>
      )}
    </Page>
  );
}
