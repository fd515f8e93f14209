import type { TContract } from '@app/contracts/calls/agent-contracts';
import { CONTRACT_STATUSES } from '@app/contracts/calls/agent-contracts';
import { AGENT_CONTRACT_KINDS, type ContractKind } from '@app/contracts/calls/agents';
import * as bo from '@app/contracts/calls/backoffice-agent-contracts';
import { useState } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { FiltersBar } from '../../ui/filters.tsx';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';
import { LowerForm, OfferForm } from './contract-forms.tsx';
import './agent-contracts.css';

type Status = (typeof CONTRACT_STATUSES)[number];
const WRITERS = ['owner', 'admin', 'finance'];
const FILTERS = z.object({ kind: z.string(), status: z.string(), holder: z.string().trim().max(40) });
const NO_FILTERS = { kind: '', status: '', holder: '' };
const PAGE_SIZE = 20;

/** "0.5 % / 1.2 % from 1,000" style summary of the tiers. */
export function ratesText(c: Pick<TContract, 'tiers'>): string {
  return c.tiers.map((x) => `${x.rate} %`).join(' / ');
}

/** Every agent contract of the brand, with the platform's acts on top agents' contracts. */
export default function ContractsPage() {
  const t = useT();
  const { role } = useMe();
  const mayWrite = WRITERS.includes(role);
  const filters = useZodForm(FILTERS, NO_FILTERS);
  const [applied, setApplied] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [ending, setEnding] = useState<TContract | null>(null);
  const list = useStaffCall(
    bo.list,
    {
      ...(applied.kind ? { kind: applied.kind as ContractKind } : {}),
      ...(applied.status ? { status: applied.status as Status } : {}),
      ...(applied.holder ? { holder: applied.holder } : {}),
      pageNo: page,
      pageSize: PAGE_SIZE,
    },
    { keepPrevious: true },
  );
  const end = useStaffWrite(bo.terminate, { invalidates: [bo.list] });

  const columns: Column<TContract>[] = [
    { id: 'id', header: t('agentContracts.col.id'), cell: (c) => c.id, align: 'end' },
    { id: 'holder', header: t('agentContracts.col.holder'), cell: (c) => c.holder },
    { id: 'kind', header: t('agentContracts.kind'), cell: (c) => t(`agentContracts.kind.${c.kind}`) },
    { id: 'period', header: t('agentContracts.period'), cell: (c) => t(`agentContracts.period.${c.period}`) },
    {
      id: 'status',
      header: t('agentContracts.status'),
      cell: (c) => <StatusBadge status={c.status} label={t(`agentContracts.status.${c.status}`)} />,
    },
    { id: 'rates', header: t('agentContracts.col.rates'), cell: ratesText },
    {
      id: 'offeredBy',
      header: t('agentContracts.col.offeredBy'),
      cell: (c) => c.offeredBy || t('agentContracts.platform'),
    },
    {
      id: 'effective',
      header: t('agentContracts.col.effective'),
      cell: (c) => (c.effectiveFrom === null ? '' : <DateTime at={new Date(c.effectiveFrom).toISOString()} />),
    },
    { id: 'note', header: t('agentContracts.col.note'), cell: (c) => c.note },
  ];
  if (mayWrite) {
    columns.push({
      id: 'actions',
      header: t('agentContracts.col.actions'),
      cell: (c) =>
        c.offeredBy === '' && (c.status === 'active' || c.status === 'terminationRequested') ? (
          <button
            type="button"
            className="btn"
            aria-label={t('agentContracts.endOf', { id: c.id })}
            onClick={() => {
              end.reset();
              setEnding(c);
            }}
          >
            {t('agentContracts.end')}
          </button>
        ) : null,
    });
  }

  return (
    <Page title={t('agentContracts.list.nav')}>
      <FiltersBar
        label={t('agentContracts.filters')}
        onApply={() => {
          const f = filters.validate();
          if (!f) return;
          setApplied(f);
          setPage(1);
        }}
        onClear={() => {
          filters.reset();
          setApplied(NO_FILTERS);
          setPage(1);
        }}
      >
        <SelectField
          form={filters}
          name="kind"
          label={t('agentContracts.kind')}
          options={[
            { value: '', label: t('agentContracts.kind.any') },
            ...AGENT_CONTRACT_KINDS.map((k) => ({ value: k, label: t(`agentContracts.kind.${k}`) })),
          ]}
        />
        <SelectField
          form={filters}
          name="status"
          label={t('agentContracts.status')}
          options={[
            { value: '', label: t('agentContracts.status.any') },
            ...CONTRACT_STATUSES.map((s) => ({ value: s, label: t(`agentContracts.status.${s}`) })),
          ]}
        />
        <TextField form={filters} name="holder" label={t('agentContracts.holder')} autoComplete="off" />
      </FiltersBar>
      <DataTable
        caption={t('agentContracts.caption')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(c) => c.id}
        loading={list.loading}
        error={list.error}
        onRetry={list.refetch}
        paging={{ page, hasNext: (list.data?.total ?? 0) > page * PAGE_SIZE, onPage: setPage }}
      />
      {mayWrite ? (
        <div className="agent-contract-forms">
          <OfferForm />
          <LowerForm />
        </div>
      ) : null}
      <ReasonDialog
        open={ending !== null}
        title={t('agentContracts.endOf', { id: ending?.id ?? '' })}
        description={t('agentContracts.endDescription')}
        confirmLabel={t('agentContracts.end')}
        error={end.error}
        onConfirm={async (reason) => (ending ? Boolean(await end.run({ id: ending.id, reason })) : false)}
        onClose={() => setEnding(null)}
      />
    </Page>
  );
}
