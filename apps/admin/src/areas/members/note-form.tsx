import * as calls from '@app/contracts/calls/backoffice-members';
import { type FormEvent, useEffect, useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { useZodForm } from '../../ui/form.tsx';

const ZNote = calls.addNote.request.pick({ text: true });

/** Adds a staff note (checked with the contract's schema before it is sent); notes are never edited. */
export function NoteForm({ memberId }: { memberId: number }) {
  const t = useT();
  const id = useId();
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
  const invalid = Boolean(form.errors.text);
  return (
    <form onSubmit={submit} noValidate className="mb-note-form">
      <div className={`field${invalid ? ' invalid' : ''}`}>
        <label htmlFor={id}>{t('members.notes.new')}</label>
        <textarea
          id={id}
          rows={3}
          value={String(form.values.text ?? '')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ''}`}
          onChange={(e) => form.set('text', e.target.value)}
        />
        <p className="field-hint" id={`${id}-hint`}>
          {t('members.notes.hint')}
        </p>
        {invalid ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t('members.notes.invalid')}
          </p>
        ) : null}
      </div>
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
