import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { TicketsPage } = await import('./tickets-page.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

const ticket = (id: number, status: 'open' | 'won') => ({
  id,
  gameCode: 'ELOTT_5D5',
  gameName: '5-Minute 5D',
  drawNo: '20261127-0206',
  playType: 'sumbs',
  selection: { sum: ['big'] },
  units: 1,
  unit: 10,
  stake: 10,
  win: status === 'won' ? 19.6 : 0,
  status,
  placedAt: 0,
  settledAt: null,
  result: null,
});

describe('my lottery tickets', () => {
  it('lists tickets with their status, win and bet in words, and filters by status', async () => {
    fakeServer.reset((id, input) => {
      if (id !== 'lottery.tickets') return undefined;
      const list = input.status === 'won' ? [ticket(2, 'won')] : [ticket(1, 'open'), ticket(2, 'won')];
      return { list, total: list.length, pageNo: 1 };
    });
    const user = userEvent.setup();
    await renderInLanguage(
      <MemoryRouter>
        <TicketsPage />
      </MemoryRouter>,
    );
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getAllByText('Sum big/small odd/even: Big')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Won' }));
    await screen.findByText((_, el) => el?.tagName === 'TD' && el.textContent === 'Won');
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2);
    expect(fakeServer.calls.filter((c) => c.id === 'lottery.tickets').map((c) => c.input.status)).toEqual([
      undefined,
      'won',
    ]);
  });
});
