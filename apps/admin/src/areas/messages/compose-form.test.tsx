import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { fail, fakeServer, ok, renderAdmin } from '../../test/render.tsx';
import { ComposeForm } from './compose-form.tsx';
import { ReplyDialog } from './reply-dialog.tsx';

const PREVIEW = 'POST /backoffice/api/messages/preview';
const SEND = 'POST /backoffice/api/messages/campaigns';
const REPLY = 'POST /backoffice/api/feedback/reply';

const campaign = (over: Record<string, unknown> = {}) => ({
  id: 3,
  category: 'promotion',
  title: 'Weekend offer',
  languages: ['EN'],
  segment: { audience: 'all' },
  recipients: 41,
  reason: 'spring campaign',
  by: 'boss',
  at: Date.now(),
  ...over,
});
const posts = (server: ReturnType<typeof fakeServer>, path: string) =>
  server.requests.filter((r) => r.method === 'POST' && r.path === path);

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('the compose form', () => {
  it('previews the count for the segment, then sends texts, segment, reason and a request id once', async () => {
    const server = fakeServer({ [PREVIEW]: ok({ count: 41 }), [SEND]: ok(campaign()) });
    const { container } = renderAdmin(<ComposeForm />);
    const form = screen.getByRole('form', { name: 'New message' });
    expect(await axeProblems(container)).toEqual([]);
    await userEvent.selectOptions(within(form).getByLabelText('Category'), 'promotion');
    expect(within(form).getByText(/never reach members in a cooling-off/)).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Weekend offer');
    await userEvent.type(within(form).getByLabelText('Text (EN)'), 'Double points all weekend.');
    await userEvent.type(within(form).getByLabelText('VIP level at least'), '3');
    await userEvent.type(within(form).getByLabelText(/Member labels/), 'gold, whale');
    await userEvent.click(within(form).getByRole('button', { name: 'Count recipients' }));
    expect((await within(form).findByRole('status')).textContent).toBe('This message would reach 41 members now.');
    expect(posts(server, '/backoffice/api/messages/preview')[0]?.body).toEqual({
      category: 'promotion',
      segment: { audience: 'all', vipLevelMin: 3, labels: ['gold', 'whale'] },
    });

    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'spring campaign');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(await within(form).findByText('Sent to 41 members.')).toBeTruthy();
    const sent = posts(server, '/backoffice/api/messages/campaigns');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({
      category: 'promotion',
      texts: { EN: { title: 'Weekend offer', body: 'Double points all weekend.' } },
      segment: { audience: 'all', vipLevelMin: 3, labels: ['gold', 'whale'] },
      reason: 'spring campaign',
    });
    const body = sent[0]?.body as { requestId?: string } | undefined;
    expect(String(body?.requestId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for the text and a reason before sending anything, and shows the server’s refusal', async () => {
    const server = fakeServer({
      [SEND]: fail(400, 'messages.segment.unknown.user', 'Some usernames in the segment do not exist.'),
    });
    renderAdmin(<ComposeForm />);
    const form = screen.getByRole('form', { name: 'New message' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give a title and a text for each language.');
    await userEvent.type(within(form).getByLabelText('Title (EN)'), 'Hello');
    await userEvent.type(within(form).getByLabelText('Text (EN)'), 'Welcome');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect(within(form).getByRole('alert').textContent).toBe('Give a reason of at least 2 characters.');
    expect(posts(server, '/backoffice/api/messages/campaigns')).toHaveLength(0);

    await userEvent.click(within(form).getByRole('button', { name: 'Add a language' }));
    expect(within(form).getByLabelText('Title (CN)')).toBeTruthy();
    await userEvent.type(within(form).getByLabelText('Title (CN)'), '你好');
    await userEvent.type(within(form).getByLabelText('Text (CN)'), '欢迎');
    await userEvent.type(within(form).getByLabelText(/Usernames/), 'ghost');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Reason' }), 'welcome note');
    await userEvent.click(within(form).getByRole('button', { name: 'Send message' }));
    expect((await within(form).findByRole('alert')).textContent).toContain(
      'Some usernames in the segment do not exist.',
    );
    expect(posts(server, '/backoffice/api/messages/campaigns')[0]?.body).toMatchObject({
      texts: { EN: { title: 'Hello', body: 'Welcome' }, CN: { title: '你好', body: '欢迎' } },
      segment: { usernames: ['ghost'] },
    });
  });
});

describe('the reply dialog', () => {
  const item = {
    id: 8,
    question: 'withdrawal' as const,
    content: 'My withdrawal is late.',
    images: 0,
    status: 'open' as const,
    reply: null,
    createdAt: Date.now(),
    repliedAt: null,
    username: 'player1',
    repliedBy: null,
    imageUrls: [],
  };

  it('asks for a reply, then sends it once', async () => {
    const server = fakeServer({ [REPLY]: ok({ ...item, status: 'replied', reply: 'Paid now.' }) });
    let done = '';
    renderAdmin(<ReplyDialog item={item} mayReply onClose={() => {}} onDone={(d) => (done = d.reply ?? '')} />);
    const dialog = screen.getByRole('dialog', { name: 'Feedback from player1' });
    expect(dialog.textContent).toContain('My withdrawal is late.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    expect(within(dialog).getByText('Write a reply of at least 2 characters.')).toBeTruthy();
    expect(posts(server, '/backoffice/api/feedback/reply')).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Reply' }), 'Paid now.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send reply' }));
    await vi.waitFor(() => expect(done).toBe('Paid now.'));
    expect(posts(server, '/backoffice/api/feedback/reply').map((r) => r.body)).toEqual([{ id: 8, reply: 'Paid now.' }]);
  });

  it('shows no reply box to a role that may only read', () => {
    fakeServer({});
    renderAdmin(<ReplyDialog item={item} mayReply={false} onClose={() => {}} onDone={() => {}} />, {
      me: { role: 'read-only' },
    });
    const dialog = screen.getByRole('dialog', { name: 'Feedback from player1' });
    expect(within(dialog).queryByRole('textbox', { name: 'Reply' })).toBeNull();
  });
});
