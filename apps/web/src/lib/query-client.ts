import type { CallDef } from '@app/contracts/define';
import { QueryClient } from '@tanstack/react-query';
import { readSession, removeSession, writeSession } from './storage.ts';

/**
 * The app's one query cache (TanStack Query). Answers are not retried (the server's envelope already
 * says what went wrong) and not refetched on focus; each reader subscribes to its own key, so an
 * answer arriving for one call re-renders only that call's readers.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

/**
 * Calls whose answers are also kept in session storage (SPEC §7: vendors, notices, routers, settings,
 * validators and wallet), so a reload shows them at once while a fresh answer loads behind. They are
 * dropped with the rest of session storage at logout and whenever the call is invalidated.
 */
export const SESSION_CACHED: ReadonlySet<string> = new Set([
  'games.vendors',
  'content.notices',
  'system.domainRoute',
  'system.registerSettings',
  'wallet.merchantWallet',
]);

const PREFIX = 'qc:';
const storageKey = (queryHash: string) => PREFIX + queryHash;

interface Stored {
  value: unknown;
}

/** The stored answer of a session-cached call, if any. */
export function readStored(call: CallDef, queryHash: string): Stored | undefined {
  if (!SESSION_CACHED.has(call.id)) return undefined;
  const raw = readSession(storageKey(queryHash));
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Stored;
    return parsed && typeof parsed === 'object' && 'value' in parsed ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** Drops the stored answer of a query (its answer is about to go stale). */
export function dropStored(queryHash: string): void {
  removeSession(storageKey(queryHash));
}

// Keep session-cached answers in step with the cache: written when they arrive, dropped when removed.
queryClient.getQueryCache().subscribe((event) => {
  const [id] = event.query.queryKey as [string];
  if (!SESSION_CACHED.has(id)) return;
  const key = storageKey(event.query.queryHash);
  if (event.type === 'removed') removeSession(key);
  else if (event.type === 'updated' && event.action.type === 'success' && event.query.state.data !== undefined) {
    writeSession(key, JSON.stringify({ value: event.query.state.data }));
  }
});
