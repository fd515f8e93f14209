import type { TBackofficeDeposit } from '@app/contracts/calls/backoffice';
import * as calls from '@app/contracts/calls/backoffice';
import { DEPOSIT_STATUSES } from '@app/contracts/calls/cashier';
import { useId, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { Age } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { formatMajor, HoldButtons, Holder, Major, OrderStatus, useMayAct } from './shared.tsx';

type Status = (typeof DEPOSIT_STATUSES)[number];
type Act = { kind: 'approve' | 'reject'; row: TBackofficeDeposit } | null;

function DepositActions({ row, onAct }: { row: TBackofficeDeposit; onAct(act: Act): void }) {
  const t = useT();
  const mayAct = useMayAct(row.claim);
  if (row.status !== 'pending') return null;
  return (
    <div className="row-actions">
      <HoldButtons kind="deposit" orderNo={row.orderNo} claim={row.claim} invalidates={[calls.deposits]} />
      {mayAct ? (
        <>
          <button
            type="button"
            className="btn small primary"
            aria-label={t('queues.approveOf', { order: row.orderNo })}
            onClick={() => onAct({ kind: 'approve', row })}
          >
            {t('queues.approve')}
          </button>
          <button
            type="button"
            className="btn small"
            aria-label={t('queues.rejectOf', { order: row.orderNo })}
            onClick={() => onAct({ kind: 'reject', row })}
          >
            {t('queues.reject')}
          </button>
        </>
      ) : null}
    </div>
  );
}

/** Deposits waiting for approval (oldest first), with the transfer reference, age and holder. */
export default function DepositsPage() {
  const t = useT();
  const statusId = useId();
  const [status, setStatus] = useState<Status>('pending');
  const list = useStaffCall(calls.deposits, { status }, { keepPrevious: true });
  const [act, setAct] = useState<Act>(null);
  const approve = useStaffWrite(calls.depositApprove, { invalidates: [calls.deposits] });
  const reject = useStaffWrite(calls.depositReject, { invalidates: [calls.deposits] });
  const write = act?.kind === 'reject' ? reject : approve;

  const columns: Column<TBackofficeDeposit>[] = [
    { id: 'order', header: t('queues.col.order'), cell: (r) => <code>{r.orderNo}</code> },
    { id: 'member', header: t('queues.col.member'), cell: (r) => r.username },
    { id: 'amount', header: t('queues.col.amount'), align: 'end', cell: (r) => <Major amount={r.amount} /> },
    { id: 'channel', header: t('queues.col.channel'), cell: (r) => `${r.channelType} · ${r.channelId}` },
    { id: 'reference', header: t('queues.col.reference'), cell: (r) => r.reference },
    { id: 'age', header: t('queues.col.age'), cell: (r) => <Age at={r.createdAt} /> },
    { id: 'status', header: t('queues.status'), cell: (r) => <OrderStatus status={r.status} /> },
    { id: 'holder', header: t('queues.col.holder'), cell: (r) => <Holder claim={r.claim} /> },
    { id: 'actions', header: t('queues.col.actions'), cell: (r) => <DepositActions row={r} onAct={setAct} /> },
  ];

  return (
    <Page title={t('queues.deposits.nav')}>
      <div className="filters">
        <div className="field">
          <label htmlFor={statusId}>{t('queues.status')}</label>
          <select id={statusId} value={status} onChange={(e) => setStatus(e.target.value as Status)}>
            {DEPOSIT_STATUSES.map((s) => (
              <option key={s} value={s}>
                {t(`queues.status.${s}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <DataTable
        caption={t('queues.deposits.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.orderNo}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <ReasonDialog
        open={act !== null}
        title={
          act?.kind === 'reject'
            ? t('queues.rejectOf', { order: act.row.orderNo })
            : t('queues.approveOf', { order: act?.row.orderNo ?? '' })
        }
        description={
          act?.kind === 'approve'
            ? t('queues.approveDepositLead', {
                amount: formatMajor(act.row.amount),
                member: act.row.username,
                reference: act.row.reference,
              })
            : undefined
        }
        confirmLabel={act?.kind === 'reject' ? t('queues.reject') : t('queues.approve')}
        error={write.error}
        onClose={() => {
          write.reset();
          setAct(null);
        }}
        onConfirm={async (reason) => {
          if (!act) return false;
          const done = await write.run({ orderNo: act.row.orderNo, reason });
          if (done) setAct(null);
          return Boolean(done);
        }}
      />
    </Page>
  );
}
