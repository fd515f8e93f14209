import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { members, promotionRewards } from '../../db/schema/index.ts';
import { maskName } from './referral.ts';

// Invite friends (issue 18 item 1, referral): the inviter is rewarded once per friend's qualifying first deposit.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

async function firstDeposits(token: string, amounts: number[]) {
  for (const amount of amounts) {
    const made = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/deposit',
      token,
      payload: { channelId: 'bank', amount, reference: 'REF123', requestId: rid() },
    });
    await t.app.services.cashier.deposits.settle((made.body.value as { orderNo: string }).orderNo, { outcome: 'paid' });
  }
  await t.app.services.platform.events.drain();
}

async function friendOf(inviterId: number) {
  const friend = await createMember(t.app);
  await t.app.deps.db.update(members).set({ referredBy: inviterId }).where(eq(members.id, friend.id));
  return { friend, token: await sessionFor(t.app, friend) };
}

describe('referral', () => {
  it('rewards the inviter once per friend whose first deposit qualifies, and shows the page', async () => {
    const inviter = await signedInMember(t.app);
    const a = await friendOf(inviter.member.id);
    const b = await friendOf(inviter.member.id);
    await friendOf(inviter.member.id);
    await firstDeposits(a.token, [150, 300]);
    await firstDeposits(b.token, []);
    await t.app.services.platform.events.drain();

    const rewards = await call(t.app, { method: 'GET', url: '/wps/member/rewards', token: inviter.token });
    expect(rewards.body.value).toMatchObject({ total: 1, list: [{ source: 'referral', amount: 50 }] });

    const page = await call(t.app, { method: 'GET', url: '/wps/member/referral', token: inviter.token, lang: 'CN' });
    const v = page.body.value as {
      code: string;
      link: string;
      invited: number;
      qualified: number;
      rewarded: number;
      terms: string[];
      promotion: { kind: string } | null;
      friends: { username: string; firstDeposit: boolean; reward: number | null }[];
    };
    expect(v.code).toBe(`C${String(inviter.member.id).padStart(8, '0')}`);
    expect(v.link).toMatch(new RegExp(`/register\\?referralCode=${v.code}$`));
    expect(v).toMatchObject({ invited: 3, qualified: 1, rewarded: 50, promotion: { kind: 'referral' } });
    expect(v.terms.length).toBeGreaterThan(0);
    expect(v.friends.find((f) => f.username === maskName(a.friend.username))).toMatchObject({
      firstDeposit: true,
      reward: 50,
    });
    expect(v.friends.filter((f) => f.reward === null)).toHaveLength(2);
  });

  it('does not reward a member without an inviter', async () => {
    const alone = await signedInMember(t.app);
    await firstDeposits(alone.token, [500]);
    const none = await call(t.app, { method: 'GET', url: '/wps/member/rewards/count', token: alone.token });
    expect(none.body.value).toEqual({ unclaimed: 0 });
    const rows = await t.app.deps.db.select().from(promotionRewards).where(eq(promotionRewards.source, 'referral'));
    expect(rows.every((r) => r.memberId !== alone.member.id)).toBe(true);
  });

  it('masks usernames as ab***z', () => {
    expect(maskName('alexander')).toBe('al***r');
    expect(maskName('bob')).toBe('b***');
  });
});
