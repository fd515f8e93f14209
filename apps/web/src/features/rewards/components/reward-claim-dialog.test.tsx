import type { TReward } from '@app/contracts/calls/promotions';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../../test/fake-server.ts';
import { renderInLanguage } from '../../../test/render.tsx';

vi.mock('../../../lib/api-client.ts', async (real) => {
  const { fakeCallApi } = await import('../../../test/fake-server.ts');
  return { ...(await real<typeof import('../../../lib/api-client.ts')>()), callApi: fakeCallApi };
});

const { RewardClaimDialog } = await import('./reward-claim-dialog.tsx');
const { queryClient } = await import('../../../lib/query-client.ts');
const { ApiError } = await import('../../../lib/api-client.ts');
const { messageKeyOf } = await import('../../../lib/error-keys.ts');

const reward = (over: Partial<TReward> = {}): TReward => ({
  id: 41,
  source: 'application',
  promotionId: 7,
  title: 'Weekend story',
  amount: 120,
  wageringMultiple: 0,
  needsContact: false,
  status: 'claimable',
  createdAt: Date.UTC(2026, 10, 20),
  expiresAt: null,
  claimedAt: null,
  ...over,
});

beforeEach(() => queryClient.clear());
afterEach(cleanup);

describe('the reward claim dialog', () => {
  it('says a cash reward is paid as cash, claims it once and shows what was paid', async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.claimReward') {
        return { reward: { ...reward(), status: 'claimed', claimedAt: 1 }, cash: 120, bonusGrantId: null };
      }
      return undefined;
    });
    const onClose = vi.fn();
    await renderInLanguage(<RewardClaimDialog reward={reward()} onClose={onClose} onBonusDetails={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Claim: Weekend story' });
    expect(dialog.textContent).toContain('P 120.00 will be paid into your wallet as cash.');
    expect(within(dialog).queryByLabelText('Zalo ID')).toBeNull();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Claim P 120.00' }));
    expect((await screen.findByRole('status')).textContent).toBe('P 120.00 has been paid into your wallet.');
    const claims = fakeServer.calls.filter((c) => c.id === 'promotions.claimReward');
    expect(claims).toHaveLength(1);
    expect(claims[0]?.input).toMatchObject({ rewardId: 41, contact: null });
    expect(String(claims[0]?.input.requestId)).toMatch(/^[0-9a-f]{32}$/);
  });

  it('asks for a Zalo or WhatsApp ID when the reward needs one and sends the chosen app with it', async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.claimReward') {
        return {
          reward: { ...reward({ wageringMultiple: 5, needsContact: true }), status: 'claimed' },
          cash: 0,
          bonusGrantId: 9,
        };
      }
      return undefined;
    });
    const onBonusDetails = vi.fn();
    await renderInLanguage(
      <RewardClaimDialog
        reward={reward({ wageringMultiple: 5, needsContact: true })}
        onClose={() => {}}
        onBonusDetails={onBonusDetails}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    expect(dialog.textContent).toContain('P 120.00 becomes a bonus. Wager it 5x');
    await user.click(within(dialog).getByRole('radio', { name: 'WhatsApp' }));
    await user.type(within(dialog).getByLabelText('WhatsApp ID'), '+639171234567');
    await user.click(within(dialog).getByRole('button', { name: 'Claim P 120.00' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'Bonus of P 120.00 granted. Wager it 5x to turn it into cash.',
    );
    const sent = fakeServer.calls.find((c) => c.id === 'promotions.claimReward');
    expect(sent?.input.contact).toEqual({ type: 'whatsapp', id: '+639171234567' });
    await user.click(screen.getByRole('button', { name: 'See bonus details' }));
    expect(onBonusDetails).toHaveBeenCalledOnce();
  });

  it("does not send a claim without the ID, and shows the server's refusal in the dialog", async () => {
    fakeServer.reset((id) => {
      if (id === 'promotions.claimReward') {
        throw new ApiError('bonus.active', messageKeyOf('bonus.active'), 409);
      }
      return undefined;
    });
    await renderInLanguage(
      <RewardClaimDialog
        reward={reward({ wageringMultiple: 3, needsContact: true })}
        onClose={() => {}}
        onBonusDetails={() => {}}
      />,
    );
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Claim P 120.00' }));
    expect(fakeServer.calls.some((c) => c.id === 'promotions.claimReward')).toBe(false);
    await user.type(within(dialog).getByLabelText('Zalo ID'), 'zalo.user_1');
    await user.click(within(dialog).getByRole('button', { name: 'Claim P 120.00' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Finish or give up the bonus you are wagering first.',
    );
    expect(fakeServer.calls.find((c) => c.id === 'promotions.claimReward')?.input.contact).toEqual({
      type: 'zalo',
      id: 'zalo.user_1',
    });
    // Still the claim form: nothing was claimed.
    expect(within(dialog).getByRole('button', { name: 'Claim P 120.00' })).toBeTruthy();
  });
});
