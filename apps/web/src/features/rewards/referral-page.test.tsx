import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fake-server.ts';
import { renderInLanguage } from '../../test/render.tsx';

vi.mock('../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../test/fake-server.ts');
  return { ...(await real<typeof import('../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { default: ReferralPage } = await import('./referral-page.tsx');
const { queryClient } = await import('../../lib/query-client.ts');

const LINK = 'http://localhost/register?referralCode=AB12CD';

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('invite friends', () => {
  it('shows the code, the link with a copy button, a QR code of the link, the rules and the friends', async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.referral') {
        return {
          code: 'AB12CD',
          link: LINK,
          promotion: null,
          terms: ['P 50.00 for each friend whose first deposit reaches P 200.00'],
          friends: [
            { username: 'ma***a', registeredAt: Date.UTC(2026, 10, 2), firstDeposit: true, reward: 50 },
            { username: 'jo***n', registeredAt: Date.UTC(2026, 10, 3), firstDeposit: false, reward: null },
          ],
          total: 2,
          invited: 2,
          qualified: 1,
          rewarded: 50,
        };
      }
      return undefined;
    });
    await renderInLanguage(<ReferralPage />);
    const user = userEvent.setup();
    // After setup: user-event puts its own clipboard in place.
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    expect((await screen.findByTestId('referral-code')).textContent).toBe('AB12CD');
    expect(screen.getByRole('textbox', { name: 'Invitation link' })).toHaveProperty('value', LINK);
    const qr = screen.getByRole('img', { name: 'QR code of your invitation link' });
    expect(qr.getAttribute('data-qr')).toBe(LINK);
    expect(qr.querySelector('svg path')).not.toBeNull();
    expect(screen.getByText('P 50.00 for each friend whose first deposit reaches P 200.00')).toBeTruthy();
    expect(screen.getByRole('row', { name: /ma\*\*\*a/ }).textContent).toContain('Deposited');
    expect(screen.getByRole('row', { name: /jo\*\*\*n/ }).textContent).toContain('Not yet');
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect((await screen.findByRole('status')).textContent).toBe('Invitation link copied.');
  });
});
