import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { transferInfoAnswer } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { TransferDialog } = await import('./transfer-dialog.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the transfer to a downline', () => {
  it('sends the downline, the amount, the payment password and a request id', async () => {
    fakeServer.reset((id) => {
      if (id === 'cashier.transferInfo') return transferInfoAnswer();
      if (id === 'cashier.transferDownline') return { transactionId: 9, balance: 8_500 };
      return undefined;
    });
    const onClose = vi.fn();
    await renderInLanguage(<TransferDialog username="player7" onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Transfer to player7' });
    expect(await within(dialog).findByText('P 9,000.00')).toBeTruthy();
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '500');
    await user.type(within(dialog).getByLabelText('Payment password'), '12ab3456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Transferred to player7.');
    const sent = fakeServer.calls.find((c) => c.id === 'cashier.transferDownline')?.input;
    expect(sent).toMatchObject({ username: 'player7', amount: '500', paymentPassword: '123456' });
    expect(String(sent?.requestId)).toMatch(/^[A-Za-z0-9]{8,64}$/);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it("shows a transfer beyond the balance refused in the server's words, and keeps the same request id", async () => {
    fakeServer.reset((id) => {
      if (id === 'cashier.transferInfo') return transferInfoAnswer({ available: 100 });
      if (id === 'cashier.transferDownline') {
        throw new ApiError('wallet.balance.insufficient', 'err_unknown', 400, {}, 'Your balance is not enough.');
      }
      return undefined;
    });
    await renderInLanguage(<TransferDialog username="player7" onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '5000');
    await user.type(within(dialog).getByLabelText('Payment password'), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Your balance is not enough.');
    await user.click(within(dialog).getByRole('button', { name: 'Transfer' }));
    await within(dialog).findByRole('alert');
    const sent = fakeServer.calls.filter((c) => c.id === 'cashier.transferDownline');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.input.requestId).toBe(sent[1]?.input.requestId);
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '5000');
  });
});
