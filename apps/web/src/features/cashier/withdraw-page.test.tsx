import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: WithdrawPage } = await import('./withdraw-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');
const { ApiError } = await import('../../lib/api-client.ts');
const { messageKeyOf } = await import('../../lib/error-keys.ts');

const info = (over: Record<string, unknown> = {}) => ({
  min: 100,
  max: 50_000,
  dailyCount: 5,
  usedToday: 1,
  available: 1_250.5,
  hasPaymentPassword: true,
  payeeName: 'Juan Dela Cruz',
  bankAccounts: [
    { id: 7, bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '****7890' },
    { id: 9, bankName: 'BPI', accountName: 'Juan Dela Cruz', accountNumber: '****3211' },
  ],
  autoReceiveMinutes: 30,
  ...over,
});
const order = { orderNo: 'W2026112600001', amount: 500 };

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the withdrawal form', () => {
  it('sends the amount, the chosen bank account and the payment password, then says the order is on hold', async () => {
    fakeServer.reset((id) => {
      if (id === 'cashier.withdrawInfo') return info();
      if (id === 'cashier.withdrawals') return { list: [], total: 0, totalPages: 0 };
      if (id === 'cashier.withdrawCreate') return order;
      return undefined;
    });
    await renderInLanguage(<WithdrawPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    expect(await screen.findByTestId('withdraw-available')).toHaveProperty('textContent', 'P 1,250.50');
    await user.type(screen.getByRole('textbox', { name: 'Amount' }), '500');
    await user.selectOptions(screen.getByRole('combobox', { name: 'To bank account' }), 'BPI ****3211');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await screen.findByText('Withdrawal W2026112600001 submitted. The amount is on hold until it is paid out.');
    const sent = fakeServer.calls.find((c) => c.id === 'cashier.withdrawCreate');
    expect(sent?.input).toMatchObject({ amount: '500', bankAccountId: 9, paymentPassword: '135790' });
    expect(String(sent?.input.requestId)).not.toBe('');
    // The form is cleared for the next withdrawal.
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '');
  });

  it("shows the server's refusal in the form and keeps what was typed", async () => {
    fakeServer.reset((id) => {
      if (id === 'cashier.withdrawInfo') return info();
      if (id === 'cashier.withdrawals') return { list: [], total: 0, totalPages: 0 };
      if (id === 'cashier.withdrawCreate') {
        throw new ApiError('cashier.payment.password.wrong', messageKeyOf('cashier.payment.password.wrong'), 400);
      }
      return undefined;
    });
    await renderInLanguage(<WithdrawPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '300');
    await user.type(screen.getByLabelText('Payment password'), '000000');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const form = screen.getByRole('button', { name: 'Withdraw' }).closest('form') as HTMLElement;
    expect((await within(form).findByRole('alert')).textContent).toContain('The payment password is wrong.');
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '300');
  });

  it('sends a member without a payment password to My account instead of showing the form', async () => {
    fakeServer.reset((id) => {
      if (id === 'cashier.withdrawInfo') return info({ hasPaymentPassword: false });
      if (id === 'cashier.withdrawals') return { list: [], total: 0, totalPages: 0 };
      return undefined;
    });
    const open = vi.fn();
    await renderInLanguage(<WithdrawPage open={open} close={() => {}} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Go to My account' }));
    expect(open).toHaveBeenCalledWith('securityCenter');
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    expect(fakeServer.calls.some((c) => c.id === 'cashier.withdrawCreate')).toBe(false);
  });

  it('asks before a withdrawal gives up the bonus being wagered, and resubmits with forfeitBonus only when confirmed', async () => {
    fakeServer.reset((id, input) => {
      if (id === 'cashier.withdrawInfo') return info();
      if (id === 'cashier.withdrawals') return { list: [], total: 0, totalPages: 0 };
      if (id === 'cashier.withdrawCreate') {
        if (input.forfeitBonus !== true) {
          throw new ApiError('bonus.withdraw.forfeits', messageKeyOf('bonus.withdraw.forfeits'), 409, {
            amount: 64.5,
          });
        }
        return order;
      }
      return undefined;
    });
    await renderInLanguage(<WithdrawPage open={() => {}} close={() => {}} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Amount' }), '500');
    await user.type(screen.getByLabelText('Payment password'), '135790');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    let dialog = await screen.findByRole('dialog', { name: 'Withdrawing gives up your bonus' });
    expect(dialog.textContent).toContain('Withdrawing now gives up the bonus of P 64.50');
    // Keeping the bonus sends nothing more and leaves the form as it was.
    await user.click(within(dialog).getByRole('button', { name: 'Keep the bonus' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.calls.filter((c) => c.id === 'cashier.withdrawCreate')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveProperty('value', '500');

    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    dialog = await screen.findByRole('dialog', { name: 'Withdrawing gives up your bonus' });
    await user.click(within(dialog).getByRole('button', { name: 'Withdraw and give up the bonus' }));
    await screen.findByText('Withdrawal W2026112600001 submitted. The amount is on hold until it is paid out.');
    const sent = fakeServer.calls.filter((c) => c.id === 'cashier.withdrawCreate').map((c) => c.input);
    expect(sent.map((i) => i.forfeitBonus)).toEqual([false, false, true]);
    expect(sent[2]).toMatchObject({ amount: '500', bankAccountId: 7, paymentPassword: '135790' });
    // A refused attempt changed nothing, so the confirmed one is a new request.
    expect(sent[2]?.requestId).not.toBe(sent[1]?.requestId);
  });
});
