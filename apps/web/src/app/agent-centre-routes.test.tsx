import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './routes.tsx';

/** The routes under the site layout, found by path. */
const flat = (list: typeof routes): typeof routes => list.flatMap((r) => [r, ...flat(r.children ?? [])]);
const byPath = (path: string) => flat(routes).find((r) => r.path === path);

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

afterEach(cleanup);

describe('the agent centre routes', () => {
  it('give /agent and /agent/<page> the agent centre page (loaded lazily)', () => {
    expect(byPath('/agent')?.lazy).toBeTypeOf('function');
    expect(byPath('/agent/:page')?.lazy).toBeTypeOf('function');
  });

  it("move SPEC §2's /agentCenter to /agent", async () => {
    const legacy = byPath('/agentCenter');
    const router = createMemoryRouter(
      [
        { path: '/agentCenter', element: legacy?.element },
        { path: '/agent', element: <Where /> },
      ],
      { initialEntries: ['/agentCenter'] },
    );
    render(<RouterProvider router={router} />);
    expect((await screen.findByTestId('where')).textContent).toBe('/agent');
  });
});
