import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { rid } from '../../../test/money-calls.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { promotions } from '../../db/schema/index.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Brand } from '../system/brand-types.ts';
import { participate } from './eligibility.ts';
import { issueReward } from './rewards-issue.ts';

// The reward centre (issue 18 item 3; decision 1300 "Reward centre"): list, badge count and claim once
// (cash or a bonus grant), and taking part once per period under racing claims.

let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  brand = b;
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const CASH: WageringDb = { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 };
const WAGER: WageringDb = { ...CASH, multiple: 5, contributions: { RNG: 100 }, maxBet: 5_000 };

async function reward(
  memberId: number,
  amount: number,
  opts: { wagering?: WageringDb; needsContact?: boolean; expiresAt?: Date } = {},
) {
  return t.app.deps.db.transaction((tx) =>
    issueReward(tx, {
      brandId: brand.id,
      memberId,
      promotionId: null,
      source: 'manual',
      sourceKey: `test:${rid()}`,
      title: { EN: 'Lucky reward', CN: '幸运奖励' },
      amount,
      wagering: opts.wagering ?? CASH,
      needsContact: opts.needsContact ?? false,
      at: t.clock.now(),
      expiresAt: opts.expiresAt ?? null,
    }),
  );
}

const claim = (token: string, rewardId: number, contact: unknown = null, requestId = rid()) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/member/rewards/claim',
    token,
    payload: { rewardId, contact, requestId },
  });

async function balance(token: string) {
  const { body } = await call(t.app, { method: 'GET', url: '/wps/v2/wallets/balance', token });
  return body.value as { sumBalance: number; bonus: number };
}

describe('promotions.rewards and rewardsCount', () => {
  it('lists claimable rewards with the badge count, and expired or claimed ones in the history', async () => {
    const { member, token } = await signedInMember(t.app);
    const a = await reward(member.id, 1_000);
    const b = await reward(member.id, 2_500, { wagering: WAGER });
    await reward(member.id, 300, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    const count = await call(t.app, { method: 'GET', url: '/wps/member/rewards/count', token });
    expect(count.body.value).toEqual({ unclaimed: 2 });
    const list = await call(t.app, { method: 'GET', url: '/wps/member/rewards', token, lang: 'CN' });
    const v = list.body.value as {
      list: { id: number; title: string; amount: number; wageringMultiple: number }[];
      total: number;
      unclaimed: number;
    };
    expect(v.total).toBe(2);
    expect(v.unclaimed).toBe(2);
    expect(v.list.map((r) => r.id).sort()).toEqual([a.id, b.id].sort());
    expect(v.list.find((r) => r.id === b.id)).toMatchObject({ title: '幸运奖励', amount: 25, wageringMultiple: 5 });
    const history = await call(t.app, { method: 'GET', url: '/wps/member/rewards?status=history', token });
    expect((history.body.value as { list: { status: string; amount: number }[] }).list).toEqual([
      expect.objectContaining({ status: 'expired', amount: 3 }),
    ]);
  });

  it('needs a signed-in member', async () => {
    const { res } = await call(t.app, { method: 'GET', url: '/wps/member/rewards/count' });
    expect(res.statusCode).toBe(401);
  });
});

describe('promotions.claimReward', () => {
  it('pays a cash reward once from the brand bonus account', async () => {
    const { member, token } = await signedInMember(t.app);
    const r = await reward(member.id, 1_234);
    const requestId = rid();
    const first = await claim(token, r.id, null, requestId);
    expect(first.body.success, JSON.stringify(first.body)).toBe(true);
    expect(first.body.value).toMatchObject({
      cash: 12.34,
      bonusGrantId: null,
      reward: { id: r.id, status: 'claimed' },
    });
    expect(await balance(token)).toMatchObject({ sumBalance: 12.34, bonus: 0 });
    // The same request again (a retry after a lost answer) gets the same answer and pays nothing more.
    const retried = await claim(token, r.id, null, requestId);
    expect(retried.body.value).toEqual(first.body.value);
    const again = await claim(token, r.id);
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('promotions.reward.claimed');
    expect(await balance(token)).toMatchObject({ sumBalance: 12.34 });
    const events = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM domain_events WHERE type = 'promotion.reward_claimed' AND subject = ${String(member.id)}`,
    );
    expect(events[0]?.n).toBe(1);
    const count = await call(t.app, { method: 'GET', url: '/wps/member/rewards/count', token });
    expect(count.body.value).toEqual({ unclaimed: 0 });
  });

  it('turns a reward with wagering into a bonus grant, and refuses a second while it is wagered', async () => {
    const { member, token } = await signedInMember(t.app);
    const r = await reward(member.id, 5_000, { wagering: WAGER });
    const ok = await claim(token, r.id);
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const grantId = (ok.body.value as { bonusGrantId: number }).bonusGrantId;
    expect(grantId).toBeGreaterThan(0);
    expect(await balance(token)).toMatchObject({ sumBalance: 0, bonus: 50 });
    const [g] = await sqlRows<{ wagering_required: string; source_key: string }>(
      t,
      sql`SELECT wagering_required, source_key FROM bonus_grants WHERE id = ${grantId}`,
    );
    expect(Number(g?.wagering_required)).toBe(25_000);
    expect(g?.source_key).toBe(`reward:${r.id}`);

    const second = await reward(member.id, 1_000, { wagering: WAGER });
    const before = await snapshot(t.database);
    const refused = await claim(token, second.id);
    expect(refused.body.errorCode).toBe('bonus.active');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('asks for a Zalo or WhatsApp ID when the reward needs one, and keeps it', async () => {
    const { member, token } = await signedInMember(t.app);
    const r = await reward(member.id, 800, { needsContact: true });
    const before = await snapshot(t.database);
    const missing = await claim(token, r.id);
    expect(missing.res.statusCode).toBe(400);
    expect(missing.body.errorCode).toBe('promotions.contact.required');
    expect(await snapshot(t.database)).toBe(before);
    const bad = await claim(token, r.id, { type: 'zalo', id: 'a b' });
    expect(bad.body.errorCode).toBe('request_param_err');
    const ok = await claim(token, r.id, { type: 'whatsapp', id: '+84901234567' });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    const [row] = await sqlRows<{ contact: { type: string; id: string } }>(
      t,
      sql`SELECT contact FROM promotion_rewards WHERE id = ${r.id}`,
    );
    expect(row?.contact).toEqual({ type: 'whatsapp', id: '+84901234567' });
  });

  it("refuses another member's reward, an unknown one and an expired one, changing nothing", async () => {
    const owner = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const r = await reward(owner.member.id, 500);
    const old = await reward(owner.member.id, 500, { expiresAt: new Date(t.clock.now().getTime() - 1) });
    const before = await snapshot(t.database);
    expect((await claim(other.token, r.id)).body.errorCode).toBe('promotions.reward.not.found');
    expect((await claim(owner.token, 99_999_999)).body.errorCode).toBe('promotions.reward.not.found');
    expect((await claim(owner.token, old.id)).body.errorCode).toBe('promotions.reward.expired');
    expect((await claim(owner.token, -1)).body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('pays once when eight claims of the same reward race', async () => {
    const { member, token } = await signedInMember(t.app);
    const r = await reward(member.id, 10_000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => claim(token, r.id)));
    expect(answers.filter((a) => a.body.success)).toHaveLength(1);
    expect(answers.filter((a) => a.body.errorCode === 'promotions.reward.claimed')).toHaveLength(7);
    expect(await balance(token)).toMatchObject({ sumBalance: 100 });
    const lines = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM ledger_transactions WHERE idempotency_key = ${`reward:${r.id}`}`,
    );
    expect(lines[0]?.n).toBe(1);
  });
});

