import { useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import './auth.css';
import { type AuthDialog, closeAuthDialog, openAuthDialog } from '../auth-dialogs.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { useSignOut } from '../use-sign-out.ts';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ForgotForm } from './forgot-form.tsx';
import { LoginForm } from './login-form.tsx';
import { RegisterForm } from './register-form.tsx';

function Confirm({ text, onConfirm, confirmLabel }: { text: string; onConfirm(): void; confirmLabel: string }) {
  const t = useT();
  return (
    <div className="auth-form">
      <p className="auth-form__text">{text}</p>
      <div className="auth-row">
        <button type="button" className="auth-button auth-button--primary" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button type="button" className="auth-button auth-button--secondary" onClick={closeAuthDialog}>
          {t('cancel')}
        </button>
      </div>
    </div>
  );
}

/**
 * The open account dialog (loginPopupModal, registerModal, forgetPassModal, changePassModal, the trial
 * warning and the logout confirmation). Loaded on first use, so the home page stays small.
 */
export default function AuthDialogsView({ dialog }: { dialog: AuthDialog }) {
  const t = useT();
  const complete = useCompleteSignIn();
  const signOut = useSignOut();
  const { pathname } = useLocation();
  switch (dialog.kind) {
    case 'login':
      return (
        <Dialog title={t('auth_login_title')} onClose={closeAuthDialog}>
          <LoginForm goTo={pathname === '/login' ? '/' : undefined} prefill={dialog.prefill} />
        </Dialog>
      );
    case 'register':
      return (
        <Dialog title={t('auth_register_title')} onClose={closeAuthDialog}>
          <RegisterForm onSignedIn={(r) => complete(r, { goTo: '/' })} />
        </Dialog>
      );
    case 'forgot':
      return (
        <Dialog title={t('auth_forgot_title')} onClose={closeAuthDialog}>
          <ForgotForm onSignedIn={(r) => complete(r, { goTo: '/' })} />
        </Dialog>
      );
    case 'changePassword':
      // A forced change cannot be skipped: closing it signs out.
      return (
        <Dialog
          title={t('auth_change_password_title')}
          onClose={dialog.forced ? () => void signOut() : closeAuthDialog}
        >
          <ChangePasswordForm forced={dialog.forced} />
        </Dialog>
      );
    case 'trial':
      return (
        <Dialog title={t('mc_trial_title')} onClose={closeAuthDialog}>
          <Confirm
            text={t('in_need_true_account')}
            confirmLabel={t('in_increase_submit')}
            onConfirm={() => openAuthDialog({ kind: 'register' })}
          />
        </Dialog>
      );
    case 'logout':
      return (
        <Dialog title={t('auth_logout_title')} onClose={closeAuthDialog}>
          <Confirm text={t('auth_logout_confirm')} confirmLabel={t('auth_logout')} onConfirm={() => void signOut()} />
        </Dialog>
      );
  }
}
