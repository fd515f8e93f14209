import { devOutbox, socialConfig } from '@app/contracts/calls/auth';
import { callApi } from '../../../lib/api-client.ts';
import { useCall } from '../../../lib/use-call.ts';

/** Social providers this brand offers, with the client id each button needs. */
export const useSocialConfig = (enabled: boolean) => useCall(socialConfig, {}, { enabled, staleMs: 5 * 60_000 });

/**
 * True when the server runs outside production: its development API (the outbox) answers. Only then
 * is the development sign-in adapter offered instead of the provider's own script.
 */
export async function isDevelopmentServer(): Promise<boolean> {
  try {
    await callApi(devOutbox, { limit: 1 });
    return true;
  } catch {
    return false;
  }
}
