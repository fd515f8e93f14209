import { TOP_AGENT_TYPES } from '@app/contracts/agent-types';
import type { TTreeNode } from '@app/contracts/calls/backoffice-agents';
import * as calls from '@app/contracts/calls/backoffice-agents';
import { type FormEvent, useEffect } from 'react';
import { type TFn, useT } from '../../i18n/i18n.tsx';
import { StaffApiError } from '../../lib/api.ts';
import { useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';

const SHAPE = calls.create.request.shape;

/** The reason the server gave for refusing a field (a 400 request_param_err names each), if it did. */
function refusalOf(error: unknown, field: string): unknown {
  const fields = error instanceof StaffApiError ? error.value?.fields : undefined;
  if (!Array.isArray(fields)) return undefined;
  return (fields as { field?: unknown; reason?: unknown }[]).find((f) => f?.field === field)?.reason;
}

/**
 * What is wrong with a marked field, naming it (the shared "Check this field." says neither): empty,
 * longer than the contract allows, or refused by the server against the brand's register rules.
 */
function usernameProblem(t: TFn, value: unknown): string {
  const text = typeof value === 'string' ? value.trim() : '';
  const max = SHAPE.username.maxLength;
  if (text === '') return t('agents.create.usernameRequired');
  if (max !== null && text.length > max) return t('agents.create.usernameTooLong', { max });
  return t('agents.create.usernameRefused');
}

function passwordProblem(t: TFn, value: unknown, error: unknown): string {
  const text = typeof value === 'string' ? value : '';
  const max = SHAPE.password.maxLength;
  if (text === '') return t('agents.create.passwordRequired');
  if (max !== null && text.length > max) return t('agents.create.passwordTooLong', { max });
  if (refusalOf(error, 'password') === 'err_password_weak') return t('agents.create.passwordWeak');
  return t('agents.create.passwordRefused');
}

/** An optional text is only ever refused for its length. */
function lengthProblem(t: TFn, key: string, value: unknown, max: number | null): string {
  const long = max !== null && typeof value === 'string' && value.trim().length > max;
  return long ? t(key, { max }) : t('ui.invalid');
}

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
        invalidText={usernameProblem(t, form.values.username)}
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="password"
        type="password"
        label={t('agents.create.password')}
        invalidText={passwordProblem(t, form.values.password, write.error)}
        autoComplete="new-password"
        required
      />
      <SelectField
        form={typed}
        name="type"
        label={t('agents.create.type')}
        options={TOP_AGENT_TYPES.map((k) => ({ value: String(k), label: t(`agents.type.${k}`) }))}
      />
      <TextField
        form={form}
        name="nickname"
        label={t('agents.create.nickname')}
        invalidText={lengthProblem(
          t,
          'agents.create.nicknameTooLong',
          form.values.nickname,
          SHAPE.nickname.unwrap().maxLength,
        )}
      />
      <TextField
        form={form}
        name="reason"
        label={t('agents.create.reason')}
        invalidText={lengthProblem(
          t,
          'agents.create.reasonTooLong',
          form.values.reason,
          SHAPE.reason.unwrap().maxLength,
        )}
      />
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
