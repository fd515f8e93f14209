import { memberInfo, type TMemberInfo } from '@app/contracts/calls/auth';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';
import { rgState } from '../test-fixtures.ts';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { BreakForm } = await import('./break-form.tsx');
const { BreakNoticeHost } = await import('../index.ts');
const { closeBreakNotice } = await import('./break-notice.ts');
const { SessionProvider } = await import('../../session/index.ts');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');
const { readSession, sessionKeys, writeSession } = await import('../../../lib/storage.ts');
const { setCallData } = await import('../../../lib/use-call.ts');

const SINCE = Date.UTC(2026, 10, 29, 4);
const UNTIL = Date.UTC(2026, 11, 6, 4);

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

/** The signed-in member as the member info answers (only what the form and the session read). */
const member = (hasPassword: boolean) =>
  ({
    username: 'ann',
    account: 'ann',
    customerId: 'C0001',
    isAgent: 0,
    memberLabel: [],
    hasPassword,
  }) as unknown as TMemberInfo;

/** The calls the form sent (the session's end reloads the cached member info: not the form's doing). */
const sent = () => fakeServer.calls.filter((c) => c.id !== 'auth.memberInfo');

/**
 * The form on the member centre's address, signed in (a member with a password unless told), with the
 * site-wide notice host.
 */
async function renderSignedIn({ hasPassword = true } = {}) {
  writeSession(sessionKeys.token, 'member-token');
  setCallData(memberInfo, {}, member(hasPassword));
  const answer = fakeServer.answer;
  fakeServer.answer = (id, input) => (id === 'auth.memberInfo' ? member(hasPassword) : answer(id, input));
  await renderInLanguage(
    <MemoryRouter initialEntries={['/member/responsible-gaming']}>
      <SessionProvider>
        <Routes>
          <Route path="/member/*" element={<BreakForm />} />
          <Route path="*" element={null} />
        </Routes>
        <Where />
        <BreakNoticeHost />
      </SessionProvider>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

beforeEach(() => queryClient.clear());
afterEach(() => {
  closeBreakNotice();
  cleanup();
});

describe('taking a break', () => {
  it('offers the lengths of the contract and requires one and the password before asking', async () => {
    fakeServer.reset(() => undefined);
    const user = await renderSignedIn();
    const cooloff = screen.getByRole('group', { name: 'Cooling-off' });
    expect(
      within(cooloff)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['24h', '7d', '30d']);
    const exclusion = screen.getByRole('group', { name: 'Self-exclusion' });
    expect(
      within(exclusion)
        .getAllByRole('radio')
        .map((r) => r.parentElement?.textContent),
    ).toEqual(['6 months', '12 months', '24 months', '60 months', 'Permanently']);
    expect(screen.getByText(/cannot be lifted before it ends/).textContent).toContain(
      'signs you out at once, and any bonus you are wagering is given up',
    );

    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(screen.getByText('Choose how long the break lasts.')).toBeTruthy();
    expect(screen.getByLabelText('Your sign-in password').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter your sign-in password.')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: '30 days' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(screen.queryByText('Choose how long the break lasts.')).toBeNull();
    expect(screen.getByText('Enter your sign-in password.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.calls).toHaveLength(0);
  });

  it('asks first, then sends the break with the password, signs out and says until when', async () => {
    fakeServer.reset((id) =>
      id === 'rg.exclusion' ? rgState({}, { kind: 'cooloff', since: SINCE, until: UNTIL }) : undefined,
    );
    const user = await renderSignedIn();
    await user.click(screen.getByRole('radio', { name: '7 days' }));
    await user.type(screen.getByLabelText('Your sign-in password'), 'my secret 1');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    let dialog = screen.getByRole('dialog', { name: 'Start this break?' });
    expect(dialog.textContent).toContain('You are about to start a cooling-off of 7 days.');
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fakeServer.calls).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    dialog = screen.getByRole('dialog', { name: 'Start this break?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the break' }));
    const notice = await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(notice.textContent).toContain('Your cooling-off lasts until');
    expect(notice.textContent).toContain('You have been signed out');
    expect(sent()).toEqual([
      { id: 'rg.exclusion', input: { kind: 'cooloff', duration: '7d', password: 'my secret 1' } },
    ]);
    expect(readSession(sessionKeys.token)).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it('sends a permanent self-exclusion as such, and shows a refusal in the form without signing out', async () => {
    fakeServer.reset(() => {
      throw new ApiError('rg.password.wrong', 'err_rg_password_wrong', 400);
    });
    const user = await renderSignedIn();
    await user.click(screen.getByRole('radio', { name: 'Permanently' }));
    await user.type(screen.getByLabelText('Your sign-in password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Start this break?' });
    expect(dialog.textContent).toContain('You are about to exclude yourself permanently.');
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the break' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The password is not correct.');
    expect(fakeServer.calls.map((c) => c.input)).toEqual([
      { kind: 'exclusion', duration: 'forever', password: 'wrong' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(readSession(sessionKeys.token)).toBe('member-token');
    expect(screen.getByTestId('where').textContent).toBe('/member/responsible-gaming');
  });

  it('asks a member without a password for a code sent to the bound mobile, and sends the break with it', async () => {
    fakeServer.reset((id) => {
      if (id === 'rg.confirmCode') return { to: '138****0000', expiredMinutes: 1 };
      if (id === 'rg.exclusion') return rgState({}, { kind: 'exclusion', since: SINCE, until: null });
      return undefined;
    });
    const user = await renderSignedIn({ hasPassword: false });
    expect(screen.queryByLabelText('Your sign-in password')).toBeNull();
    const field = screen.getByLabelText('Verification code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByText(/You have no sign-in password/).id).toBe(
      field.getAttribute('aria-describedby')?.split(' ')[0],
    );

    // Nothing is sent without the six digits.
    await user.click(screen.getByRole('radio', { name: '12 months' }));
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter the six digits of the code we sent you.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect((await screen.findByRole('status')).textContent).toBe('A code was sent to 138****0000.');
    const resend = screen.getByRole('button', { name: /Resend in \d+s/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(field);

    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    const dialog = screen.getByRole('dialog', { name: 'Start this break?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, start the break' }));
    await screen.findByRole('dialog', { name: 'Your break has started' });
    expect(sent()).toEqual([
      { id: 'rg.confirmCode', input: {} },
      { id: 'rg.exclusion', input: { kind: 'exclusion', duration: '12m', code: '123456' } },
    ]);
    expect(readSession(sessionKeys.token)).toBeNull();
  });

  it("shows the server's refusal of a wrong code in the form, signed in still", async () => {
    fakeServer.reset((id) => {
      if (id === 'rg.confirmCode') return { to: 'a***@example.com', expiredMinutes: 1 };
      throw new ApiError(
        'verification.code.invalid',
        'err_verification_code_invalid',
        400,
        undefined,
        'The verification code is invalid or missing.',
      );
    });
    const user = await renderSignedIn({ hasPassword: false });
    await user.click(screen.getByRole('radio', { name: '24 hours' }));
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await user.type(screen.getByLabelText('Verification code'), '000000');
    await user.click(screen.getByRole('button', { name: 'Take a break' }));
    await user.click(screen.getByRole('button', { name: 'Yes, start the break' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The verification code is invalid or missing.');
    expect(fakeServer.calls.at(-1)).toEqual({
      id: 'rg.exclusion',
      input: { kind: 'cooloff', duration: '24h', code: '000000' },
    });
    expect(readSession(sessionKeys.token)).toBe('member-token');
  });
});
