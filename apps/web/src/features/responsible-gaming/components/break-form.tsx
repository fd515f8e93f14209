import { RG_DURATIONS, type TRgDuration } from '@app/contracts/calls/rg';
import { useId, useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { McNotice, useErrorText } from '../../../ui/page-kit.tsx';
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

/**
 * Take a break: a cooling-off or a self-exclusion (the lengths each offers come from the contract),
 * the sign-in password, a warning, and a confirmation before rg.exclusion is sent. On success the
 * member is signed out and told until when the break lasts.
 */
export function BreakForm() {
  const t = useT();
  const errorText = useErrorText();
  const id = useId();
  const take = useTakeBreak();
  const signOut = useSignOutAfterBreak();
  const [duration, setDuration] = useState<TRgDuration | null>(null);
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ duration: false, password: false });
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const ask = () => {
    setError(undefined);
    const next = { duration: duration === null, password: password === '' };
    setMissing(next);
    if (!next.duration && !next.password) setAsking(true);
  };

  const confirm = async (chosen: TRgDuration) => {
    try {
      const state = await take.run({ kind: kindOf(chosen), duration: chosen, password });
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
