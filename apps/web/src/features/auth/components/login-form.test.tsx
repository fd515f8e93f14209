import { buildWhiteLabelTree } from '@app/contracts/whitelabel';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

// The login form with the brand's bot check (a token with each call) and with SMS verified by the
// social provider (login type firebase, its ID token instead of the code; 1-minute countdown).

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { ApiError } = await import('../../../lib/api-client.ts');
const { messageKeyOf } = await import('../../../lib/error-keys.ts');
const { LoginForm } = await import('./login-form.tsx');
const { SessionProvider } = await import('../../session/index.ts');
const { invalidateCalls } = await import('../../../lib/use-call.ts');

const LOGIN_FAILED = 'Wrong username or password.';

function site(checks: { provider: 'off' | 'local'; firebase?: boolean }) {
  fakeServer.reset((id, input) => {
    if (id === 'system.permission') {
      return {
        whiteLabel: buildWhiteLabelTree(new Map([['LOGIN_VERIFY_CODE', true]])),
        brand: { minimumAge: 18 },
      };
    }
    if (id === 'auth.signInChecks') {
      return {
        botCheck: { provider: checks.provider, siteKey: '' },
        firebase: checks.firebase ? { projectId: 'demo', apiKey: '', standIn: true, countdownSeconds: 60 } : null,
      };
    }
    if (id === 'auth.countryCodes') return [{ countryCode: 'PH', countryDialingCode: '+63' }];
    if (id === 'auth.socialConfig') return [];
    // A puzzle of 0 bits: any nonce solves it.
    if (id === 'auth.botCheckChallenge') return { challenge: `c-${input.action}`, bits: 0, expiresIn: 120 };
    if (id === 'auth.botCheckSolve') return { token: `bot-${input.challenge}`, expiresIn: 300 };
    if (id === 'auth.devFirebaseSend') return { expiredMinutes: 1, to: '+63 917•••••67' };
    if (id === 'auth.devFirebaseVerify') return { idToken: `firebase-id-token-for-${input.mobileNum}` };
    if (id === 'auth.login') throw new ApiError('login.failed', messageKeyOf('login.failed'), 400, {}, LOGIN_FAILED);
    throw new Error(`unexpected call ${id}`);
  });
}

const show = () =>
  renderInLanguage(
    <MemoryRouter>
      <SessionProvider>
        <LoginForm />
      </SessionProvider>
    </MemoryRouter>,
  );

beforeEach(() => invalidateCalls());
afterEach(cleanup);

describe('the login form with the bot check', () => {
  it('asks for the tick before sending, then sends the token with the login', async () => {
    site({ provider: 'local' });
    await show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'robby01');
    await user.type(screen.getByLabelText(/^Password/), 'Robby2025x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please tick “I am not a robot” first.')).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'auth.login')).toBe(false);

    const box = screen.getByRole('checkbox', { name: 'I am not a robot' });
    await user.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', true));
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.login')).toBe(true));
    const sent = fakeServer.calls.find((c) => c.id === 'auth.login')?.input;
    expect(sent).toMatchObject({ type: 'username', username: 'robby01', botCheckToken: 'bot-c-login' });
    expect(await screen.findByText(LOGIN_FAILED)).toBeTruthy();
  });

  it('sends no token and shows no box when the brand does not check', async () => {
    site({ provider: 'off' });
    await show();
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'robby01');
    await user.type(screen.getByLabelText(/^Password/), 'Robby2025x');
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.signInChecks')).toBe(true));
    expect(screen.queryByRole('checkbox', { name: 'I am not a robot' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.login')).toBe(true));
    expect(fakeServer.calls.find((c) => c.id === 'auth.login')?.input.botCheckToken).toBeUndefined();
  });
});

describe('the login form with SMS verified by the social provider', () => {
  it('sends the code through the provider with a 1-minute countdown and signs in with its ID token', async () => {
    site({ provider: 'off', firebase: true });
    await show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in (60|59)s/ })).toHaveProperty('disabled', true);
    expect(fakeServer.calls.some((c) => c.id === 'auth.loginSmsCode')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: /Verification code/ }), '123456');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.login')).toBe(true));
    expect(fakeServer.calls.find((c) => c.id === 'auth.devFirebaseVerify')?.input).toEqual({
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      verificationCode: '123456',
    });
    expect(fakeServer.calls.find((c) => c.id === 'auth.login')?.input).toMatchObject({
      type: 'firebase',
      countryDialingCode: '+63',
      mobileNum: '9171234567',
      firebaseIdToken: 'firebase-id-token-for-9171234567',
    });
  });
});
