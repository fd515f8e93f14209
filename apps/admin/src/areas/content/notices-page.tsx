import type { TStaffNotice } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import { NOTICE_TYPES } from '@app/contracts/content';
import type { Language } from '@app/contracts/languages';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextAreaField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { asFieldError, CheckField, DateTimeField, languageOptions } from './fields.tsx';
import { RowActions } from './row-actions.tsx';

const EDITORS = ['owner', 'admin', 'content'];

/** The notice form: kind (marquee, popup, promotion, banner notice, announcement), window and one language's text. */
export function NoticeForm({ notice, onDone }: { notice: TStaffNotice | null; onDone(): void }) {
  const t = useT();
  const create = useStaffWrite(calls.noticeCreate, { invalidates: [calls.notices] });
  const update = useStaffWrite(calls.noticeUpdate, { invalidates: [calls.notices] });
  const write = notice ? update : create;
  const first = notice?.texts.find((x) => x.lang === 'EN') ?? notice?.texts[0];
  const form = useZodForm(notice ? calls.noticeUpdate.request : calls.noticeCreate.request, {
    ...(notice ? { id: notice.id } : {}),
    type: notice?.type ?? 'PL',
    imageUrl: notice?.imageUrl ?? '',
    sort: notice?.sort ?? 0,
    enabled: notice?.enabled ?? true,
    membersOnly: notice?.membersOnly ?? false,
    startsAt: notice?.startsAt ?? null,
    endsAt: notice?.endsAt ?? null,
    lang: (first?.lang ?? 'EN') as Language,
    title: first?.title ?? '',
    content: first?.contentHtml ?? '',
  });
  const { serverErrors, set, values } = form;
  useEffect(
    () => serverErrors(asFieldError(write.error, { image: 'imageUrl', until: 'endsAt' })),
    [serverErrors, write.error],
  );
  const lang = String(values.lang ?? 'EN');
  useEffect(() => {
    if (!notice) return;
    const text = notice.texts.find((x) => x.lang === lang);
    set('title', text?.title ?? '');
    set('content', text?.contentHtml ?? '');
  }, [notice, lang, set]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run(input as never)) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <SelectField
        form={form}
        name="type"
        label={t('content.notices.type')}
        options={NOTICE_TYPES.map((k) => ({ value: k, label: t(`content.kind.${k}`) }))}
      />
      <SelectField form={form} name="lang" label={t('content.language')} options={languageOptions(t)} />
      <TextField form={form} name="title" label={t('content.notices.title')} required />
      <TextAreaField
        form={form}
        name="content"
        label={t('content.notices.content')}
        hint={t('content.richHint')}
        rows={6}
      />
      <TextField form={form} name="imageUrl" label={t('content.notices.image')} hint={t('content.notices.imageHint')} />
      <TextField form={form} name="sort" type="number" label={t('content.sort')} />
      <DateTimeField form={form} name="startsAt" label={t('content.startsAt')} />
      <DateTimeField form={form} name="endsAt" label={t('content.endsAt')} />
      <CheckField form={form} name="enabled" label={t('content.enabled')} />
      <CheckField form={form} name="membersOnly" label={t('content.notice.membersOnly')} />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onDone}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="btn primary" disabled={write.pending}>
          {t('content.save')}
        </button>
      </div>
    </form>
  );
}

/** Notices: the marquee, popups, promotion notices, banner notices and announcements. */
export default function NoticesPage() {
  const t = useT();
  const me = useMe();
  const canEdit = EDITORS.includes(me.role);
  const [type, setType] = useState('');
  const typeId = useId();
  const list = useStaffCall(calls.notices, type ? { type: type as TStaffNotice['type'] } : {});
  const [editing, setEditing] = useState<{ notice: TStaffNotice | null } | null>(null);
  const [removing, setRemoving] = useState<TStaffNotice | null>(null);
  const toggle = useStaffWrite(calls.noticeUpdate, { invalidates: [calls.notices] });
  const remove = useStaffWrite(calls.noticeDelete, { invalidates: [calls.notices] });
  const titleOf = (n: TStaffNotice) => (n.texts.find((x) => x.lang === 'EN') ?? n.texts[0])?.title || `#${n.id}`;
  const columns: Column<TStaffNotice>[] = [
    { id: 'title', header: t('content.notices.title'), cell: titleOf },
    { id: 'type', header: t('content.notices.type'), cell: (n) => t(`content.kind.${n.type}`) },
    { id: 'langs', header: t('content.languages'), cell: (n) => n.texts.map((x) => x.lang).join(', ') },
    {
      id: 'state',
      header: t('content.state'),
      cell: (n) => (
        <StatusBadge
          status={n.enabled ? 'active' : 'locked'}
          label={n.enabled ? t('content.shown') : t('content.hidden')}
        />
      ),
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (n: TStaffNotice) => {
              const name = titleOf(n);
              return (
                <RowActions
                  name={name}
                  onEdit={() => setEditing({ notice: n })}
                  toggle={{ enabled: n.enabled, onToggle: () => void toggle.run({ id: n.id, enabled: !n.enabled }) }}
                  onRemove={() => {
                    remove.reset();
                    setRemoving(n);
                  }}
                />
              );
            },
          },
        ]
      : []),
  ];
  return (
    <Page
      title={t('content.notices.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setEditing({ notice: null })}>
            {t('content.notices.add')}
          </button>
        ) : undefined
      }
    >
      <div className="field content-filter">
        <label htmlFor={typeId}>{t('content.notices.type')}</label>
        <select id={typeId} value={type} onChange={(e) => setType(e.target.value)}>
          <option value="">{t('content.all')}</option>
          {NOTICE_TYPES.map((k) => (
            <option key={k} value={k}>
              {t(`content.kind.${k}`)}
            </option>
          ))}
        </select>
      </div>
      {toggle.error ? (
        <p className="form-error" role="alert">
          {errorText(t, toggle.error)}
        </p>
      ) : null}
      <DataTable
        caption={t('content.notices.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(n) => n.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Dialog
        open={editing !== null}
        title={editing?.notice ? t('content.notices.editTitle') : t('content.notices.add')}
        onClose={() => setEditing(null)}
      >
        {editing ? <NoticeForm notice={editing.notice} onDone={() => setEditing(null)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('content.removeOf', { name: removing ? titleOf(removing) : '' })}
        confirmLabel={t('content.remove')}
        error={remove.error}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (removing && (await remove.run({ id: removing.id }))) setRemoving(null);
        }}
      />
    </Page>
  );
}
