import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, OWNER, ok, renderAdmin } from '../../test/render.tsx';
import StaffPage from './staff-page.tsx';

const FIN = { ...OWNER, id: 5, username: 'fin1', role: 'finance' as const, enrolled: false };
const ADMIN = { ...OWNER, id: 6, username: 'adm1', role: 'admin' as const };

describe('staff accounts page', () => {
  it('lists accounts and offers actions only on the accounts this role may manage', async () => {
    fakeServer({ 'GET /backoffice/api/staff': ok([OWNER, FIN, ADMIN]) });
    renderAdmin(<StaffPage />, { me: { staff: ADMIN, role: 'admin' } });
    await screen.findByRole('cell', { name: 'fin1' });
    expect(screen.getByRole('button', { name: 'Lock fin1' })).toBeTruthy();
    // An admin manages no owner and not itself.
    expect(screen.queryByRole('button', { name: 'Lock boss' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Lock adm1' })).toBeNull();
  });

  it('create form: checks fields with the contract schema, offers only grantable roles, then shows the enrolment', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/staff': ok([ADMIN]),
      'POST /backoffice/api/staff': (body) =>
        (body as { username: string }).username === 'taken1'
          ? fail(400, 'staff.username.taken', 'That username is taken.')
          : ok({
              staff: { ...FIN, username: 'new-fin' },
              enrolment: { secret: 'QRSTUVWX', otpauthUri: 'otpauth://x', qrSvg: '<svg/>' },
              recoveryCodes: [],
            }),
    });
    renderAdmin(<StaffPage />, { me: { staff: ADMIN, role: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: 'New staff account' }));
    const dialog = screen.getByRole('dialog', { name: 'New staff account' });
    const roles = within(dialog)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(roles).toEqual(['Finance', 'Support', 'Risk', 'Content', 'Read-only']);

    await userEvent.type(within(dialog).getByLabelText('Username'), 'a b');
    await userEvent.type(within(dialog).getByLabelText('Password'), 'short');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Password').getAttribute('aria-invalid')).toBe('true');
    expect(within(dialog).getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    // The password's rule is said once (the hint); its error says what is wrong with this one.
    expect(within(dialog).getAllByText('At least 10 characters. Give it to the person privately.')).toHaveLength(1);
    expect(within(dialog).getByText('Too short: 5 characters so far.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.type(within(dialog).getByLabelText('Username'), 'taken1');
    await userEvent.clear(within(dialog).getByLabelText('Password'));
    await userEvent.type(within(dialog).getByLabelText('Password'), 'long-enough-1');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'new hire');
    await userEvent.selectOptions(within(dialog).getByLabelText('Role'), 'risk');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain('That username is taken.');

    await userEvent.clear(within(dialog).getByLabelText('Username'));
    await userEvent.type(within(dialog).getByLabelText('Username'), 'new-fin');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(requests.filter((r) => r.method === 'POST').at(-1)?.body).toEqual({
      username: 'new-fin',
      password: 'long-enough-1',
      role: 'risk',
      reason: 'new hire',
    });
    const made = await screen.findByRole('dialog', { name: 'Account new-fin created' });
    expect(within(made).getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(within(made).getByText('QRST UVWX')).toBeTruthy();
    await userEvent.click(within(made).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('create dialog: Cancel closes it without sending, and it opens again empty', async () => {
    const { requests } = fakeServer({ 'GET /backoffice/api/staff': ok([ADMIN]) });
    renderAdmin(<StaffPage />, { me: { staff: ADMIN, role: 'admin' } });
    await userEvent.click(await screen.findByRole('button', { name: 'New staff account' }));
    let dialog = screen.getByRole('dialog', { name: 'New staff account' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    expect(within(dialog).getByText('Enter a password.')).toBeTruthy();
    await userEvent.type(within(dialog).getByLabelText('Username'), 'half-typed');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'New staff account' }));
    dialog = screen.getByRole('dialog', { name: 'New staff account' });
    expect((within(dialog).getByLabelText('Username') as HTMLInputElement).value).toBe('');
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('locks with a required reason', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/staff': ok([OWNER, FIN]),
      'POST /backoffice/api/staff/lock': ok({ ...FIN, status: 'locked' }),
    });
    renderAdmin(<StaffPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Lock fin1' }));
    const dialog = screen.getByRole('dialog', { name: 'Lock fin1' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.find((r) => r.path === '/backoffice/api/staff/lock')?.body).toEqual({
      staffId: 5,
      locked: true,
      reason: 'left',
    });
  });
});
