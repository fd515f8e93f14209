import { session } from '@app/contracts/calls/rg';
import type { CallResponse } from '@app/contracts/define';
import { callApi } from '../../../lib/api-client.ts';
import { invalidateCalls, setCallData, useCall } from '../../../lib/use-call.ts';

/** This sign-in's figures for the reality check (start, minutes since, stakes, wins, net) and its interval. */
export type PlaySession = CallResponse<typeof session>;

/**
 * The figures as the reality check reads them: loaded once per sign-in (never stale by time) and again
 * only when {@link reloadPlaySession} or a reminder asks, so it costs no polling.
 */
export function usePlaySession(enabled: boolean) {
  return useCall(session, {}, { enabled, staleMs: Number.POSITIVE_INFINITY });
}

/** Asks for the figures now (a reminder is due) and keeps the answer for the readers. */
export async function fetchPlaySession(): Promise<PlaySession> {
  const fresh = await callApi(session, {});
  setCallData(session, {}, fresh);
  return fresh;
}

/** The interval changed: the reality check loads the figures again and plans its next reminder. */
export function reloadPlaySession(): void {
  invalidateCalls(session);
}
