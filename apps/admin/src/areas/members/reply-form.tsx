import * as calls from '@app/contracts/calls/backoffice-support';
import { type FormEvent, useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { TextAreaField, useZodForm } from '../../ui/form.tsx';

const ZReply = calls.reply.request.pick({ text: true });

/** A staff answer to a conversation, checked with the contract's schema before it is sent. */
export function ReplyForm({ conversation }: { conversation: string }) {
  const t = useT();
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
  return (
    <form onSubmit={submit} noValidate className="mb-reply">
      <TextAreaField
        form={form}
        name="text"
        label={t('support.reply.label')}
        invalidText={t('support.reply.invalid')}
      />
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
