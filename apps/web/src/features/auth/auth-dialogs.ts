import type { TLoginVerifyValue } from '@app/contracts/calls/auth';
import { valueStore } from '../../lib/value-store.ts';

/**
 * What the login popup starts with when the header's inline form hands over a sign-in it cannot
 * finish itself (the server asked for a captcha, or for the unregistered-IP check).
 */
export interface LoginPrefill {
  username: string;
  password: string;
  remember: boolean;
  /** Show the captcha at once. */
  captcha: boolean;
  /** The unregistered-IP challenge to continue with. */
  verify: TLoginVerifyValue | null;
  /** The server's words for the refused attempt. */
  error?: string;
}

/** The account dialogs (SPEC §2 modals): one open at a time, opened from anywhere. */
export type AuthDialog =
  | { kind: 'login'; prefill?: LoginPrefill }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'trial' }
  | { kind: 'logout' };

const open = valueStore<AuthDialog | null>(null);

/** Opens an account dialog (the login popup, register, forgot password, change password, warnings). */
export function openAuthDialog(dialog: AuthDialog): void {
  open.set(dialog);
}

/** Closes whichever account dialog is open. */
export function closeAuthDialog(): void {
  open.set(null);
}

/** The open account dialog, or null. */
export function useAuthDialog(): AuthDialog | null {
  return open.useValue();
}
