import type { TLoginResult } from '@app/contracts/calls/auth';
import { matchesPattern, PATTERNS } from '@app/contracts/rules';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import type { TKey } from '../../../i18n/keys.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { CodeField, Field, FormNotice, Tabs } from '../../../ui/form-kit.tsx';
import { useSwitch } from '../../system/index.ts';
import { useForgotByEmail, useForgotSmsCode, useResetByPhone } from '../api/passwords.ts';
import { closeAuthDialog } from '../auth-dialogs.ts';
import type { FieldProblem } from '../form-errors.ts';
import { deviceId } from '../remember.ts';
import { useErrorText } from '../use-error-text.ts';
import { useWarningPopup } from '../warning-popup.tsx';
import { MobileFields } from './mobile-fields.tsx';
import { NewPasswordFields, newPasswordProblems, usePasswordRule } from './new-password-fields.tsx';
import { SendCodeButton } from './send-code-button.tsx';

type Method = 'email' | 'mobile';

function ByEmail() {
  const t = useT();
  const errorText = useErrorText();
  const { run, pending } = useForgotByEmail();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div className="auth-form__body">
        <FormNotice success={t('auth_reset_link_sent')} />
        <button type="button" className="auth-button auth-button--primary auth-button--wide" onClick={closeAuthDialog}>
          {t('confirm')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="auth-form__body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next: Record<string, string> = {};
        if (!username.trim()) next.username = t('err_field_required');
        if (!email.trim()) next.email = t('err_field_required');
        else if (!matchesPattern(PATTERNS.EMAIL, email.trim())) next.email = t('auth_email_invalid');
        setProblems(next);
        setError(undefined);
        if (Object.keys(next).length > 0) return;
        run({ username: username.trim(), email: email.trim() }).then(
          () => setSent(true),
          (err: unknown) => setError(errorText(err)),
        );
      }}
    >
      <p className="auth-form__text">{t('auth_forgot_email_info')}</p>
      <Field
        label={t('auth_username')}
        value={username}
        onChange={(e) => setUsername(e.target.value)}
        autoComplete="username"
        required
        maxLength={64}
        error={problems.username}
      />
      <Field
        label={t('auth_field_email')}
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        autoComplete="email"
        required
        maxLength={254}
        error={problems.email}
      />
      <FormNotice error={error} />
      <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={pending}>
        {t('auth_send_reset_link')}
      </button>
    </form>
  );
}

function ByMobile({ onSignedIn }: { onSignedIn(r: TLoginResult): void }) {
  const t = useT();
  const errorText = useErrorText();
  const rule = usePasswordRule();
  const sms = useForgotSmsCode();
  /** SPEC §8: a failed SMS send is a warning popup. */
  const { warn, popup } = useWarningPopup();
  const reset = useResetByPhone();
  const countdown = useCountdown();
  const [country, setCountry] = useState('+63');
  const [mobile, setMobile] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [problems, setProblems] = useState<Record<string, FieldProblem>>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const text = (p: FieldProblem | undefined) => (p ? t(p.key as TKey, p.vars) : undefined);
  return (
    <form
      className="auth-form__body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        const next = newPasswordProblems(rule, password, confirm);
        if (!mobile.trim()) next.mobile = { key: 'err_phone_required' };
        if (!code.trim()) next.code = { key: 'err_field_required' };
        setProblems(next);
        setError(undefined);
        if (Object.keys(next).length > 0) return;
        reset
          .run({
            countryDialingCode: country,
            mobileNum: mobile.trim(),
            verificationCode: code.trim(),
            newPassword: password,
            confirmNewPassword: confirm,
            deviceId: deviceId(),
          })
          .then(onSignedIn, (err: unknown) => setError(errorText(err)));
      }}
    >
      <MobileFields
        country={country}
        onCountry={setCountry}
        mobile={mobile}
        onMobile={setMobile}
        error={text(problems.mobile)}
      />
      <div className="auth-row auth-row--code">
        <CodeField value={code} onChange={setCode} error={text(problems.code)} />
        <SendCodeButton
          left={countdown.left}
          pending={sms.pending}
          onSend={() => {
            if (countdown.running) return;
            if (!mobile.trim()) {
              setProblems({ mobile: { key: 'err_phone_required' } });
              return;
            }
            setError(undefined);
            sms.run({ countryDialingCode: country, mobileNum: mobile.trim() }).then(
              (r) => {
                countdown.start(r.expiredMinutes);
                setNotice(t('auth_code_sent_to', { to: r.to }));
              },
              (err: unknown) => warn(errorText(err)),
            );
          }}
        />
      </div>
      <FormNotice success={notice} />
      <NewPasswordFields
        rule={rule}
        password={password}
        confirm={confirm}
        onPassword={setPassword}
        onConfirm={setConfirm}
        problems={problems}
      />
      <FormNotice error={error} />
      <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={reset.pending}>
        {t('auth_reset_and_sign_in')}
      </button>
      {popup}
    </form>
  );
}

/** The forgot-password form (SPEC §2, §4): by e-mail (a reset link) and by mobile (then signed in). */
export function ForgotForm({ onSignedIn }: { onSignedIn(r: TLoginResult): void }) {
  const t = useT();
  const byEmail = useSwitch('FORGOT_EMAIL');
  const byMobile = useSwitch('FORGOT_MOBILE');
  const [chosen, setChosen] = useState<Method>('email');
  const method: Method = byEmail && byMobile ? chosen : byMobile ? 'mobile' : 'email';
  const both = byEmail && byMobile;
  return (
    <div className="auth-form">
      <Tabs<Method>
        label={t('auth_forgot_methods')}
        idPrefix="forgot"
        active={method}
        onChange={setChosen}
        tabs={[
          ...(byEmail ? [{ key: 'email' as Method, label: t('auth_tab_by_email') }] : []),
          ...(byMobile ? [{ key: 'mobile' as Method, label: t('auth_tab_by_mobile') }] : []),
        ]}
      />
      <div id="forgot-panel" {...(both ? { role: 'tabpanel', 'aria-labelledby': `forgot-tab-${method}` } : {})}>
        {method === 'email' ? <ByEmail /> : <ByMobile onSignedIn={onSignedIn} />}
      </div>
    </div>
  );
}
