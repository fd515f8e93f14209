import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: TransferUplinePage } = await import('./transfer-upline-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const info = (over: Record<string, unknown> = {}) => ({
  uplineUsername: 'agent01',
  toUpline: true,
  toDownline: false,
  min: 100,
  max: 50_000,
  available: 1_250.5,
  ...over,
});

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the transfer page', () => {
  it('offers the transfer to the upline when the member has one', async () => {
    fakeServer.reset((id) => (id === 'cashier.transferInfo' ? info() : undefined));
    await renderInLanguage(<TransferUplinePage open={() => {}} close={() => {}} />);
    expect(await screen.findByRole('heading', { name: /agent01/ })).toBeTruthy();
    expect(screen.queryByText('You have no upline and no team to send money to.')).toBeNull();
  });

  it('says there is no one to send to for a member with neither an upline nor a team, and asks for nothing', async () => {
    fakeServer.reset((id) =>
      id === 'cashier.transferInfo' ? info({ toUpline: false, uplineUsername: '' }) : undefined,
    );
    await renderInLanguage(<TransferUplinePage open={() => {}} close={() => {}} />);
    expect(await screen.findByText('You have no upline and no team to send money to.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
