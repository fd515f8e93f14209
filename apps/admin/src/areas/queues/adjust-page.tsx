import type { TBalanceRequest } from '@app/contracts/calls/backoffice';
import * as calls from '@app/contracts/calls/backoffice';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { boot } from '../../lib/boot.ts';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { formatMajor, Major, MONEY_ACTORS } from './shared.tsx';

/** A fresh id for one submission: a repeat of the same submission is applied once by the server. */
const newRequestId = () => crypto.randomUUID().replaceAll('-', '');

/** What the result of an adjustment or reversal says. */
function Outcome({ r }: { r: TBalanceRequest }) {
  const t = useT();
  if (r.state === 'pending_second') return <p role="status">{t('queues.adjust.pending', { id: r.id })}</p>;
  if (r.kind === 'reversal') return <p role="status">{t('queues.reverse.done', { tx: r.transactionId ?? '' })}</p>;
  return (
    <p role="status">
      {t('queues.adjust.done', {
        tx: r.transactionId ?? '',
        balance: r.balanceAfter === null ? '' : formatMajor(r.balanceAfter),
      })}
    </p>
  );
}

/** Credit or debit a member's main wallet with a reason; checked with the contract's own schema. */
export function AdjustForm({ member = '' }: { member?: string }) {
  const t = useT();
  const write = useStaffWrite(calls.adjust, { invalidates: [calls.balanceRequests] });
  const [requestId, setRequestId] = useState(newRequestId);
  const [result, setResult] = useState<TBalanceRequest | null>(null);
  const form = useZodForm(
    calls.ZAdjustInput.refine((v) => Number(v.amount) > 0, { path: ['amount'] }),
    { username: member, direction: 'credit', amount: '', reason: '', requestId },
  );
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run({ ...input, requestId });
    if (r) {
      setResult(r);
      setRequestId(newRequestId());
      form.set('amount', '');
      form.set('reason', '');
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="adjust-title">
      <h2 id="adjust-title">{t('queues.adjust.title')}</h2>
      <TextField
        form={form}
        name="username"
        label={t('queues.adjust.username')}
        invalidText={t('queues.adjust.usernameInvalid')}
        autoComplete="off"
        required
      />
      <SelectField
        form={form}
        name="direction"
        label={t('queues.adjust.direction')}
        options={[
          { value: 'credit', label: t('queues.adjust.credit') },
          { value: 'debit', label: t('queues.adjust.debit') },
        ]}
      />
      <TextField
        form={form}
        name="amount"
        label={t('queues.adjust.amount')}
        hint={t('queues.adjust.amountHint', { currency: boot.currency, decimals: boot.minorUnits })}
        invalidText={t('queues.adjust.amountInvalid')}
        inputMode="decimal"
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('queues.adjust.reasonInvalid')}
        required
      />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      {result ? <Outcome r={result} /> : null}
      <div className="dialog-actions">
        <button type="submit" className="btn primary" disabled={write.pending}>
          {t('queues.adjust.submit')}
        </button>
      </div>
    </form>
  );
}

/** Reverse a ledger transaction with a reason. */
export function ReverseForm() {
  const t = useT();
  const write = useStaffWrite(calls.reverse, { invalidates: [calls.balanceRequests] });
  const [result, setResult] = useState<TBalanceRequest | null>(null);
  const form = useZodForm(calls.ZReverseInput, { transactionId: '', reason: '' });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) {
      setResult(r);
      form.set('transactionId', '');
      form.set('reason', '');
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby="reverse-title">
      <h2 id="reverse-title">{t('queues.reverse.title')}</h2>
      <TextField
        form={form}
        name="transactionId"
        label={t('queues.reverse.transactionId')}
        invalidText={t('queues.reverse.transactionInvalid')}
        inputMode="numeric"
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('queues.adjust.reasonInvalid')}
        required
      />
      {write.error ? (
        <p className="form-error" role="alert">
          {errorText(t, write.error)}
        </p>
      ) : null}
      {result ? <Outcome r={result} /> : null}
      <div className="dialog-actions">
        <button type="submit" className="btn" disabled={write.pending}>
          {t('queues.reverse.submit')}
        </button>
      </div>
    </form>
  );
}

