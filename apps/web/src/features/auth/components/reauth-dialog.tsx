import { reauth } from '@app/contracts/calls/rg';
import { type FormEvent, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { callApi } from '../../../lib/api-client.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { FormNotice, PasswordField } from '../../../ui/form-kit.tsx';
import './auth.css';
import { settleReauth } from '../reauth.ts';
import { useErrorText } from '../use-error-text.ts';

/** Asks for the sign-in password again before a sensitive act; the act goes on once it is confirmed. */
export default function ReauthDialog() {
  const t = useT();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    if (password === '') {
      setProblem(t('err_field_required'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await callApi(reauth, { password });
      settleReauth(true);
    } catch (err) {
      setError(errorText(err));
      setBusy(false);
    }
  }

  return (
    <Dialog title={t('auth_reauth_title')} onClose={() => settleReauth(false)} cover={false}>
      <form className="auth-form auth-form__body" noValidate onSubmit={submit}>
        <p className="auth-form__text">{t('auth_reauth_text')}</p>
        <PasswordField
          label={t('auth_reauth_password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          maxLength={128}
          required
          error={problem}
        />
        <FormNotice error={error} />
        <div className="auth-row">
          <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
            {t('auth_reauth_submit')}
          </button>
          <button type="button" className="auth-button auth-button--secondary" onClick={() => settleReauth(false)}>
            {t('cancel')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
