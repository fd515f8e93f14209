import type { TReauthMethod } from '@app/contracts/calls/rg';

/** How a member confirms who they are: the password; else a code to a bound mobile or e-mail; else a sign-in. */
export function reauthMethodOf(m: {
  passwordHash: string | null;
  mobileNum: string | null;
  email: string | null;
}): TReauthMethod {
  if (m.passwordHash) return 'password';
  return m.mobileNum || m.email ? 'code' : 'signin';
}
