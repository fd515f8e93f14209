import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { FormNotice } from '../../ui/form-kit.tsx';
import { useResetPassword } from './api/passwords.ts';
import { openAuthDialog } from './auth-dialogs.ts';
import { NewPasswordFields, newPasswordProblems, usePasswordRule } from './components/new-password-fields.tsx';
import type { FieldProblem } from './form-errors.ts';
import { useErrorText } from './use-error-text.ts';
import './components/auth.css';

/** The page the e-mailed reset link opens (/resetPassword?token=...): set a new password, then sign in. */
export function ResetPasswordPanel() {
  const t = useT();
  const errorText = useErrorText();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const rule = usePasswordRule();
  const { run, pending } = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string>();
  const [done, setDone] = useState(false);
  return (
    <section className="auth-page" aria-labelledby="reset-title">
      <h1 id="reset-title">{t('auth_reset_title')}</h1>
      {done ? (
        <div className="auth-form">
          <FormNotice success={t('auth_reset_done')} />
          <button
            type="button"
            className="auth-button auth-button--primary auth-button--wide"
            onClick={() => openAuthDialog({ kind: 'login' })}
          >
            {t('auth_login')}
          </button>
        </div>
      ) : token.length < 20 ? (
        <div className="auth-form">
          <FormNotice error={t('err_reset_link_invalid')} />
          <Link to="/">{t('back_home')}</Link>
        </div>
      ) : (
        <form
          className="auth-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            const next = newPasswordProblems(rule, password, confirm);
            setProblems(next);
            setError(undefined);
            if (Object.keys(next).length > 0) return;
            run({ token, newPassword: password, confirmNewPassword: confirm }).then(
              () => setDone(true),
              (err: unknown) => setError(errorText(err)),
            );
          }}
        >
          <NewPasswordFields
            rule={rule}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
            problems={problems}
          />
          <FormNotice error={error} />
          <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={pending}>
            {t('auth_reset_submit')}
          </button>
        </form>
      )}
    </section>
  );
}
