/**
 * Back office: bonuses by hand (issue 18 item 4). grantBonus puts a manual reward in the member's
 * reward centre (to claim; cash when its multiple is 0); revokeGrant ends an active bonus (its bonus
 * money forfeited, real money stays) or withdraws an unclaimed reward, with the reason the member
 * sees; rewards lists the brand's reward centre entries. Every write audited in its transaction.
 */
import { BET_CATEGORIES } from '@app/contracts/calls/promotion-shapes';
import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import { members, promotionRewards, promotions } from '../../db/schema/index.ts';
import type { WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { AuditService } from '../audit/audit-service.ts';
import { grantView } from '../bonus/member-views.ts';
import type { BonusEngine } from '../bonus/types.ts';
import type { Brand } from '../system/brand-types.ts';
import { amountOf, major } from '../wallet/money.ts';
import type { Acting } from './backoffice.ts';
import { textIn } from './catalogue.ts';
import { issueReward } from './rewards-issue.ts';

/** A manual bonus's wagering: every category counts in full, 30 days, no max bet or win. */
export function manualWagering(multiple: number): WageringDb {
  return {
    multiple,
    base: 'bonus',
    contributions: Object.fromEntries(BET_CATEGORIES.map((c) => [c, 100])),
    maxBet: null,
    maxWin: null,
    expiresDays: 30,
  };
}

export function createGrantsBackoffice(
  deps: Deps,
  audit: AuditService,
  bonus: BonusEngine,
  notify: (brandId: number, memberIds: number[]) => Promise<void>,
) {
  const { db } = deps;

  return {
    async grantBonus(
      brand: Brand,
      input: {
        username: string;
        amount: unknown;
        wageringMultiple: number;
        promotionId: number | null;
        title: string;
        reason: string;
        requestId: string;
      },
      acting: Acting,
    ): Promise<{ rewardId: number }> {
      const amount = amountOf(input.amount, brand);
      const [member] = await db
        .select({ id: members.id })
        .from(members)
        .where(and(eq(members.brandId, brand.id), eq(members.username, input.username)));
      if (!member) throw new AppError('member.not.found');
      if (input.promotionId !== null) {
        const [p] = await db
          .select({ id: promotions.id })
          .from(promotions)
          .where(and(eq(promotions.id, input.promotionId), eq(promotions.brandId, brand.id)));
        if (!p) throw new AppError('promotions.not.found');
      }
      const now = deps.now();
      return db.transaction(async (tx) => {
        const made = await issueReward(tx, {
          brandId: brand.id,
          memberId: member.id,
          promotionId: input.promotionId,
          source: 'manual',
          sourceKey: `manual:${input.requestId}`,
          title: { [brand.settings.defaultLanguage]: input.title },
          amount,
          wagering: manualWagering(input.wageringMultiple),
          actor: acting.actor.name,
          at: now,
        });
        if (made.created) {
          await audit.record(tx, {
            brandId: brand.id,
            ...acting,
            action: 'promotion.grant_bonus',
            target: { kind: 'promotion_reward', id: made.id },
            before: null,
            after: {
              memberId: member.id,
              username: input.username,
              amount: major(brand, amount),
              wageringMultiple: input.wageringMultiple,
              promotionId: input.promotionId,
              title: input.title,
            },
            reason: input.reason,
          });
        }
        return { rewardId: made.id };
      });
    },

    async revoke(
      brand: Brand,
      input: { target: 'grant' | 'reward'; id: number; reason: string },
      acting: Acting,
    ): Promise<{ status: 'revoked' }> {
      const memberId = await db.transaction(async (tx) => {
        if (input.target === 'grant') {
          const [g] = await rowsOf<{ member_id: string | number; status: string }>(
            tx,
            sql`SELECT member_id, status FROM bonus_grants WHERE id = ${input.id} AND brand_id = ${brand.id}`,
          );
          if (!g) throw new AppError('bonus.not.found');
          const { forfeited } = await bonus.revoke(tx, brand, input.id, {
            actor: acting.actor.name,
            note: input.reason,
          });
          await audit.record(tx, {
            brandId: brand.id,
            ...acting,
            action: 'promotion.revoke_grant',
            target: { kind: 'bonus_grant', id: input.id },
            before: { status: g.status },
            after: { status: 'revoked', forfeited: major(brand, forfeited) },
            reason: input.reason,
          });
          return Number(g.member_id);
        }
        const [r] = await rowsOf<{ member_id: string | number; status: string }>(
          tx,
          sql`SELECT member_id, status FROM promotion_rewards WHERE id = ${input.id} AND brand_id = ${brand.id} FOR UPDATE`,
        );
        if (!r) throw new AppError('promotions.reward.not.found');
        if (r.status !== 'claimable') throw new AppError('promotions.reward.claimed');
        await tx
          .update(promotionRewards)
          .set({ status: 'revoked', statusReason: input.reason, actor: acting.actor.name })
          .where(eq(promotionRewards.id, input.id));
        await audit.record(tx, {
          brandId: brand.id,
          ...acting,
          action: 'promotion.revoke_reward',
          target: { kind: 'promotion_reward', id: input.id },
          before: { status: r.status },
          after: { status: 'revoked' },
          reason: input.reason,
        });
        return Number(r.member_id);
      });
      await notify(brand.id, [memberId]);
      return { status: 'revoked' };
    },

    /** Bonus grants, newest first: a member's, a promotion's, or all, by status. */
    async grants(
      brand: Brand,
      lang: Parameters<typeof textIn>[1],
      q: { username?: string; promotionId?: number; status?: string; pageNo: number; pageSize: number },
    ) {
      const filters = [sql`g.brand_id = ${brand.id}`];
      if (q.username) filters.push(sql`m.username = ${q.username}`);
      if (q.promotionId) filters.push(sql`g.promotion_id = ${q.promotionId}`);
      if (q.status) filters.push(sql`g.status = ${q.status}`);
      const where = sql.join(filters, sql` AND `);
      const [rows, [total]] = await Promise.all([
        rowsOf<Parameters<typeof grantView>[1] & { username: string; actor: string }>(
          db,
          sql`SELECT g.id, g.promotion_id, g.title, g.amount, g.deposit_amount, g.wagering_required, g.wagered,
                g.contributions, g.max_bet, g.max_win, g.status, g.status_reason, g.converted, g.forfeited,
                g.created_at, g.expires_at, g.ended_at, g.actor, m.username,
                CASE WHEN g.status = 'active' THEN (SELECT w.balance FROM wallet_accounts w WHERE w.id = g.account_id) END AS balance
              FROM bonus_grants g JOIN members m ON m.id = g.member_id
             WHERE ${where}
             ORDER BY g.id DESC LIMIT ${q.pageSize} OFFSET ${(q.pageNo - 1) * q.pageSize}`,
        ),
        rowsOf<{ n: number | string }>(
          db,
          sql`SELECT count(*) AS n FROM bonus_grants g JOIN members m ON m.id = g.member_id WHERE ${where}`,
        ),
      ]);
      return {
        list: rows.map((r) => ({ ...grantView(brand, r, lang), username: r.username, actor: r.actor })),
        total: Number(total?.n ?? 0),
      };
    },

    async rewards(
      brand: Brand,
      lang: Parameters<typeof textIn>[1],
      q: {
        username?: string;
        promotionId?: number;
        source?: string;
        status?: string;
        pageNo: number;
        pageSize: number;
      },
    ) {
      const where: SQL[] = [eq(promotionRewards.brandId, brand.id)];
      if (q.username) where.push(eq(members.username, q.username));
      if (q.promotionId) where.push(eq(promotionRewards.promotionId, q.promotionId));
      if (q.source) where.push(eq(promotionRewards.source, q.source as 'manual'));
      if (q.status) where.push(eq(promotionRewards.status, q.status as 'claimable'));
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: promotionRewards, username: members.username })
          .from(promotionRewards)
          .innerJoin(members, eq(members.id, promotionRewards.memberId))
          .where(and(...where))
          .orderBy(desc(promotionRewards.id))
          .limit(q.pageSize)
          .offset((q.pageNo - 1) * q.pageSize),
        db
          .select({ n: count() })
          .from(promotionRewards)
          .innerJoin(members, eq(members.id, promotionRewards.memberId))
          .where(and(...where)),
      ]);
      return {
        list: rows.map(({ r, username }) => ({
          id: r.id,
          username,
          promotionId: r.promotionId,
          title: textIn(r.title, lang, brand),
          source: r.source,
          amount: major(brand, r.amount),
          wageringMultiple: (r.wagering as WageringDb).multiple,
          status: r.status,
          createdAt: r.createdAt.getTime(),
          claimedAt: r.claimedAt ? r.claimedAt.getTime() : null,
        })),
        total: Number(total?.n ?? 0),
      };
    },
  };
}
