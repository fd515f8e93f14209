import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { type FormEvent, useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { invalidateStaffCalls, useStaffWrite } from '../../lib/query.ts';
import { useMe } from '../../lib/session.tsx';
import { RecoveryCodes } from '../../ui/enrolment.tsx';
import { errorText } from '../../ui/error-text.ts';
import { TextField, useZodForm } from '../../ui/form.tsx';
import { Page } from '../../ui/page.tsx';

/** The signed-in account: who and what, and new recovery codes (given a current TOTP code). */
export default function MyAccountPage() {
  const t = useT();
  const me = useMe();
  const write = useStaffWrite(staffCalls.recoveryCodes);
  const form = useZodForm(staffCalls.recoveryCodes.request, { code: '' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = form.validate();
    if (!input) return;
    const r = await write.run(input);
    if (r) {
      form.reset();
      setCodes(r.recoveryCodes);
    }
  };
  return (
    <Page title={t('admin.me.nav')}>
      <dl className="facts">
        <dt>{t('admin.me.username')}</dt>
        <dd>{me.staff.username}</dd>
        <dt>{t('admin.me.role')}</dt>
        <dd>{t(`role.${me.role}`)}</dd>
        <dt>{t('admin.me.brand')}</dt>
        <dd>{me.brand}</dd>
        <dt>{t('admin.me.codesLeft')}</dt>
        <dd>{me.recoveryCodesLeft}</dd>
      </dl>
      <section className="panel" aria-labelledby="regen-title">
        <h2 id="regen-title">{t('admin.me.regenerate')}</h2>
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              invalidateStaffCalls(staffCalls.me);
            }}
          />
        ) : (
          <form onSubmit={submit} noValidate>
            <p>{t('admin.me.regenerateLead')}</p>
            <TextField
              form={form}
              name="code"
              label={t('admin.me.code')}
              invalidText={t('admin.me.codeHint')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              required
            />
            {write.error ? (
              <p className="form-error" role="alert">
                {errorText(t, write.error)}
              </p>
            ) : null}
            <button type="submit" className="btn primary" disabled={write.pending}>
              {t('admin.me.regenerateSubmit')}
            </button>
          </form>
        )}
      </section>
    </Page>
  );
}
