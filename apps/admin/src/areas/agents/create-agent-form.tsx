import { TOP_AGENT_TYPES } from '@app/contracts/agent-types';
import type { TTreeNode } from '@app/contracts/calls/backoffice-agents';
import * as calls from '@app/contracts/calls/backoffice-agents';
import { type FormEvent, useEffect } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';

/** Making a top agent: username, password, type (1, 41 or 42), checked with the contract before sending. */
export function CreateAgentForm({ onDone, onCancel }: { onDone(agent: TTreeNode): void; onCancel(): void }) {
  const t = useT();
  const write = useStaffWrite(calls.create, { invalidates: [calls.list] });
  const form = useZodForm(calls.create.request, { username: '', password: '', type: 1, nickname: '', reason: '' });
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const made = await write.run({
      ...input,
      ...(input.nickname ? {} : { nickname: undefined }),
      ...(input.reason ? {} : { reason: undefined }),
    });
    if (made) onDone(made);
  };
  const typed = {
    ...form,
    // The select gives text; the contract wants the number.
    set: (name: string, value: unknown) => form.set(name, name === 'type' ? Number(value) : value),
  };
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="username"
        label={t('agents.create.username')}
        hint={t('agents.create.usernameHint')}
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="password"
        type="password"
        label={t('agents.create.password')}
        autoComplete="new-password"
        required
      />
      <SelectField
        form={typed}
        name="type"
        label={t('agents.create.type')}
        options={TOP_AGENT_TYPES.map((k) => ({ value: String(k), label: t(`agents.type.${k}`) }))}
      />
      <TextField form={form} name="nickname" label={t('agents.create.nickname')} />
      <TextField form={form} name="reason" label={t('agents.create.reason')} />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      <div className="dialog-actions">
        <button type="button" className="btn" onClick={onCancel}>
          {t('ui.cancel')}
        </button>
        <button type="submit" className="btn primary" disabled={write.pending}>
          {t('agents.create.submit')}
        </button>
      </div>
    </form>
  );
}
