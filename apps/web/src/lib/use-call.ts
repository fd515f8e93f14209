import type { CallDef, CallRequest, CallResponse } from '@app/contracts/define';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { ApiError, callApi, clientState } from './api-client.ts';
import { readSession, sessionKeys } from './storage.ts';

interface Entry {
  value?: unknown;
  error?: ApiError;
  at: number;
  promise?: Promise<void>;
}

const cache = new Map<string, Entry>();
const listeners = new Set<() => void>();
let version = 0;

function notify(): void {
  version++;
  for (const l of listeners) l();
}

function keyOf(call: CallDef, input: unknown): string {
  const who = call.auth === 'none' ? '' : (readSession(sessionKeys.token) ?? '');
  return `${call.id}|${clientState.language}|${who.slice(-12)}|${JSON.stringify(input ?? {})}`;
}

function load(key: string, call: CallDef, input: unknown): Promise<void> {
  const existing = cache.get(key);
  if (existing?.promise) return existing.promise;
  const entry: Entry = existing ?? { at: 0 };
  entry.promise = callApi(call, input as never)
    .then(
      (value) => {
        entry.value = value;
        entry.error = undefined;
      },
      (e: unknown) => {
        entry.error = e instanceof ApiError ? e : new ApiError('network', 'err_network', 0);
      },
    )
    .finally(() => {
      entry.at = Date.now();
      entry.promise = undefined;
      notify();
    });
  cache.set(key, entry);
  return entry.promise;
}

/** Drops cached answers of the given calls (all when none given), so mounted readers load again. */
export function invalidateCalls(...calls: CallDef[]): void {
  const ids = new Set(calls.map((c) => c.id));
  for (const k of cache.keys()) if (ids.size === 0 || ids.has(k.split('|')[0] ?? '')) cache.delete(k);
  notify();
}

/**
 * Stores an answer a write call gave for a read (the state after the change), so every reader shows it
 * at once. A new entry: a read still in flight from before the change cannot overwrite it.
 */
export function setCallData<C extends CallDef>(call: C, input: CallRequest<C>, value: CallResponse<C>): void {
  cache.set(keyOf(call, input), { value, at: Date.now() });
  notify();
}

export interface CallState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch(): Promise<void>;
}

/**
 * Reads a call's answer with a shared cache: one request per key in flight, answers reused while
 * fresh (`staleMs`), every reader of the key updated together.
 */
export function useCall<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  opts: { enabled?: boolean; staleMs?: number } = {},
): CallState<CallResponse<C>> {
  const { enabled = true, staleMs = 30_000 } = opts;
  const key = keyOf(call, input);
  useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => version,
  );
  useEffect(() => {
    if (!enabled) return;
    const e = cache.get(key);
    if (!e || (!e.promise && Date.now() - e.at > staleMs)) void load(key, call, input);
  });
  const entry = cache.get(key);
  const refetch = useCallback(() => {
    cache.delete(key);
    return load(key, call, input);
  }, [key, call, input]);
  return {
    data: entry?.value as CallResponse<C> | undefined,
    error: entry?.error,
    loading: enabled && (!entry || !!entry.promise) && entry?.value === undefined,
    refetch,
  };
}

/** A write call with its pending state and last error; `run` resolves with the answer or rejects. */
export function useMutation<C extends CallDef>(call: C) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<ApiError | undefined>();
  const run = useCallback(
    async (input: CallRequest<C>): Promise<CallResponse<C>> => {
      setPending(true);
      setError(undefined);
      try {
        return await callApi(call, input);
      } catch (e) {
        if (e instanceof ApiError) setError(e);
        throw e;
      } finally {
        setPending(false);
      }
    },
    [call],
  );
  return { run, pending, error };
}
