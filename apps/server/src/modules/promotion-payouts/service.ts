/**
 * Rebate and cashback (docs/decisions/1300-promotions.md "Periodic kinds"): per member, the rate of each
 * category on the period's valid bet (rebate) or on its net loss, stake less win when positive
 * (cashback), summed from the valid-bet record; below minPayout nothing, above cap the cap. Each
 * member's payout is a reward (`issueReward`, key `<kind>:<promotion>:<period>:<member>`), so a rerun
 * of a period pays nobody twice. Periods are brand-local days or weeks from Monday.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Localized, promotions, type WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { periodAt, periodKey, type Span } from '../agent-payouts/periods.ts';
import { issueReward } from '../promotions/rewards-issue.ts';
import type { BrandService } from '../system/brand-service.ts';
import type { Brand } from '../system/brand-types.ts';
import { promotionByCode } from './promotion-row.ts';

export const PAYOUT_KINDS = ['rebate', 'cashback'] as const;
export type PayoutKind = (typeof PAYOUT_KINDS)[number];
/** The job that pays one (promotion, period); subject `<brand>:<promotion>`, period `<start>/<end>`. */
export const PAY_JOB = 'promotions.periodic_pay';
/** The job that finds closed periods of live rebate and cashback promotions and schedules their pay. */
export const SCAN_JOB = 'promotions.periodic_scan';

interface PayoutRules {
  kind: PayoutKind;
  period: 'daily' | 'weekly';
  rates: Partial<Record<string, number>>;
  minPayout: number;
  cap: number | null;
  wagering: WageringDb;
}

export interface PayoutPromotion {
  id: number;
  brandId: number;
  code: string;
  title: Localized;
  startsAt: Date;
  endsAt: Date | null;
  eligibility: { newMembersDays?: number | null; tags?: string[] };
  rules: PayoutRules;
}

export interface MemberPayout {
  memberId: number;
  amount: number;
}

type Num = number | string;

export const subjectOf = (brandId: number, promotionId: number) => `${brandId}:${promotionId}`;
export function parseSubject(subject: string): { brandId: number; promotionId: number } {
  const [b, p] = subject.split(':').map(Number);
  if (!Number.isSafeInteger(b) || !Number.isSafeInteger(p)) throw new Error(`not a <brand>:<promotion>: ${subject}`);
  return { brandId: b as number, promotionId: p as number };
}

