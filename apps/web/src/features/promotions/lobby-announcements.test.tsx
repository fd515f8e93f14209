import type { TPromotionCard } from '@app/contracts/calls/promotions';
import { cleanup, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { LobbyAnnouncements } = await import('./lobby-announcements.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const card = (id: number, title: string): TPromotionCard => ({
  id,
  code: `P${id}`,
  kind: 'rebate',
  category: 'rebate',
  title,
  summary: '',
  art: { motif: 'coins', hue: 40 },
  artUrl: `/art/promotions/${id}.svg`,
  startsAt: 0,
  endsAt: null,
  state: 'open',
});

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe("a game lobby's announcements", () => {
  it("asks for the lobby's category and links each promotion to its detail page", async () => {
    const asked: unknown[] = [];
    fakeServer.reset((id, input) => {
      if (id !== 'promotions.gameAnnouncements') return undefined;
      asked.push(input.gameType);
      return { promotion: [card(3, 'Daily rebate'), card(7, 'Lottery week')] };
    });
    await renderInLanguage(
      <MemoryRouter>
        <LobbyAnnouncements gameType="LOTT" />
      </MemoryRouter>,
      'CN',
    );
    const strip = await screen.findByRole('navigation', { name: '本大厅的优惠' });
    expect(within(strip).getByRole('link', { name: 'Daily rebate' }).getAttribute('href')).toBe('/promoDetail?id=3');
    expect(within(strip).getByRole('link', { name: 'Lottery week' }).getAttribute('href')).toBe('/promoDetail?id=7');
    expect(within(strip).getByRole('link', { name: '全部优惠' }).getAttribute('href')).toBe('/promotions');
    expect(asked).toEqual(['LOTT']);
  });

  it('shows nothing when no promotion concerns the lobby', async () => {
    fakeServer.reset((id) => (id === 'promotions.gameAnnouncements' ? { promotion: [] } : undefined));
    const { container } = await renderInLanguage(
      <MemoryRouter>
        <LobbyAnnouncements gameType="FISH" />
      </MemoryRouter>,
    );
    await vi.waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'promotions.gameAnnouncements')).toBe(true));
    expect(container.innerHTML).toBe('');
  });
});