type Decide = { kind: 'confirm' | 'cancel'; row: TBalanceRequest } | null;

/** Adjustments and reversals waiting for a second approval: confirm (another staff member) or cancel. */
function PendingRequests() {
  const t = useT();
  const me = useMe();
  const list = useStaffCall(calls.balanceRequests, { state: 'pending_second' });
  const confirm = useStaffWrite(calls.balanceConfirm, { invalidates: [calls.balanceRequests] });
  const cancel = useStaffWrite(calls.balanceCancel, { invalidates: [calls.balanceRequests] });
  const [decide, setDecide] = useState<Decide>(null);
  const write = decide?.kind === 'cancel' ? cancel : confirm;
  const mayConfirm = [...MONEY_ACTORS, 'risk'].includes(me.role);
  const columns: Column<TBalanceRequest>[] = [
    {
      id: 'kind',
      header: t('queues.requests.kind'),
      cell: (r) =>
        r.kind === 'adjustment' ? t('queues.requests.adjustment') : t('queues.requests.reversal', { tx: r.ref }),
    },
    { id: 'member', header: t('queues.col.member'), cell: (r) => r.username },
    { id: 'amount', header: t('queues.col.amount'), align: 'end', cell: (r) => <Major amount={r.amount} /> },
    { id: 'reason', header: t('ui.reason'), cell: (r) => r.reason },
    { id: 'first', header: t('queues.requests.firstBy'), cell: (r) => r.firstBy ?? '' },
    { id: 'age', header: t('queues.col.age'), cell: (r) => <Age at={r.createdAt} /> },
    {
      id: 'actions',
      header: t('queues.col.actions'),
      cell: (r) => (
        <div className="row-actions">
          {mayConfirm ? (
            <button
              type="button"
              className="btn small primary"
              aria-label={t('queues.requests.confirmOf', { id: r.id })}
              onClick={() => setDecide({ kind: 'confirm', row: r })}
            >
              {t('queues.requests.confirm')}
            </button>
          ) : null}
          {MONEY_ACTORS.includes(me.role) ? (
            <button
              type="button"
              className="btn small"
              aria-label={t('queues.requests.cancelOf', { id: r.id })}
              onClick={() => setDecide({ kind: 'cancel', row: r })}
            >
              {t('queues.requests.cancel')}
            </button>
          ) : null}
        </div>
      ),
    },
  ];
  return (
    <section aria-labelledby="requests-title">
      <h2 id="requests-title">{t('queues.requests.title')}</h2>
      <DataTable
        caption={t('queues.requests.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        empty={t('queues.requests.empty')}
        onRetry={() => void list.refetch()}
      />
      <ReasonDialog
        open={decide !== null}
        title={
          decide?.kind === 'cancel'
            ? t('queues.requests.cancelOf', { id: decide.row.id })
            : t('queues.requests.confirmOf', { id: decide?.row.id ?? '' })
        }
        confirmLabel={decide?.kind === 'cancel' ? t('queues.requests.cancel') : t('queues.requests.confirm')}
        error={write.error}
        onClose={() => {
          write.reset();
          setDecide(null);
        }}
        onConfirm={async (reason) => {
          if (!decide) return false;
          const done = await write.run({ id: decide.row.id, reason });
          if (done) setDecide(null);
          return Boolean(done);
        }}
      />
    </section>
  );
}

/** /money/adjust?member=<username>: adjust a balance, reverse a transaction, second approvals. */
export default function AdjustPage() {
  const t = useT();
  const me = useMe();
  const [params] = useSearchParams();
  const acts = MONEY_ACTORS.includes(me.role);
  return (
    <Page title={t('queues.adjust.nav')}>
      {acts ? (
        <div className="form-columns">
          <AdjustForm member={params.get('member') ?? ''} />
          <ReverseForm />
        </div>
      ) : null}
      <PendingRequests />
    </Page>
  );
}
