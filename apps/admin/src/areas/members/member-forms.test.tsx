import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import MemberPage from './member-page.tsx';
import { NoteForm } from './note-form.tsx';
import { ReplyForm } from './reply-form.tsx';
import { TagEditor } from './tag-editor.tsx';

const PROFILE = {
  id: 7,
  username: 'alice01',
  nickname: 'Alice',
  mobile: '+63 9171234567',
  email: 'alice@example.com',
  lock: 'active',
  lockedUntil: null,
  registeredAt: '2026-01-01T00:00:00.000Z',
  lastSignInAt: '2026-11-01T10:00:00.000Z',
  accountType: 0,
  registerIp: '10.0.0.1',
  registerDevice: 'web',
  lastSignInIp: '198.51.100.4',
  vip: { label: null, rank: 0 },
  labels: [],
  contact: {},
  tags: ['vip'],
  contactVisible: true,
};

describe('NoteForm', () => {
  it('checks the note with the contract schema before sending, sends it trimmed and clears the field', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/members/notes': ok({ id: 1, author: 'boss', text: 'Called', at: '2026-11-01T00:00:00Z' }),
    });
    renderAdmin(<NoteForm memberId={7} />);
    const field = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Write a note of 1-2000 characters.');
    expect(requests).toHaveLength(0);
    await userEvent.type(field, '  Called about a bonus  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ memberId: 7, text: 'Called about a bonus' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
  });

  it('shows a refusal from the server and keeps the text', async () => {
    fakeServer({
      'POST /backoffice/api/members/notes': fail(403, 'staff.role.forbidden', 'Your role does not allow this.'),
    });
    renderAdmin(<NoteForm memberId={7} />);
    const field = screen.getByRole('textbox', { name: 'New note' });
    await userEvent.type(field, 'Payout delayed');
    await userEvent.click(screen.getByRole('button', { name: 'Add note' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Your role does not allow this.');
    expect((field as HTMLTextAreaElement).value).toBe('Payout delayed');
  });
});

describe('TagEditor', () => {
  it('refuses a bad tag in the browser, adds a good one and removes one by its labelled button', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/members/tags': ok([{ tag: 'high-roller', members: 3 }]),
      'POST /backoffice/api/members/tags': ok({ tags: ['high-roller', 'vip'] }),
      'POST /backoffice/api/members/tags/remove': ok({ tags: [] }),
    });
    renderAdmin(<TagEditor memberId={7} tags={['vip']} editable />);
    const field = screen.getByRole('combobox', { name: 'Tag' });
    await userEvent.type(field, '<b>');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    expect(screen.getByRole('alert').textContent).toBe('Use 1-32 letters, digits, spaces, _ or -.');
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'high-roller');
    await userEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    await waitFor(() =>
      expect(requests.some((r) => r.path.endsWith('/members/tags') && r.method === 'POST')).toBe(true),
    );
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({ memberId: 7, tag: 'high-roller' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove tag vip' }));
    await waitFor(() => expect(requests.some((r) => r.path.endsWith('/tags/remove'))).toBe(true));
    expect(requests.find((r) => r.path.endsWith('/tags/remove'))?.body).toEqual({ memberId: 7, tag: 'vip' });
  });

  it('only lists tags for a role that may not change them', () => {
    fakeServer({});
    renderAdmin(<TagEditor memberId={7} tags={['vip']} editable={false} />);
    expect(screen.getByText('vip')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove tag vip' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tag' })).toBeNull();
  });
});

describe('ReplyForm', () => {
  it('needs text and sends the answer', async () => {
    const { requests } = fakeServer({
      'POST /backoffice/api/support/reply': ok({ id: 3, from: 'agent', text: 'On it', time: 1 }),
    });
    renderAdmin(<ReplyForm conversation="conv-1" />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write 1-1000 characters.');
    await userEvent.type(screen.getByRole('textbox', { name: 'Your answer' }), 'On it');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]?.body).toEqual({ conversation: 'conv-1', text: 'On it' });
  });
});

describe('the member record', () => {
  const renderRecord = (role: 'risk' | 'finance' | 'support') =>
    renderAdmin(
      <Routes>
        <Route path="/members/:id" element={<MemberPage />} />
      </Routes>,
      { path: '/members/7', me: { role } },
    );

  it('locks with a reason and a duration in the lock dialog; a missing reason is asked for first', async () => {
    const { requests } = fakeServer({
      'GET /backoffice/api/members/profile': ok(PROFILE),
      'POST /backoffice/api/members/lock': ok({ ...PROFILE, lock: 'locked' }),
    });
    renderRecord('risk');
    await screen.findByRole('heading', { name: 'Member alice01' });
    expect(screen.queryByRole('button', { name: 'Password reset link' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock alice01' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'How long' }), '1 day');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lock' }).at(-1) as HTMLElement);
    expect(screen.getByText('Give a reason.')).toBeTruthy();
    expect(requests.filter((r) => r.method === 'POST')).toHaveLength(0);
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'chargeback ring');
    await userEvent.click(screen.getAllByRole('button', { name: 'Lock' }).at(-1) as HTMLElement);
    await waitFor(() => expect(requests.some((r) => r.method === 'POST')).toBe(true));
    expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
      memberId: 7,
      reason: 'chargeback ring',
      minutes: 1440,
    });
    await waitFor(() => expect(dialog.isConnected).toBe(false));
  });

  it('makes a reset link for support and shows it to copy; finance sees the adjust link instead', async () => {
    fakeServer({
      'GET /backoffice/api/members/profile': ok(PROFILE),
      'POST /backoffice/api/members/reset-link': ok({
        link: 'https://demo.example/reset-password?token=abc',
        expiresAt: '2026-11-01T10:30:00.000Z',
      }),
    });
    const first = renderRecord('support');
    await screen.findByRole('heading', { name: 'Member alice01' });
    expect(screen.queryByRole('button', { name: 'Lock' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Password reset link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Reason' }), 'member asked');
    await userEvent.click(screen.getByRole('button', { name: 'Make link' }));
    const link = (await screen.findByRole('textbox', { name: 'Reset link' })) as HTMLInputElement;
    expect(link.value).toBe('https://demo.example/reset-password?token=abc');
    first.unmount();

    renderRecord('finance');
    await screen.findByRole('heading', { name: 'Member alice01' });
    expect(screen.getByRole('link', { name: 'Adjust balance' }).getAttribute('href')).toBe(
      '/money/adjust?member=alice01',
    );
    expect(screen.queryByRole('tab', { name: 'Sign-ins' })).toBeNull();
  });
});
