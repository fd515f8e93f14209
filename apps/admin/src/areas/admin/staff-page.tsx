import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { mayManage, STAFF_ROLES, type StaffRole, type TStaff } from '@app/contracts/calls/backoffice-staff';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { type TFn, useT } from '../../i18n/i18n.tsx';
import { useStaffCall, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { DateTime } from '../../ui/age.tsx';
import { type Column, DataTable } from '../../ui/data-table.tsx';
import { Dialog } from '../../ui/dialog.tsx';
import { Enrolment } from '../../ui/enrolment.tsx';
import { errorText } from '../../ui/error-text.ts';
import { SelectField, TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';
import { ReasonDialog } from '../../ui/reason-dialog.tsx';
import { StatusBadge } from '../../ui/status-badge.tsx';

type Made = { username: string; qrSvg: string; secret: string };

/** The contract's shortest and longest staff password. */
const { minLength: PASSWORD_MIN, maxLength: PASSWORD_MAX } = staffCalls.staffCreate.request.shape.password;

/**
 * What is wrong with a refused password. The hint under the field already gives the rule, so this
 * says what it does not: empty, how short, or too long.
 */
function passwordProblem(t: TFn, password: unknown): string {
  const n = typeof password === 'string' ? password.length : 0;
  if (n === 0) return t('admin.staff.passwordRequired');
  if (PASSWORD_MIN !== null && n < PASSWORD_MIN) return t('admin.staff.passwordShort', { n });
  if (PASSWORD_MAX !== null && n > PASSWORD_MAX) return t('admin.staff.passwordLong', { max: PASSWORD_MAX });
  return t('ui.invalid');
}

/** The create form: the contract's schema checks it in the browser as the server will. */
export function CreateStaffForm({
  roles,
  onMade,
  onCancel,
}: {
  roles: StaffRole[];
  onMade(made: Made): void;
  onCancel(): void;
}) {
  const t = useT();
  const write = useStaffWrite(staffCalls.staffCreate, { invalidates: [staffCalls.staffList] });
  const form = useZodForm(staffCalls.staffCreate.request, {
    username: '',
    password: '',
    role: roles[roles.length - 1] ?? 'read-only',
    reason: '',
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) {
      onMade({
        username: r.staff.username,
        qrSvg: r.enrolment.qrSvg,
        secret: r.enrolment.secret,
      });
    }
  };
  // A 400 naming fields marks them, as the browser's own check would.
  const { serverErrors } = form;
  useEffect(() => serverErrors(write.error), [serverErrors, write.error]);
  return (
    <form onSubmit={submit} noValidate>
      <TextField
        form={form}
        name="username"
        label={t('admin.staff.username')}
        invalidText={t('admin.staff.usernameHint')}
        autoComplete="off"
        required
      />
      <TextField
        form={form}
        name="password"
        type="password"
        label={t('admin.staff.password')}
        hint={t('admin.staff.passwordHint')}
        invalidText={passwordProblem(t, form.values.password)}
        autoComplete="new-password"
        required
      />
      <SelectField
        form={form}
        name="role"
        label={t('admin.staff.role')}
        options={roles.map((r) => ({ value: r, label: t(`role.${r}`) }))}
      />
      <TextField
        form={form}
        name="reason"
        label={t('ui.reason')}
        hint={t('ui.reasonHint')}
        invalidText={t('ui.reasonRequired')}
        required
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
          {t('admin.staff.createSubmit')}
        </button>
      </div>
    </form>
  );
}

type Act = { kind: 'role'; row: TStaff } | { kind: 'lock'; row: TStaff } | null;

/** Staff accounts of the brand: list, create (with the one-time enrolment), change role, lock/unlock. */
export default function StaffPage() {
  const t = useT();
  const me = useMe();
  const list = useStaffCall(staffCalls.staffList, {});
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<Made | null>(null);
  const [act, setAct] = useState<Act>(null);
  const [newRole, setNewRole] = useState<StaffRole>('read-only');
  const roleSelect = useId();
  const roleWrite = useStaffWrite(staffCalls.staffRole, { invalidates: [staffCalls.staffList] });
  const lockWrite = useStaffWrite(staffCalls.staffLock, { invalidates: [staffCalls.staffList] });
  const grantable = STAFF_ROLES.filter((r) => r !== 'owner' || me.role === 'owner').filter((r) =>
    mayManage(me.role, r),
  );
  const manageable = (row: TStaff) => row.id !== me.staff.id && mayManage(me.role, row.role);

  const columns: Column<TStaff>[] = [
    {
      id: 'username',
      header: t('admin.staff.username'),
      cell: (r) => (
        <>
          {r.username}
          {r.id === me.staff.id ? <span className="muted"> ({t('admin.staff.you')})</span> : null}
        </>
      ),
    },
    { id: 'role', header: t('admin.staff.role'), cell: (r) => t(`role.${r.role}`) },
    { id: 'status', header: t('admin.staff.status'), cell: (r) => <StatusBadge status={r.status} /> },
    {
      id: 'enrolled',
      header: t('admin.staff.enrolled'),
      cell: (r) => (r.enrolled ? t('admin.staff.enrolledYes') : t('admin.staff.enrolledNo')),
    },
    { id: 'created', header: t('admin.staff.created'), cell: (r) => <DateTime at={r.createdAt} /> },
    {
      id: 'actions',
      header: t('admin.staff.actions'),
      cell: (r) =>
        manageable(r) ? (
          <div className="row-actions">
            <button
              type="button"
              className="btn small"
              aria-label={t('admin.staff.changeRoleOf', { name: r.username })}
              onClick={() => {
                roleWrite.reset();
                setNewRole(r.role);
                setAct({ kind: 'role', row: r });
              }}
            >
              {t('admin.staff.changeRole')}
            </button>
            <button
              type="button"
              className="btn small"
              aria-label={
                r.status === 'locked'
                  ? t('admin.staff.unlockOf', { name: r.username })
                  : t('admin.staff.lockOf', { name: r.username })
              }
              onClick={() => {
                lockWrite.reset();
                setAct({ kind: 'lock', row: r });
              }}
            >
              {r.status === 'locked' ? t('admin.staff.unlock') : t('admin.staff.lock')}
            </button>
          </div>
        ) : null,
    },
  ];

  return (
    <Page
      title={t('admin.staff.nav')}
      actions={
        <button type="button" className="btn primary" onClick={() => setCreating(true)}>
          {t('admin.staff.create')}
        </button>
      }
    >
      <DataTable
        caption={t('admin.staff.caption')}
        columns={columns}
        rows={list.data}
        rowKey={(r) => r.id}
        loading={list.loading}
        error={list.error}
        onRetry={() => void list.refetch()}
      />
      <Dialog open={creating} title={t('admin.staff.createTitle')} onClose={() => setCreating(false)}>
        <CreateStaffForm
          roles={grantable}
          onCancel={() => setCreating(false)}
          onMade={(m) => {
            setCreating(false);
            setMade(m);
          }}
        />
      </Dialog>
      <Dialog
        open={made !== null}
        title={t('admin.staff.madeTitle', { name: made?.username ?? '' })}
        onClose={() => setMade(null)}
      >
        {made ? (
          <>
            <p>{t('admin.staff.madeLead')}</p>
            <Enrolment qrSvg={made.qrSvg} secret={made.secret} />
            <div className="dialog-actions">
              <button type="button" className="btn primary" onClick={() => setMade(null)}>
                {t('admin.staff.done')}
              </button>
            </div>
          </>
        ) : null}
      </Dialog>
      <ReasonDialog
        open={act?.kind === 'role'}
        title={t('admin.staff.changeRoleOf', { name: act?.row.username ?? '' })}
        error={roleWrite.error}
        onClose={() => setAct(null)}
        onConfirm={async (reason) => {
          if (act?.kind !== 'role') return false;
          const ok = await roleWrite.run({ staffId: act.row.id, role: newRole, reason });
          if (ok) setAct(null);
          return Boolean(ok);
        }}
      >
        <div className="field">
          <label htmlFor={roleSelect}>{t('admin.staff.newRole')}</label>
          <select id={roleSelect} value={newRole} onChange={(e) => setNewRole(e.target.value as StaffRole)}>
            {grantable.map((r) => (
              <option key={r} value={r}>
                {t(`role.${r}`)}
              </option>
            ))}
          </select>
        </div>
      </ReasonDialog>
      <ReasonDialog
        open={act?.kind === 'lock'}
        title={
          act?.row.status === 'locked'
            ? t('admin.staff.unlockOf', { name: act.row.username })
            : t('admin.staff.lockOf', { name: act?.row.username ?? '' })
        }
        description={act?.row.status === 'locked' ? undefined : t('admin.staff.lockLead')}
        confirmLabel={act?.row.status === 'locked' ? t('admin.staff.unlock') : t('admin.staff.lock')}
        error={lockWrite.error}
        onClose={() => setAct(null)}
        onConfirm={async (reason) => {
          if (act?.kind !== 'lock') return false;
          const ok = await lockWrite.run({ staffId: act.row.id, locked: act.row.status !== 'locked', reason });
          if (ok) setAct(null);
          return Boolean(ok);
        }}
      />
    </Page>
  );
}
