import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: ReauthDialog } = await import('./reauth-dialog.tsx');
const { requestReauth, settleReauth } = await import('../reauth.ts');
const { ApiError } = await import('../../../lib/api-client.ts');
const { closeAuthDialog, useAuthDialog } = await import('../auth-dialogs.ts');
const { SessionProvider } = await import('../../session/index.ts');
const { readSession, sessionKeys, writeSession } = await import('../../../lib/storage.ts');

afterEach(() => {
  settleReauth(false);
  closeAuthDialog();
  cleanup();
});

const wrongCode = () =>
  new ApiError(
    'verification.code.invalid',
    'err_verification_code_invalid',
    400,
    undefined,
    'The verification code is invalid or missing.',
  );

/** Where the site is and which account dialog is open. */
function Probe() {
  return (
    <p data-testid="probe">
      {useLocation().pathname} {useAuthDialog()?.kind ?? 'none'}
    </p>
  );
}

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

  it('asks for the password when the refusal names no method', async () => {
    fakeServer.reset(() => undefined);
    const waiting = requestReauth(undefined);
    await renderInLanguage(<ReauthDialog />);
    expect(screen.getByLabelText(/Your sign-in password/)).toBeTruthy();
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
    settleReauth(false);
    await expect(waiting).resolves.toBe(false);
  });
});

describe('confirming with a code (a member without a password)', () => {
  it('sends the code, then the six digits, and lets the waiting act go on', async () => {
    fakeServer.reset((id) => (id === 'rg.confirmCode' ? { to: '138****0000', expiredMinutes: 1 } : { until: 1 }));
    const user = userEvent.setup();
    const waiting = requestReauth({ method: 'code' });
    await renderInLanguage(<ReauthDialog />);
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(dialog.textContent).toContain("confirm it's you with a one-time code");
    expect(screen.queryByLabelText(/Your sign-in password/)).toBeNull();
    const field = screen.getByLabelText(/Verification code/);
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A code was sent to 138****0000.');
    const resend = screen.getByRole('button', { name: /Resend in \d+s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(field);

    // Not six digits: said at the field, nothing sent.
    await user.type(field, '1234');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the six digits of the code we sent you.').id).toBe(
      field.getAttribute('aria-describedby'),
    );
    expect(fakeServer.calls).toEqual([{ id: 'rg.confirmCode', input: {} }]);

    await user.type(field, '56');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(fakeServer.calls).toEqual([
      { id: 'rg.confirmCode', input: {} },
      { id: 'rg.reauth', input: { code: '123456' } },
    ]);
    await expect(waiting).resolves.toBe(true);
  });

  it("shows the server's refusal of a wrong code and keeps the act waiting until cancelled", async () => {
    fakeServer.reset((id) => {
      if (id === 'rg.confirmCode') return { to: 'a***@example.com', expiredMinutes: 1 };
      throw wrongCode();
    });
    const user = userEvent.setup();
    let settled: boolean | undefined;
    const waiting = requestReauth({ method: 'code' }).then((ok) => {
      settled = ok;
      return ok;
    });
    await renderInLanguage(<ReauthDialog />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText(/Verification code/), '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is invalid or missing.');
    expect(settled).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await expect(waiting).resolves.toBe(false);
  });

  it('turns to the password when the server says the member has one', async () => {
    fakeServer.reset(() => {
      throw new ApiError(
        'auth.reauth.use.password',
        'err_auth_reauth_use_password',
        409,
        undefined,
        'You have a password: confirm with it instead of a code.',
      );
    });
    const user = userEvent.setup();
    requestReauth({ method: 'code' });
    await renderInLanguage(<ReauthDialog />);
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'You have a password: confirm with it instead of a code.',
    );
    expect(screen.getByLabelText(/Your sign-in password/)).toBeTruthy();
    expect(screen.queryByLabelText(/Verification code/)).toBeNull();
  });
});

describe('confirming by signing in again (no password, nothing to send a code to)', () => {
  it('signs out as the site does, opens the sign-in dialog and tells the act it may not go on', async () => {
    fakeServer.reset(() => null);
    writeSession(sessionKeys.token, 'member-token');
    const user = userEvent.setup();
    const waiting = requestReauth({ method: 'signin' });
    await renderInLanguage(
      <MemoryRouter initialEntries={['/member/withdraw']}>
        <SessionProvider>
          <Routes>
            <Route path="*" element={<ReauthDialog />} />
          </Routes>
          <Probe />
        </SessionProvider>
      </MemoryRouter>,
    );
    const dialog = screen.getByRole('dialog', { name: "Confirm it's you" });
    expect(dialog.textContent).toContain('sign in again to confirm');
    expect(screen.queryByRole('textbox')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Sign in again' }));
    await expect(waiting).resolves.toBe(false);
    expect(fakeServer.calls.map((c) => c.id)).toEqual(['auth.logout']);
    expect(readSession(sessionKeys.token)).toBeNull();
    expect(screen.getByTestId('probe').textContent).toBe('/ login');
  });
});
