import { useEffect } from 'react';
import { clientState } from '../../lib/api-client.ts';
import { boot } from '../../lib/boot.ts';
import { reloadBalance } from './api/get-balance.ts';

/** The server-sent events path of balance changes (modules/wallet/events.ts). */
const EVENTS_PATH = '/wps/v2/wallets/events';
const RETRY_MS = 3_000;

const handlers = new Set<() => void>();

/** Runs a handler whenever the member's money moves (an order settled, a transfer arrived). */
export function useOnMoneyMoved(handler: () => void): void {
  useEffect(() => {
    handlers.add(handler);
    return () => {
      handlers.delete(handler);
    };
  }, [handler]);
}

/**
 * Listens to the member's balance events while signed in and reloads the balance on each: any money
 * movement on any server copy reaches the header at once. The stream is read with fetch because it
 * needs the Merchant and Authorization headers; it reconnects after a drop.
 */
export function useBalanceEvents(token: string | null): void {
  useEffect(() => {
    if (!token) return;
    const stop = new AbortController();
    let retry: ReturnType<typeof setTimeout> | undefined;
    const connect = async () => {
      try {
        const res = await fetch(EVENTS_PATH, {
          headers: { Merchant: boot.merchantCode, Authorization: token, Language: clientState.language },
          signal: stop.signal,
        });
        if (res.status === 401) return;
        const reader = res.body?.getReader();
        if (!res.ok || !reader) throw new Error(`events answered ${res.status}`);
        const decoder = new TextDecoder();
        let buffer = '';
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          buffer += decoder.decode(value, { stream: true });
          const events = buffer.split('\n\n');
          buffer = events.pop() ?? '';
          if (events.some((e) => e.split('\n').includes('event: balance'))) {
            reloadBalance();
            for (const h of handlers) h();
          }
        }
      } catch {
        if (stop.signal.aborted) return;
      }
      if (!stop.signal.aborted) retry = setTimeout(() => void connect(), RETRY_MS);
    };
    void connect();
    return () => {
      stop.abort();
      if (retry) clearTimeout(retry);
    };
  }, [token]);
}
