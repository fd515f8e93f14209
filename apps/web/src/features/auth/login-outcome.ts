import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import { ApiError } from '../../lib/api-client.ts';
import type { LoginPrefill } from './auth-dialogs.ts';
import { loginVerifyOf } from './form-errors.ts';

/** What a refused sign-in needs next: the unregistered-IP check, the captcha, or just its words. */
export type LoginFailure = { kind: 'verify'; challenge: TLoginVerifyValue } | { kind: 'captcha' } | { kind: 'error' };

/** Reads a refused sign-in: `login_verify_required` with its challenge, or an answer asking for the captcha. */
export function loginFailure(e: unknown): LoginFailure {
  if (!(e instanceof ApiError)) return { kind: 'error' };
  const challenge = loginVerifyOf(e);
  if (challenge) return { kind: 'verify', challenge };
  if ((e.value as { captcha?: unknown } | undefined)?.captcha === true) return { kind: 'captcha' };
  return { kind: 'error' };
}

/**
 * The login popup's start when the header's inline form cannot go on by itself (it shows no captcha
 * and no verification step); null when the inline form shows the refusal itself.
 */
export function popupPrefill(
  failure: LoginFailure,
  form: { username: string; password: string; remember: boolean },
  error: string,
): LoginPrefill | null {
  if (failure.kind === 'error') return null;
  if (failure.kind === 'verify') return { ...form, captcha: false, verify: failure.challenge };
  return { ...form, captcha: true, verify: null, error };
}
