import { valueStore } from '../../lib/value-store.ts';

/**
 * Re-authentication (issue 20 item 4): a sensitive call (withdrawal, payment details, confirming a
 * raised limit) more than 15 minutes after the password was last confirmed asks for it again. The api
 * client awaits `requestReauth()`; the host shows the dialog and settles it.
 */
const pending = valueStore<((confirmed: boolean) => void) | null>(null);

/** Opens the dialog (or joins the one open); resolves true once the password is confirmed. */
export function requestReauth(): Promise<boolean> {
  return new Promise((resolve) => {
    const before = pending.get();
    pending.set((ok) => {
      before?.(ok);
      resolve(ok);
    });
  });
}

/** Ends the request: confirmed or not. */
export function settleReauth(confirmed: boolean): void {
  const done = pending.get();
  pending.set(null);
  done?.(confirmed);
}

/** Whether the dialog should be open. */
export function useReauthOpen(): boolean {
  return pending.useValue() !== null;
}
