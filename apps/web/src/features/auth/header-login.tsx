import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import { FormNotice } from '../../ui/form-kit.tsx';
import { useSwitch } from '../system/index.ts';
import { useSignInChecks } from './api/checks.ts';
import { useLogin } from './api/sign-in.ts';
import { openAuthDialog } from './auth-dialogs.ts';
import { CredentialFields } from './components/credential-fields.tsx';
import { loginFailure, popupPrefill } from './login-outcome.ts';
import { deviceId, type RememberedAccount, readLastUser, readRemembered } from './remember.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { useErrorText } from './use-error-text.ts';
import { useRememberedSignIn } from './use-remembered-sign-in.ts';
import './components/auth.css';
import './header-login.css';

type Missing = { username?: string; password?: string };

/**
 * The header's inline login form (SPEC §2 header variant, brand setting headerLogin 'inline'): username,
 * password with show/hide, remember me, log in, forgot password and, with direct registration on
 * (REG_DIRECT), a register button. The same sign-in call and finish as the popup; when the server asks
 * for the captcha or the unregistered-IP check, the popup takes over with what was typed. "More ways"
 * opens the popup for the mobile tab, free play and social sign-in. Desktop widths only. A device with a
 * remembered account offers "Log in as …" first, as the popup does.
 */
export default function HeaderLogin() {
  const [remembered, setRemembered] = useState(readRemembered);
  const [refusal, setRefusal] = useState<string>();
  if (remembered) {
    return (
      <HeaderRemembered
        remembered={remembered}
        onDone={(message) => {
          setRemembered(null);
          setRefusal(message);
        }}
      />
    );
  }
  return <HeaderLoginForm initialError={refusal} />;
}

/** The remembered account in the header: one button to sign in, a link to type another account. */
function HeaderRemembered({
  remembered,
  onDone,
}: {
  remembered: RememberedAccount;
  /** Back to the typed form, with the words of a refused token. */
  onDone(message?: string): void;
}) {
  const t = useT();
  const { signIn, forget, pending, error } = useRememberedSignIn({
    onVerify: (challenge) => {
      // The remember token is spent: the popup asks for the code, then remembers this device again.
      onDone();
      openAuthDialog({
        kind: 'login',
        prefill: { username: remembered.account, password: '', remember: true, captcha: false, verify: challenge },
      });
    },
    onExpired: onDone,
  });
  return (
    <section className="header-login" aria-label={t('auth_login_title')}>
      <div className="header-login__fields">
        <button
          type="button"
          className="account-area__button account-area__button--primary"
          disabled={pending}
          onClick={() => signIn(remembered)}
        >
          {pending ? t('auth_signing_in') : t('auth_continue_as', { account: remembered.account })}
        </button>
      </div>
      <div className="header-login__extras">
        <button
          type="button"
          className="header-login__link"
          onClick={() => {
            forget(remembered);
            onDone();
          }}
        >
          {t('auth_use_another_account')}
        </button>
      </div>
      <FormNotice error={error} />
    </section>
  );
}

function HeaderLoginForm({ initialError }: { initialError?: string }) {
  const t = useT();
  const errorText = useErrorText();
  const complete = useCompleteSignIn();
  const login = useLogin();
  const checks = useSignInChecks();
  const directRegister = useSwitch('REG_DIRECT');
  const forgotOn = useSwitch('FORGOT');
  const mobileTab = useSwitch('LOGIN_VERIFY_CODE');
  const freePlay = useSwitch('LOGIN_FREE_PLAY');
  const social = useSwitch('LOGIN_SOCIAL');
  const [username, setUsername] = useState(readLastUser);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState<Missing>({});
  const [error, setError] = useState(initialError);

  const submit = () => {
    const next: Missing = {};
    if (!username.trim()) next.username = t('err_field_required');
    if (!password) next.password = t('err_field_required');
    setMissing(next);
    setError(undefined);
    if (next.username || next.password) return;
    const form = { username: username.trim(), password, remember };
    // The bot check's box lives in the popup: it takes over with what was typed.
    if (checks.data && checks.data.botCheck.provider !== 'off') {
      openAuthDialog({ kind: 'login', prefill: { ...form, captcha: false, verify: null } });
      return;
    }
    login.run({ type: 'username', ...form, deviceId: deviceId() }).then(
      (r) => complete(r, { remember }),
      (e: unknown) => {
        const prefill = popupPrefill(loginFailure(e), form, errorText(e));
        if (prefill) openAuthDialog({ kind: 'login', prefill });
        else setError(errorText(e));
      },
    );
  };

  return (
    <form
      className="header-login"
      aria-label={t('auth_login_title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <div className="header-login__fields">
        <CredentialFields
          username={username}
          onUsername={setUsername}
          password={password}
          onPassword={setPassword}
          errors={missing}
          labelHidden
        />
        <button type="submit" className="account-area__button account-area__button--primary" disabled={login.pending}>
          {login.pending ? t('auth_signing_in') : t('auth_login')}
        </button>
        {directRegister ? (
          <button type="button" className="account-area__button" onClick={() => openAuthDialog({ kind: 'register' })}>
            {t('auth_register')}
          </button>
        ) : null}
      </div>
      <div className="header-login__extras">
        <label className="auth-check">
          <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          {t('auth_remember_me')}
        </label>
        {forgotOn ? (
          <button type="button" className="header-login__link" onClick={() => openAuthDialog({ kind: 'forgot' })}>
            {t('auth_forgot_password')}
          </button>
        ) : null}
        {mobileTab || freePlay || social ? (
          <button
            type="button"
            className="header-login__link"
            onClick={() =>
              openAuthDialog({
                kind: 'login',
                prefill: { username: username.trim(), password, remember, captcha: false, verify: null },
              })
            }
          >
            {t('auth_more_login_options')}
          </button>
        ) : null}
      </div>
      <FormNotice error={error} />
    </form>
  );
}
