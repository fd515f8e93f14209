/** Constants of the site content (SPEC §2 "Banners", §3, §7); zod-free so the browser can use them. */

/** Banner groups, one per route (SPEC §2). */
export const BANNER_GROUPS = [
  'w_home',
  'w_rng',
  'w_live',
  'w_fish',
  'w_pvp',
  'w_sports',
  'w_esports',
  'w_lott',
  'w_down',
  'w_promotion',
  'w_shop',
  'w_help',
  'w_reg',
] as const;
export type BannerGroup = (typeof BANNER_GROUPS)[number];

/** The banner group of a page path (first segment), or null when the page shows no banners. */
export function bannerGroupOf(pathname: string): BannerGroup | null {
  const first = pathname.replace(/^\//, '').split('/')[0] ?? '';
  const byPath: Record<string, BannerGroup> = {
    '': 'w_home',
    index: 'w_home',
    'index.html': 'w_home',
    home: 'w_home',
    rng: 'w_rng',
    live: 'w_live',
    fish: 'w_fish',
    pvp: 'w_pvp',
    sports: 'w_sports',
    esports: 'w_esports',
    elott: 'w_lott',
    down: 'w_down',
    promotions: 'w_promotion',
    pointMall: 'w_shop',
    help: 'w_help',
    register: 'w_reg',
    'register.html': 'w_reg',
  };
  return byPath[first] ?? null;
}

/**
 * What a banner click opens: ROUTE a site path, URL an https address (new tab), PROMO a promotion's
 * detail page, LOBBY a category's lobby at a vendor (value CATEGORY or CATEGORY:VENDOR).
 */
export const LINKAGE_TYPES = ['ROUTE', 'URL', 'PROMO', 'LOBBY'] as const;
export type LinkageType = (typeof LINKAGE_TYPES)[number];

/**
 * Announcement types (SPEC §9): B banner notices, PL player notices (marquee and announcements),
 * PU popups shown once per session, PR promotion notices, H history (announcements page only).
 * See docs/decisions/0100-content-notices-and-banners.md.
 */
export const NOTICE_TYPES = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

/** Customer-service channels with a local support page (/support/<channel>). */
export const SUPPORT_CHANNELS = ['chat', 'messenger', 'chat-app', 'vip'] as const;
export type SupportChannel = (typeof SUPPORT_CHANNELS)[number];

/** Jackpot ticker: starts each week from this amount and grows by JACKPOT_INCREMENT every tick. */
export const JACKPOT_WEEKLY_BASE = 5_000_000;
