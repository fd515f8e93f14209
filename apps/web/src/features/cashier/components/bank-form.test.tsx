import type { TSecurityProfile } from '@app/contracts/calls/cashier';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { BankForm } = await import('./bank-form.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { default: SecurityCenterPage } = await import('../security-center-page.tsx');

const profile = (over: Partial<TSecurityProfile> = {}): TSecurityProfile => ({
  username: 'juan2026',
  nickname: 'juan2026',
  payeeName: '',
  email: '',
  mobile: '',
  bankAccounts: [],
  hasPaymentPassword: false,
  accountType: 0,
  uplineUsername: '',
  ...over,
});

const { calls } = fakeServer;
const server = (answer: (id: string, input: Record<string, unknown>) => unknown) => fakeServer.reset(answer);

beforeEach(() => {
  fakeServer.reset(() => undefined);
  queryClient.clear();
});
afterEach(cleanup);

describe('the bank-binding form', () => {
  it('takes the payee name as the read-only holder when the name arrives after the form appeared', async () => {
    server(() => profile());
    const view = await renderInLanguage(<BankForm payeeName="" />);
    const holder = screen.getByRole('textbox', { name: 'Account holder' });
    expect(holder).toHaveProperty('readOnly', false);
    view.rerender(<BankForm payeeName="Juan Dela Cruz" />);
    expect(holder).toHaveProperty('value', 'Juan Dela Cruz');
    expect(holder).toHaveProperty('readOnly', true);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'BDO');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '001234567890');
    await user.click(screen.getByRole('button', { name: 'Bind bank account' }));
    await screen.findByText('Bank account bound.');
    expect(calls).toEqual([
      {
        id: 'cashier.bindBank',
        input: { bankName: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '001234567890' },
      },
    ]);
  });

  it('lets a member without a payee name type the holder (the first binding sets the name)', async () => {
    server(() => profile({ payeeName: 'Maria Santos' }));
    await renderInLanguage(<BankForm payeeName="" />);
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Maria Santos');
    await user.type(screen.getByRole('textbox', { name: 'Bank' }), 'BPI');
    await user.type(screen.getByRole('textbox', { name: 'Account number' }), '009876543211');
    await user.click(screen.getByRole('button', { name: 'Bind bank account' }));
    await screen.findByText('Bank account bound.');
    expect(calls.at(-1)?.input).toMatchObject({ accountName: 'Maria Santos' });
  });
});

describe('my account', () => {
  it('saves the payee name, then binds a bank account in that name without reopening', async () => {
    let current = profile();
    server((id, input) => {
      if (id === 'cashier.setPayeeName') current = profile({ payeeName: String(input.payeeName) });
      if (id === 'cashier.bindBank') {
        if (input.accountName !== current.payeeName) throw new Error('holder is not the payee name');
        current = profile({
          payeeName: current.payeeName,
          bankAccounts: [{ id: 1, bankName: 'BDO', accountName: current.payeeName, accountNumber: '****7890' }],
        });
      }
      return current;
    });
    await renderInLanguage(<SecurityCenterPage />);
    const user = userEvent.setup();
    const profileRegion = await screen.findByRole('region', { name: 'Profile' });
    await user.type(within(profileRegion).getByRole('textbox', { name: 'Payee name' }), 'Juan Dela Cruz');
    await user.click(within(profileRegion).getByRole('button', { name: 'Save' }));
    await within(profileRegion).findByText('Juan Dela Cruz');

    const bank = screen.getByRole('region', { name: 'Bank accounts' });
    const holder = within(bank).getByRole('textbox', { name: 'Account holder' });
    expect(holder).toHaveProperty('value', 'Juan Dela Cruz');
    expect(holder).toHaveProperty('readOnly', true);
    await user.type(within(bank).getByRole('textbox', { name: 'Bank' }), 'BDO');
    await user.type(within(bank).getByRole('textbox', { name: 'Account number' }), '001234567890');
    await user.click(within(bank).getByRole('button', { name: 'Bind bank account' }));
    await within(bank).findByText('BDO · Juan Dela Cruz · ****7890');
    await waitFor(() => expect(within(bank).queryByRole('alert')).toBeNull());
    // The saved name's answer is shown as it came: the profile is not read a second time.
    expect(calls.map((c) => c.id)).toEqual(['cashier.securityProfile', 'cashier.setPayeeName', 'cashier.bindBank']);
  });
});
