import type { TMessage } from '@app/contracts/calls/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: MessageCentrePage } = await import('./message-centre-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const msg = (id: number, over: Partial<TMessage> = {}): TMessage => ({
  id,
  category: 'account',
  title: `Message ${id}`,
  body: `Body ${id}`,
  read: false,
  time: Date.UTC(2026, 2, 10, 5, id),
  ...over,
});
const LIST = [msg(1), msg(2, { read: true, category: 'system', title: 'VIP level up' })];
let unread = { total: 1, system: 0, promotion: 0, account: 1, personal: 0 };

beforeEach(() => {
  queryClient.clear();
  unread = { total: 1, system: 0, promotion: 0, account: 1, personal: 0 };
  fakeServer.reset((id, input) => {
    if (id === 'messages.unread') return unread;
    if (id === 'messages.list') {
      const list = input.category ? LIST.filter((m) => m.category === input.category) : LIST;
      return { list, pageNo: 1, pageSize: 15, total: list.length, totalPages: 1 };
    }
    if (id === 'messages.readAll') {
      unread = { total: 0, system: 0, promotion: 0, account: 0, personal: 0 };
      return unread;
    }
    if (id === 'messages.read') return { message: { ...LIST[0], read: true }, unread };
    if (id === 'messages.myFeedback') return { list: [] };
    return undefined;
  });
});
afterEach(cleanup);

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('messageV2', () => {
  it('lists messages with unread marks and counts on the tabs; opening one shows it', async () => {
    const { container } = await renderInLanguage(<MessageCentrePage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    const items = within(list).getAllByRole('button');
    expect(items[0]?.textContent).toContain('Unread: Message 1');
    expect(items[1]?.textContent).not.toContain('Unread');
    expect(screen.getByRole('tab', { name: 'All (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Account (1)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'System' })).toBeTruthy();
    expect(await axeProblems(container)).toEqual([]);

    await userEvent.setup().click(items[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: 'Message 1' });
    expect(dialog.textContent).toContain('Body 1');
    await vi.waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'messages.read')).toBe(true));
  });

  it('marks all read in a category, and the feedback tab shows the form', async () => {
    await renderInLanguage(<MessageCentrePage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'Account (1)' }));
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await vi.waitFor(() =>
      expect(fakeServer.calls.find((c) => c.id === 'messages.readAll')?.input).toEqual({ category: 'account' }),
    );
    expect(await screen.findByRole('tab', { name: 'Account' })).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: 'Feedback' }));
    expect(screen.getByRole('form', { name: 'Send feedback' })).toBeTruthy();
    expect(await screen.findByText('You have not sent any feedback yet.')).toBeTruthy();
  });
});
