import * as calls from '@app/contracts/calls/backoffice-agents';
import { type FormEvent, useEffect, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DateTime } from '../../ui/age.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { errorText } from '../../ui/error-text.ts';
import { TextAreaField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { NOTICE_WRITERS } from './roles.ts';

type Notice = { id: number; title: string; body: string; createdAt: string };

/** A new announcement for agents: title and text, checked with the contract before sending. */
export function AgentNoticeForm({ onDone }: { onDone(): void }) {
  const t = useT();
  const write = useStaffWrite(calls.noticeCreate, { invalidates: [calls.notices] });
  const form = useZodForm(calls.noticeCreate.request, { title: '', body: '' });
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run(input)) onDone();
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField form={form} name="title" label={t('agents.notices.title')} maxLength={120} required />
      <TextAreaField form={form} name="body" label={t('agents.notices.body')} rows={6} />
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
          {t('agents.notices.publish')}
        </button>
      </div>
    </form>
  );
}

/** Announcements agents see in the agent centre: publish and take down. */
export default function AgentNoticesPage() {
  const t = useT();
  const me = useMe();
  const canEdit = (NOTICE_WRITERS as readonly string[]).includes(me.role);
  const list = useStaffCall(calls.notices, {});
  const [adding, setAdding] = useState(false);
  const [retiring, setRetiring] = useState<Notice | null>(null);
  const retire = useStaffWrite(calls.noticeRetire, { invalidates: [calls.notices] });
  const columns: Column<Notice>[] = [
    { id: 'title', header: t('agents.notices.title'), cell: (n) => n.title },
    { id: 'body', header: t('agents.notices.body'), cell: (n) => n.body },
    { id: 'at', header: t('agents.notices.published'), cell: (n) => <DateTime at={n.createdAt} /> },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('agents.col.actions'),
            cell: (n: Notice) => (
              <button
                type="button"
                className="btn small"
                onClick={() => {
                  retire.reset();
                  setRetiring(n);
                }}
              >
                {t('agents.notices.retire')}
              </button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Page
      title={t('agents.notices.nav')}
      actions={
        canEdit ? (
          <button type="button" className="btn primary" onClick={() => setAdding(true)}>
            {t('agents.notices.add')}
          </button>
        ) : undefined
      }
    >
      <DataTable
        caption={t('agents.notices.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(n) => n.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Dialog open={adding} title={t('agents.notices.add')} onClose={() => setAdding(false)}>
        {adding ? <AgentNoticeForm onDone={() => setAdding(false)} /> : null}
      </Dialog>
      <ConfirmDialog
        open={retiring !== null}
        title={t('agents.notices.retireOf', { name: retiring?.title ?? '' })}
        confirmLabel={t('agents.notices.retire')}
        error={retire.error}
        onClose={() => setRetiring(null)}
        onConfirm={async () => {
          if (retiring && (await retire.run({ id: retiring.id }))) setRetiring(null);
        }}
      />
    </Page>
  );
}
