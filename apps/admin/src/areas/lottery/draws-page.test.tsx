import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import DrawsPage from './draws-page.tsx';

const row = (over: Record<string, unknown> = {}) => ({
  id: 41,
  gameCode: 'VN_NORTH',
  name: 'Vietnam North',
  drawNo: '20320101',
  status: 'closed',
  source: 'outside',
  closesAt: Date.UTC(2032, 0, 1, 11, 0),
  drawsAt: Date.UTC(2032, 0, 1, 11, 15),
  tickets: 7,
  stake: 70,
  payout: 0,
  awaitingConfirm: true,
  ...over,
});
const page = (list: unknown[]) => ok({ list, pageNo: 1, pageSize: 20, total: list.length, currency: 'PHP' });
const lotteries = ok({
  list: [
    { gameCode: 'VN_NORTH', name: 'Vietnam North' },
    { gameCode: 'LOTT_4D', name: 'Daily 4D' },
  ],
  currency: 'PHP',
});

describe('the draws page', () => {
  it('lists draws with their status and links each to its detail', async () => {
    fakeServer({
      'GET /backoffice/api/lottery/lotteries': lotteries,
      'GET /backoffice/api/lottery/draws': page([row()]),
    });
    renderAdmin(<DrawsPage />, { path: '/lottery/draws' });
    const tr = (await screen.findByText('Vietnam North', { selector: 'td *, td' })).closest('tr') as HTMLElement;
    expect(within(tr).getByText('Closed')).toBeTruthy();
    expect(within(tr).getByText(/Result waits for confirmation/)).toBeTruthy();
    expect(within(tr).getByRole('link', { name: 'Open 20320101' }).getAttribute('href')).toBe('/lottery/draw?id=41');
  });

  it('sends the chosen filters and says when nothing matches', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/lotteries': lotteries,
      'GET /backoffice/api/lottery/draws': page([]),
    });
    renderAdmin(<DrawsPage />, { path: '/lottery/draws' });
    expect(await screen.findByText('No draw matches.')).toBeTruthy();
    const filters = screen.getByRole('form', { name: 'Filter draws' });
    await within(filters).findByRole('option', { name: 'Daily 4D' });
    await userEvent.selectOptions(within(filters).getByLabelText('Lottery'), 'LOTT_4D');
    await userEvent.selectOptions(within(filters).getByLabelText('Status'), 'void');
    await userEvent.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => {
      const last = server.requests.filter((r) => r.path === '/backoffice/api/lottery/draws').at(-1);
      expect(last?.url).toContain('gameCode=LOTT_4D');
      expect(last?.url).toContain('status=void');
    });
  });
});
