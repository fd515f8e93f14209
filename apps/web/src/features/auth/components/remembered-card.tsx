import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useLoginRemember } from '../api/sign-in.ts';
import { loginVerifyOf } from '../form-errors.ts';
import { deviceId, forgetRemembered, type RememberedAccount } from '../remember.ts';
import { useCompleteSignIn } from '../use-complete-sign-in.ts';
import { useErrorText } from '../use-error-text.ts';
import { FormNotice } from './form-kit.tsx';

/** The remembered account of this device: sign in without typing, or use another account. */
export function RememberedCard({
  remembered,
  goTo,
  onForget,
  onVerify,
}: {
  remembered: RememberedAccount;
  goTo?: string;
  onForget(): void;
  /** A new address: the server spent the remember token and asks for the code step. */
  onVerify(challenge: TLoginVerifyValue): void;
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
              const challenge = loginVerifyOf(e);
              if (challenge) return onVerify(challenge);
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
