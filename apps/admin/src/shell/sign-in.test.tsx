import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiState } from '../lib/api.ts';
import { readToken } from '../lib/session-store.ts';
import { fail, fakeServer, ok, renderAdmin } from '../test/render.tsx';
import { SignIn } from './sign-in.tsx';

const QR =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><script>alert(1)</script><rect width="1" height="1"/></svg>';
const STAFF = {
  id: 2,
  username: 'fin1',
  role: 'finance',
  brand: 'demo',
  status: 'active',
  enrolled: true,
  createdAt: '2026-01-01T00:00:00.000Z',
};

async function passwordStep(username = 'fin1', password = 'fin-pass-12345') {
  await userEvent.type(screen.getByLabelText('Username'), username);
  await userEvent.type(screen.getByLabelText('Password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
}

describe('sign-in', () => {
  it('checks the fields in the browser before sending anything', async () => {
    const { requests } = fakeServer({});
    renderAdmin(<SignIn />, { me: null });
    await passwordStep('x', 'p');
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(0);
  });

  it('enrols: shows the QR code as an image and the secret, takes the code, then shows the recovery codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `aaaa${i}-bbbb${i}`);
    const { requests } = fakeServer({
      'POST /backoffice/api/sign-in': ok({
        challenge: 'ch-1',
        enrolment: { secret: 'ABCDEFGHIJKLMNOP', otpauthUri: 'otpauth://totp/x', qrSvg: QR },
      }),
      'POST /backoffice/api/sign-in/verify': (body) =>
        (body as { code?: string }).code === '123456'
          ? ok({ token: 'stf_tok', staff: STAFF, recoveryCodesLeft: 10, recoveryCodes: codes })
          : fail(400, 'staff.code.invalid', 'That code is not right.'),
    });
    renderAdmin(<SignIn />, { me: null });
    await passwordStep();
    expect(requests[0]?.headers.Merchant).toBe('demo');
    expect(requests[0]?.body).toEqual({ username: 'fin1', password: 'fin-pass-12345' });
    await screen.findByRole('heading', { name: 'Set up two-step sign-in' });
    const img = screen.getByRole('img', { name: 'QR code for your authenticator app' }) as HTMLImageElement;
    // The server's SVG is an image source, never markup in the page: its script cannot run.
    expect(img.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('ABCD EFGH IJKL MNOP')).toBeTruthy();
    // Enrolling has no recovery-code option.
    expect(screen.queryByRole('button', { name: 'Use a recovery code instead' })).toBeNull();

    await userEvent.type(screen.getByLabelText('Code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(requests).toHaveLength(1);
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '654321');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right.');
    await userEvent.clear(screen.getByLabelText('Code'));
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(requests.at(-1)?.body).toEqual({ challenge: 'ch-1', code: '123456' });

    await screen.findByRole('heading', { name: 'Your recovery codes' });
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('aaaa3-bbbb3')).toBeTruthy();
    // Not signed in until the codes are confirmed as saved.
    expect(readToken()).toBeNull();
    const go = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    expect(go.disabled).toBe(true);
    await userEvent.click(screen.getByRole('checkbox', { name: 'I saved them' }));
    await userEvent.click(go);
    expect(readToken()).toBe('stf_tok');
  });

  it('signs an enrolled account in with a recovery code', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/sign-in': ok({ challenge: 'ch-2', enrolment: null }),
      'POST /backoffice/api/sign-in/verify': ok({ token: 'stf_2', staff: STAFF, recoveryCodesLeft: 9 }),
    });
    renderAdmin(<SignIn />, { me: null });
    await passwordStep();
    await screen.findByRole('heading', { name: 'Two-step check' });
    await userEvent.click(screen.getByRole('button', { name: 'Use a recovery code instead' }));
    await userEvent.type(screen.getByLabelText('Recovery code'), 'abcde-12345');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(readToken()).toBe('stf_2'));
    expect(requests.at(-1)?.body).toEqual({ challenge: 'ch-2', recoveryCode: 'abcde-12345' });
  });

  it('shows a wrong password as the server says it, and the idle-expiry notice after a 401', async () => {
    fakeServer({
      'POST /backoffice/api/sign-in': fail(401, 'staff.login.failed', 'Wrong username or password.'),
    });
    renderAdmin(<SignIn />, { me: null });
    await passwordStep();
    expect((await screen.findByRole('alert')).textContent).toContain('Wrong username or password.');
    // The app reports an expired session: the page says why it is showing.
    apiState.onSignedOut('staff.session.expired');
    expect((await screen.findByRole('status')).textContent).toContain('15 minutes');
  });
});
