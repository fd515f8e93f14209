import type { TWaitingPayout } from '@app/contracts/calls/backoffice-agent-payouts';
import * as calls from '@app/contracts/calls/backoffice-agent-payouts';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { ACTORS } from './index.ts';
import { formatMajor, Major, useKindName, When } from './shared.tsx';

/**
 * Payouts waiting for their payer's balance (oldest period first). The retry job tries them every
 * minute by itself; finance may retry one now, with a reason (audited).
 */
export default function WaitingPage() {
  const t = useT();
  const kindName = useKindName();
  const me = useMe();
  const mayRetry = ACTORS.includes(me.role);
  const [page, setPage] = useState(1);
  const list = useStaffCall(calls.waiting, { pageNo: page, pageSize: 20 }, { keepPrevious: true });
  const retry = useStaffWrite(calls.retry, { invalidates: [calls.waiting, calls.runs] });
  const [target, setTarget] = useState<TWaitingPayout | null>(null);
  const [notice, setNotice] = useState('');
  const payer = (r: TWaitingPayout) => r.payer || t('agentPayouts.platform');

  const columns: Column<TWaitingPayout>[] = [
    { id: 'agent', header: t('agentPayouts.col.agent'), cell: (r) => r.agent },
    { id: 'payer', header: t('agentPayouts.col.payer'), cell: payer },
    { id: 'kind', header: t('agentPayouts.col.kind'), cell: (r) => kindName(r.kind) },
    { id: 'start', header: t('agentPayouts.col.start'), cell: (r) => <When at={r.periodStart} /> },
    { id: 'amount', header: t('agentPayouts.col.amount'), align: 'end', cell: (r) => <Major amount={r.amount} /> },
    {
      id: 'balance',
      header: t('agentPayouts.col.balance'),
      align: 'end',
      cell: (r) => (r.payerBalance === null ? '' : <Major amount={r.payerBalance} />),
    },
    { id: 'attempts', header: t('agentPayouts.col.attempts'), align: 'end', cell: (r) => r.attempts },
    { id: 'reason', header: t('agentPayouts.col.reason'), cell: (r) => r.error },
    {
      id: 'actions',
      header: t('agentPayouts.col.actions'),
      cell: (r) =>
        mayRetry ? (
          <button
            type="button"
            className="btn small"
            aria-label={t('agentPayouts.retryOf', { agent: r.agent })}
            onClick={() => {
              setNotice('');
              setTarget(r);
            }}
          >
            {t('agentPayouts.retry')}
          </button>
        ) : null,
    },
  ];

  return (
    <Page title={t('agentPayouts.waiting.nav')}>
      {notice ? (
        <p role="status" className="notice">
          {notice}
        </p>
      ) : null}
      <DataTable
        caption={t('agentPayouts.waiting.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        empty={t('agentPayouts.waiting.empty')}
        paging={{ page, hasNext: (list.data?.total ?? 0) > page * 20, onPage: setPage }}
      />
      <ReasonDialog
        open={target !== null}
        title={t('agentPayouts.retryOf', { agent: target?.agent ?? '' })}
        description={
          target
            ? t('agentPayouts.retryLead', {
                amount: formatMajor(target.amount),
                agent: target.agent,
                payer: payer(target),
              })
            : undefined
        }
        confirmLabel={t('agentPayouts.retry')}
        error={retry.error}
        onClose={() => {
          retry.reset();
          setTarget(null);
        }}
        onConfirm={async (reason) => {
          if (!target) return false;
          const done = await retry.run({ id: target.id, reason });
          if (!done) return false;
          setNotice(
            done.status === 'paid'
              ? t('agentPayouts.retried.paid', { amount: formatMajor(done.amount), agent: done.agent })
              : t('agentPayouts.retried.waiting', { reason: done.error }),
          );
          setTarget(null);
          return true;
        }}
      />
    </Page>
  );
}
