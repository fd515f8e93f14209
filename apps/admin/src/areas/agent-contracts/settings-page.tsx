import * as bo from '@app/contracts/calls/backoffice-agent-contracts';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Page } from '../../ui/page.tsx';
import { LimitForm, TemplateForm } from './contract-forms.tsx';
import { ratesText } from './contracts-page.tsx';
import './agent-contracts.css';

type Limit = { kind: string; maxRate: number; isDefault: boolean };

/** Contract templates and the highest rate per kind for the brand. */
export default function SettingsPage() {
  const t = useT();
  const { role } = useMe();
  const mayWrite = ['owner', 'admin', 'finance'].includes(role);
  const maySetLimits = ['owner', 'admin'].includes(role);
  const templates = useStaffCall(bo.templates, {});
  const limits = useStaffCall(bo.limits, {});
  const remove = useStaffWrite(bo.deleteTemplate, { invalidates: [bo.templates] });
  const [deleting, setDeleting] = useState<bo.TContractTemplate | null>(null);
  const [editing, setEditing] = useState<bo.TContractTemplate | null>(null);

  const templateColumns: Column<bo.TContractTemplate>[] = [
    { id: 'name', header: t('agentContracts.templates.name'), cell: (x) => x.name },
    { id: 'kind', header: t('agentContracts.kind'), cell: (x) => t(`agentContracts.kind.${x.kind}`) },
    { id: 'period', header: t('agentContracts.period'), cell: (x) => t(`agentContracts.period.${x.period}`) },
    { id: 'rates', header: t('agentContracts.col.rates'), cell: ratesText },
  ];
  if (mayWrite)
    templateColumns.push({
      id: 'actions',
      header: t('agentContracts.col.actions'),
      cell: (x) => (
        <span className="row-actions">
          <button
            type="button"
            className="btn"
            aria-label={t('agentContracts.templates.editOf', { name: x.name })}
            onClick={() => setEditing(x)}
          >
            {t('agentContracts.templates.edit')}
          </button>
          <button
            type="button"
            className="btn"
            aria-label={t('agentContracts.templates.deleteOf', { name: x.name })}
            onClick={() => {
              remove.reset();
              setDeleting(x);
            }}
          >
            {t('agentContracts.templates.delete')}
          </button>
        </span>
      ),
    });
  const limitColumns: Column<Limit>[] = [
    { id: 'kind', header: t('agentContracts.kind'), cell: (l) => t(`agentContracts.kind.${l.kind}`) },
    {
      id: 'maxRate',
      header: t('agentContracts.limits.maxRate'),
      cell: (l) => (l.isDefault ? `${l.maxRate} % (${t('agentContracts.limits.default')})` : `${l.maxRate} %`),
      align: 'end',
    },
  ];

  return (
    <Page title={t('agentContracts.settings.nav')}>
      <DataTable
        caption={t('agentContracts.templates.caption')}
        columns={templateColumns}
        rows={templates.data?.list}
        rowKey={(x) => x.id}
        loading={templates.loading}
        error={templates.error}
        onRetry={templates.refetch}
      />
      {mayWrite ? (
        <div className="agent-contract-forms">
          <TemplateForm key={editing?.id ?? 'new'} {...(editing ? { editing } : {})} onSaved={() => setEditing(null)} />
        </div>
      ) : null}
      <DataTable
        caption={t('agentContracts.limits.caption')}
        columns={limitColumns}
        rows={limits.data?.list}
        rowKey={(l) => l.kind}
        loading={limits.loading}
        error={limits.error}
        onRetry={limits.refetch}
      />
      {maySetLimits ? (
        <div className="agent-contract-forms">
          <LimitForm />
        </div>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('agentContracts.templates.deleteOf', { name: deleting?.name ?? '' })}
        description={t('agentContracts.templates.deleteConfirm', { name: deleting?.name ?? '' })}
        confirmLabel={t('agentContracts.templates.delete')}
        error={remove.error}
        onConfirm={async () => (deleting ? Boolean(await remove.run({ id: deleting.id })) : false)}
        onClose={() => setDeleting(null)}
      />
    </Page>
  );
}
