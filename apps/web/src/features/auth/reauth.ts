import { REAUTH_METHODS, type TReauthMethod } from '@app/contracts/calls/rg';
import { valueStore } from '../../lib/value-store.ts';

/**
 * Re-authentication (issue 20 item 4): a sensitive call (withdrawal, payment details, confirming a
 * raised limit) more than 15 minutes after the member last confirmed who they are asks for it again,
 * the way the refusal names: the sign-in password, a one-time code (a member without a password), or a
 * fresh sign-in (a member with neither a password nor a bound mobile or e-mail). The api client awaits
 * `requestReauth()`; the host shows the dialog and settles it.
 */
const pending = valueStore<{ method: TReauthMethod; settle(confirmed: boolean): void } | null>(null);

/** The method the refusal's value names; a refusal without one (an older server) asks for the password. */
export function reauthMethodOf(value: { method?: unknown } | null | undefined): TReauthMethod {
  const method = value?.method;
  return typeof method === 'string' && (REAUTH_METHODS as readonly string[]).includes(method)
    ? (method as TReauthMethod)
    : 'password';
}

/**
 * Opens the dialog (or joins the one open) with the refusal's value (`auth.reauth.required`: the method);
 * resolves true once the member has confirmed who they are.
 */
export function requestReauth(value?: { method?: unknown } | null): Promise<boolean> {
  return new Promise((resolve) => {
    const before = pending.get();
    pending.set({
      method: reauthMethodOf(value),
      settle: (ok) => {
        before?.settle(ok);
        resolve(ok);
      },
    });
  });
}

/** Ends the request: confirmed or not. */
export function settleReauth(confirmed: boolean): void {
  const done = pending.get();
  pending.set(null);
  done?.settle(confirmed);
}

/** Whether the dialog should be open. */
export function useReauthOpen(): boolean {
  return pending.useValue() !== null;
}

/** How the open dialog asks the member to confirm (password when none is open). */
export function useReauthMethod(): TReauthMethod {
  return pending.useValue()?.method ?? 'password';
}
