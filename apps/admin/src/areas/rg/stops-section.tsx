import type { TPlayScope, TPlayStop } from '@app/contracts/calls/backoffice-rg';
import * as calls from '@app/contracts/calls/backoffice-rg';
import { type FormEvent, useState } from 'react';
import type { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextAreaField, TextField, useZodForm } from '../../ui/form.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { RG_ACTORS } from './index.ts';
import { Notice, stopWhat } from './shared.tsx';

const SCOPES: readonly TPlayScope[] = ['brand', 'vendor', 'game', 'member'];
/** A game is named "VENDOR/GAME": one slash with something on each side. */
const GAME = /^[^/\s]+\/[^/\s]+$/;

/** The contract's own input, with the subject required (and shaped) for every scope but the brand. */
const STOP_FORM = calls.stop.request.superRefine((v, ctx) => {
  if (v.scope === 'brand') return;
  if (v.subject === '' || (v.scope === 'game' && !GAME.test(v.subject)))
    ctx.addIssue({ code: 'custom', path: ['subject'], message: 'subject' });
});
type StopInput = z.output<typeof STOP_FORM>;

/** Stops gaming on demand: the whole brand, a vendor, a game or a member, with a reason (audited). */
export function StopForm({ onStopped }: { onStopped(stop: TPlayStop): void }) {
  const t = useT();
  const write = useStaffWrite(calls.stop, { invalidates: [calls.stops] });
  const [initial] = useState(() => ({ scope: 'vendor' as TPlayScope, subject: '', reason: '' }));
  const form = useZodForm(STOP_FORM, initial);
  const scope = (form.values.scope as TPlayScope | undefined) ?? 'vendor';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input: StopInput | undefined = form.validate();
    if (!input) return;
    const made = await write.run({ ...input, subject: input.scope === 'brand' ? '' : input.subject });
    if (!made) return;
    form.set('subject', '');
    form.set('reason', '');
    onStopped(made);
  };
  return (
    <form className="panel" onSubmit={submit} noValidate aria-labelledby="rg-stop-title">
      <h3 id="rg-stop-title">{t('rg.stop.title')}</h3>
      <SelectField
        form={form}
        name="scope"
        label={t('rg.stop.scope')}
        hint={scope === 'brand' ? t('rg.stop.hint.brand') : undefined}
        options={SCOPES.map((s) => ({ value: s, label: t(`rg.scope.${s}`) }))}
      />
      {scope === 'brand' ? null : (
        <TextField
          form={form}
          name="subject"
          label={t(`rg.scope.${scope}`)}
          hint={t(`rg.stop.hint.${scope}`)}
          invalidText={t(`rg.stop.subjectInvalid.${scope}`)}
          maxLength={100}
          autoComplete="off"
          spellCheck={false}
          required
        />
      )}
      <TextAreaField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('rg.stop.reasonInvalid')}
      />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="submit" className="btn primary" disabled={write.pending}>
          {scope === 'brand' ? t('rg.stop.submitBrand') : t('rg.stop.submit')}
        </button>
      </div>
    </form>
  );
}

/** Gaming stopped on demand now, each with "Let play resume" (a reason), and the form to stop more. */
export function StopsSection() {
  const t = useT();
  const me = useMe();
  const mayAct = RG_ACTORS.includes(me.role);
  const list = useStaffCall(calls.stops, {});
  const resume = useStaffWrite(calls.resume, { invalidates: [calls.stops] });
  const [target, setTarget] = useState<TPlayStop | null>(null);
  const [notice, setNotice] = useState('');

  const columns: Column<TPlayStop>[] = [
    { id: 'scope', header: t('rg.col.scope'), cell: (r) => t(`rg.scope.${r.scope}`) },
    {
      id: 'subject',
      header: t('rg.col.subject'),
      cell: (r) => <span className="rg-subject">{r.scope === 'brand' ? t('rg.stops.wholeBrand') : r.subject}</span>,
    },
    { id: 'reason', header: t('ui.reason'), cell: (r) => <span className="rg-subject">{r.reason}</span> },
    { id: 'by', header: t('rg.col.by'), cell: (r) => r.by },
    { id: 'since', header: t('rg.col.since'), cell: (r) => <Age at={new Date(r.at)} /> },
  ];
  if (mayAct)
    columns.push({
      id: 'actions',
      header: t('rg.col.actions'),
      cell: (r) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn small"
            aria-label={t('rg.resumeOf', { what: stopWhat(t, r) })}
            onClick={() => {
              setNotice('');
              resume.reset();
              setTarget(r);
            }}
          >
            {t('rg.resume')}
          </button>
        </span>
      ),
    });

  return (
    <section className="rg-section" aria-labelledby="rg-stops-title">
      <h2 id="rg-stops-title">{t('rg.stops.title')}</h2>
      <p className="rg-lead muted">{t('rg.stops.lead')}</p>
      <Notice text={notice} />
      <DataTable
        caption={t('rg.stops.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        empty={t('rg.stops.empty')}
        onRetry={() => void list.refetch()}
      />
      {mayAct ? <StopForm onStopped={(s) => setNotice(t('rg.stop.done', { what: stopWhat(t, s) }))} /> : null}
      <ReasonDialog
        open={target !== null}
        title={t('rg.resumeOf', { what: target ? stopWhat(t, target) : '' })}
        description={t('rg.resume.description', { what: target ? stopWhat(t, target) : '' })}
        confirmLabel={t('rg.resume')}
        error={resume.error}
        onClose={() => {
          resume.reset();
          setTarget(null);
        }}
        onConfirm={async (reason) => {
          if (!target) return false;
          const done = await resume.run({ id: target.id, reason });
          if (!done) return false;
          setNotice(t('rg.resume.done', { what: stopWhat(t, target) }));
          setTarget(null);
          return true;
        }}
      />
    </section>
  );
}
