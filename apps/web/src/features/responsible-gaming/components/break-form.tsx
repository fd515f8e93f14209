import { RG_DURATIONS, type TRgDuration } from '@app/contracts/calls/rg';
import { useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useCountdown } from '../../../lib/use-countdown.ts';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
import { SendCodeButton, useMember } from '../../auth/index.ts';
import { useSendConfirmCode } from '../api/send-confirm-code.ts';
import { useTakeBreak } from '../api/take-break.ts';
import { BreakConfirmDialog } from './break-confirm-dialog.tsx';
import { showBreakNotice } from './break-notice.ts';
import { DURATION_KEYS } from './labels.ts';
import { useSignOutAfterBreak } from './use-sign-out-after-break.ts';

type BreakKind = keyof typeof RG_DURATIONS;
const KINDS: { kind: BreakKind; legend: 'rg_cooloff' | 'rg_exclusion' }[] = [
  { kind: 'cooloff', legend: 'rg_cooloff' },
  { kind: 'exclusion', legend: 'rg_exclusion' },
];

const kindOf = (duration: TRgDuration): BreakKind =>
  (RG_DURATIONS.cooloff as readonly TRgDuration[]).includes(duration) ? 'cooloff' : 'exclusion';

/** Seconds the server asks to wait before another code (verification.code.too.soon), else null. */
const retryAfterOf = (e: unknown): number | null => {
  const v = e instanceof ApiError ? (e.value as { retryAfter?: unknown } | undefined)?.retryAfter : undefined;
  return typeof v === 'number' && v > 0 ? v : null;
};

/**
 * Take a break: a cooling-off or a self-exclusion (the lengths each offers come from the contract),
 * the sign-in password (a member without one, after a social sign-in: a one-time code sent by
 * rg.confirmCode), a warning, and a confirmation before rg.exclusion is sent. On success the member is
 * signed out and told until when the break lasts.
 */
export function BreakForm() {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const take = useTakeBreak();
  const signOut = useSignOutAfterBreak();
  // A member without a password confirms with a code; while the member info loads, the password is asked.
  const withCode = useMember().member?.hasPassword === false;
  const send = useSendConfirmCode();
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const [duration, setDuration] = useState<TRgDuration | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string>();
  const [missing, setMissing] = useState({ duration: false, password: false, code: false });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const ask = () => {
    setError(undefined);
    const next = {
      duration: duration === null,
      password: !withCode && password === '',
      code: withCode && !/^\d{6}$/.test(code.trim()),
    };
    setMissing(next);
    if (!next.duration && !next.password && !next.code) setAsking(true);
  };

  const sendCode = () => {
    if (countdown.running) return;
    setError(undefined);
    send.run({}).then(
      (r) => {
        countdown.start(r.expiredMinutes);
        setSentTo(r.to);
        // The pressed button is disabled by the countdown: go on in the code field.
        codeInput.current?.focus();
      },
      (e: unknown) => {
        const wait = retryAfterOf(e);
        // A code sent a moment ago (another tab, a reload): wait as long as the server says.
        if (e instanceof ApiError && e.code === 'verification.code.too.soon' && wait !== null) {
          countdown.start(wait / 60);
        }
        setError(errorText(e));
      },
    );
  };

  const confirm = async (chosen: TRgDuration) => {
    try {
      const proof = withCode ? { code: code.trim() } : { password };
      const state = await take.run({ kind: kindOf(chosen), duration: chosen, ...proof });
      setAsking(false);
      if (state.block) showBreakNotice(state.block);
      await signOut();
    } catch (e) {
      setAsking(false);
      setError(errorText(e));
    }
  };

  return (
    <>
      <form
        className="mc-form rg-break"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          ask();
        }}
      >
        <fieldset
          className="mc-field rg-choices"
          aria-describedby={missing.duration ? `${id}-duration-error` : undefined}
        >
          <legend>{t('rg_break_length')}</legend>
          {KINDS.map(({ kind, legend }) => (
            <fieldset key={kind} className="rg-choice-group">
              <legend>{t(legend)}</legend>
              {RG_DURATIONS[kind].map((d) => (
                <label key={d} className="rg-radio">
                  <input
                    type="radio"
                    name={`${id}-duration`}
                    value={d}
                    checked={duration === d}
                    onChange={() => {
                      setDuration(d);
                      setMissing((m) => ({ ...m, duration: false }));
                    }}
                  />
                  <span>{t(DURATION_KEYS[d])}</span>
                </label>
              ))}
            </fieldset>
          ))}
          {missing.duration ? (
            <span id={`${id}-duration-error`} className="rg-error">
              {t('rg_error_duration')}
            </span>
          ) : null}
        </fieldset>
        {withCode ? (
          <div className="mc-field">
            <label htmlFor={`${id}-code`}>{t('auth_verification_code')}</label>
            <span id={`${id}-code-text`} className="mc-field__hint">
              {t('rg_code_text')}
            </span>
            <div className="mc-row">
              <input
                id={`${id}-code`}
                ref={codeInput}
                type="text"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                required
                value={code}
                onChange={(e) => {
                  setCode(e.target.value);
                  setMissing((m) => ({ ...m, code: false }));
                }}
                aria-invalid={missing.code ? true : undefined}
                aria-describedby={missing.code ? `${id}-code-text ${id}-code-error` : `${id}-code-text`}
              />
              <SendCodeButton left={countdown.left} pending={send.pending} onSend={sendCode} />
            </div>
            {missing.code ? (
              <span id={`${id}-code-error`} className="rg-error">
                {t('rg_error_code')}
              </span>
            ) : null}
            {sentTo ? <McNotice success={t('auth_code_sent_to', { to: sentTo })} /> : null}
          </div>
        ) : (
          <div className="mc-field">
            <label htmlFor={`${id}-password`}>{t('rg_password')}</label>
            <input
              id={`${id}-password`}
              type="password"
              autoComplete="current-password"
              maxLength={128}
              required
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setMissing((m) => ({ ...m, password: false }));
              }}
              aria-invalid={missing.password ? true : undefined}
              aria-describedby={missing.password ? `${id}-password-error` : undefined}
            />
            {missing.password ? (
              <span id={`${id}-password-error`} className="rg-error">
                {t('rg_error_password')}
              </span>
            ) : null}
          </div>
        )}
        <p className="rg-warning">{t('rg_warning')}</p>
        <div className="mc-row">
          <button type="submit" className="mc-button rg-danger">
            {t('rg_break_submit')}
          </button>
        </div>
        <McNotice error={error} />
      </form>
      {asking && duration ? (
        <BreakConfirmDialog
          kind={kindOf(duration)}
          duration={duration}
          busy={take.pending}
          onConfirm={() => void confirm(duration)}
          onClose={() => setAsking(false)}
        />
      ) : null}
    </>
  );
}
