import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import LotteriesPage from './lotteries-page.tsx';

const lottery = (over: Record<string, unknown> = {}) => ({
  gameCode: 'LOTT_4D',
  name: 'Daily 4D',
  vendor: 'LOTT',
  enabled: true,
  resultSource: 'house',
  schedule: { kind: 'weekly', time: '20:00', days: [0, 1, 2, 3, 4, 5, 6] },
  closeSeconds: 600,
  minUnit: 1,
  maxUnit: 10000,
  maxPayoutNumber: null,
  maxPayoutDraw: null,
  oddsChanged: 0,
  updatedBy: '',
  ...over,
});
const list = (...rows: unknown[]) => ok({ list: rows, currency: 'PHP' });

describe('the lotteries page and its settings dialog', () => {
  it('lists each lottery with its schedule, cut-off and limits', async () => {
    fakeServer({
      'GET /backoffice/api/lottery/lotteries': list(
        lottery(),
        lottery({
          gameCode: 'ELOTT_5D1',
          name: '1-Minute 5D',
          schedule: { kind: 'interval', minutes: 1 },
          closeSeconds: 10,
        }),
      ),
    });
    renderAdmin(<LotteriesPage />);
    const tr = (await screen.findByText('Daily 4D')).closest('tr') as HTMLElement;
    expect(within(tr).getByText('20:00 daily')).toBeTruthy();
    expect(within(tr).getByText('600 s before the draw')).toBeTruthy();
    expect(within(tr).getAllByText('No limit')).toHaveLength(2);
    const fast = (await screen.findByText('1-Minute 5D')).closest('tr') as HTMLElement;
    expect(within(fast).getByText('Every 1 minutes')).toBeTruthy();
  });

  it('saves the edited settings with a reason and says so', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/lotteries': list(lottery()),
      'POST /backoffice/api/lottery/settings': ok(lottery({ resultSource: 'outside', maxPayoutNumber: 5000 })),
    });
    renderAdmin(<LotteriesPage />, { me: { role: 'risk', staff: { ...OWNER, role: 'risk' } } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Daily 4D' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings of Daily 4D' });
    await userEvent.selectOptions(within(dialog).getByLabelText('Result source'), 'outside');
    await userEvent.type(within(dialog).getByLabelText('Maximum payout per number'), '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'feed from the state lottery');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Saved the settings of Daily 4D.')).getAttribute('role')).toBe('status');
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({
      gameCode: 'LOTT_4D',
      enabled: true,
      resultSource: 'outside',
      closeSeconds: 600,
      minUnit: '1',
      maxUnit: '10000',
      maxPayoutNumber: '5000',
      maxPayoutDraw: null,
      reason: 'feed from the state lottery',
    });
  });

  it('marks a bad amount before sending, and shows the server’s refusal in the dialog', async () => {
    const server = fakeServer({
      'GET /backoffice/api/lottery/lotteries': list(lottery()),
      'POST /backoffice/api/lottery/settings': fail(400, 'lottery.limits.invalid', 'These limits are not valid.'),
    });
    renderAdmin(<LotteriesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Daily 4D' }));
    const dialog = screen.getByRole('dialog', { name: 'Settings of Daily 4D' });
    const min = within(dialog).getByLabelText('Minimum unit');
    await userEvent.clear(min);
    await userEvent.type(min, '-3');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'try');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter an amount above zero.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(min);
    await userEvent.type(min, '20000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('These limits are not valid.');
  });

  it('support staff see the list without an edit button', async () => {
    fakeServer({ 'GET /backoffice/api/lottery/lotteries': list(lottery()) });
    renderAdmin(<LotteriesPage />, { me: { role: 'support', staff: { ...OWNER, role: 'support' } } });
    expect(await screen.findByText('Daily 4D')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit Daily 4D' })).toBeNull();
  });
});
