/**
 * Who may take part in a promotion, and taking part (docs/decisions/1300-promotions.md "Data").
 * `checkEligible` answers without changing anything (the detail page, deposit offers); `participate`
 * writes the `promotion_participations` row FIRST in the caller's paying transaction: its primary key
 * (promotion, member, period) turns a second claim of the same period into `promotions.already.taken`,
 * whatever the race (a racing insert waits for the first transaction and then finds its row).
 * Exported for the periodic kinds (raffle join, red envelopes) as well.
 */
import { type TEligibility, ZEligibility } from '@app/contracts/calls/promotion-shapes';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { memberFirsts, members, memberTags, promotionParticipations } from '../../db/schema/index.ts';
import type { promotions } from '../../db/schema/promotions.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import type { IneligibleWhy } from './terms.ts';

export type PromotionRow = typeof promotions.$inferSelect;

const DAY_MS = 86_400_000;

/** Where a promotion stands on the clock: draft, scheduled (published, not started), live, or ended. */
export function phase(
  p: Pick<PromotionRow, 'status' | 'startsAt' | 'endsAt'>,
  now: Date,
): 'draft' | 'scheduled' | 'live' | 'ended' | 'archived' {
  if (p.status === 'draft') return 'draft';
  if (p.status === 'archived') return 'archived';
  if (p.status === 'ended') return 'ended';
  if (now < p.startsAt) return 'scheduled';
  if (p.endsAt && now >= p.endsAt) return 'ended';
  return 'live';
}

/** The stored eligibility with the contract's defaults filled in. */
export function eligibilityOf(p: Pick<PromotionRow, 'eligibility'>): TEligibility {
  return ZEligibility.parse(p.eligibility ?? {});
}

/** The brand-local day (yyyy-mm-dd) of an instant. */
export function brandDay(at: Date, offsetMinutes: number): string {
  return new Date(at.getTime() + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** The period a participation counts in: 'once', 'd:<day>', 'w:<monday>' (brand time zone), or 'u:<reference>'. */
export function periodKey(repeat: TEligibility['repeat'], at: Date, offsetMinutes: number, reference: string): string {
  switch (repeat) {
    case 'once':
      return 'once';
    case 'daily':
      return `d:${brandDay(at, offsetMinutes)}`;
    case 'weekly': {
      const local = new Date(at.getTime() + offsetMinutes * 60_000);
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      return `w:${new Date(local.getTime() - sinceMonday * DAY_MS).toISOString().slice(0, 10)}`;
    }
    case 'unlimited':
      return `u:${reference}`;
  }
}

export type Eligibility = { ok: true; periodKey: string } | { ok: false; why: IneligibleWhy };

/**
 * Whether the member may take part now. `reference` names the taking part when the repeat is
 * 'unlimited' (a reward, an order); it is ignored otherwise.
 */
export async function checkEligible(
  exec: DbOrTx,
  brand: Brand,
  promo: PromotionRow,
  memberId: number,
  now: Date,
  reference = '',
): Promise<Eligibility> {
  const why = await memberRules(exec, brand, promo, memberId, now);
  if (why) return { ok: false, why };
  const key = periodKey(eligibilityOf(promo).repeat, now, brand.settings.timezoneOffsetMinutes, reference);
  const [taken] = await exec
    .select({ k: promotionParticipations.periodKey })
    .from(promotionParticipations)
    .where(
      and(
        eq(promotionParticipations.promotionId, promo.id),
        eq(promotionParticipations.memberId, memberId),
        eq(promotionParticipations.periodKey, key),
      ),
    );
  if (taken) return { ok: false, why: 'taken' };
  return { ok: true, periodKey: key };
}

/** The promotion's rules for this member, without the period: the first reason they fail, or null. */
export async function memberRules(
  exec: DbOrTx,
  brand: Brand,
  promo: PromotionRow,
  memberId: number,
  now: Date,
): Promise<IneligibleWhy | null> {
  const at = phase(promo, now);
  if (at === 'scheduled' || at === 'draft') return 'not_started';
  if (at !== 'live') return 'ended';
  const el = eligibilityOf(promo);
  const [member] = await exec
    .select({ createdAt: members.createdAt, brandId: members.brandId, clubRank: members.clubRank })
    .from(members)
    .where(eq(members.id, memberId));
  if (!member || member.brandId !== brand.id) return 'tags';
  if (el.newMembersDays !== null && now.getTime() - member.createdAt.getTime() > el.newMembersDays * DAY_MS) {
    return 'new_members';
  }
  // The member's VIP level, kept in step by the VIP area (docs/decisions/1520-vip.md).
  if (member.clubRank < el.minVipLevel) return 'vip';
  if (el.tags.length > 0) {
    const tags = await exec
      .select({ tag: memberTags.tag })
      .from(memberTags)
      .where(and(eq(memberTags.memberId, memberId), eq(memberTags.brandId, brand.id)));
    if (!tags.some((t) => el.tags.includes(t.tag))) return 'tags';
  }
  if (promo.kind === 'first_deposit') {
    const [first] = await exec
      .select({ m: memberFirsts.memberId })
      .from(memberFirsts)
      .where(and(eq(memberFirsts.memberId, memberId), eq(memberFirsts.kind, 'deposit')));
    if (first) return 'first_deposit';
  }
  return null;
}

/** The error a refusal answers with. */
export function ineligibleError(why: IneligibleWhy): AppError {
  if (why === 'not_started') return new AppError('promotions.not.started');
  if (why === 'ended') return new AppError('promotions.ended');
  if (why === 'taken') return new AppError('promotions.already.taken');
  if (why === 'bonus_active') return new AppError('bonus.active');
  return new AppError('promotions.not.eligible');
}

/**
 * Takes part: checks eligibility and writes the participation row, first, in the caller's transaction.
 * A second taking part of the same period (even a racing one) is refused with
 * `promotions.already.taken`; an ineligible member with the reason's error. Returns the period key.
 */
export async function participate(
  tx: Tx,
  input: { brand: Brand; promotion: PromotionRow; memberId: number; now: Date; reference?: string },
): Promise<{ periodKey: string }> {
  const { brand, promotion, memberId, now } = input;
  const reference = input.reference ?? '';
  const el = eligibilityOf(promotion);
  const key = periodKey(el.repeat, now, brand.settings.timezoneOffsetMinutes, reference);
  // The row first: a racing second claim waits here for the first transaction, then finds the row.
  const made = await rowsOf<{ k: string }>(
    tx,
    sql`INSERT INTO promotion_participations (promotion_id, member_id, period_key, brand_id, reference, created_at)
        VALUES (${promotion.id}, ${memberId}, ${key}, ${brand.id}, ${reference}, ${now.toISOString()}::timestamptz)
        ON CONFLICT (promotion_id, member_id, period_key) DO NOTHING
        RETURNING period_key AS k`,
  );
  if (made.length === 0) throw new AppError('promotions.already.taken');
  // The rest of the rules (the period is ours now); a refusal rolls the row back with the transaction.
  const why = await memberRules(tx, brand, promotion, memberId, now);
  if (why) throw ineligibleError(why);
  return { periodKey: key };
}
