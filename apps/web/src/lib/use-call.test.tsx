import { gameVendor as vendors } from '@app/contracts/calls/games';
import { balance } from '@app/contracts/calls/wallet';
import { act, cleanup, render, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../test/fake-server.ts';

vi.mock('./api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../test/fake-server.ts');
  return { ...(await real<typeof import('./api-client.ts')>()), callApi: fakeCallApi };
});

const { useCall, invalidateCalls, setCallData } = await import('./use-call.ts');
const { queryClient } = await import('./query-client.ts');
const { ApiError } = await import('./api-client.ts');

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
  fakeServer.reset(() => undefined);
});
afterEach(cleanup);

const storedKeys = () => Object.keys(sessionStorage).filter((k) => k.startsWith('qc:'));

describe('useCall on the shared query cache', () => {
  it('asks once for readers of the same key and gives each the answer', async () => {
    fakeServer.reset(() => ({ sumBalance: 1250 }));
    const a = renderHook(() => useCall(balance, {}));
    const b = renderHook(() => useCall(balance, {}));
    expect(a.result.current.loading).toBe(true);
    await waitFor(() => expect(a.result.current.data).toEqual({ sumBalance: 1250 }));
    expect(b.result.current.data).toEqual({ sumBalance: 1250 });
    expect(fakeServer.calls.filter((c) => c.id === 'wallet.balance')).toHaveLength(1);
  });

  it('re-renders only the readers of the key whose answer changed', async () => {
    fakeServer.reset((id) => (id === 'wallet.balance' ? { sumBalance: 1 } : { lanes: [] }));
    const renders = { balance: 0, vendors: 0 };
    function BalanceReader() {
      renders.balance++;
      useCall(balance, {});
      return null;
    }
    function VendorReader() {
      renders.vendors++;
      useCall(vendors, {} as never);
      return null;
    }
    render(
      <>
        <BalanceReader />
        <VendorReader />
      </>,
    );
    await waitFor(() => expect(fakeServer.calls).toHaveLength(2));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    const before = { ...renders };
    act(() => setCallData(balance, {}, { sumBalance: 2 } as never));
    await waitFor(() => expect(renders.balance).toBeGreaterThan(before.balance));
    await new Promise((r) => setTimeout(r, 20));
    expect(renders.vendors).toBe(before.vendors);
  });

  it('keeps a failed answer as an ApiError without retrying', async () => {
    fakeServer.reset(() => {
      throw new ApiError('bad', 'err_bad', 400);
    });
    const { result } = renderHook(() => useCall(balance, {}));
    await waitFor(() => expect(result.current.error).toBeInstanceOf(ApiError));
    expect(result.current.loading).toBe(false);
    expect(fakeServer.calls).toHaveLength(1);
  });

  it('turns an unknown failure into a network error', async () => {
    fakeServer.reset(() => {
      throw new TypeError('fetch failed');
    });
    const { result } = renderHook(() => useCall(balance, {}));
    await waitFor(() => expect(result.current.error?.code).toBe('network'));
  });

  it('does not ask while disabled', async () => {
    const { result } = renderHook(() => useCall(balance, {}, { enabled: false }));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.loading).toBe(false);
    expect(fakeServer.calls).toHaveLength(0);
  });

  it('asks again after invalidation', async () => {
    let n = 0;
    fakeServer.reset(() => ({ sumBalance: ++n }));
    const { result } = renderHook(() => useCall(balance, {}));
    await waitFor(() => expect(result.current.data).toEqual({ sumBalance: 1 }));
    act(() => invalidateCalls(balance));
    await waitFor(() => expect(result.current.data).toEqual({ sumBalance: 2 }));
  });

  it('does not let a read in flight from before a change overwrite the answer the change gave', async () => {
    let release: (v: unknown) => void = () => {};
    fakeServer.reset(() => new Promise((r) => (release = r)));
    const { result } = renderHook(() => useCall(balance, {}));
    await waitFor(() => expect(fakeServer.calls).toHaveLength(1));
    act(() => setCallData(balance, {}, { sumBalance: 900 } as never));
    await act(async () => release({ sumBalance: 100 }));
    await new Promise((r) => setTimeout(r, 20));
    expect(result.current.data).toEqual({ sumBalance: 900 });
  });
});

describe('answers kept in session storage (SPEC §7)', () => {
  it('stores a session-cached call and shows it at once on the next page load', async () => {
    fakeServer.reset(() => ({ lanes: ['one'] }));
    const first = renderHook(() => useCall(vendors, {} as never));
    await waitFor(() => expect(first.result.current.data).toEqual({ lanes: ['one'] }));
    expect(storedKeys()).toHaveLength(1);
    first.unmount();
    // A reload: the memory cache is empty, session storage is not.
    const kept = { ...sessionStorage };
    queryClient.clear();
    for (const [k, v] of Object.entries(kept)) sessionStorage.setItem(k, v as string);
    let release: (v: unknown) => void = () => {};
    fakeServer.reset(() => new Promise((r) => (release = r)));
    const second = renderHook(() => useCall(vendors, {} as never));
    expect(second.result.current.data).toEqual({ lanes: ['one'] });
    expect(second.result.current.loading).toBe(false);
    await act(async () => release({ lanes: ['two'] }));
    await waitFor(() => expect(second.result.current.data).toEqual({ lanes: ['two'] }));
  });

  it('does not store calls outside the list, and drops a stored answer when it is invalidated', async () => {
    fakeServer.reset((id) => (id === 'wallet.balance' ? { sumBalance: 5 } : { lanes: [] }));
    const b = renderHook(() => useCall(balance, {}));
    const v = renderHook(() => useCall(vendors, {} as never));
    await waitFor(() => expect(b.result.current.data).toBeDefined());
    await waitFor(() => expect(v.result.current.data).toBeDefined());
    expect(storedKeys()).toHaveLength(1);
    let release: (v: unknown) => void = () => {};
    fakeServer.reset(() => new Promise((r) => (release = r)));
    act(() => invalidateCalls(vendors));
    expect(storedKeys()).toHaveLength(0);
    await act(async () => release({ lanes: ['new'] }));
    await waitFor(() => expect(storedKeys()).toHaveLength(1));
  });
});
