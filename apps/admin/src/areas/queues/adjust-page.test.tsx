import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import AdjustPage, { AdjustForm, ReverseForm } from './adjust-page.tsx';

const request = (over: Record<string, unknown> = {}) => ({
  id: 7,
  kind: 'adjustment',
  ref: 'r1',
  username: 'player1',
  amount: 25.5,
  reason: 'goodwill',
  state: 'done',
  firstBy: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  transactionId: 91,
  balanceAfter: 125.5,
  ...over,
});

describe('AdjustForm', () => {
  it('checks the fields with the contract schema before sending anything', async () => {
    const server = fakeServer({});
    renderAdmin(<AdjustForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(screen.getByRole('textbox', { name: 'Member username' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a positive amount.')).toBeTruthy();
    expect(screen.getByText('Give a reason (2 to 200 characters).')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Member username' }), 'player1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '-5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true');
    expect(server.requests).toHaveLength(0);
  });

  it('sends the adjustment with a request id and shows the result; a new submission gets a new id', async () => {
    const server = fakeServer({ 'POST /backoffice/api/adjustments': ok(request()) });
    renderAdmin(<AdjustForm member="player1" />);
    expect((screen.getByRole('textbox', { name: 'Member username' }) as HTMLInputElement).value).toBe('player1');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Direction' }), 'debit');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '25.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect((await screen.findByRole('status')).textContent).toContain('Done: transaction 91, balance after 125.50.');
    const first = (server.requests[0]?.body ?? {}) as Record<string, string>;
    expect(first).toMatchObject({ username: 'player1', direction: 'debit', amount: '25.50', reason: 'goodwill' });
    expect(first.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '1');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'again');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    await vi.waitFor(() => expect(server.requests).toHaveLength(2));
    expect(((server.requests[1]?.body ?? {}) as Record<string, string>).requestId).not.toBe(first.requestId);
  });

  it('says when a large adjustment waits for a second approver, and shows a refusal', async () => {
    let n = 0;
    fakeServer({
      'POST /backoffice/api/adjustments': () =>
        ++n === 1
          ? ok(request({ state: 'pending_second', transactionId: null, balanceAfter: null, firstBy: 'boss' }))
          : fail(409, 'wallet.insufficient.funds', 'The balance is not enough.'),
    });
    renderAdmin(<AdjustForm member="player1" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '20000');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'big goodwill');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect((await screen.findByRole('status')).textContent).toContain('Recorded as request 7');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'again');
    await userEvent.click(screen.getByRole('button', { name: 'Adjust balance' }));
    expect((await screen.findByRole('alert')).textContent).toContain('The balance is not enough.');
  });
});

describe('ReverseForm', () => {
  it('refuses a transaction number that is not one and sends a good one', async () => {
    const server = fakeServer({
      'POST /backoffice/api/reversals': ok(request({ kind: 'reversal', ref: '91', transactionId: 92 })),
    });
    renderAdmin(<ReverseForm />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction number' }), 'abc');
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'mistake');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    expect(screen.getByText('Enter the number of a ledger transaction.')).toBeTruthy();
    expect(server.requests).toHaveLength(0);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Transaction number' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Transaction number' }), '91');
    await userEvent.click(screen.getByRole('button', { name: 'Reverse' }));
    expect((await screen.findByRole('status')).textContent).toContain('Reversed by transaction 92.');
    expect(server.requests[0]?.body).toEqual({ transactionId: 91, reason: 'mistake' });
  });
});

describe('the pending second approvals', () => {
  it('confirm asks for a reason and sends it; the same staff member is told why not', async () => {
    const server = fakeServer({
      'GET /backoffice/api/balance-requests': ok([
        request({ state: 'pending_second', transactionId: null, balanceAfter: null, firstBy: 'fin1' }),
      ]),
      'POST /backoffice/api/balance-requests/confirm': fail(
        409,
        'approval.same.staff',
        'You gave the first approval. A different staff member must give the second.',
      ),
    });
    renderAdmin(<AdjustPage />, { me: { role: 'risk' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm request 7' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm request 7' });
    expect(dialog).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Adjust balance' })).toBeNull();
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'checked');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(/A different staff member must give the second/)).toBeTruthy();
    expect(server.requests.at(-1)?.body).toEqual({ id: 7, reason: 'checked' });
  });
});
