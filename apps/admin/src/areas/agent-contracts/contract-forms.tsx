import { CONTRACT_PERIODS_BY_KIND } from '@app/contracts/agent-types';
import type { TContract } from '@app/contracts/calls/agent-contracts';
import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import * as bo from '@app/contracts/calls/backoffice-agent-contracts';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm, type ZodForm } from '../../ui/form.tsx';
import { rowsOf, TiersEditor, tiersOf } from './tiers-editor.tsx';

const START_TIERS = tiersOf([{ minValidBet: '0', minActiveMembers: '0', minLoss: '0', rate: '' }]);

function useKindOptions() {
  const t = useT();
  return AGENT_CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kind.${k}`) }));
}

/** The periods of the kind; a period the kind does not allow moves to its first one. */
function usePeriodOptions(form: ZodForm, kind: ContractKind, inUse = true) {
  const t = useT();
  const allowed = CONTRACT_PERIODS_BY_KIND[kind];
  const period = form.values.period;
  const { set } = form;
  useEffect(() => {
    if (inUse && !allowed.includes(String(period))) set('period', allowed[0]);
  }, [allowed, period, set, inUse]);
  return allowed.map((p) => ({ value: p, label: t(`agentContracts.period.${p}`) }));
}

/** The end of every form here: the server's refusal, what the last write did, and the submit button. */
function FormEnd({
  error,
  done,
  pending,
  submit,
}: {
  error: unknown;
  done: string | null;
  pending: boolean;
  submit: string;
}) {
  const t = useT();
  return (
    <>
      {error ? (
        <p className="form-error" role="alert">
          {errorText(t, error)}
        </p>
      ) : null}
      {done !== null ? <p role="status">{done}</p> : null}
      <div className="dialog-actions">
        <button type="submit" className="btn primary" disabled={pending}>
          {submit}
        </button>
      </div>
    </>
  );
}

/** Offers a platform contract to a top agent: from a template, or tiers typed here; with a reason. */
export function OfferForm() {
  const t = useT();
  const titleId = useId();
  const write = useStaffWrite(bo.offer, { invalidates: [bo.list] });
  const [done, setDone] = useState<TContract | null>(null);
  const form = useZodForm(bo.offer.request, {
    username: '',
    kind: 'dailyWage',
    period: 'daily',
    tiers: START_TIERS,
    reason: '',
  });
  const kind = form.values.kind as ContractKind;
  const templates = useStaffCall(bo.templates, { kind });
  const templateId = form.values.templateId as number | undefined;
  const kinds = useKindOptions();
  const periods = usePeriodOptions(form, kind, templateId === undefined);
  /** A template brings its own period and tiers; without one they are typed here. */
  const pickTemplate = (value: string) => {
    const id = value === '' ? undefined : Number(value);
    form.set('templateId', id);
    form.set('period', id === undefined ? CONTRACT_PERIODS_BY_KIND[kind][0] : undefined);
    form.set('tiers', id === undefined ? START_TIERS : undefined);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) setDone(r);
    else form.serverErrors(write.error);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="panel-form">
      <h2 id={titleId}>{t('agentContracts.offer.title')}</h2>
      <TextField
        form={form}
        name="username"
        label={t('agentContracts.username')}
        invalidText={t('agentContracts.usernameInvalid')}
        autoComplete="off"
        required
      />
      <SelectField form={form} name="kind" label={t('agentContracts.kind')} options={kinds} />
      <div className="field">
        <label htmlFor={`${titleId}-template`}>{t('agentContracts.template')}</label>
        <select
          id={`${titleId}-template`}
          value={templateId === undefined ? '' : String(templateId)}
          onChange={(e) => pickTemplate(e.target.value)}
        >
          <option value="">{t('agentContracts.template.none')}</option>
          {(templates.data?.list ?? []).map((tpl) => (
            <option key={tpl.id} value={tpl.id}>
              {tpl.name}
            </option>
          ))}
        </select>
      </div>
      {templateId === undefined ? (
        <>
          <SelectField form={form} name="period" label={t('agentContracts.period')} options={periods} />
          <TiersEditor form={form} withLoss={kind === 'dividend'} />
        </>
      ) : null}
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('agentContracts.reasonInvalid')}
        required
      />
      <FormEnd
        error={write.error}
        done={done ? t('agentContracts.offer.done', { id: done.id }) : null}
        pending={write.pending}
        submit={t('agentContracts.offer.submit')}
      />
    </form>
  );
}

/** Lowers a top agent's live platform contract; the server caps the tree below it. */
export function LowerForm() {
  const t = useT();
  const titleId = useId();
  const write = useStaffWrite(bo.lower, { invalidates: [bo.list] });
  const [lowered, setLowered] = useState<number | null>(null);
  const form = useZodForm(bo.lower.request, { username: '', kind: 'dailyWage', tiers: START_TIERS, reason: '' });
  const kinds = useKindOptions();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) setLowered(r.lowered);
    else form.serverErrors(write.error);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="panel-form">
      <h2 id={titleId}>{t('agentContracts.lower.title')}</h2>
      <p className="field-hint">{t('agentContracts.lower.hint')}</p>
      <TextField
        form={form}
        name="username"
        label={t('agentContracts.username')}
        invalidText={t('agentContracts.usernameInvalid')}
        autoComplete="off"
        required
      />
      <SelectField form={form} name="kind" label={t('agentContracts.kind')} options={kinds} />
      <TiersEditor form={form} withLoss={form.values.kind === 'dividend'} />
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('agentContracts.reasonInvalid')}
        required
      />
      <FormEnd
        error={write.error}
        done={lowered !== null ? t('agentContracts.lower.done', { n: lowered }) : null}
        pending={write.pending}
        submit={t('agentContracts.lower.submit')}
      />
    </form>
  );
}

/** Adds a template, or changes `editing`. */
export function TemplateForm({ editing, onSaved }: { editing?: bo.TContractTemplate; onSaved?: () => void }) {
  const t = useT();
  const titleId = useId();
  const write = useStaffWrite(bo.saveTemplate, { invalidates: [bo.templates] });
  const [saved, setSaved] = useState(false);
  const form = useZodForm(bo.saveTemplate.request, {
    ...(editing ? { id: editing.id } : {}),
    kind: editing?.kind ?? 'dailyWage',
    name: editing?.name ?? '',
    period: editing?.period ?? 'daily',
    tiers: editing?.tiers ?? START_TIERS,
  });
  const kind = form.values.kind as ContractKind;
  const kinds = useKindOptions();
  const periods = usePeriodOptions(form, kind);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) {
      setSaved(true);
      onSaved?.();
    } else form.serverErrors(write.error);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="panel-form">
      <h2 id={titleId}>
        {editing
          ? t('agentContracts.templates.editTitle', { name: editing.name })
          : t('agentContracts.templates.title')}
      </h2>
      <TextField
        form={form}
        name="name"
        label={t('agentContracts.templates.name')}
        invalidText={t('agentContracts.templates.nameInvalid')}
        autoComplete="off"
        required
      />
      <SelectField form={form} name="kind" label={t('agentContracts.kind')} options={kinds} />
      <SelectField form={form} name="period" label={t('agentContracts.period')} options={periods} />
      <TiersEditor
        form={form}
        withLoss={kind === 'dividend'}
        {...(editing ? { initial: rowsOf(editing.tiers) } : {})}
      />
      <FormEnd
        error={write.error}
        done={saved ? t('agentContracts.templates.saved') : null}
        pending={write.pending}
        submit={t('agentContracts.templates.save')}
      />
    </form>
  );
}

/** Sets a kind's highest rate with a reason. */
export function LimitForm() {
  const t = useT();
  const titleId = useId();
  const write = useStaffWrite(bo.setLimit, { invalidates: [bo.limits] });
  const [done, setDone] = useState(false);
  const form = useZodForm(bo.setLimit.request, { kind: 'dividend', reason: '' });
  const kinds = useKindOptions();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    if (await write.run(input)) setDone(true);
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={titleId} className="panel-form">
      <h2 id={titleId}>{t('agentContracts.limits.title')}</h2>
      <SelectField form={form} name="kind" label={t('agentContracts.kind')} options={kinds} />
      <TextField
        form={form}
        name="maxRate"
        type="number"
        step="0.01"
        label={t('agentContracts.limits.maxRate')}
        invalidText={t('agentContracts.limits.invalid')}
        required
      />
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('agentContracts.reasonInvalid')}
        required
      />
      <FormEnd
        error={write.error}
        done={done ? t('agentContracts.limits.done') : null}
        pending={write.pending}
        submit={t('agentContracts.limits.submit')}
      />
    </form>
  );
}
