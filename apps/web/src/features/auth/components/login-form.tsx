import type { TLoginResult, TLoginVerifyValue } from '@app/contracts/calls/auth';
import { LOGIN_SMS_THROTTLE_MS } from '@app/contracts/constants';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useSwitch } from '../../system/use-switch.ts';
import { revokeRememberToken } from '../api/session-calls.ts';
import { useFreePlay, useLogin, useLoginRemember, useLoginSmsCode } from '../api/sign-in.ts';
import { openAuthDialog } from '../auth-dialogs.ts';
import { createThrottle } from '../countdown.ts';
import {
  deviceId,
  forgetRemembered,
  type RememberedAccount,
  readLastUser,
  readRemembered,
  readSmsLogin,
} from '../remember.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { useCountdown } from '../use-countdown.ts';
import { useErrorText } from '../use-error-text.ts';
import { CaptchaBox } from './captcha-box.tsx';
import { Field, FormNotice, PasswordField, Tabs } from './form-kit.tsx';
import { LoginVerifyStep } from './login-verify-step.tsx';
import { MobileFields } from './mobile-fields.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SocialButtons } from './social-buttons.tsx';

type Method = 'username' | 'mobile';

function randomString(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/** The remembered account of this device: sign in without typing, or use another account. */
function RememberedCard({
  remembered,
  goTo,
  onForget,
}: {
  remembered: RememberedAccount;
  goTo?: string;
  onForget(): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const complete = useCompleteSignIn();
  const { run, pending } = useLoginRemember();
  const [error, setError] = useState<string>();
  return (
    <div className="auth-remembered">
      <p className="auth-form__text">{t('auth_remembered_account')}</p>
      <p className="auth-remembered__account">{remembered.account}</p>
      <button
        type="button"
        className="auth-button auth-button--primary auth-button--wide"
        disabled={pending}
        onClick={() => {
          setError(undefined);
          run({ rememberToken: remembered.rememberToken, deviceId: deviceId() }).then(
            (r) => complete(r, { goTo }),
            (e: unknown) => {
              setError(errorText(e));
              if (e instanceof ApiError && e.status === 401) forgetRemembered();
            },
          );
        }}
      >
        {t('auth_continue_as', { account: remembered.account })}
      </button>
      <FormNotice error={error} />
      <button type="button" className="auth-link-button" onClick={onForget}>
        {t('auth_use_another_account')}
      </button>
    </div>
  );
}

/**
 * The login form (SPEC §2): username/password or mobile + SMS code (when verification-code login is
 * on), the captcha once the server asks for it, remember me, forgot password, free play, social
 * sign-in and a link to register. Used by the login popup and the /login page.
 */
export function LoginForm({ goTo }: { goTo?: string }) {
  const t = useT();
  const errorText = useErrorText();
  const complete = useCompleteSignIn();
  const codeLogin = useSwitch('LOGIN_VERIFY_CODE');
  const freePlayOn = useSwitch('LOGIN_FREE_PLAY');
  const forgotOn = useSwitch('FORGOT');
  const registerOn = useSwitch('REGISTER');
  const login = useLogin();
  const freePlay = useFreePlay();
  const smsCode = useLoginSmsCode();
  const countdown = useCountdown();
  const smsThrottle = useRef(createThrottle(LOGIN_SMS_THROTTLE_MS));

  const [remembered, setRemembered] = useState(readRemembered);
  const [method, setMethod] = useState<Method>('username');
  const [username, setUsername] = useState(readLastUser);
  const [password, setPassword] = useState('');
  const lastSms = readSmsLogin();
  const [country, setCountry] = useState(lastSms?.countryDialingCode ?? '+63');
  const [mobile, setMobile] = useState(lastSms?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [captchaShown, setCaptchaShown] = useState(false);
  const [captcha, setCaptcha] = useState('');
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [verify, setVerify] = useState<TLoginVerifyValue | null>(null);
  const activeMethod: Method = codeLogin ? method : 'username';

  const done = (r: TLoginResult) => {
    if (!remember && remembered) {
      void revokeRememberToken(remembered.rememberToken).catch(() => undefined);
      forgetRemembered();
    }
    complete(r, {
      goTo,
      sms: activeMethod === 'mobile' ? { mobileNum: mobile, countryDialingCode: country } : undefined,
    });
  };

  const failed = (e: unknown) => {
    if (e instanceof ApiError && e.code === 'login_verify_required' && e.value) {
      setVerify(e.value as TLoginVerifyValue);
      return;
    }
    if (e instanceof ApiError && (e.value as { captcha?: unknown } | undefined)?.captcha === true) {
      setCaptchaShown(true);
      setCaptcha('');
      setCaptchaVersion((v) => v + 1);
    }
    setError(errorText(e));
  };

  if (verify) {
    return (
      <LoginVerifyStep challenge={verify} remember={remember} onSignedIn={done} onCancel={() => setVerify(null)} />
    );
  }
  if (remembered) {
    return (
      <div className="auth-form">
        <RememberedCard
          remembered={remembered}
          goTo={goTo}
          onForget={() => {
            void revokeRememberToken(remembered.rememberToken).catch(() => undefined);
            forgetRemembered();
            setRemembered(null);
          }}
        />
      </div>
    );
  }

  const submit = () => {
    const req = t('err_field_required');
    const next: Record<string, string> = {};
    if (activeMethod === 'username') {
      if (!username.trim()) next.username = req;
      if (!password) next.password = req;
    } else {
      if (!mobile.trim()) next.mobile = t('err_phone_required');
      if (!code.trim()) next.code = req;
    }
    if (captchaShown && !captcha.trim()) next.captcha = req;
    setErrors(next);
    setError(undefined);
    if (Object.keys(next).length > 0) return;
    const common = { remember, deviceId: deviceId(), ...(captchaShown ? { captcha: captcha.trim() } : {}) };
    const input =
      activeMethod === 'username'
        ? { type: 'username' as const, username: username.trim(), password, ...common }
        : {
            type: 'sms' as const,
            countryDialingCode: country,
            mobileNum: mobile.trim(),
            verificationCode: code.trim(),
            ...common,
          };
    login.run(input).then(done, failed);
  };

  const sendCode = () => {
    if (countdown.running) return;
    if (!mobile.trim()) {
      setErrors({ mobile: t('err_phone_required') });
      return;
    }
    smsThrottle.current.tryRun(() => {
      setError(undefined);
      smsCode.run({ countryDialingCode: country, mobileNum: mobile.trim() }).then(
        (r) => {
          countdown.start(r.expiredMinutes);
          setNotice(t('auth_code_sent_to', { to: r.to }));
        },
        (e: unknown) => setError(errorText(e)),
      );
    });
  };

  return (
    <div className="auth-form">
      <Tabs
        label={t('auth_login_methods')}
        idPrefix="login"
        active={activeMethod}
        onChange={(m) => {
          setMethod(m);
          setErrors({});
          setError(undefined);
        }}
        tabs={[
          { key: 'username', label: t('auth_tab_username') },
          ...(codeLogin ? [{ key: 'mobile' as const, label: t('auth_tab_mobile') }] : []),
        ]}
      />
      <form
        id="login-panel"
        role={codeLogin ? 'tabpanel' : undefined}
        aria-labelledby={codeLogin ? `login-tab-${activeMethod}` : undefined}
        className="auth-form__body"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        {activeMethod === 'username' ? (
          <>
            <Field
              label={t('auth_username')}
              value={username}
              onChange={(e) => setUsername(e.target.value)}
              autoComplete="username"
              autoCapitalize="none"
              maxLength={64}
              required
              error={errors.username}
            />
            <PasswordField
              label={t('auth_password')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              autoComplete="current-password"
              maxLength={128}
              required
              error={errors.password}
            />
          </>
        ) : (
          <>
            <MobileFields
              country={country}
              onCountry={setCountry}
              mobile={mobile}
              onMobile={setMobile}
              error={errors.mobile}
            />
            <div className="auth-row auth-row--code">
              <Field
                label={t('auth_verification_code')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoComplete="one-time-code"
                inputMode="numeric"
                maxLength={255}
                required
                error={errors.code}
              />
              <SendCodeButton left={countdown.left} pending={smsCode.pending} onSend={sendCode} />
            </div>
            <FormNotice success={notice} />
          </>
        )}
        {captchaShown ? (
          <CaptchaBox value={captcha} onChange={setCaptcha} error={errors.captcha} version={captchaVersion} />
        ) : null}
        <div className="auth-row auth-row--between">
          <label className="auth-check">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('auth_remember_me')}
          </label>
          {forgotOn ? (
            <button type="button" className="auth-link-button" onClick={() => openAuthDialog({ kind: 'forgot' })}>
              {t('auth_forgot_password')}
            </button>
          ) : null}
        </div>
        <FormNotice error={error} />
        <button type="submit" className="auth-button auth-button--primary auth-button--wide" disabled={login.pending}>
          {login.pending ? t('auth_signing_in') : t('auth_login')}
        </button>
      </form>
      {freePlayOn ? (
        <button
          type="button"
          className="auth-button auth-button--secondary auth-button--wide"
          disabled={freePlay.pending}
          onClick={() => {
            setError(undefined);
            freePlay
              .run({
                os: navigator.platform || 'web',
                platform: 'W',
                random: randomString(),
                gatewayVersion: 3,
                deviceId: deviceId(),
              })
              .then((r) => complete(r, { goTo }), failed);
          }}
        >
          {t('auth_free_play')}
        </button>
      ) : null}
      <SocialButtons remember={remember} onSignedIn={(r) => complete(r, { goTo })} onError={setError} />
      {registerOn ? (
        <p className="auth-form__footer">
          {t('auth_no_account')}{' '}
          <button type="button" className="auth-link-button" onClick={() => openAuthDialog({ kind: 'register' })}>
            {t('auth_register_now')}
          </button>
        </p>
      ) : null}
    </div>
  );
}
