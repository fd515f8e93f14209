/**
 * Invite friends (issue 18 item 1, referral kind). Registration stores the inviter (members.referred_by
 * from ?referralCode=, the inviter's customer id, or a username: auth/register-flows.ts). When an
 * invited friend's first deposit is credited (`deposit.first`), each live referral promotion whose
 * minFirstDeposit it reaches rewards the inviter once per friend (source key referral:<promotion>:<friend>),
 * up to maxFriends (counted under the inviter's row lock). The member's page: code, link, friends, totals.
 */
import type { Language } from '@app/contracts/languages';
import { and, asc, count, desc, eq, inArray, like, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberFirsts, members, promotionRewards, promotions } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { StoredEvent } from '../../events/catalogue.ts';
import { customerId } from '../auth/member-info.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import type { PromotionCatalogue } from './catalogue.ts';
import { rulesOf, termsFor } from './catalogue.ts';
import { phase } from './eligibility.ts';
import { issueReward } from './rewards-issue.ts';
import { type RulesDb, wageringOf } from './rules.ts';

/** ab***z: the first two and the last character of a username. */
export function maskName(name: string): string {
  if (name.length <= 3) return `${name.slice(0, 1)}***`;
  return `${name.slice(0, 2)}***${name.slice(-1)}`;
}

export function createReferral(deps: Deps, catalogue: PromotionCatalogue) {
  const { db } = deps;

  async function liveReferrals(exec: Tx | typeof db, brandId: number, now: Date) {
    const rows = await exec
      .select()
      .from(promotions)
      .where(and(eq(promotions.brandId, brandId), eq(promotions.kind, 'referral'), eq(promotions.status, 'published')))
      .orderBy(asc(promotions.sort), asc(promotions.id));
    return rows.filter((p) => phase(p, now) === 'live');
  }

  return {
    /** The deposit.first handler: rewards the friend's inviter under each live referral promotion, once. */
    async onFirstDeposit(event: StoredEvent<'deposit.first'>, tx: Tx): Promise<void> {
      const { memberId: friendId, amount } = event.payload;
      const brandId = event.brandId;
      if (brandId === null) return;
      const [friend] = await tx
        .select({ referredBy: members.referredBy })
        .from(members)
        .where(eq(members.id, friendId));
      if (friend?.referredBy === null || friend?.referredBy === undefined) return;
      const inviter: number = friend.referredBy;
      // One inviter's rewards are counted and issued one friend at a time.
      await rowsOf(tx, sql`SELECT id FROM members WHERE id = ${inviter} FOR UPDATE`);
      for (const p of await liveReferrals(tx, brandId, event.at)) {
        const rules = p.rules as unknown as RulesDb;
        if (rules.kind !== 'referral' || amount < rules.minFirstDeposit) continue;
        if (rules.maxFriends !== null) {
          const [n] = await tx
            .select({ n: count() })
            .from(promotionRewards)
            .where(
              and(
                eq(promotionRewards.promotionId, p.id),
                eq(promotionRewards.memberId, inviter),
                eq(promotionRewards.source, 'referral'),
              ),
            );
          if (Number(n?.n ?? 0) >= rules.maxFriends) continue;
        }
        await issueReward(tx, {
          brandId,
          memberId: inviter,
          promotionId: p.id,
          source: 'referral',
          sourceKey: `referral:${p.id}:${friendId}`,
          title: p.title,
          amount: rules.reward,
          wagering: wageringOf(rules),
          actor: 'system',
          at: event.at,
        });
      }
    },

    /** The invite-friends page: code, link, the live referral promotion, friends (masked) and totals. */
    async page(
      brand: Brand,
      memberId: number,
      lang: Language,
      origin: string,
      q: { pageNo: number; pageSize: number },
    ) {
      const code = customerId(memberId);
      const [live] = await liveReferrals(db, brand.id, deps.now());
      const mine = and(eq(members.referredBy, memberId), eq(members.brandId, brand.id));
      const [friends, [invited], [qualified], rewards] = await Promise.all([
        db
          .select({ id: members.id, username: members.username, createdAt: members.createdAt })
          .from(members)
          .where(mine)
          .orderBy(desc(members.createdAt), desc(members.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db.select({ n: count() }).from(members).where(mine),
        db
          .select({ n: count() })
          .from(members)
          .innerJoin(memberFirsts, and(eq(memberFirsts.memberId, members.id), eq(memberFirsts.kind, 'deposit')))
          .where(mine),
        db
          .select({ key: promotionRewards.sourceKey, amount: promotionRewards.amount })
          .from(promotionRewards)
          .where(
            and(
              eq(promotionRewards.memberId, memberId),
              eq(promotionRewards.source, 'referral'),
              like(promotionRewards.sourceKey, 'referral:%'),
            ),
          ),
      ]);
      const firsts =
        friends.length === 0
          ? []
          : await db
              .select({ id: memberFirsts.memberId })
              .from(memberFirsts)
              .where(
                and(
                  inArray(
                    memberFirsts.memberId,
                    friends.map((f) => f.id),
                  ),
                  eq(memberFirsts.kind, 'deposit'),
                ),
              );
      const deposited = new Set(firsts.map((f) => f.id));
      const byFriend = new Map<number, number>();
      for (const r of rewards) {
        const friendId = Number(r.key.split(':')[2]);
        byFriend.set(friendId, (byFriend.get(friendId) ?? 0) + r.amount);
      }
      const card = live
        ? ((await catalogue.list(brand, memberId, lang)).list.find((c) => c.id === live.id) ?? null)
        : null;
      return {
        code,
        link: `${origin}/register?referralCode=${code}`,
        promotion: card,
        terms: live ? termsFor(live, rulesOf(live, brand), brand, lang) : [],
        friends: friends.map((f) => ({
          username: maskName(f.username),
          registeredAt: f.createdAt.getTime(),
          firstDeposit: deposited.has(f.id),
          reward: byFriend.has(f.id) ? major(brand, byFriend.get(f.id) ?? 0) : null,
        })),
        total: Number(invited?.n ?? 0),
        invited: Number(invited?.n ?? 0),
        qualified: Number(qualified?.n ?? 0),
        rewarded: major(
          brand,
          rewards.reduce((s, r) => s + r.amount, 0),
        ),
      };
    },
  };
}