describe('participate', () => {
  it('lets one of racing claims of the same period through and refuses the rest with promotions.already.taken', async () => {
    const { member } = await signedInMember(t.app);
    const [promo] = await t.app.deps.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandId, brand.id), eq(promotions.code, 'RELOAD20')));
    if (!promo) throw new Error('RELOAD20 missing');
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, () =>
        t.app.deps.db.transaction((tx) =>
          participate(tx, { brand, promotion: promo, memberId: member.id, now: t.clock.now() }),
        ),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(refused.map((r) => (r.reason as { code: string }).code)).toEqual(Array(5).fill('promotions.already.taken'));
    const rows = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM promotion_participations WHERE member_id = ${member.id} AND promotion_id = ${promo.id}`,
    );
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses a member the rules leave out, writing nothing', async () => {
    const { member } = await signedInMember(t.app);
    const [promo] = await t.app.deps.db
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandId, brand.id), eq(promotions.code, 'WELCOME100')));
    if (!promo) throw new Error('WELCOME100 missing');
    const tagged = { ...promo, eligibility: { ...promo.eligibility, tags: ['vip-only'] } };
    await expect(
      t.app.deps.db.transaction((tx) =>
        participate(tx, { brand, promotion: tagged, memberId: member.id, now: t.clock.now() }),
      ),
    ).rejects.toMatchObject({ code: 'promotions.not.eligible' });
    const ended = { ...promo, endsAt: new Date(t.clock.now().getTime() - 1) };
    await expect(
      t.app.deps.db.transaction((tx) =>
        participate(tx, { brand, promotion: ended, memberId: member.id, now: t.clock.now() }),
      ),
    ).rejects.toMatchObject({ code: 'promotions.ended' });
    const rows = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM promotion_participations WHERE member_id = ${member.id}`,
    );
    expect(rows[0]?.n).toBe(0);
  });
});
