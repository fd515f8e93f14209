import { buildWhiteLabelTree } from '@app/contracts/whitelabel';
import { cleanup, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

// The side bar's invite shortcut (SPEC §2): shown to visitors, and to members when the referral
// promotion is on (the brand's PROMO_REFERRAL switch, or a live referral promotion in its list).

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { Shortcuts } = await import('./shortcuts.tsx');
const { SessionProvider } = await import('../../session/index.ts');
const { queryClient } = await import('../../../lib/query-client.ts');

function brand(opts: { referralSwitch: boolean; referralState: string | null }) {
  fakeServer.reset((id) => {
    if (id === 'system.permission') {
      return {
        whiteLabel: buildWhiteLabelTree(new Map([['PROMO_REFERRAL', opts.referralSwitch]])),
        brand: { minimumAge: 18 },
        customerService: [],
      };
    }
    if (id === 'promotions.list') {
      const card = (kind: string, state: string) => ({ id: kind.length, kind, state, category: 'other' });
      return {
        list: [card('rebate', 'open'), ...(opts.referralState ? [card('referral', opts.referralState)] : [])],
      };
    }
    return undefined;
  });
}

async function show(token: string | null) {
  if (token) sessionStorage.setItem('token', token);
  await renderInLanguage(
    <MemoryRouter>
      <SessionProvider>
        <Shortcuts />
      </SessionProvider>
    </MemoryRouter>,
  );
  expect(await screen.findByRole('link', { name: 'Promotions' })).toBeTruthy();
}

beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});
afterEach(cleanup);

describe('the invite shortcut', () => {
  it('shows for a member when the brand runs a live referral promotion, its switch off', async () => {
    brand({ referralSwitch: false, referralState: 'open' });
    await show('tok-member');
    expect(await screen.findByRole('button', { name: 'Invite friends' })).toBeTruthy();
  });

  it('is left out for a member when neither the switch nor a live referral promotion is on', async () => {
    brand({ referralSwitch: false, referralState: 'closed' });
    await show('tok-member');
    await vi.waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'promotions.list')).toBe(true));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('button', { name: 'Invite friends' })).toBeNull();
  });

  it('shows for a visitor without asking for the promotions', async () => {
    brand({ referralSwitch: false, referralState: null });
    await show(null);
    expect(await screen.findByRole('button', { name: 'Invite friends' })).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'promotions.list')).toBe(false);
  });

  it('shows for a member when the switch is on, without asking for the promotions', async () => {
    brand({ referralSwitch: true, referralState: null });
    await show('tok-member');
    expect(await screen.findByRole('button', { name: 'Invite friends' })).toBeTruthy();
    expect(fakeServer.calls.some((c) => c.id === 'promotions.list')).toBe(false);
  });
});

describe('the customer-service channel (SPEC §4)', () => {
  function serviceBrand(rankLevel: number) {
    fakeServer.reset((id) => {
      if (id === 'system.permission') {
        return {
          whiteLabel: buildWhiteLabelTree(new Map([['PROMO_REFERRAL', true]])),
          brand: { minimumAge: 18 },
          customerService: [
            { csType: 3, name: 'Live chat', path: 'sealed-chat' },
            { csType: 4, name: 'VIP service', path: 'sealed-vip' },
          ],
        };
      }
      if (id === 'auth.memberInfo') {
        return {
          id: 7,
          account: 'vipper',
          nickname: 'vipper',
          isAgent: 0,
          accountType: 0,
          memberLabel: rankLevel > 0 ? ['VIP'] : [],
          clubLabel: rankLevel > 0 ? { labelName: `VIP ${rankLevel}`, rankLevel } : null,
          unclaimed: { promotions: 0, messages: 0, total: 0 },
        };
      }
      return undefined;
    });
  }

  it('is the VIP service channel instead of live chat above VIP level 4', async () => {
    serviceBrand(5);
    await show('tok-vip');
    expect(await screen.findByRole('button', { name: 'VIP service channel' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Live chat' })).toBeNull();
  });

  it('stays live chat at VIP level 4', async () => {
    serviceBrand(4);
    await show('tok-four');
    await vi.waitFor(() => expect(fakeServer.calls.some((c) => c.id === 'auth.memberInfo')).toBe(true));
    expect(await screen.findByRole('button', { name: 'Live chat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'VIP service channel' })).toBeNull();
  });
});
