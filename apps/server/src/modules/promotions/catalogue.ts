/**
 * The promotions as members read them (promotions.list, promotions.detail): texts in the request's
 * language (the brand's default where one is missing), the body sanitised again when served, the
 * rules in words, and the reader's state of each (docs/decisions/1300-promotions.md "Data").
 */

import type { PromotionState, TPromotionArt, TPromotionRules } from '@app/contracts/calls/promotion-shapes';
import type { TPromotionCard } from '@app/contracts/calls/promotions';
import type { Language } from '@app/contracts/languages';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  bonusGrants,
  promotionApplications,
  promotionParticipations,
  promotionRewards,
  promotions,
  raffleEntries,
} from '../../db/schema/index.ts';
import type { Localized, WageringDb } from '../../db/schema/promotions.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Brand } from '../system/brand-types.ts';
import { major } from '../wallet/money.ts';
import { checkEligible, eligibilityOf, memberRules, type PromotionRow, periodKey, phase } from './eligibility.ts';
import { type RulesDb, rulesFromDb } from './rules.ts';
import { sanitisePromotionHtml } from './sanitise.ts';
import { termsOf, whyText } from './terms.ts';

/** A text in the reader's language: theirs, else the brand's default, else English, else any. */
export function textIn(texts: Localized, lang: Language, brand: Brand): string {
  return texts[lang] || texts[brand.settings.defaultLanguage] || texts.EN || Object.values(texts).find((t) => t) || '';
}

export const artUrlOf = (id: number) => `/art/promotions/${id}.svg`;

/** The contract rules (major units) of a stored promotion. */
export function rulesOf(p: PromotionRow, brand: Brand): TPromotionRules {
  return rulesFromDb(p.rules as unknown as RulesDb, brand.settings.minorUnits);
}

export function termsFor(p: Pick<PromotionRow, 'eligibility'>, rules: TPromotionRules, brand: Brand, lang: Language) {
  return termsOf(rules, eligibilityOf(p), {
    lang,
    currency: brand.settings.currency,
    offsetMinutes: brand.settings.timezoneOffsetMinutes,
  });
}

/** What the member has to do with each promotion, read in a few queries for a whole list. */
interface MemberFacts {
  participations: Set<string>;
  applications: Map<number, 'applying' | 'rejected' | 'issued'>;
  claimable: Set<number>;
  claimed: Set<number>;
  activeGrantPromotion: number | null;
  raffles: Set<number>;
}

