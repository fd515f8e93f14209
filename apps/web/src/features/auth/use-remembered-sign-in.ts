import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import { useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { revokeRememberToken } from './api/session-calls.ts';
import { useLoginRemember } from './api/sign-in.ts';
import { loginVerifyOf } from './form-errors.ts';
import { deviceId, forgetRemembered, type RememberedAccount } from './remember.ts';
import { useCompleteSignIn } from './use-complete-sign-in.ts';
import { useErrorText } from './use-error-text.ts';

/**
 * Signing in with this device's remembered account (DECISIONS: a server token, never the password), for
 * the login popup's card and the header's inline form. A refused token is forgotten; a new address spends
 * the token and hands the unregistered-IP challenge to `onVerify`.
 */
export function useRememberedSignIn(opts: {
  goTo?: string;
  onVerify(challenge: TLoginVerifyValue): void;
  /** The server no longer knows the token (expired, revoked): it is forgotten; the form takes over with the words. */
  onExpired(message: string): void;
}) {
  const errorText = useErrorText();
  const complete = useCompleteSignIn();
  const { run, pending } = useLoginRemember();
  const [error, setError] = useState<string>();
  const signIn = (remembered: RememberedAccount) => {
    setError(undefined);
    run({ rememberToken: remembered.rememberToken, deviceId: deviceId() }).then(
      (r) => complete(r, { goTo: opts.goTo }),
      (e: unknown) => {
        const challenge = loginVerifyOf(e);
        if (challenge) {
          // The token is spent: Cancel on the code step must not come back to a card that no longer works.
          forgetRemembered();
          return opts.onVerify(challenge);
        }
        if (e instanceof ApiError && e.status === 401) {
          forgetRemembered();
          return opts.onExpired(errorText(e));
        }
        setError(errorText(e));
      },
    );
  };
  /** "Use another account": the server forgets the token too. */
  const forget = (remembered: RememberedAccount) => {
    void revokeRememberToken(remembered.rememberToken).catch(() => undefined);
    forgetRemembered();
  };
  return { signIn, forget, pending, error };
}
