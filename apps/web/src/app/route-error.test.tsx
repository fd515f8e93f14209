import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link, MemoryRouter, useRoutes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../lib/lazy-page.ts';
import { renderInLanguage } from '../test/render.tsx';
import { PageOutlet } from './route-error.tsx';

// React reports a caught render error on the console; the tests expect those.
beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Layout() {
  return (
    <>
      <nav>
        <Link to="/fine">fine</Link>
        <Link to="/missing">missing</Link>
      </nav>
      <PageOutlet />
    </>
  );
}

function Tree({ missing }: { missing: React.ReactNode }) {
  return useRoutes([
    {
      element: <Layout />,
      children: [
        { path: '/fine', element: <h1>fine page</h1> },
        { path: '/missing', element: missing },
      ],
    },
  ]);
}

/** Opens /missing, whose page is `missing`, under the layout. */
async function openMissing(missing: React.ReactNode) {
  await renderInLanguage(
    <MemoryRouter initialEntries={['/missing']}>
      <Tree missing={missing} />
    </MemoryRouter>,
  );
  return screen.findByRole('alert');
}

describe('PageOutlet', () => {
  it('shows a page group that did not load as a reload offer under the layout, and forgets it on the next address', async () => {
    const Missing = lazy(() => Promise.reject(new ChunkLoadError('failed')));
    const alert = await openMissing(<Missing />);
    expect(alert.querySelector('h1')?.textContent).toMatch(/load/i);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    // The layout stays; moving on shows the next page.
    await userEvent.click(screen.getByRole('link', { name: 'fine' }));
    expect(await screen.findByRole('heading', { name: 'fine page' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure with a way home', async () => {
    function Broken(): React.ReactNode {
      throw new Error('defect');
    }
    const alert = await openMissing(<Broken />);
    expect(alert.querySelector('a')?.getAttribute('href')).toBe('/');
  });
});
