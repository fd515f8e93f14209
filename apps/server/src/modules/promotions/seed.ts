/**
 * Demo promotions: one live promotion of each kind on the demo brand, titles and bodies in all seven
 * languages (the web and back-office pages are built against these).
 */
import type { TPromotionInput } from '@app/contracts/calls/backoffice-promotions';
import type { TWagering } from '@app/contracts/calls/promotion-shapes';
import { LANGUAGES } from '@app/contracts/languages';
import { eq } from 'drizzle-orm';
import { brands, promotions } from '../../db/schema/index.ts';
import type { Seed } from '../../db/seed-types.ts';
import { newRaffleSeed } from '../raffles/seed.ts';
import { DEMO_MERCHANT } from '../system/seed.ts';
import { rulesToDb } from './rules.ts';
import { sanitisePromotionHtml } from './sanitise.ts';
import { DEMO_TEXTS, type DemoKey } from './seed-texts.ts';

const DAY_MS = 86_400_000;

const cash: TWagering = { multiple: 0, base: 'bonus', contributions: {}, maxBet: null, maxWin: null, expiresDays: 7 };
const slotsLive = { RNG: 100, FISH: 100, LIVE: 10, PVP: 50, SPORTS: 50, ESPORTS: 50 } as const;

type DemoPromotion = Omit<TPromotionInput, 'title' | 'summary' | 'body' | 'startsAt' | 'endsAt'> & {
  key: DemoKey;
  endsInDays: number | null;
};

/** The demo promotions; raffle drawAt is filled from the seed's clock. */
export function demoPromotions(now: number): DemoPromotion[] {
  const any = { newMembersDays: null, minVipLevel: 0, tags: [] as string[] };
  return [
    {
      key: 'welcome',
      code: 'WELCOME100',
      category: 'new',
      art: { motif: 'gift', hue: 340 },
      eligibility: { ...any, newMembersDays: 30, repeat: 'once' },
      rules: {
        kind: 'first_deposit',
        tiers: [{ minDeposit: 50, matchBp: 10_000, cap: 500 }],
        wagering: { multiple: 10, base: 'bonus', contributions: slotsLive, maxBet: 50, maxWin: 5000, expiresDays: 14 },
      },
      sort: 10,
      endsInDays: null,
    },
    {
      key: 'reload',
      code: 'RELOAD20',
      category: 'deposit',
      art: { motif: 'coins', hue: 45 },
      eligibility: { ...any, repeat: 'daily' },
      rules: {
        kind: 'deposit',
        tiers: [
          { minDeposit: 100, matchBp: 1000, cap: 50 },
          { minDeposit: 1000, matchBp: 1500, cap: 300 },
          { minDeposit: 5000, matchBp: 2000, cap: 1500 },
        ],
        wagering: {
          multiple: 8,
          base: 'bonus_deposit',
          contributions: slotsLive,
          maxBet: 100,
          maxWin: null,
          expiresDays: 7,
        },
      },
      sort: 20,
      endsInDays: null,
    },
    {
      key: 'rebate',
      code: 'DAILY-REBATE',
      category: 'rebate',
      art: { motif: 'cards', hue: 200 },
      eligibility: { ...any, repeat: 'daily' },
      rules: {
        kind: 'rebate',
        period: 'daily',
        rates: { RNG: 100, FISH: 100, LIVE: 60, PVP: 80, SPORTS: 80, ESPORTS: 80, LOTT: 50, ELOTT: 50 },
        minPayout: 1,
        cap: 10_000,
        wagering: { ...cash, multiple: 1, contributions: slotsLive },
      },
      sort: 30,
      endsInDays: null,
    },
    {
      key: 'cashback',
      code: 'WEEKLY-CASHBACK',
      category: 'rebate',
      art: { motif: 'trophy', hue: 160 },
      eligibility: { ...any, repeat: 'weekly' },
      rules: {
        kind: 'cashback',
        period: 'weekly',
        rates: { RNG: 500, LIVE: 500 },
        minPayout: 10,
        cap: 5000,
        wagering: cash,
      },
      sort: 40,
      endsInDays: null,
    },
    {
      key: 'application',
      code: 'BIG-WIN-SHARE',
      category: 'event',
      art: { motif: 'star', hue: 280 },
      eligibility: { ...any, repeat: 'weekly' },
      rules: { kind: 'application', reward: 88, needsContact: true, maxImages: 3, wagering: cash },
      sort: 50,
      endsInDays: null,
    },
    {
      key: 'raffle',
      code: 'LUCKY-RAFFLE',
      category: 'event',
      art: { motif: 'ticket', hue: 20 },
      eligibility: { ...any, repeat: 'once' },
      rules: {
        kind: 'raffle',
        validBetPerTicket: 100,
        depositPerTicket: 200,
        drawAt: now + 7 * DAY_MS,
        prizes: [
          { amount: 1000, count: 1 },
          { amount: 200, count: 5 },
          { amount: 20, count: 50 },
        ],
        wagering: cash,
      },
      sort: 60,
      endsInDays: 8,
    },
    {
      key: 'envelope',
      code: 'RED-ENVELOPE',
      category: 'daily',
      art: { motif: 'envelope', hue: 0 },
      eligibility: { ...any, repeat: 'unlimited' },
      rules: {
        kind: 'envelope',
        times: ['00:00', '09:00', '13:00', '20:00'],
        windowMinutes: 30,
        pool: 888,
        shares: 100,
        wagering: cash,
      },
      sort: 70,
      endsInDays: null,
    },
    {
      key: 'referral',
      code: 'INVITE-FRIENDS',
      category: 'other',
      art: { motif: 'rocket', hue: 230 },
      eligibility: { ...any, repeat: 'unlimited' },
      rules: { kind: 'referral', reward: 50, minFirstDeposit: 100, maxFriends: 50, wagering: cash },
      sort: 80,
      endsInDays: null,
    },
  ];
}

export const promotionsSeed: Seed = {
  name: 'promotions.demo-promotions',
  async run(deps) {
    const { db } = deps;
    const [brand] = await db
      .select({ id: brands.id, settings: brands.settings })
      .from(brands)
      .where(eq(brands.merchantCode, DEMO_MERCHANT));
    if (!brand) return;
    const minorUnits = Number((brand.settings as { minorUnits?: number }).minorUnits ?? 2);
    const now = deps.now();
    const startsAt = new Date(now.getTime() - DAY_MS);
    await db.insert(promotions).values(
      demoPromotions(now.getTime()).map((p) => {
        const texts = (i: 0 | 1 | 2) =>
          Object.fromEntries(
            LANGUAGES.map((l) => [
              l,
              i === 2 ? sanitisePromotionHtml(DEMO_TEXTS[l][p.key][2]) : DEMO_TEXTS[l][p.key][i],
            ]),
          );
        const seed = p.rules.kind === 'raffle' ? newRaffleSeed() : null;
        return {
          brandId: brand.id,
          code: p.code,
          kind: p.rules.kind,
          category: p.category,
          status: 'published' as const,
          startsAt,
          endsAt: p.endsInDays === null ? null : new Date(now.getTime() + p.endsInDays * DAY_MS),
          title: texts(0),
          summary: texts(1),
          body: texts(2),
          art: p.art,
          eligibility: p.eligibility,
          rules: rulesToDb(p.rules, minorUnits) as unknown as Record<string, unknown> & { kind: typeof p.rules.kind },
          sort: p.sort,
          seed: seed?.seed ?? null,
          seedHash: seed?.seedHash ?? null,
          createdAt: now,
          updatedAt: now,
          updatedBy: 'seed',
        };
      }),
    );
  },
};
