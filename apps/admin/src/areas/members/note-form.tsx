import * as calls from '@app/contracts/calls/backoffice-members';
import { type FormEvent, useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { TextAreaField, useZodForm } from '../../ui/form.tsx';

const ZNote = calls.addNote.request.pick({ text: true });

/** Adds a staff note (checked with the contract's schema before it is sent); notes are never edited. */
export function NoteForm({ memberId }: { memberId: number }) {
  const t = useT();
  const write = useStaffWrite(calls.addNote, { invalidates: [calls.notes] });
  const form = useZodForm(ZNote, { text: '' });
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run({ memberId, text: input.text })) form.reset();
  };
  return (
    <form onSubmit={submit} noValidate className="mb-note-form">
      <TextAreaField
        form={form}
        name="text"
        label={t('members.notes.new')}
        hint={t('members.notes.hint')}
        invalidText={t('members.notes.invalid')}
      />
      {write.error && write.error.fields.length === 0 ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <button type="submit" className="btn primary" disabled={write.pending}>
        {t('members.notes.add')}
      </button>
    </form>
  );
}