export function createPromotionPayouts(deps: Deps, brands: Pick<BrandService, 'byId' | 'list'>) {
  async function promotion(exec: DbOrTx, promotionId: number): Promise<PayoutPromotion | null> {
    const [p] = await exec
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, promotionId), inArray(promotions.kind, [...PAYOUT_KINDS])));
    if (!p) return null;
    return {
      id: p.id,
      brandId: p.brandId,
      code: p.code,
      title: p.title,
      startsAt: p.startsAt,
      endsAt: p.endsAt,
      eligibility: p.eligibility as PayoutPromotion['eligibility'],
      rules: p.rules as unknown as PayoutRules,
    };
  }

  /** Each eligible member's payout of a period (minor units), minPayout and cap applied. */
  async function compute(exec: DbOrTx, p: PayoutPromotion, span: Span): Promise<MemberPayout[]> {
    const rates = Object.entries(p.rules.rates).filter(([, r]) => (r ?? 0) > 0);
    if (rates.length === 0) return [];
    const rateRows = sql.join(
      rates.map(([c, r]) => sql`(${c}::text, ${r}::bigint)`),
      sql`, `,
    );
    const base = p.rules.kind === 'rebate' ? sql`greatest(s.valid, 0)` : sql`greatest(s.stake - s.win, 0)`;
    const days = p.eligibility.newMembersDays ?? null;
    const tags = p.eligibility.tags ?? [];
    const newOnly = days
      ? sql`AND m.created_at >= ${new Date(span.end.getTime() - days * 86_400_000).toISOString()}::timestamptz`
      : sql``;
    const tagged =
      tags.length > 0
        ? sql`AND EXISTS (SELECT 1 FROM member_tags t WHERE t.member_id = m.id AND t.tag IN (${sql.join(
            tags.map((x) => sql`${x}`),
            sql`, `,
          )}))`
        : sql``;
    const rows = await rowsOf<{ member_id: Num; amount: Num }>(
      exec,
      sql`SELECT s.member_id, floor(sum(${base} * r.rate) / 10000) AS amount
            FROM (SELECT v.member_id, v.category, sum(v.valid_amount) AS valid, sum(v.stake) AS stake, sum(v.win) AS win
                    FROM valid_bets v
                   WHERE v.brand_id = ${p.brandId} AND v.settled_at >= ${span.start.toISOString()}::timestamptz
                     AND v.settled_at < ${span.end.toISOString()}::timestamptz
                   GROUP BY v.member_id, v.category) s
            JOIN (VALUES ${rateRows}) r(category, rate) ON r.category = s.category
            JOIN members m ON m.id = s.member_id
           WHERE m.brand_id = ${p.brandId} ${newOnly} ${tagged}
           GROUP BY s.member_id
          HAVING floor(sum(${base} * r.rate) / 10000) > 0
           ORDER BY s.member_id`,
    );
    const out: MemberPayout[] = [];
    for (const r of rows) {
      let amount = Number(r.amount);
      if (p.rules.cap !== null && amount > p.rules.cap) amount = p.rules.cap;
      if (amount < p.rules.minPayout || amount <= 0) continue;
      out.push({ memberId: Number(r.member_id), amount });
    }
    return out;
  }

  /** The periods to pay: the closed periods (the last two) in which the promotion was live. */
  function closedPeriods(p: PayoutPromotion, brand: Brand, now: Date): Span[] {
    const off = brand.settings.timezoneOffsetMinutes;
    const current = periodAt(p.rules.period, off, now);
    const last = periodAt(p.rules.period, off, new Date(current.start.getTime() - 1));
    const before = periodAt(p.rules.period, off, new Date(last.start.getTime() - 1));
    return [before, last].filter((s) => s.end > p.startsAt && (p.endsAt === null || p.endsAt > s.start));
  }

  const service = {
    promotion: (id: number) => promotion(deps.db, id),
    byCode: (brandId: number, code: string) => promotionByCode(deps.db, brandId, code),
    compute: (p: PayoutPromotion, span: Span, exec: DbOrTx = deps.db) => compute(exec, p, span),

    /** Schedules the pay runs of every live rebate and cashback promotion's closed periods (idempotent). */
    async scheduleDue(
      jobs: {
        schedule(exec: DbOrTx, run: { type: string; subject?: string; period: string; dueAt: Date }): Promise<unknown>;
      },
      now: Date,
    ): Promise<{ scheduled: number }> {
      const live = await deps.db
        .select({ id: promotions.id })
        .from(promotions)
        .where(and(inArray(promotions.kind, [...PAYOUT_KINDS]), inArray(promotions.status, ['published', 'ended'])));
      let scheduled = 0;
      for (const { id } of live) {
        const p = await promotion(deps.db, id);
        const brand = p ? await brands.byId(p.brandId) : null;
        if (!p || !brand) continue;
        for (const span of closedPeriods(p, brand, now)) {
          await jobs.schedule(deps.db, {
            type: PAY_JOB,
            subject: subjectOf(p.brandId, p.id),
            period: periodKey(span),
            dueAt: span.end,
          });
          scheduled++;
        }
      }
      return { scheduled };
    },

    /** Pays one period inside the job's transaction: every member's reward, once per source key. */
    async pay(tx: Tx, subject: string, span: Span): Promise<{ members: number; issued: number; total: number }> {
      const { promotionId } = parseSubject(subject);
      const p = await promotion(tx, promotionId);
      if (!p) return { members: 0, issued: 0, total: 0 };
      const payouts = await compute(tx, p, span);
      const key = periodKey(span);
      const at = deps.now();
      // Members paid before (a rerun): skipped in one read instead of a refused insert each.
      const prefix = `${p.rules.kind}:${p.id}:${key}:`;
      const had = await rowsOf<{ member_id: Num }>(
        tx,
        sql`SELECT member_id FROM promotion_rewards WHERE brand_id = ${p.brandId} AND promotion_id = ${p.id}
              AND source_key LIKE ${`${prefix}%`}`,
      );
      const paidBefore = new Set(had.map((r) => Number(r.member_id)));
      let issued = 0;
      let total = 0;
      for (const m of payouts) {
        if (paidBefore.has(m.memberId)) continue;
        const r = await issueReward(tx, {
          brandId: p.brandId,
          memberId: m.memberId,
          promotionId: p.id,
          source: p.rules.kind,
          sourceKey: `${prefix}${m.memberId}`,
          title: p.title,
          amount: m.amount,
          wagering: p.rules.wagering,
          actor: 'system',
          at,
        });
        if (r.created) {
          issued++;
          total += m.amount;
        }
      }
      return { members: payouts.length, issued, total };
    },
  };
  return service;
}

export type PromotionPayoutsService = ReturnType<typeof createPromotionPayouts>;
