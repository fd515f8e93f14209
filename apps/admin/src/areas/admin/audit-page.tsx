import type { TAuditEntry, TAuditFilters } from '@app/contracts/calls/backoffice-audit';
import * as auditCalls from '@app/contracts/calls/backoffice-audit';
import type { CallResponse } from '@app/contracts/define';
import { useState } from 'react';
import { z } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { callStaff, downloadStaff } from '../../lib/api.ts';
import { useStaffCall } from '../../lib/query.ts';
import { Age, DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { DateRange, type DayRange, dayRangeToInstants } from '../../ui/date-range.tsx';
import { errorText } from '../../ui/error-text.ts';
import { FiltersBar } from '../../ui/filters.tsx';
import { TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';

const PAGE_SIZE = 50;

/** Empty fields are no filter. */
const dropBlank = (v: unknown) =>
  v && typeof v === 'object'
    ? Object.fromEntries(Object.entries(v).filter(([, x]) => typeof x !== 'string' || x.trim() !== ''))
    : v;
/** The text filters, checked with the contract's own schema. */
const ZFilterForm = z.preprocess(dropBlank, auditCalls.ZAuditFilters.omit({ from: true, to: true }));

type VerifyAnswer = CallResponse<typeof auditCalls.auditVerify>;

function Change({ before, after }: Pick<TAuditEntry, 'before' | 'after'>) {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  const changed = keys.filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]));
  if (changed.length === 0) return null;
  const show = (v: unknown) => (v === undefined ? '–' : JSON.stringify(v));
  return (
    <ul className="json">
      {changed.map((k) => (
        <li key={k}>
          {k}: {before ? `${show(before[k])} → ` : ''}
          {show(after?.[k])}
        </li>
      ))}
    </ul>
  );
}

/** The audit log: filters, a page of entries, the CSV download and the chain check (decision 1010). */
export default function AuditPage() {
  const t = useT();
  const form = useZodForm(ZFilterForm, { actor: '', action: '', targetKind: '', targetId: '' });
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [filters, setFilters] = useState<TAuditFilters>({});
  const [page, setPage] = useState(1);
  const list = useStaffCall(auditCalls.auditList, { ...filters, page, size: PAGE_SIZE }, { keepPrevious: true });
  const [verifying, setVerifying] = useState(false);
  const [verified, setVerified] = useState<VerifyAnswer | undefined>();
  const [actionError, setActionError] = useState<unknown>();
  const [downloading, setDownloading] = useState(false);

  const apply = () => {
    const parsed = form.validate();
    if (!parsed) return;
    setFilters({ ...parsed, ...dayRangeToInstants(range) });
    setPage(1);
  };
  const clear = () => {
    form.reset();
    setRange({ from: '', to: '' });
    setFilters({});
    setPage(1);
  };
  const verify = async () => {
    setVerifying(true);
    setActionError(undefined);
    try {
      setVerified(await callStaff(auditCalls.auditVerify, {}));
    } catch (e) {
      setActionError(e);
    } finally {
      setVerifying(false);
    }
  };
  const csv = async () => {
    setDownloading(true);
    setActionError(undefined);
    try {
      await downloadStaff(auditCalls.auditCsv, filters, 'audit.csv');
    } catch (e) {
      setActionError(e);
    } finally {
      setDownloading(false);
    }
  };

  const columns: Column<TAuditEntry>[] = [
    {
      id: 'at',
      header: t('admin.audit.at'),
      cell: (r) => (
        <>
          <DateTime at={r.at} />
          <br />
          <span className="muted">
            <Age at={r.at} />
          </span>
        </>
      ),
    },
    {
      id: 'who',
      header: t('admin.audit.who'),
      cell: (r) => (
        <>
          {r.actorName}
          <br />
          <span className="muted">{r.actorKind === 'cli' ? t('admin.audit.cli') : t(`role.${r.role}`)}</span>
        </>
      ),
    },
    { id: 'action', header: t('admin.audit.what'), cell: (r) => <code>{r.action}</code> },
    {
      id: 'target',
      header: t('admin.audit.target'),
      cell: (r) => (r.targetKind ? `${r.targetKind} ${r.targetId}` : '–'),
    },
    { id: 'reason', header: t('admin.audit.reason'), cell: (r) => r.reason || '–' },
    { id: 'change', header: t('admin.audit.change'), cell: (r) => <Change before={r.before} after={r.after} /> },
  ];

  return (
    <Page
      title={t('admin.audit.nav')}
      actions={
        <>
          <button type="button" className="btn" onClick={() => void csv()} disabled={downloading}>
            {t('admin.audit.csv')}
          </button>
          <button type="button" className="btn" onClick={() => void verify()} disabled={verifying}>
            {t('admin.audit.verify')}
          </button>
        </>
      }
    >
      <div aria-live="polite">
        {verified ? (
          <p className={`chain-result badge-line ${verified.ok ? 'tone-good' : 'tone-bad'}`} role="status">
            {verified.ok
              ? t('admin.audit.verifyOk', { count: verified.count, head: verified.head.slice(0, 16) })
              : t('admin.audit.verifyBroken', {
                  id: verified.id,
                  problem: verified.problem,
                  expected: verified.expected.slice(0, 16),
                  found: verified.found.slice(0, 16),
                })}
          </p>
        ) : null}
      </div>
      {actionError ? (
        <p className="form-error" role="alert">
          {errorText(t, actionError)}
        </p>
      ) : null}
      <FiltersBar label={t('admin.audit.filters')} onApply={apply} onClear={clear}>
        <TextField form={form} name="actor" label={t('admin.audit.actor')} />
        <TextField form={form} name="action" label={t('admin.audit.action')} spellCheck={false} />
        <TextField form={form} name="targetKind" label={t('admin.audit.targetKind')} />
        <TextField form={form} name="targetId" label={t('admin.audit.targetId')} />
        <DateRange value={range} onChange={setRange} />
      </FiltersBar>
      <DataTable
        caption={t('admin.audit.caption')}
        columns={columns}
        rows={list.data?.rows}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
        paging={{ page, hasNext: list.data?.hasNext ?? false, onPage: setPage }}
      />
    </Page>
  );
}