export function createPromotionCatalogue(deps: Deps) {
  const { db } = deps;

  /** A promotion of the brand (any status), or `promotions.not.found`. */
  async function load(exec: DbOrTx, brand: Brand, id: number): Promise<PromotionRow> {
    const [row] = await exec
      .select()
      .from(promotions)
      .where(and(eq(promotions.id, id), eq(promotions.brandId, brand.id)));
    if (!row) throw new AppError('promotions.not.found');
    return row;
  }

  /** Published promotions members may see now (scheduled or live; with `ended`, those too). */
  async function visible(brand: Brand, withEnded: boolean): Promise<PromotionRow[]> {
    const rows = await db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.brandId, brand.id),
          inArray(promotions.status, withEnded ? ['published', 'ended'] : ['published']),
        ),
      )
      .orderBy(asc(promotions.sort), asc(promotions.id));
    const now = deps.now();
    return rows.filter((p) => {
      const at = phase(p, now);
      return at === 'live' || at === 'scheduled' || (withEnded && at === 'ended');
    });
  }

  async function facts(memberId: number, ids: number[]): Promise<MemberFacts> {
    const f: MemberFacts = {
      participations: new Set(),
      applications: new Map(),
      claimable: new Set(),
      claimed: new Set(),
      activeGrantPromotion: null,
      raffles: new Set(),
    };
    if (ids.length === 0) return f;
    const [parts, apps, rewards, grant, raffles] = await Promise.all([
      db
        .select({ p: promotionParticipations.promotionId, k: promotionParticipations.periodKey })
        .from(promotionParticipations)
        .where(and(eq(promotionParticipations.memberId, memberId), inArray(promotionParticipations.promotionId, ids))),
      db
        .select({ p: promotionApplications.promotionId, status: promotionApplications.status })
        .from(promotionApplications)
        .where(and(eq(promotionApplications.memberId, memberId), inArray(promotionApplications.promotionId, ids)))
        .orderBy(desc(promotionApplications.id)),
      db
        .select({ p: promotionRewards.promotionId, status: promotionRewards.status })
        .from(promotionRewards)
        .where(and(eq(promotionRewards.memberId, memberId), inArray(promotionRewards.promotionId, ids))),
      db
        .select({ p: bonusGrants.promotionId })
        .from(bonusGrants)
        .where(and(eq(bonusGrants.memberId, memberId), eq(bonusGrants.status, 'active'))),
      db
        .select({ p: raffleEntries.promotionId })
        .from(raffleEntries)
        .where(and(eq(raffleEntries.memberId, memberId), inArray(raffleEntries.promotionId, ids))),
    ]);
    for (const r of parts) f.participations.add(`${r.p}|${r.k}`);
    for (const a of apps) if (!f.applications.has(a.p)) f.applications.set(a.p, a.status);
    for (const r of rewards) {
      if (r.p === null) continue;
      if (r.status === 'claimable') f.claimable.add(r.p);
      if (r.status === 'claimed') f.claimed.add(r.p);
    }
    f.activeGrantPromotion = grant[0]?.p ?? null;
    for (const r of raffles) f.raffles.add(r.p);
    return f;
  }

  /** The reader's state of one promotion (SPEC §4 activity states). */
  function stateOf(brand: Brand, p: PromotionRow, f: MemberFacts | null): PromotionState {
    const now = deps.now();
    const at = phase(p, now);
    if (at === 'scheduled' || at === 'draft') return 'coming_soon';
    if (at !== 'live') return 'closed';
    if (!f) return 'open';
    if (f.activeGrantPromotion === p.id) return 'process';
    if (f.claimable.has(p.id)) return 'issued';
    const application = f.applications.get(p.id);
    if (application === 'applying') return 'applying';
    if (application === 'rejected') return 'rejected';
    if (p.kind === 'raffle' && f.raffles.has(p.id)) return 'joined';
    const el = eligibilityOf(p);
    if (el.repeat !== 'unlimited') {
      const key = periodKey(el.repeat, now, brand.settings.timezoneOffsetMinutes, '');
      if (f.participations.has(`${p.id}|${key}`)) return 'claimed';
    }
    if (el.repeat === 'once' && f.claimed.has(p.id)) return 'claimed';
    // Rebates and cashback count by themselves for every member who meets the rules.
    if (p.kind === 'rebate' || p.kind === 'cashback') return 'joined';
    return 'open';
  }

  function card(brand: Brand, p: PromotionRow, lang: Language, state: PromotionState): TPromotionCard {
    return {
      id: p.id,
      code: p.code,
      kind: p.kind,
      category: p.category as TPromotionCard['category'],
      title: textIn(p.title, lang, brand),
      summary: textIn(p.summary, lang, brand),
      art: p.art as TPromotionArt,
      artUrl: artUrlOf(p.id),
      startsAt: p.startsAt.getTime(),
      endsAt: p.endsAt ? p.endsAt.getTime() : null,
      state,
    };
  }

  return {
    load,
    card,

    /** A promotion's art choice by id (images carry no brand header; ids are unique), or null. */
    async artOf(id: number): Promise<{ motif: string; hue: number } | null> {
      const [row] = await db.select({ art: promotions.art }).from(promotions).where(eq(promotions.id, id));
      return row?.art ?? null;
    },

    /**
     * A game lobby's announcements: live promotions in display order that concern the category. A
     * rebate or cashback concerns the categories it pays a rate on; a bonus those its wagering counts
     * (contribution above 0); the other kinds every lobby. No category: every live promotion.
     */
    async forGames(brand: Brand, memberId: number | null, lang: Language, gameType: string | undefined, max: number) {
      const now = deps.now();
      const rows = (await visible(brand, false)).filter((p) => {
        if (phase(p, now) !== 'live') return false;
        if (!gameType) return true;
        const rules = p.rules as { rates?: Record<string, number>; wagering?: WageringDb };
        if (rules.rates) return (rules.rates[gameType] ?? 0) > 0;
        if (rules.wagering && rules.wagering.multiple > 0) return (rules.wagering.contributions[gameType] ?? 0) > 0;
        return true;
      });
      const shown = rows.slice(0, max);
      const f =
        memberId === null
          ? null
          : await facts(
              memberId,
              shown.map((p) => p.id),
            );
      return { promotion: shown.map((p) => card(brand, p, lang, stateOf(brand, p, f))) };
    },

    /** The live and coming promotions in display order, with the reader's state; one tab with `category`. */

    async list(brand: Brand, memberId: number | null, lang: Language, category?: string) {
      const rows = (await visible(brand, false)).filter((p) => !category || p.category === category);
      const f =
        memberId === null
          ? null
          : await facts(
              memberId,
              rows.map((p) => p.id),
            );
      return { list: rows.map((p) => card(brand, p, lang, stateOf(brand, p, f))) };
    },

    /** One promotion with its body, terms, rules and the reader's part in it. Drafts and archived ones are not found. */
    async detail(brand: Brand, memberId: number | null, lang: Language, id: number) {
      const p = await load(db, brand, id);
      if (p.status === 'draft' || p.status === 'archived') throw new AppError('promotions.not.found');
      const f = memberId === null ? null : await facts(memberId, [p.id]);
      const rules = rulesOf(p, brand);
      let eligible = false;
      let ineligibleReason = whyText('sign_in', lang);
      if (memberId !== null) {
        const automatic = p.kind === 'rebate' || p.kind === 'cashback' || p.kind === 'referral';
        const check = automatic
          ? await memberRules(db, brand, p, memberId, deps.now()).then((why) =>
              why ? { ok: false as const, why } : { ok: true as const },
            )
          : await checkEligible(db, brand, p, memberId, deps.now());
        eligible = check.ok;
        ineligibleReason = check.ok ? '' : whyText(check.why, lang);
      }
      const application =
        memberId === null || p.kind !== 'application' ? null : await latestApplication(brand, p.id, memberId);
      return {
        ...card(brand, p, lang, stateOf(brand, p, f)),
        bodyHtml: sanitisePromotionHtml(textIn(p.body, lang, brand)),
        terms: termsFor(p, rules, brand, lang),
        rules,
        eligible,
        ineligibleReason,
        application,
      };
    },
  };

  async function latestApplication(brand: Brand, promotionId: number, memberId: number) {
    const [a] = await db
      .select()
      .from(promotionApplications)
      .where(and(eq(promotionApplications.promotionId, promotionId), eq(promotionApplications.memberId, memberId)))
      .orderBy(desc(promotionApplications.id))
      .limit(1);
    if (!a) return null;
    return {
      id: a.id,
      status: a.status,
      comment: a.comment,
      images: a.imageIds.length,
      reason: a.reason,
      amount: a.amount === null ? null : major(brand, a.amount),
      createdAt: a.createdAt.getTime(),
      reviewedAt: a.reviewedAt ? a.reviewedAt.getTime() : null,
    };
  }
}

export type PromotionCatalogue = ReturnType<typeof createPromotionCatalogue>;
