import type { BannerGroup, LinkageType, NoticeType } from '@app/contracts/content';
import { LANGUAGES, type Language } from '@app/contracts/languages';
import { eq } from 'drizzle-orm';
import {
  brands,
  contentBanners,
  contentBannerTexts,
  contentHelpItems,
  contentHelpTexts,
  contentNotices,
  contentNoticeTexts,
} from '../../db/schema/index.ts';
import type { Seed } from '../../db/seed-types.ts';
import { DEMO_MERCHANT } from '../system/seed.ts';
import { sanitiseHtml } from './sanitise.ts';
import cn from './seed/cn.json' with { type: 'json' };
import en from './seed/en.json' with { type: 'json' };
import id from './seed/id.json' with { type: 'json' };
import ja from './seed/ja.json' with { type: 'json' };
import th from './seed/th.json' with { type: 'json' };
import ty from './seed/ty.json' with { type: 'json' };
import vi from './seed/vi.json' with { type: 'json' };

/** The demo texts in every language, keyed like the English file. */
export type SeedTexts = typeof en;
export const SEED_TEXTS: Record<Language, SeedTexts> = { EN: en, CN: cn, VI: vi, JA: ja, TH: th, TY: ty, ID: id };

type BannerKey = keyof SeedTexts['banners'];
type NoticeKey = keyof SeedTexts['notices'];
type HelpKey = keyof SeedTexts['help'];

/**
 * The demo banners: one or more per route group, with artwork from /art and a click target. Demo copy
 * describes only what works today; a later feature brings its own banners and notices.
 */
export const SEED_BANNERS: { key: BannerKey; group: BannerGroup; art: number; link?: [LinkageType, string] }[] = [
  { key: 'home-jackpot', group: 'w_home', art: 1, link: ['LOBBY', 'RNG'] },
  { key: 'home-welcome', group: 'w_home', art: 2, link: ['ROUTE', '/member/deposit'] },
  { key: 'home-live', group: 'w_home', art: 3, link: ['LOBBY', 'LIVE'] },
  { key: 'home-sports', group: 'w_home', art: 4, link: ['ROUTE', '/sports'] },
  { key: 'rng-1', group: 'w_rng', art: 1 },
  { key: 'rng-2', group: 'w_rng', art: 2 },
  { key: 'live-1', group: 'w_live', art: 1 },
  { key: 'live-2', group: 'w_live', art: 2 },
  { key: 'fish-1', group: 'w_fish', art: 1 },
  { key: 'pvp-1', group: 'w_pvp', art: 1 },
  { key: 'sports-1', group: 'w_sports', art: 1 },
  { key: 'esports-1', group: 'w_esports', art: 1 },
  { key: 'lott-1', group: 'w_lott', art: 1 },
  { key: 'down-1', group: 'w_down', art: 1 },
  // No w_promotion banners: /promotions shows the live promotions' own art until staff add banners.
  { key: 'shop-1', group: 'w_shop', art: 1 },
  { key: 'help-1', group: 'w_help', art: 1 },
  { key: 'reg-1', group: 'w_reg', art: 1, link: ['ROUTE', '/register'] },
];

/** The demo notices with their type and age in days (older ones fill the announcements' second page). */
export const SEED_NOTICES: { key: NoticeKey; type: NoticeType; daysAgo: number }[] = [
  { key: 'welcome', type: 'PL', daysAgo: 0 },
  { key: 'lottery-maintenance', type: 'PL', daysAgo: 1 },
  { key: 'new-slots', type: 'PL', daysAgo: 2 },
  { key: 'deposit-methods', type: 'PL', daysAgo: 3 },
  { key: 'responsible', type: 'PU', daysAgo: 0 },
  { key: 'trial-play', type: 'PR', daysAgo: 4 },
  { key: 'h-security', type: 'H', daysAgo: 8 },
  { key: 'h-app', type: 'H', daysAgo: 12 },
  { key: 'h-sports', type: 'H', daysAgo: 17 },
  { key: 'h-holiday', type: 'H', daysAgo: 25 },
  { key: 'h-records', type: 'H', daysAgo: 33 },
  { key: 'h-withdrawal', type: 'H', daysAgo: 41 },
];

export const SEED_HELP: HelpKey[] = ['about', 'deposit', 'withdrawal', 'security', 'responsible-gaming', 'terms'];

const DAY_MS = 86_400_000;

/** A [title, text] pair of the seed files (a test checks both are present in every language). */
function pair(texts: readonly string[]): [string, string] {
  return [texts[0] ?? '', texts[1] ?? ''];
}

/** Banners, notices and help items of the demo brand in all seven languages, written in bulk. */
export const contentSeed: Seed = {
  name: 'content.demo-content',
  async run(deps) {
    const { db } = deps;
    const [brand] = await db.select({ id: brands.id }).from(brands).where(eq(brands.merchantCode, DEMO_MERCHANT));
    if (!brand) return;
    const brandId = brand.id;

    const bannerRows = await db
      .insert(contentBanners)
      .values(
        SEED_BANNERS.map((b, i) => ({
          brandId,
          groupName: b.group,
          imageUrl: `/art/banner/${b.group}-${b.art}.svg`,
          linkageType: b.link?.[0] ?? '',
          linkageValue: b.link?.[1] ?? '',
          sort: i,
        })),
      )
      .returning({ id: contentBanners.id });
    await db.insert(contentBannerTexts).values(
      SEED_BANNERS.flatMap((b, i) =>
        LANGUAGES.map((lang) => {
          const [title, subtitle] = pair(SEED_TEXTS[lang].banners[b.key]);
          return { bannerId: bannerRows[i]?.id ?? 0, lang, title, subtitle };
        }),
      ),
    );

    const now = deps.now().getTime();
    const noticeRows = await db
      .insert(contentNotices)
      .values(
        SEED_NOTICES.map((n) => ({ brandId, type: n.type, publishedAt: new Date(now - n.daysAgo * DAY_MS - 60_000) })),
      )
      .returning({ id: contentNotices.id });
    await db.insert(contentNoticeTexts).values(
      SEED_NOTICES.flatMap((n, i) =>
        LANGUAGES.map((lang) => {
          const [title, html] = pair(SEED_TEXTS[lang].notices[n.key]);
          return { noticeId: noticeRows[i]?.id ?? 0, lang, title, contentHtml: sanitiseHtml(html) };
        }),
      ),
    );

    const helpRows = await db
      .insert(contentHelpItems)
      .values(SEED_HELP.map((tag, i) => ({ brandId, tag, sort: i })))
      .returning({ id: contentHelpItems.id });
    await db.insert(contentHelpTexts).values(
      SEED_HELP.flatMap((tag, i) =>
        LANGUAGES.map((lang) => {
          const [title, html] = pair(SEED_TEXTS[lang].help[tag]);
          return { itemId: helpRows[i]?.id ?? 0, lang, title, contentHtml: sanitiseHtml(html) };
        }),
      ),
    );
  },
};
