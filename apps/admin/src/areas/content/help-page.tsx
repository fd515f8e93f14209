import type { TStaffHelp } from '@app/contracts/calls/backoffice-content';
import * as calls from '@app/contracts/calls/backoffice-content';
import type { Language } from '@app/contracts/languages';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextAreaField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { asFieldError, languageOptions } from './fields.tsx';
import { RowActions } from './row-actions.tsx';

const EDITORS = ['owner', 'admin', 'content'];

/** The help page form: tag (the /help#tag anchor), order and one language's title and rich text. */
export function HelpForm({ item, onDone }: { item: TStaffHelp | null; onDone(): void }) {
  const t = useT();
  const create = useStaffWrite(calls.helpCreate, { invalidates: [calls.helpPages] });
  const update = useStaffWrite(calls.helpUpdate, { invalidates: [calls.helpPages] });
  const write = item ? update : create;
  const first = item?.texts.find((x) => x.lang === 'EN') ?? item?.texts[0];
  const form = useZodForm(item ? calls.helpUpdate.request : calls.helpCreate.request, {
    ...(item ? { id: item.id } : {}),
    tag: item?.tag ?? '',
    sort: item?.sort ?? 0,
    lang: (first?.lang ?? 'EN') as Language,
    title: first?.title ?? '',
    content: first?.contentHtml ?? '',
  });
  const { serverErrors, set, values } = form;
  useEffect(() => serverErrors(asFieldError(write.error, {})), [serverErrors, write.error]);
  const lang = String(values.lang ?? 'EN');
  useEffect(() => {
    if (!item) return;
    const text = item.texts.find((x) => x.lang === lang);
    set('title', text?.title ?? '');
    set('content', text?.contentHtml ?? '');
  }, [item, lang, set]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run(input as never)) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="tag" label={t('content.help.tag')} hint={t('content.help.tagHint')} required />
      <SelectField form={form} name="lang" label={t('content.language')} options={languageOptions(t)} />
      <TextField form={form} name="title" label={t('content.help.title')} required />
      <TextAreaField
        form={form}
        name="content"
        label={t('content.help.content')}
        hint={t('content.richHint')}
        rows={10}
      />
      <TextField form={form} name="sort" type="number" label={t('content.sort')} />
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

/** The help centre's pages. */
export default function HelpPage() {
  const t = useT();
  const me = useMe();
  const canEdit = EDITORS.includes(me.role);
  const list = useStaffCall(calls.helpPages, {});
  const [editing, setEditing] = useState<{ item: TStaffHelp | null } | null>(null);
  const [removing, setRemoving] = useState<TStaffHelp | null>(null);
  const remove = useStaffWrite(calls.helpDelete, { invalidates: [calls.helpPages] });
  const titleOf = (h: TStaffHelp) => (h.texts.find((x) => x.lang === 'EN') ?? h.texts[0])?.title || h.tag;
  const columns: Column<TStaffHelp>[] = [
    { id: 'title', header: t('content.help.title'), cell: titleOf },
    { id: 'tag', header: t('content.help.tag'), cell: (h) => <code>{h.tag}</code> },
    { id: 'langs', header: t('content.languages'), cell: (h) => h.texts.map((x) => x.lang).join(', ') },
    { id: 'sort', header: t('content.sort'), cell: (h) => h.sort, align: 'end' },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('content.actions'),
            cell: (h: TStaffHelp) => (
              <RowActions
                name={titleOf(h)}
                onEdit={() => setEditing({ item: h })}
                onRemove={() => {
                  remove.reset();
                  setRemoving(h);
                }}
              />
            ),
          },
        ]
      : []),
  ];
  return (
    <Page
      title={t('content.help.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setEditing({ item: null })}>
            {t('content.help.add')}
          </button>
        ) : undefined
      }
    >
      <DataTable
        caption={t('content.help.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(h) => h.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Dialog
        open={editing !== null}
        title={editing?.item ? t('content.help.editTitle') : t('content.help.add')}
        onClose={() => setEditing(null)}
      >
        {editing ? <HelpForm item={editing.item} onDone={() => setEditing(null)} /> : null}
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
