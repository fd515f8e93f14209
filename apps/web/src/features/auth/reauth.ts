import { useSyncExternalStore } from 'react';

/**
 * Re-authentication (issue 20 item 4): a sensitive call (withdrawal, payment details, confirming a
 * raised limit) more than 15 minutes after the password was last confirmed asks for it again. The api
 * client awaits `requestReauth()`; the host shows the dialog and settles it.
 */
let pending: ((confirmed: boolean) => void) | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const l of listeners) l();
}

/** Opens the dialog (or joins the one open); resolves true once the password is confirmed. */
export function requestReauth(): Promise<boolean> {
  return new Promise((resolve) => {
    const before = pending;
    pending = (ok) => {
      before?.(ok);
      resolve(ok);
    };
    notify();
  });
}

/** Ends the request: confirmed or not. */
export function settleReauth(confirmed: boolean): void {
  const done = pending;
  pending = null;
  notify();
  done?.(confirmed);
}

/** Whether the dialog should be open. */
export function useReauthOpen(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => pending !== null,
    () => false,
  );
}
