import { LOGIN_SMS_THROTTLE_MS } from '@app/contracts/constants';
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { createThrottle } from '../../../lib/countdown.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { McField } from '../../../ui/mc-field.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { useWarningPopup } from '../../auth/index.ts';

/** Sends the code to what the form holds; `check` answers the form's own error text when it holds nothing to send to. */
export interface CodeSending {
  check(): string | undefined;
  send(): Promise<{ expiredMinutes: number; to: string }>;
}

/**
 * The verification-code field of a binding and its send button: a code goes to the number or address
 * typed above, then the button counts down expiredMinutes x 60 s (SPEC §4) and presses at most once a second.
 */
export function CodeField({
  id,
  value,
  onValue,
  sending,
}: {
  id: string;
  value: string;
  onValue(v: string): void;
  sending: CodeSending;
}) {
  const t = useT();
  const errorText = useErrorText();
  const countdown = useCountdown();
  const throttle = useRef(createThrottle(LOGIN_SMS_THROTTLE_MS));
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<string>();
  const [error, setError] = useState<string>();
  /** SPEC §8: a code the server could not send is a warning popup (what was typed is the form's own check). */
  const { warn, popup } = useWarningPopup();

  const onSend = () => {
    if (countdown.running || pending) return;
    const invalid = sending.check();
    if (invalid) {
      setSent(undefined);
      setError(invalid);
      return;
    }
    throttle.current.tryRun(() => {
      setSent(undefined);
      setError(undefined);
      setPending(true);
      sending
        .send()
        .then(
          (r) => {
            countdown.start(r.expiredMinutes);
            setSent(t('auth_code_sent_to', { to: r.to }));
          },
          (e: unknown) => warn(errorText(e)),
        )
        .finally(() => setPending(false));
    });
  };

  return (
    <>
      <div className="mc-row mc-row--code">
        <McField
          id={id}
          label={t('auth_verification_code')}
          value={value}
          onValue={onValue}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={255}
          required
        />
        <button type="button" className="mc-button" disabled={countdown.running || pending} onClick={onSend}>
          {countdown.running ? t('auth_resend_in', { seconds: countdown.left }) : t('auth_send_code')}
        </button>
      </div>
      <McNotice error={error} success={sent} />
      {popup}
    </>
  );
}
