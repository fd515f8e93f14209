import type { TLoginResult, TLoginVerifyValue, TVerifyChannel } from '@app/contracts/calls/auth';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { CodeField, Field, FormNotice } from '../../../ui/form-kit.tsx';
import { useLoginVerify, useLoginVerifySend } from '../api/sign-in.ts';
import { useSocialConfig } from '../api/social.ts';
import { deviceId } from '../remember.ts';
import { SocialCancelled } from '../social/social-adapter.ts';
import { useIdToken } from '../social/use-id-token.ts';
import { useErrorText } from '../use-error-text.ts';
import { SendCodeButton } from './send-code-button.tsx';
import { Mark } from './social-buttons.tsx';

const isCode = (c: TVerifyChannel): c is 'sms' | 'email' => c === 'sms' || c === 'email';

/**
 * The unregistered-IP check (SPEC §4): the member picks how to prove it is them (a code by SMS or
 * e-mail, the holder name of a bound bank account, or the linked Google account), and the sign-in
 * continues with the same answer as a normal login.
 */
export function LoginVerifyStep({
  challenge,
  remember,
  onSignedIn,
  onCancel,
}: {
  challenge: TLoginVerifyValue;
  remember: boolean;
  onSignedIn(result: TLoginResult): void;
  /** Back to the sign-in form: by Cancel, or with the words of why the check ended (it expired). */
  onCancel(message?: string): void;
}) {
  const t = useT();
  const errorText = useErrorText();
  const send = useLoginVerifySend();
  const verify = useLoginVerify();
  const countdown = useCountdown();
  const idTokenOf = useIdToken();
  const google = useSocialConfig(challenge.channels.includes('google')).data?.find((p) => p.provider === 'google');
  const [channel, setChannel] = useState<TVerifyChannel>(challenge.channels[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [accountName, setAccountName] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  // The step replaces the login form (and the button that was pressed): move the focus to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A check that ended (expired, or locked after wrong names) cannot go on: back to the form, which shows why.
  const failed = (err: unknown) =>
    err instanceof ApiError && (err.code === 'login.verify.expired' || err.code === 'login.verify.locked')
      ? onCancel(errorText(err))
      : setError(errorText(err));
  const finish = (proof: { verificationCode?: string; accountName?: string; idToken?: string }) => {
    setError(undefined);
    verify.run({ challenge: challenge.challenge, ...proof, remember, deviceId: deviceId() }).then(onSignedIn, failed);
  };
  const label = (c: TVerifyChannel) =>
    c === 'sms'
      ? t('auth_verify_by_sms', { to: challenge.mobileHint })
      : c === 'email'
        ? t('auth_verify_by_email', { to: challenge.emailHint })
        : c === 'bank'
          ? t('auth_verify_by_bank', { bank: challenge.bankHint })
          : t('auth_verify_by_google');
  const withGoogle = async () => {
    if (!google) return;
    setError(undefined);
    try {
      finish({ idToken: await idTokenOf('google', google.clientId) });
    } catch (e) {
      setError(e instanceof SocialCancelled ? t('err_login_popup_closed') : errorText(e));
    }
  };
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (channel === 'google') return void withGoogle();
        const typed = (channel === 'bank' ? accountName : code).trim();
        if (!typed) {
          setError(t('err_field_required'));
          return;
        }
        finish(channel === 'bank' ? { accountName: typed } : { verificationCode: typed });
      }}
    >
      <h3 className="auth-form__heading" ref={heading} tabIndex={-1}>
        {t('auth_verify_title')}
      </h3>
      <p className="auth-form__text">{t('auth_verify_info')}</p>
      {challenge.channels.length > 1 ? (
        <fieldset className="auth-choice">
          <legend>{t('auth_verify_channel')}</legend>
          {challenge.channels.map((c) => (
            <label key={c} className="auth-check">
              {/* One code per check: once sent, the other code channel waits for the countdown. */}
              <input
                type="radio"
                name="verify-channel"
                checked={channel === c}
                disabled={countdown.running && isCode(c) && c !== channel}
                onChange={() => {
                  setChannel(c);
                  setError(undefined);
                }}
              />
              {label(c)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="auth-form__text">{label(channel)}</p>
      )}
      {isCode(channel) ? (
        <>
          <div className="auth-row">
            <SendCodeButton
              left={countdown.left}
              pending={send.pending}
              onSend={() => {
                if (countdown.running || !isCode(channel)) return;
                setError(undefined);
                send.run({ challenge: challenge.challenge, channel }).then((r) => {
                  countdown.start(r.expiredMinutes);
                  setSentTo(r.to);
                }, failed);
              }}
            />
          </div>
          {sentTo ? <FormNotice success={t('auth_code_sent_to', { to: sentTo })} /> : null}
          <CodeField value={code} onChange={setCode} />
        </>
      ) : null}
      {channel === 'bank' ? (
        <Field
          label={t('auth_verify_account_name')}
          hint={t('auth_verify_account_name_hint')}
          value={accountName}
          onChange={(e) => setAccountName(e.target.value)}
          autoComplete="name"
          maxLength={255}
          required
        />
      ) : null}
      <FormNotice error={error} />
      <div className="auth-row">
        {channel === 'google' ? (
          <button
            type="submit"
            className="auth-button auth-button--primary auth-social__button"
            disabled={verify.pending || !google}
          >
            <Mark provider="google" />
            {t('auth_verify_with_google')}
          </button>
        ) : (
          <button type="submit" className="auth-button auth-button--primary" disabled={verify.pending}>
            {t('auth_verify_continue')}
          </button>
        )}
        <button type="button" className="auth-button auth-button--secondary" onClick={() => onCancel()}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
