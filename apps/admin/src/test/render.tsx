import type { TStaff } from '@app/contracts/calls/backoffice-staff';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, vi } from 'vitest';
import { I18nProvider } from '../i18n/i18n.tsx';
import { queryClient } from '../lib/query.ts';
import { type Me, MeProvider, SessionProvider } from '../lib/session.tsx';
import { AREAS } from '../pages.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

export const OWNER: TStaff = {
  id: 1,
  username: 'boss',
  role: 'owner',
  brand: 'demo',
  status: 'active',
  enrolled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

/** Renders inside the app's providers (English), signed in as `me` unless `me` is null. */
export function renderAdmin(ui: ReactElement, opts: { me?: Partial<Me> | null; path?: string } = {}) {
  queryClient.clear();
  const me: Me | null =
    opts.me === null ? null : { staff: OWNER, role: 'owner', brand: 'demo', recoveryCodesLeft: 10, ...opts.me };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider areas={AREAS} initial="EN">
      <QueryClientProvider client={queryClient}>
        <SessionProvider>
          <MemoryRouter initialEntries={[opts.path ?? '/']}>
            {me ? <MeProvider value={me}>{children}</MeProvider> : children}
          </MemoryRouter>
        </SessionProvider>
      </QueryClientProvider>
    </I18nProvider>
  );
  return render(ui, { wrapper });
}

type Answer = { status?: number; body: unknown };

/**
 * Replaces fetch with a table of answers by "METHOD path" (the query string ignored); records the
 * requests. An answer may be a function of the request body.
 */
export function fakeServer(answers: Record<string, Answer | ((body: unknown) => Answer)>) {
  const requests: { method: string; url: string; path: string; headers: Record<string, string>; body: unknown }[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = url.split('?')[0] ?? url;
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ method, url, path, headers: (init.headers ?? {}) as Record<string, string>, body });
    const found = answers[`${method} ${path}`];
    const answer = typeof found === 'function' ? found(body) : found;
    if (!answer) return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 });
    return new Response(JSON.stringify(answer.body), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { requests, fetchMock };
}

export const ok = (value: unknown): Answer => ({ body: { success: true, value } });
export const fail = (status: number, errorCode: string, message: string, value?: unknown): Answer => ({
  status,
  body: { success: false, errorCode, message, value },
});
