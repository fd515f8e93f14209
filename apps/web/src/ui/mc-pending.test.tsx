import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { renderInLanguage } from '../test/render.tsx';
import { McPending } from './page-kit.tsx';

afterEach(cleanup);

describe('McPending', () => {
  it('says Loading while a read has no answer yet', async () => {
    await renderInLanguage(<McPending read={{ data: undefined, refetch: () => {} }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });

  it('says why a read failed, in the language shown, and asks again on Try again', async () => {
    const refetch = vi.fn();
    const error = new ApiError('network', 'err_network', 0);
    await renderInLanguage(<McPending read={{ data: undefined, error, refetch }} />, 'JA');
    expect(screen.getByRole('alert').textContent).toBe('ネットワーク接続に異常があります。接続を確認してください。');
    await userEvent.click(screen.getByRole('button'));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('shows nothing once the answer is in, even when a later read failed', async () => {
    const error = new ApiError('network', 'err_network', 0);
    const { container } = await renderInLanguage(<McPending read={{ data: { list: [] }, error, refetch: () => {} }} />);
    expect(container.textContent).toBe('');
  });
});
