import type { CallDef, CallRequest, CallResponse } from '@app/contracts/define';
import { keepPreviousData, QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { apiState, callStaff, StaffApiError } from './api.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: (count, e) => count < 1 && e instanceof StaffApiError && e.code === 'network',
      refetchOnWindowFocus: false,
      staleTime: 15_000,
    },
  },
});

const keyOf = (call: CallDef, input: unknown) => [call.id, apiState.language, input ?? {}] as const;

export interface StaffCallState<T> {
  data: T | undefined;
  error: StaffApiError | undefined;
  loading: boolean;
  refetch(): Promise<void>;
}

/** Reads a staff call through the query cache (TanStack Query); `enabled: false` waits. */
export function useStaffCall<C extends CallDef>(
  call: C,
  input: CallRequest<C>,
  opts: { enabled?: boolean; keepPrevious?: boolean } = {},
): StaffCallState<CallResponse<C>> {
  const q = useQuery<unknown, Error, unknown, readonly unknown[]>(
    {
      queryKey: keyOf(call, input),
      queryFn: ({ signal }) => callStaff(call, input, { signal }),
      enabled: opts.enabled ?? true,
      ...(opts.keepPrevious ? { placeholderData: keepPreviousData } : {}),
    },
    queryClient,
  );
  const { refetch: again } = q;
  const refetch = useCallback(async () => {
    await again();
  }, [again]);
  return {
    data: q.data as CallResponse<C> | undefined,
    error: q.error instanceof StaffApiError ? q.error : q.error ? new StaffApiError('network', 0) : undefined,
    loading: q.isFetching && q.data === undefined,
    refetch,
  };
}

/** Marks the cached answers of the given calls stale; mounted readers load again. */
export function invalidateStaffCalls(...calls: CallDef[]): void {
  const ids = new Set(calls.map((c) => c.id));
  void queryClient.invalidateQueries({ predicate: (q) => ids.has(q.queryKey[0] as string) });
}

/**
 * A write: `run(input)` resolves with the answer or undefined after a failure (kept in `error`);
 * `invalidates` are reloaded after success.
 */
export function useStaffWrite<C extends CallDef>(call: C, opts: { invalidates?: CallDef[] } = {}) {
  const [error, setError] = useState<StaffApiError | undefined>();
  const m = useMutation(
    {
      mutationFn: (input: CallRequest<C>) => callStaff(call, input),
      onSuccess: () => {
        if (opts.invalidates?.length) invalidateStaffCalls(...opts.invalidates);
      },
    },
    queryClient,
  );
  const { mutateAsync } = m;
  const run = useCallback(
    async (input: CallRequest<C>): Promise<CallResponse<C> | undefined> => {
      setError(undefined);
      try {
        return await mutateAsync(input);
      } catch (e) {
        setError(e instanceof StaffApiError ? e : new StaffApiError('network', 0));
        return undefined;
      }
    },
    [mutateAsync],
  );
  return { run, pending: m.isPending, error, reset: () => setError(undefined) };
}
