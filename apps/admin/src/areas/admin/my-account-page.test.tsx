import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import MyAccountPage from './my-account-page.tsx';

describe('my account', () => {
  it('makes new recovery codes only with a 6-digit code, shows the refusal, then the codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `cccc${i}-dddd${i}`);
    const { requests } = fakeServer({
      'POST /backoffice/api/recovery-codes': (body) =>
        (body as { code: string }).code === '111111'
          ? ok({ recoveryCodes: codes })
          : fail(400, 'staff.code.invalid', 'That code is not right.'),
    });
    renderAdmin(<MyAccountPage />, { me: { recoveryCodesLeft: 3 } });
    expect(screen.getByText('3')).toBeTruthy();
    const field = screen.getByLabelText('Authenticator code');
    await userEvent.type(field, 'abc');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('6 digits.')).toBeTruthy();
    expect(requests).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, '222222');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect((await screen.findByRole('alert')).textContent).toContain('That code is not right.');
    await userEvent.clear(screen.getByLabelText('Authenticator code'));
    await userEvent.type(screen.getByLabelText('Authenticator code'), '111111');
    await userEvent.click(screen.getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByText('cccc9-dddd9')).toBeTruthy();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I saved them' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.queryByText('cccc9-dddd9')).toBeNull();
  });
});
