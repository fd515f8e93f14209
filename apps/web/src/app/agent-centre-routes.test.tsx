import { cleanup, render, screen } from '@testing-library/react';
import { isValidElement } from 'react';
import { MemoryRouter, useLocation, useRoutes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The routes under the site layout, found by path. */
const flat = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const byPath = (path: string) => flat(routes).find((r) => r.path === path);

/** True when a route's element is a page loaded on first use (React.lazy). */
const isLazyPage = (element: unknown) =>
  isValidElement(element) && (element.type as { $$typeof?: symbol } | undefined)?.$$typeof === Symbol.for('react.lazy');

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

function Tree({ legacy }: { legacy: React.ReactNode }) {
  return useRoutes([
    { path: '/agentCenter', element: legacy },
    { path: '/agent', element: <Where /> },
  ]);
}

afterEach(cleanup);

describe('the agent centre routes', () => {
  it('give /agent and /agent/<page> the agent centre page (loaded lazily)', () => {
    expect(isLazyPage(byPath('/agent')?.element)).toBe(true);
    expect(isLazyPage(byPath('/agent/:page')?.element)).toBe(true);
    expect(isLazyPage(byPath('/agentCenter')?.element)).toBe(false);
  });

  it("move SPEC §2's /agentCenter to /agent", async () => {
    render(
      <MemoryRouter initialEntries={['/agentCenter']}>
        <Tree legacy={byPath('/agentCenter')?.element} />
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('where')).textContent).toBe('/agent');
  });
});
