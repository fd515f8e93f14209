import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { EnvelopeScreen } = await import('./envelope-screen.tsx');
const { ApiError } = await import('../../../lib/api-client.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

const HOUR = 3_600_000;

function envelope(
  over: Partial<{ sharesLeft: number; myShare: number | null; open: boolean; next: number | null }> = {},
) {
  const now = Date.now();
  return {
    promotionId: 9,
    title: 'Lucky envelope',
    round:
      over.open === false
        ? null
        : {
            id: 3,
            opensAt: now - 60_000,
            closesAt: now + 20 * 60_000,
            shares: 10,
            sharesLeft: over.sharesLeft ?? 3,
            pool: 500,
          },
    nextOpensAt: over.next === undefined ? now + 2 * HOUR : over.next,
    myShare: over.myShare ?? null,
  };
}

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the red envelope screen', () => {
  it('shows the open round and reveals my share when I open it', async () => {
    let opened = false;
    fakeServer.reset((id) => {
      if (id === 'promotions.envelope') return opened ? envelope({ sharesLeft: 2, myShare: 37.25 }) : envelope();
      if (id === 'promotions.claimEnvelope') {
        opened = true;
        return { amount: 37.25, rewardId: 4, envelope: envelope({ sharesLeft: 2, myShare: 37.25 }) };
      }
      return undefined;
    });
    await renderInLanguage(<EnvelopeScreen promotionId={9} signedIn />);
    const user = userEvent.setup();
    expect(await screen.findByText('3 of 10 envelopes left')).toBeTruthy();
    expect(screen.getByText('Closes in')).toBeTruthy();
    expect(screen.getByText(/^(00:19:[0-5]\d|00:20:00)$/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect((await screen.findByRole('status')).textContent).toMatch(/^You got .*37\.25!$/);
    expect(screen.getByText('2 of 10 envelopes left')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
    const sent = fakeServer.calls.find((c) => c.id === 'promotions.claimEnvelope')?.input;
    expect(sent?.promotionId).toBe(9);
    expect(String(sent?.requestId)).toMatch(/^[A-Za-z0-9]{8,64}$/);
  });

  it("shows a refusal in the member's language and nothing as won", async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.envelope') return envelope({ sharesLeft: 1 });
      if (id === 'promotions.claimEnvelope')
        throw new ApiError('promotions.envelope.empty', 'err_promo_envelope_empty', 409);
      return undefined;
    });
    await renderInLanguage(<EnvelopeScreen promotionId={9} signedIn />, 'CN');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '拆红包' }));
    expect((await screen.findByRole('alert')).textContent).toBe('本轮红包已被抢完。');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('counts down to the next round when none is open', async () => {
    fakeServer.reset((id) => (id === 'promotions.envelope' ? envelope({ open: false }) : undefined));
    await renderInLanguage(<EnvelopeScreen promotionId={9} signedIn />);
    expect(await screen.findByText('No round is open right now.')).toBeTruthy();
    expect(screen.getByText('Next round in')).toBeTruthy();
    expect(screen.getByText(/^(01:59:[0-5]\d|02:00:00)$/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });

  it('says when the promotion has no more rounds', async () => {
    fakeServer.reset((id) => (id === 'promotions.envelope' ? envelope({ open: false, next: null }) : undefined));
    await renderInLanguage(<EnvelopeScreen promotionId={9} signedIn />);
    expect(await screen.findByText('No more rounds in this promotion.')).toBeTruthy();
  });

  it('asks an anonymous reader to sign in instead of offering Open', async () => {
    fakeServer.reset((id) => (id === 'promotions.envelope' ? envelope() : undefined));
    await renderInLanguage(<EnvelopeScreen promotionId={9} signedIn={false} />);
    expect(await screen.findByText('Sign in or register to open a red envelope.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
