import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

// The navigation bar's dropdowns load their vendor logos only once a menu is approached: at page load
// every menu's two images a vendor were decoded for menus most visits never open.

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { NavBar } = await import('./nav-bar.tsx');
const { SessionProvider } = await import('../../session/index.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

const vendor = (code: string, name: string) => ({
  vassalage: code,
  name,
  isHot: 0 as const,
  accountTypeId: 1,
  logoWhite: `/art/vendors/${code}-WHITE.svg`,
  logoColor: `/art/vendors/${code}-COLOR.svg`,
  maintenance: false,
  firstGame: null,
});

beforeEach(() => {
  queryClient.clear();
  fakeServer.reset((id) => {
    if (id === 'games.menus') {
      return [
        { gameCategory: 'RNG', vendors: [vendor('STF', 'Starfall'), vendor('MYR', 'Myriad')] },
        { gameCategory: 'LIVE', vendors: [vendor('CRL', 'Coral Live')] },
      ];
    }
    return undefined;
  });
});
afterEach(cleanup);

async function show() {
  await renderInLanguage(
    <MemoryRouter>
      <SessionProvider>
        <NavBar />
      </SessionProvider>
    </MemoryRouter>,
  );
  await screen.findByRole('link', { name: /Starfall/ });
}

const logos = (category: string) => screen.getByTestId(`dropdown-${category}`).querySelectorAll('img');

describe('the navigation bar', () => {
  it('lists every vendor of a menu at once but loads no logo before the menu is approached', async () => {
    await show();
    expect(screen.getByRole('link', { name: /Myriad/ })).toBeTruthy();
    expect(logos('RNG')).toHaveLength(0);
    expect(logos('LIVE')).toHaveLength(0);
  });

  it("loads a menu's white and colour logos when the pointer reaches its entry, and only that menu's", async () => {
    await show();
    const entry = screen.getByTestId('dropdown-RNG').closest('li');
    if (!entry) throw new Error('no entry');
    fireEvent.pointerEnter(entry);
    expect([...logos('RNG')].map((i) => i.getAttribute('src'))).toEqual([
      '/art/vendors/STF-WHITE.svg',
      '/art/vendors/STF-COLOR.svg',
      '/art/vendors/MYR-WHITE.svg',
      '/art/vendors/MYR-COLOR.svg',
    ]);
    expect(logos('LIVE')).toHaveLength(0);
  });

  it("loads a menu's logos when the keyboard moves into it", async () => {
    await show();
    act(() => screen.getByRole('link', { name: /Coral Live/ }).focus());
    expect(logos('LIVE')).toHaveLength(2);
  });
});
