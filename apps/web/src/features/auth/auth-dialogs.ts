import { useSyncExternalStore } from 'react';

/** The account dialogs (SPEC §2 modals): one open at a time, opened from anywhere. */
export type AuthDialog =
  | { kind: 'login' }
  | { kind: 'register' }
  | { kind: 'forgot' }
  | { kind: 'changePassword'; forced: boolean }
  | { kind: 'trial' }
  | { kind: 'logout' };

let current: AuthDialog | null = null;
const listeners = new Set<() => void>();

function set(next: AuthDialog | null): void {
  current = next;
  for (const l of listeners) l();
}

/** Opens an account dialog (the login popup, register, forgot password, change password, warnings). */
export function openAuthDialog(dialog: AuthDialog): void {
  set(dialog);
}

/** Closes whichever account dialog is open. */
export function closeAuthDialog(): void {
  set(null);
}

/** The open account dialog, or null. */
export function useAuthDialog(): AuthDialog | null {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => current,
    () => null,
  );
}
