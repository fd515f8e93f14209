import type { TLoginResult, TLoginVerifyValue } from '@app/contracts/calls/auth';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoginVerify, useLoginVerifySend } from '../api/sign-in.ts';
import { deviceId } from '../remember.ts';
import { useCountdown } from '../use-countdown.ts';
import { useErrorText } from '../use-error-text.ts';
import { Field, FormNotice } from './form-kit.tsx';
import { SendCodeButton } from './send-code-button.tsx';

/**
 * The unregistered-IP check (SPEC §4): the member picks where the code goes (SMS or e-mail), types
 * it, and the sign-in continues with the same answer as a normal login.
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
  const [channel, setChannel] = useState(challenge.channels[0] ?? 'sms');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [sentTo, setSentTo] = useState<string>();
  // The step replaces the login form (and the button that was pressed): move the focus to its heading.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // An expired check cannot go on: back to the form, which shows why.
  const failed = (err: unknown) =>
    err instanceof ApiError && err.code === 'login.verify.expired'
      ? onCancel(errorText(err))
      : setError(errorText(err));
  const hint = (c: 'sms' | 'email') =>
    c === 'sms'
      ? t('auth_verify_by_sms', { to: challenge.mobileHint })
      : t('auth_verify_by_email', { to: challenge.emailHint });
  return (
    <form
      className="auth-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!code.trim()) {
          setError(t('err_field_required'));
          return;
        }
        setError(undefined);
        verify
          .run({ challenge: challenge.challenge, verificationCode: code.trim(), remember, deviceId: deviceId() })
          .then(onSignedIn, failed);
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
              {/* One code per check: once sent, the channel stays until the countdown ends. */}
              <input
                type="radio"
                name="verify-channel"
                checked={channel === c}
                disabled={countdown.running}
                onChange={() => setChannel(c)}
              />
              {hint(c)}
            </label>
          ))}
        </fieldset>
      ) : (
        <p className="auth-form__text">{hint(channel)}</p>
      )}
      <div className="auth-row">
        <SendCodeButton
          left={countdown.left}
          pending={send.pending}
          onSend={() => {
            if (countdown.running) return;
            setError(undefined);
            send.run({ challenge: challenge.challenge, channel }).then((r) => {
              countdown.start(r.expiredMinutes);
              setSentTo(r.to);
            }, failed);
          }}
        />
      </div>
      {sentTo ? <FormNotice success={t('auth_code_sent_to', { to: sentTo })} /> : null}
      <Field
        label={t('auth_verification_code')}
        value={code}
        onChange={(e) => setCode(e.target.value)}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={255}
        required
      />
      <FormNotice error={error} />
      <div className="auth-row">
        <button type="submit" className="auth-button auth-button--primary" disabled={verify.pending}>
          {t('auth_verify_continue')}
        </button>
        <button type="button" className="auth-button auth-button--secondary" onClick={() => onCancel()}>
          {t('cancel')}
        </button>
      </div>
    </form>
  );
}
