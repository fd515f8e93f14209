/**
 * Back office: cost and conversion per promotion over brand-local days (issue 18 item 4).
 * One statement per source, grouped by promotion: who took part (participations, applications,
 * rewards, grants), rewards issued and claimed, bonuses granted, completed, converted and forfeited,
 * deposits that chose the promotion's bonus, and the valid bets of its participants in the range
 * (the valid-bet record). A promotion appears when anything of it happened in the range.
 */
import type { TPromotionReportRow } from '@app/contracts/calls/backoffice-promotions';
import type { Language } from '@app/contracts/languages';
import { reportRangeError } from '@app/contracts/report-range';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows.ts';
import type { Localized, PromotionKindDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { periodOf } from '../valid-bets/sums.ts';
import { major } from '../wallet/money.ts';
import { textIn } from './catalogue.ts';

type Num = number | string | null;

interface Sums {
  participants: Num;
  rewards_issued: Num;
  rewards_claimed: Num;
  cash_claimed: Num;
  grants: Num;
  completed: Num;
  bonus_granted: Num;
  converted: Num;
  forfeited: Num;
  deposits: Num;
  deposit_amount: Num;
  valid_bet: Num;
}

const n = (v: Num | undefined): number => Number(v ?? 0);

export function createPromotionReport(deps: Deps) {
  return {
    async report(brand: Brand, lang: Language, from: string, to: string) {
      const problem = reportRangeError(from, to);
      if (problem) throw new AppError(problem);
      const p = periodOf(brand, from, to);
      const start = p.start.toISOString();
      const end = p.end.toISOString();
      const within = (col: SQL): SQL => sql`${col} >= ${start}::timestamptz AND ${col} < ${end}::timestamptz`;
      const rows = await rowsOf<Sums & { id: Num; code: string; kind: PromotionKindDb; title: Localized }>(
        deps.db,
        sql`WITH people AS (
              SELECT promotion_id, member_id FROM promotion_participations
               WHERE brand_id = ${brand.id} AND ${within(sql`created_at`)}
              UNION SELECT promotion_id, member_id FROM promotion_applications
               WHERE brand_id = ${brand.id} AND ${within(sql`created_at`)}
              UNION SELECT promotion_id, member_id FROM promotion_rewards
               WHERE brand_id = ${brand.id} AND promotion_id IS NOT NULL AND ${within(sql`created_at`)}
              UNION SELECT promotion_id, member_id FROM bonus_grants
               WHERE brand_id = ${brand.id} AND promotion_id IS NOT NULL AND ${within(sql`created_at`)}
            ),
            part AS (SELECT promotion_id, count(*) AS participants FROM people GROUP BY promotion_id),
            rew AS (
              SELECT promotion_id,
                     count(*) FILTER (WHERE ${within(sql`created_at`)}) AS rewards_issued,
                     count(*) FILTER (WHERE status = 'claimed' AND ${within(sql`claimed_at`)}) AS rewards_claimed,
                     coalesce(sum(amount) FILTER (WHERE status = 'claimed' AND grant_id IS NULL AND ${within(sql`claimed_at`)}), 0) AS cash_claimed
                FROM promotion_rewards
               WHERE brand_id = ${brand.id} AND promotion_id IS NOT NULL
                 AND (${within(sql`created_at`)} OR ${within(sql`claimed_at`)})
               GROUP BY promotion_id
            ),
            gr AS (
              SELECT promotion_id,
                     count(*) FILTER (WHERE ${within(sql`created_at`)}) AS grants,
                     coalesce(sum(amount) FILTER (WHERE ${within(sql`created_at`)}), 0) AS bonus_granted,
                     count(*) FILTER (WHERE status = 'completed' AND ${within(sql`ended_at`)}) AS completed,
                     coalesce(sum(converted) FILTER (WHERE ${within(sql`ended_at`)}), 0) AS converted,
                     coalesce(sum(forfeited) FILTER (WHERE ${within(sql`ended_at`)}), 0) AS forfeited
                FROM bonus_grants
               WHERE brand_id = ${brand.id} AND promotion_id IS NOT NULL
                 AND (${within(sql`created_at`)} OR ${within(sql`ended_at`)})
               GROUP BY promotion_id
            ),
            dep AS (
              SELECT promotion_id, count(*) AS deposits, coalesce(sum(amount), 0) AS deposit_amount
                FROM deposit_orders
               WHERE brand_id = ${brand.id} AND promotion_id IS NOT NULL AND status = 'paid'
                 AND ${within(sql`settled_at`)}
               GROUP BY promotion_id
            ),
            vb AS (
              SELECT pp.promotion_id, coalesce(sum(v.valid_amount), 0) AS valid_bet
                FROM (SELECT DISTINCT promotion_id, member_id FROM people) pp
                JOIN valid_bets v ON v.member_id = pp.member_id
               WHERE v.brand_id = ${brand.id} AND ${within(sql`v.settled_at`)}
               GROUP BY pp.promotion_id
            )
            SELECT p.id, p.code, p.kind, p.title,
                   coalesce(part.participants, 0) AS participants,
                   coalesce(rew.rewards_issued, 0) AS rewards_issued,
                   coalesce(rew.rewards_claimed, 0) AS rewards_claimed,
                   coalesce(rew.cash_claimed, 0) AS cash_claimed,
                   coalesce(gr.grants, 0) AS grants, coalesce(gr.completed, 0) AS completed,
                   coalesce(gr.bonus_granted, 0) AS bonus_granted, coalesce(gr.converted, 0) AS converted,
                   coalesce(gr.forfeited, 0) AS forfeited,
                   coalesce(dep.deposits, 0) AS deposits, coalesce(dep.deposit_amount, 0) AS deposit_amount,
                   coalesce(vb.valid_bet, 0) AS valid_bet
              FROM promotions p
              LEFT JOIN part ON part.promotion_id = p.id
              LEFT JOIN rew ON rew.promotion_id = p.id
              LEFT JOIN gr ON gr.promotion_id = p.id
              LEFT JOIN dep ON dep.promotion_id = p.id
              LEFT JOIN vb ON vb.promotion_id = p.id
             WHERE p.brand_id = ${brand.id}
               AND (part.promotion_id IS NOT NULL OR rew.promotion_id IS NOT NULL
                    OR gr.promotion_id IS NOT NULL OR dep.promotion_id IS NOT NULL)
             ORDER BY p.sort, p.id`,
      );
      const list: TPromotionReportRow[] = rows.map((r) => {
        const grants = n(r.grants);
        const completed = n(r.completed);
        const cashPaid = n(r.cash_claimed) + n(r.converted);
        return {
          promotionId: n(r.id),
          code: r.code,
          title: textIn(r.title, lang, brand),
          kind: r.kind,
          participants: n(r.participants),
          rewardsIssued: n(r.rewards_issued),
          rewardsClaimed: n(r.rewards_claimed),
          grants,
          completed,
          conversionBp: grants > 0 ? Math.round((completed * 10_000) / grants) : 0,
          cashPaid: major(brand, cashPaid),
          bonusGranted: major(brand, n(r.bonus_granted)),
          converted: major(brand, n(r.converted)),
          forfeited: major(brand, n(r.forfeited)),
          cost: major(brand, cashPaid),
          deposits: n(r.deposits),
          depositAmount: major(brand, n(r.deposit_amount)),
          validBet: major(brand, n(r.valid_bet)),
        };
      });
      return { list, currency: brand.settings.currency };
    },
  };
}
