import type { TLoginResult, TLoginVerifyValue } from '@app/contracts/calls/auth';
import { LOGIN_SMS_THROTTLE_MS } from '@app/contracts/constants';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { createThrottle } from '../../../lib/countdown.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { CodeField, FormNotice, Tabs } from '../../../ui/form-kit.tsx';
import { useSwitch } from '../../system/index.ts';
import { useSignInChecks } from '../api/checks.ts';
import { useFreePlay, useLogin, useLoginSmsCode } from '../api/sign-in.ts';
import { type LoginPrefill, openAuthDialog } from '../auth-dialogs.ts';
import { useBotCheck } from '../checks/bot-check.tsx';
import { firebasePhoneFor } from '../checks/firebase-phone.ts';
import { loginFailure } from '../login-outcome.ts';
import { deviceId, readLastUser, readRemembered, readSmsLogin } from '../remember.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { useErrorText } from '../use-error-text.ts';
import { useWarningPopup } from '../warning-popup.tsx';
import { CaptchaBox } from './captcha-box.tsx';
import { CredentialFields } from './credential-fields.tsx';
import { LoginVerifyStep } from './login-verify-step.tsx';
import { MobileFields } from './mobile-fields.tsx';
import { RememberedCard } from './remembered-card.tsx';
import { SendCodeButton } from './send-code-button.tsx';
import { SocialButtons } from './social-buttons.tsx';

type Method = 'username' | 'mobile';

