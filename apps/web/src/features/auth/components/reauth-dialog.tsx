import { reauth, type TReauthMethod } from '@app/contracts/calls/rg';
import { type FormEvent, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { Dialog } from '../../../ui/dialog.tsx';
import { Field, FormNotice, PasswordField } from '../../../ui/form-kit.tsx';
import { useSendConfirmCode } from '../../responsible-gaming/api/send-confirm-code.ts';
import './auth.css';
import { openAuthDialog } from '../auth-dialogs.ts';
import { retryAfterOf } from '../form-errors.ts';
import { settleReauth, useReauthMethod } from '../reauth.ts';
import { useErrorText } from '../use-error-text.ts';
import { useSignOut } from '../use-sign-out.ts';
import { SendCodeButton } from './send-code-button.tsx';

/** Another way to confirm than the refusal named (the server said so), with its words for why. */
type Switch = { method: TReauthMethod; why: string };

/**
 * Asks the member to confirm who they are again before a sensitive act, the way the refusal named: the
 * sign-in password; a one-time code sent to the bound mobile or e-mail (a member without a password);
 * or a fresh sign-in (a member with neither). The act goes on once they have confirmed; a sign-in
 * ends it (the member does it again afterwards).
 */
export default function ReauthDialog() {
  const t = useT();
  const asked = useReauthMethod();
  const [switched, setSwitched] = useState<Switch>();
  const method = switched?.method ?? asked;
  return (
    <Dialog title={t('auth_reauth_title')} onClose={() => settleReauth(false)} cover={false}>
      {method === 'password' ? (
        <PasswordStep key="password" notice={switched?.why} />
      ) : method === 'code' ? (
        <CodeStep key="code" onSwitch={setSwitched} />
      ) : (
        <SignInStep key="signin" notice={switched?.why} />
      )}
    </Dialog>
  );
}

/** A step's buttons: confirm (the form's submit) and cancel (the pending call is not sent again). */
function ConfirmRow({ busy }: { busy: boolean }) {
  const t = useT();
  return (
    <div className="auth-row">
      <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
        {t('auth_reauth_submit')}
      </button>
      <CancelButton />
    </div>
  );
}

function CancelButton() {
  const t = useT();
  return (
    <button type="button" className="auth-button auth-button--secondary" onClick={() => settleReauth(false)}>
      {t('cancel')}
    </button>
  );
}

function PasswordStep({ notice }: { notice?: string }) {
  const t = useT();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string | undefined>(notice);
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
      <ConfirmRow busy={busy} />
    </form>
  );
}

/** A member without a password: a code to the bound mobile (else e-mail), then rg.reauth with it. */
function CodeStep({ onSwitch }: { onSwitch(to: Switch): void }) {
  const t = useT();
  const errorText = useErrorText();
  const send = useSendConfirmCode();
  const countdown = useCountdown();
  const codeRow = useRef<HTMLDivElement>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  const [busy, setBusy] = useState(false);

  const failed = (err: unknown) => {
    // The member has a password after all, or nowhere to send a code to: confirm the way that is left.
    if (err instanceof ApiError && err.code === 'auth.reauth.use.password') {
      return onSwitch({ method: 'password', why: errorText(err) });
    }
    if (err instanceof ApiError && err.code === 'auth.reauth.no.channel') {
      return onSwitch({ method: 'signin', why: errorText(err) });
    }
    // A code sent a moment ago (another tab, a reopened dialog): wait as long as the server says.
    const wait = retryAfterOf(err);
    if (err instanceof ApiError && err.code === 'verification.code.too.soon' && wait !== null) {
      countdown.start(wait / 60);
    }
    setError(errorText(err));
  };

  const sendCode = () => {
    if (countdown.running) return;
    setError(undefined);
    send.run({}).then((r) => {
      countdown.start(r.expiredMinutes);
      setSentTo(r.to);
      // The pressed button is disabled by the countdown: go on in the code field.
      codeRow.current?.querySelector('input')?.focus();
    }, failed);
  };

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(undefined);
    const typed = code.trim();
    if (!/^\d{6}$/.test(typed)) {
      setProblem(t(typed === '' ? 'err_field_required' : 'auth_reauth_code_digits'));
      return;
    }
    setProblem(undefined);
    setBusy(true);
    try {
      await callApi(reauth, { code: typed });
      settleReauth(true);
    } catch (err) {
      setBusy(false);
      failed(err);
    }
  }

  return (
    <form className="auth-form auth-form__body" noValidate onSubmit={submit}>
      <p className="auth-form__text">{t('auth_reauth_code_text')}</p>
      <div className="auth-row auth-row--code" ref={codeRow}>
        <Field
          label={t('auth_verification_code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          required
          error={problem}
        />
        <SendCodeButton left={countdown.left} pending={send.pending} onSend={sendCode} />
      </div>
      {sentTo ? <FormNotice success={t('auth_code_sent_to', { to: sentTo })} /> : null}
      <FormNotice error={error} />
      <ConfirmRow busy={busy} />
    </form>
  );
}

/**
 * A member with neither a password nor a bound mobile or e-mail: a fresh sign-in confirms (for 15
 * minutes). Signs out as the site's sign-out does and opens the sign-in dialog; the waiting act ends.
 */
function SignInStep({ notice }: { notice?: string }) {
  const t = useT();
  const signOut = useSignOut();
  const [busy, setBusy] = useState(false);
  return (
    <div className="auth-form auth-form__body">
      <p className="auth-form__text">{t('auth_reauth_signin_text')}</p>
      <FormNotice error={notice} />
      <div className="auth-row">
        <button
          type="button"
          className="auth-button auth-button--primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            await signOut();
            settleReauth(false);
            openAuthDialog({ kind: 'login' });
          }}
        >
          {t('auth_reauth_signin')}
        </button>
        <CancelButton />
      </div>
    </div>
  );
}
