import type { CallDef, CallRequest, CallResponse } from '@app/contracts/define';
import { hashKey, type Query, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { ApiError, callApi, clientState } from './api-client.ts';
import { dropStored, queryClient, readStored } from './query-client.ts';
import { readSession, sessionKeys } from './storage.ts';

/** A call's query key: the call, the language, who asks (for signed-in calls) and the input. */
function keyOf(call: CallDef, input: unknown): readonly [string, string, string, unknown] {
  const who = call.auth === 'none' ? '' : (readSession(sessionKeys.token) ?? '');
  return [call.id, clientState.language, who.slice(-12), input ?? {}];
}

async function fetchCall(call: CallDef, input: unknown): Promise<unknown> {
  try {
    return await callApi(call, input as never);
  } catch (e) {
    throw e instanceof ApiError ? e : new ApiError('network', 'err_network', 0);
  }
}

/** Marks cached answers of the given calls (all when none given) stale; mounted readers load again. */
export function invalidateCalls(...calls: CallDef[]): void {
  const ids = new Set(calls.map((c) => c.id));
  const predicate = (q: Query) => ids.size === 0 || ids.has(q.queryKey[0] as string);
  for (const q of queryClient.getQueryCache().findAll({ predicate })) dropStored(q.queryHash);
  void queryClient.invalidateQueries({ predicate });
}

/**
 * Stores an answer a write call gave for a read (the state after the change), so every reader shows it
 * at once. A read still in flight from before the change is cancelled first, so it cannot overwrite it.
 */
export function setCallData<C extends CallDef>(call: C, input: CallRequest<C>, value: CallResponse<C>): void {
  const queryKey = keyOf(call, input);
  void queryClient.cancelQueries({ queryKey, exact: true }, { revert: false, silent: true });
  queryClient.setQueryData(queryKey, value);
}

export interface CallState<T> {
  data: T | undefined;
  error: ApiError | undefined;
  loading: boolean;
  refetch(): Promise<void>;
}

/**
 * Reads a call's answer through the shared query cache: one request per key in flight, answers reused
 * while fresh (`staleMs`), only the readers of a key re-rendered when its answer changes.
 */
export function useCall<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  opts: { enabled?: boolean; staleMs?: number } = {},
): CallState<CallResponse<C>> {
  const { enabled = true, staleMs = 30_000 } = opts;
  const queryKey = keyOf(call, input);
  const stored = readStored(call, hashKey(queryKey));
  const q = useQuery(
    {
      queryKey,
      queryFn: () => fetchCall(call, input),
      enabled,
      staleTime: staleMs,
      // A stored answer shows at once on a new page load and is refreshed behind it, so an operator's
      // change (a new notice, a vendor in maintenance) shows on the next load, never a session later.
      ...(stored ? { initialData: stored.value, initialDataUpdatedAt: 0 } : {}),
    },
    queryClient,
  );
  const { refetch: refetchQuery } = q;
  const refetch = useCallback(async () => {
    await refetchQuery();
  }, [refetchQuery]);
  const data = q.data as CallResponse<C> | undefined;
  return {
    data,
    error: (q.error as ApiError | null) ?? undefined,
    loading: enabled && data === undefined && (q.isFetching || (q.status === 'pending' && q.error === null)),
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
