import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: ReauthDialog } = await import('./reauth-dialog.tsx');
const { requestReauth } = await import('../reauth.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

afterEach(cleanup);

describe('confirming the password again', () => {
  it('requires the password, sends it, and lets the waiting act go on', async () => {
    fakeServer.reset(() => ({ until: Date.now() + 900_000 }));
    const user = userEvent.setup();
    const waiting = requestReauth();
    await renderInLanguage(<ReauthDialog />);
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(dialog.textContent).toContain('This field is required.');
    expect(fakeServer.calls).toEqual([]);
    await user.type(screen.getByLabelText(/Your sign-in password/), 'Harbor2025x');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(fakeServer.calls).toEqual([{ id: 'rg.reauth', input: { password: 'Harbor2025x' } }]);
    await expect(waiting).resolves.toBe(true);
  });

  it("shows the server's refusal and, when cancelled, tells the act it may not go on", async () => {
    fakeServer.reset(() => {
      throw new ApiError('auth.reauth.wrong', 'err_auth_reauth_wrong', 400, undefined, 'The password is not correct.');
    });
    const user = userEvent.setup();
    const waiting = requestReauth();
    await renderInLanguage(<ReauthDialog />);
    await user.type(screen.getByLabelText(/Your sign-in password/), 'wrong-one');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByText('The password is not correct.')).textContent).toBe('The password is not correct.');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(waiting).resolves.toBe(false);
  });
});
