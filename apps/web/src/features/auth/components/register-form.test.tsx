import { fieldRule, LIMITS } from '@app/contracts/rules';
import { buildWhiteLabelTree } from '@app/contracts/whitelabel';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

// SPEC §8: a failed SMS send and an invalid invitation code are warning popups with a confirm button,
// not text in the form.

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { ApiError } = await import('../../../lib/api-client.ts');
const { messageKeyOf } = await import('../../../lib/error-keys.ts');
const { RegisterForm } = await import('./register-form.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');

const RULES = [
  fieldRule('username', 'LETTER_FIRST_ALNUM', LIMITS.username),
  fieldRule('password', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('confirmPassword', 'LETTERS_AND_DIGITS', LIMITS.password, { type: 'password' }),
  fieldRule('mobileNum', 'DIGITS', LIMITS.mobile, { type: 'tel', required: false }),
  fieldRule('verificationCode', 'ANY', LIMITS.verificationCode, { required: false }),
  fieldRule('affiliateCode', 'ANY', { min: 1, max: 32 }, { enabled: false, required: false }),
];
/** A failure as the server answers it: the code, its status and message key, and the server's words. */
const serverError = (code: string, status: number, message: string) =>
  new ApiError(code, messageKeyOf(code), status, undefined, message);

const SMS_FAILED = 'The text message could not be sent. Please try again later.';

/** The site's answers for the form, with the given answers for the calls under test. */
function site(over: Record<string, (input: Record<string, unknown>) => unknown>) {
  fakeServer.reset((id, input) => {
    if (over[id]) return over[id](input);
    if (id === 'system.permission') return { whiteLabel: buildWhiteLabelTree(new Map()), brand: { minimumAge: 18 } };
    if (id === 'system.registerSettings') return RULES;
    if (id === 'auth.countryCodes') return [{ countryCode: 'PH', countryDialingCode: '+63' }];
    throw new Error(`unexpected call ${id}`);
  });
}

beforeEach(() => {
  queryClient.clear();
  window.history.replaceState(null, '', '/register');
});
afterEach(cleanup);

describe('the register form', () => {
  it('shows a failed SMS send as a warning popup with the server message and a confirm button', async () => {
    site({
      'auth.registerSmsCode': () => {
        throw serverError('sms.send.failed', 503, SMS_FAILED);
      },
    });
    await renderInLanguage(<RegisterForm onSignedIn={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Mobile number/ }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const popup = await screen.findByRole('dialog', { name: 'Warning' });
    expect(popup.textContent).toContain(SMS_FAILED);
    // Only in the popup: the form itself shows no error text.
    expect(screen.getAllByText(SMS_FAILED)).toHaveLength(1);
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    // What was typed is still there.
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveProperty('value', '9171234567');
    expect(fakeServer.calls.filter((c) => c.id === 'auth.registerSmsCode')).toHaveLength(1);
  });

  it('shows an invalid invitation code from the link as a warning popup and the field to correct it', async () => {
    window.history.replaceState(null, '', '/register?affiliateCode=NOPE99');
    site({
      'auth.affiliate': () => {
        throw serverError('affiliate.code.invalid', 400, 'The invitation code is not valid.');
      },
    });
    await renderInLanguage(<RegisterForm onSignedIn={() => undefined} />);
    const popup = await screen.findByRole('dialog', { name: 'Warning' });
    expect(popup.textContent).toContain('The invitation code is not valid.');
    expect(fakeServer.calls.find((c) => c.id === 'auth.affiliate')?.input).toMatchObject({ code: 'NOPE99' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Warning' })).toBeNull());
    // SPEC §4: the affiliate field is shown, holding the refused code; the form has no error line.
    expect(screen.getByRole('textbox', { name: /Invitation code/ })).toHaveProperty('value', 'NOPE99');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows an invitation code the server refuses at registration as the same warning popup', async () => {
    window.history.replaceState(null, '', '/register?affiliateCode=GONE01');
    site({
      'auth.affiliate': () => ({ code: 'GONE01', agent: 'agent01' }),
      'auth.register': () => {
        throw serverError('affiliate.code.invalid', 400, 'The invitation code is not valid.');
      },
    });
    await renderInLanguage(<RegisterForm onSignedIn={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'alice2026');
    for (const field of screen.getAllByLabelText(/password/i, { selector: 'input' })) {
      await user.type(field, 'Lucky2026pass');
    }
    for (const box of screen.getAllByRole('checkbox')) await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    const popup = await screen.findByRole('dialog', { name: 'Warning' });
    expect(popup.textContent).toContain('The invitation code is not valid.');
    // The form has no error line of its own; the field to correct is marked.
    expect(screen.queryByRole('alert')).toBeNull();
    const field = screen.getByRole('textbox', { name: /Invitation code/ });
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });

  it('with the bot check on, asks for the tick, then sends a token with the code request and the register', async () => {
    const tokens: string[] = [];
    site({
      'auth.signInChecks': () => ({ botCheck: { provider: 'local', siteKey: '' }, firebase: null }),
      // A puzzle of 0 bits: any nonce solves it.
      'auth.botCheckChallenge': (input) => ({
        challenge: `c-${input.action}-${tokens.length}`,
        bits: 0,
        expiresIn: 120,
      }),
      'auth.botCheckSolve': (input) => {
        tokens.push(`bot-${input.challenge}`);
        return { token: `bot-${input.challenge}`, expiresIn: 300 };
      },
      'auth.registerSmsCode': () => ({ expiredMinutes: 5, to: '+63 917•••••67' }),
      'auth.register': () => {
        throw serverError('username.taken', 409, 'This username is already taken.');
      },
    });
    await renderInLanguage(<RegisterForm onSignedIn={() => undefined} />);
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: /Username/ }), 'alice2026');
    for (const field of screen.getAllByLabelText(/password/i, { selector: 'input' })) {
      await user.type(field, 'Lucky2026pass');
    }
    await user.type(screen.getByRole('textbox', { name: /Mobile number/ }), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please tick “I am not a robot” first.')).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'auth.registerSmsCode')).toBe(false);

    await user.click(screen.getByRole('checkbox', { name: 'I am not a robot' }));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'I am not a robot' })).toHaveProperty('checked', true),
    );
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.registerSmsCode')).toBe(true));
    const code = fakeServer.calls.find((c) => c.id === 'auth.registerSmsCode')?.input;
    expect(code).toMatchObject({ regType: 'username', botCheckToken: 'bot-c-register_code-1' });

    await user.click(screen.getByLabelText(/at least 18/));
    await user.click(screen.getByLabelText(/terms of service/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.register')).toBe(true));
    const sent = fakeServer.calls.find((c) => c.id === 'auth.register')?.input;
    // The token the tick prepared for register was kept for the register call; each token once.
    expect(sent).toMatchObject({ username: 'alice2026', botCheckToken: 'bot-c-register-0' });
    expect(new Set(tokens).size).toBe(tokens.length);
  });
});
