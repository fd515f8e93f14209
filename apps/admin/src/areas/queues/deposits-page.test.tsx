import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import DepositsPage from './deposits-page.tsx';

const deposit = (over: Record<string, unknown> = {}) => ({
  orderNo: 'D1',
  username: 'player1',
  channelId: 'bank',
  channelType: 'bank',
  amount: 120,
  status: 'pending',
  reference: 'REF-1',
  reason: '',
  createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  claim: null,
  ...over,
});

describe('the deposits queue', () => {
  it('shows the transfer reference and age; approve needs a reason and sends it', async () => {
    const server = fakeServer({
      'GET /backoffice/api/deposits': ok([deposit()]),
      'POST /backoffice/api/deposits/approve': ok(deposit({ status: 'paid' })),
    });
    renderAdmin(<DepositsPage />, { me: { role: 'finance', staff: { ...OWNER, role: 'finance' } } });
    const row = (await screen.findByText('REF-1')).closest('tr') as HTMLElement;
    expect(within(row).getByText('5 min ago')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'Approve D1' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve D1' });
    expect(dialog.textContent).toContain('Credits 120.00 to player1. Check the transfer reference "REF-1" first.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(within(dialog).getByText('Give a reason.')).toBeTruthy();
    expect(server.requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'transfer seen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Approve D1' })).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(server.requests.find((r) => r.method === 'POST')?.body).toEqual({ orderNo: 'D1', reason: 'transfer seen' });
  });

  it('keeps the dialog open with the server’s reason when another staff member holds the deposit', async () => {
    fakeServer({
      'GET /backoffice/api/deposits': ok([deposit()]),
      'POST /backoffice/api/deposits/reject': fail(
        409,
        'queue.claimed',
        'Another staff member is working on this item.',
      ),
    });
    renderAdmin(<DepositsPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject D1' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject D1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'no transfer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(
      'Another staff member is working on this item.',
    );
  });

  it('a deposit held by someone else shows the holder and no approve button; read-only sees no acts', async () => {
    fakeServer({
      'GET /backoffice/api/deposits': ok([
        deposit({ claim: { staffId: 99, name: 'fin2', at: '2026-01-01T00:00:00Z' } }),
      ]),
    });
    renderAdmin(<DepositsPage />);
    expect(await screen.findByText('fin2')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve D1' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Release D1' })).toBeTruthy();
  });
});