function randomString(): string {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

/**
 * The login form (SPEC §2): username/password or mobile + SMS code (when verification-code login is
 * on), the captcha once the server asks for it, remember me, forgot password, free play, social
 * sign-in and a link to register. Used by the login popup and the /login page; the popup starts from
 * `prefill` when the header's inline form hands over a sign-in that needs the captcha or the IP check.
 */
export function LoginForm({ goTo, prefill }: { goTo?: string; prefill?: LoginPrefill }) {
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
  /** SPEC §8: a failed SMS send is a warning popup. */
  const { warn, popup } = useWarningPopup();
  const countdown = useCountdown();
  const smsThrottle = useRef(createThrottle(LOGIN_SMS_THROTTLE_MS));
  /** The brand's bot check (a token for each call) and, with login type firebase, the provider's SMS. */
  const bot = useBotCheck('login');
  const checks = useSignInChecks();
  const firebase = useMemo(() => firebasePhoneFor(checks.data), [checks.data]);
  const [firebasePending, setFirebasePending] = useState(false);

  const [remembered, setRemembered] = useState(() => (prefill ? null : readRemembered()));
  const [method, setMethod] = useState<Method>('username');
  const [username, setUsername] = useState(() => prefill?.username ?? readLastUser());
  const [password, setPassword] = useState(prefill?.password ?? '');
  const lastSms = readSmsLogin();
  const [country, setCountry] = useState(lastSms?.countryDialingCode ?? '+63');
  const [mobile, setMobile] = useState(lastSms?.mobileNum ?? '');
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(prefill?.remember ?? false);
  const [captchaShown, setCaptchaShown] = useState(prefill?.captcha ?? false);
  const [captcha, setCaptcha] = useState('');
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState(prefill?.error);
  const [notice, setNotice] = useState<string>();
  // The code step of the unregistered-IP check; `form`: it interrupted this form's own sign-in.
  const [verify, setVerify] = useState<{ challenge: TLoginVerifyValue; from: 'form' | 'remembered' | 'social' } | null>(
    prefill?.verify ? { challenge: prefill.verify, from: 'form' } : null,
  );
  const activeMethod: Method = codeLogin ? method : 'username';
  // Back from the verification step (Cancel): the focus goes to the form's first field again.
  const formRef = useRef<HTMLDivElement>(null);
  const refocus = useRef(false);
  useEffect(() => {
    if (verify || !refocus.current) return;
    refocus.current = false;
    formRef.current?.querySelector<HTMLElement>('form input, form select')?.focus();
  }, [verify]);

  const done = (r: TLoginResult) => {
    complete(r, {
      goTo,
      remember,
      sms: activeMethod === 'mobile' ? { mobileNum: mobile, countryDialingCode: country } : undefined,
    });
  };

  const failed = (e: unknown) => {
    const failure = loginFailure(e);
    if (failure.kind === 'verify') {
      setVerify({ challenge: failure.challenge, from: 'form' });
      return;
    }
    if (failure.kind === 'captcha') {
      setCaptchaShown(true);
      setCaptcha('');
      setCaptchaVersion((v) => v + 1);
    }
    setError(errorText(e));
  };

  if (verify) {
    return (
      <LoginVerifyStep
        challenge={verify.challenge}
        // A remembered account stays remembered: the finished sign-in brings a new token.
        remember={verify.from === 'remembered' || remember}
        onSignedIn={verify.from === 'form' ? done : (r) => complete(r, { goTo })}
        onCancel={(message) => {
          refocus.current = true;
          setVerify(null);
          setError(message);
        }}
      />
    );
  }
  if (remembered) {
    return (
      <div className="auth-form">
        <RememberedCard
          remembered={remembered}
          goTo={goTo}
          onForget={() => setRemembered(null)}
          onExpired={(message) => {
            setRemembered(null);
            setError(message);
          }}
          onVerify={(challenge) => {
            setRemembered(null);
            setVerify({ challenge, from: 'remembered' });
          }}
        />
      </div>
    );
  }

  const submit = async () => {
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
    if (!(await bot.gate())) return;
    const botCheckToken = await bot.take('login');
    const common = {
      remember,
      deviceId: deviceId(),
      botCheckToken,
      ...(captchaShown ? { captcha: captcha.trim() } : {}),
    };
    if (activeMethod === 'mobile' && firebase) {
      // SMS verified by the social provider: its ID token for the number stands for the code.
      let firebaseIdToken: string;
      setFirebasePending(true);
      try {
        firebaseIdToken = await firebase.confirm(country, mobile.trim(), code.trim());
      } catch (e) {
        setError(errorText(e));
        return;
      } finally {
        setFirebasePending(false);
      }
      const input = {
        type: 'firebase' as const,
        countryDialingCode: country,
        mobileNum: mobile.trim(),
        firebaseIdToken,
      };
      login.run({ ...input, ...common }).then(done, failed);
      return;
    }
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

  const sendCode = async () => {
    if (countdown.running) return;
    if (!mobile.trim()) {
      setErrors({ mobile: t('err_phone_required') });
      return;
    }
    if (firebase) {
      // The provider sends the code; the countdown is its 1 minute (SPEC §4).
      setError(undefined);
      setFirebasePending(true);
      firebase
        .send(country, mobile.trim())
        .then(
          (r) => {
            countdown.start(r.expiredMinutes);
            setNotice(t('auth_code_sent_to', { to: r.to }));
          },
          (e: unknown) => warn(errorText(e)),
        )
        .finally(() => setFirebasePending(false));
      return;
    }
    if (!(await bot.gate())) return;
    smsThrottle.current.tryRun(async () => {
      setError(undefined);
      const botCheckToken = await bot.take('login_code');
      smsCode.run({ countryDialingCode: country, mobileNum: mobile.trim(), botCheckToken }).then(
        (r) => {
          countdown.start(r.expiredMinutes);
          setNotice(t('auth_code_sent_to', { to: r.to }));
        },
        (e: unknown) => warn(errorText(e)),
      );
    });
  };

  return (
    <div className="auth-form" ref={formRef}>
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
          void submit();
        }}
      >
        {activeMethod === 'username' ? (
          <CredentialFields
            username={username}
            onUsername={setUsername}
            password={password}
            onPassword={setPassword}
            errors={errors}
          />
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
              <CodeField value={code} onChange={setCode} error={errors.code} />
              <SendCodeButton left={countdown.left} pending={smsCode.pending || firebasePending} onSend={sendCode} />
            </div>
            <FormNotice success={notice} />
          </>
        )}
        {captchaShown ? (
          <CaptchaBox value={captcha} onChange={setCaptcha} error={errors.captcha} version={captchaVersion} />
        ) : null}
        {bot.element}
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
        <button
          type="submit"
          className="auth-button auth-button--primary auth-button--wide"
          disabled={login.pending || firebasePending}
        >
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
      <SocialButtons
        remember={remember}
        onSignedIn={(r) => complete(r, { goTo })}
        onVerify={(challenge) => setVerify({ challenge, from: 'social' })}
        onError={setError}
      />
      {popup}
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
