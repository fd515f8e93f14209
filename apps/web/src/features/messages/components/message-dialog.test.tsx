import type { TMessage } from '@app/contracts/calls/messages';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { MessageDialog } = await import('./message-dialog.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');

const COUNTS = { total: 0, system: 0, promotion: 0, account: 0, personal: 0 };
const message = (over: Partial<TMessage> = {}): TMessage => ({
  id: 12,
  category: 'account',
  title: 'Deposit received',
  body: 'Your deposit D100 of 123.45 has been credited to your wallet.',
  read: false,
  time: Date.UTC(2026, 2, 10, 5),
  ...over,
});

beforeEach(() => {
  queryClient.clear();
  fakeServer.reset((id) => {
    if (id === 'messages.read') return { message: { ...message(), read: true }, unread: COUNTS };
    if (id === 'messages.remove') return COUNTS;
    return undefined;
  });
});
afterEach(cleanup);

async function axeProblems(root: Element) {
  const r = await axe.run(root, { rules: { 'color-contrast': { enabled: false } } });
  return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

describe('the message dialog', () => {
  it('shows the message, marks an unread one read once, and passes axe', async () => {
    await renderInLanguage(<MessageDialog message={message()} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Deposit received' });
    expect(dialog.textContent).toContain('Your deposit D100 of 123.45 has been credited to your wallet.');
    expect(within(dialog).getByText('Account')).toBeTruthy();
    await vi.waitFor(() => expect(fakeServer.calls.filter((c) => c.id === 'messages.read')).toHaveLength(1));
    expect(fakeServer.calls.find((c) => c.id === 'messages.read')?.input).toEqual({ id: 12 });
    expect(await axeProblems(dialog)).toEqual([]);
  });

  it('does not mark a read message again', async () => {
    await renderInLanguage(<MessageDialog message={message({ read: true })} onClose={() => {}} />);
    expect(screen.getByRole('dialog', { name: 'Deposit received' })).toBeTruthy();
    expect(fakeServer.calls.filter((c) => c.id === 'messages.read')).toEqual([]);
  });

  it('deletes the message and closes; a refusal stays open with the reason', async () => {
    const onClose = vi.fn();
    await renderInLanguage(<MessageDialog message={message({ read: true })} onClose={onClose} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    expect(fakeServer.calls.find((c) => c.id === 'messages.remove')?.input).toEqual({ ids: [12] });
    expect(onClose).toHaveBeenCalledTimes(1);
    cleanup();

    fakeServer.reset(() => {
      throw new ApiError('messages.not.found', 'err_messages_not_found', 404);
    });
    const stays = vi.fn();
    await renderInLanguage(<MessageDialog message={message({ read: true })} onClose={stays} />, 'VI');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Xóa' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Không tìm thấy tin nhắn này.');
    expect(stays).not.toHaveBeenCalled();
  });
});
