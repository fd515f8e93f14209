import type { TBackofficeWithdrawal } from '@app/contracts/calls/backoffice';
import * as calls from '@app/contracts/calls/backoffice';
import { WITHDRAWAL_STATUSES } from '@app/contracts/calls/cashier';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { formatMajor, Holder, Major, OrderStatus } from './shared.tsx';
import { type WithdrawalAct, WithdrawalDetail } from './withdrawal-detail.tsx';

type Status = (typeof WITHDRAWAL_STATUSES)[number];
type Act = { kind: WithdrawalAct; row: TBackofficeWithdrawal; threshold: number } | null;
const RELOAD = [calls.withdrawalsList, calls.withdrawalDetail];

/** The title, lead and button of the dialog of an act. */
function actText(t: ReturnType<typeof useT>, act: NonNullable<Act>) {
  const w = act.row;
  const order = w.orderNo;
  switch (act.kind) {
    case 'approve':
      return {
        title: t('queues.approveOf', { order }),
        lead: w.approval.needsSecond
          ? t('queues.approveFirstLead', { threshold: formatMajor(act.threshold) })
          : t('queues.approveWithdrawalLead', { amount: formatMajor(w.amount), payee: w.payeeName, bank: w.bankName }),
        button: t('queues.approve'),
      };
    case 'confirm':
      return {
        title: t('queues.confirmSecondOf', { order }),
        lead: t('queues.confirmLead', { name: w.approval.firstBy ?? '', amount: formatMajor(w.amount) }),
        button: t('queues.confirmSecond'),
      };
    case 'reject':
      return { title: t('queues.rejectOf', { order }), lead: undefined, button: t('queues.reject') };
    default:
      return { title: t('queues.resolveOf', { order }), lead: undefined, button: t('queues.resolve') };
  }
}

/** Withdrawals (oldest first) with a detail panel: payout details, proofs, recent activity and the acts. */
export default function WithdrawalsPage() {
  const t = useT();
  const statusId = useId();
  const outcomeId = useId();
  const [status, setStatus] = useState<Status>('pending');
  const [open, setOpen] = useState<string | null>(null);
  const [act, setAct] = useState<Act>(null);
  const [outcome, setOutcome] = useState<'refund' | 'close'>('refund');
  const list = useStaffCall(calls.withdrawalsList, { status }, { keepPrevious: true });
  const writes = {
    approve: useStaffWrite(calls.withdrawalApprove, { invalidates: RELOAD }),
    confirm: useStaffWrite(calls.withdrawalConfirm, { invalidates: RELOAD }),
    reject: useStaffWrite(calls.withdrawalReject, { invalidates: RELOAD }),
    resolve: useStaffWrite(calls.withdrawalResolve, { invalidates: RELOAD }),
  };
  const write = writes[act?.kind ?? 'approve'];
  const text = act ? actText(t, act) : null;

  const columns: Column<TBackofficeWithdrawal>[] = [
    { id: 'order', header: t('queues.col.order'), cell: (r) => <code>{r.orderNo}</code> },
    { id: 'member', header: t('queues.col.member'), cell: (r) => r.username },
    { id: 'amount', header: t('queues.col.amount'), align: 'end', cell: (r) => <Major amount={r.amount} /> },
    { id: 'bank', header: t('queues.col.bank'), cell: (r) => `${r.bankName} ${r.accountNumber}` },
    { id: 'age', header: t('queues.col.age'), cell: (r) => <Age at={r.createdAt} /> },
    { id: 'status', header: t('queues.status'), cell: (r) => <OrderStatus status={r.status} /> },
    {
      id: 'approval',
      header: t('queues.col.approval'),
      cell: (r) =>
        r.approval.state === 'pending_second'
          ? t('queues.approval.pendingSecond', { name: r.approval.firstBy ?? '' })
          : r.approval.needsSecond
            ? t('queues.approval.needsSecond')
            : t('queues.approval.none'),
    },
    { id: 'holder', header: t('queues.col.holder'), cell: (r) => <Holder claim={r.claim} /> },
    {
      id: 'actions',
      header: t('queues.col.actions'),
      cell: (r) => (
        <button
          type="button"
          className="btn small"
          aria-label={t('queues.openOf', { order: r.orderNo })}
          onClick={() => setOpen(r.orderNo)}
        >
          {t('queues.open')}
        </button>
      ),
    },
  ];

  return (
    <Page title={t('queues.withdrawals.nav')}>
      <div className="filters">
        <div className="field">
          <label htmlFor={statusId}>{t('queues.status')}</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {WITHDRAWAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`queues.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={t('queues.withdrawals.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.orderNo}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      {open ? (
        <WithdrawalDetail
          key={open}
          orderNo={open}
          onClose={() => setOpen(null)}
          onAct={(kind, row, threshold) => {
            writes[kind].reset();
            setAct({ kind, row, threshold });
          }}
        />
      ) : null}
      <ReasonDialog
        open={act !== null}
        title={text?.title ?? ''}
        description={text?.lead}
        confirmLabel={text?.button}
        error={write.error}
        onClose={() => setAct(null)}
        onConfirm={async (reason) => {
          if (!act) return false;
          const orderNo = act.row.orderNo;
          const done =
            act.kind === 'resolve'
              ? await writes.resolve.run({ orderNo, outcome, reason })
              : await writes[act.kind].run({ orderNo, reason });
          if (done) setAct(null);
          return Boolean(done);
        }}
      >
        {act?.kind === 'resolve' ? (
          <div className="field">
            <label htmlFor={outcomeId}>{t('queues.outcome')}</label>
            <select id={outcomeId} value={outcome} onChange={(e) => setOutcome(e.target.value as 'refund' | 'close')}>
              <option value="refund">{t('queues.resolveRefund')}</option>
              <option value="close">{t('queues.resolveClose')}</option>
            </select>
          </div>
        ) : null}
      </ReasonDialog>
    </Page>
  );
}
