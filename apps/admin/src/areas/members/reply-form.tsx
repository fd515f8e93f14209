import * as calls from '@app/contracts/calls/backoffice-support';
import { type FormEvent, useEffect, useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { useZodForm } from '../../ui/form.tsx';

const ZReply = calls.reply.request.pick({ text: true });

/** A staff answer to a conversation, checked with the contract's schema before it is sent. */
export function ReplyForm({ conversation }: { conversation: string }) {
  const t = useT();
  const id = useId();
  const write = useStaffWrite(calls.reply, { invalidates: [calls.conversation, calls.conversations] });
  const form = useZodForm(ZReply, { text: '' });
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run({ conversation, text: input.text })) form.reset();
  };
  const invalid = Boolean(form.errors.text);
  return (
    <form onSubmit={submit} noValidate className="mb-reply">
      <div className={`field${invalid ? ' invalid' : ''}`}>
        <label htmlFor={id}>{t('support.reply.label')}</label>
        <textarea
          id={id}
          rows={3}
          value={String(form.values.text ?? '')}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          onChange={(e) => form.set('text', e.target.value)}
        />
        {invalid ? (
          <p className="field-error" id={`${id}-error`} role="alert">
            {t('support.reply.invalid')}
          </p>
        ) : null}
      </div>
      {write.error && write.error.fields.length === 0 ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <button type="submit" className="btn primary" disabled={write.pending}>
        {t('support.reply.send')}
      </button>
    </form>
  );
}
