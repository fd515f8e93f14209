import type { TBanner } from '@app/contracts/calls/content';
import { GAME_CATEGORIES } from '@app/contracts/constants';

const LOBBY_PATHS: Record<string, string> = {
  RNG: '/rng',
  LIVE: '/live',
  FISH: '/fish',
  PVP: '/pvp',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  ELOTT: '/elott',
  LOTT: '/lott',
  DS88: '/ds88',
};

export type BannerTarget = { kind: 'route'; to: string } | { kind: 'url'; href: string } | null;

/** Where a banner click goes (its linkageType and value); null when the banner is not clickable. */
export function bannerTarget(b: Pick<TBanner, 'linkageType' | 'linkageValue'>): BannerTarget {
  const v = b.linkageValue;
  switch (b.linkageType) {
    case 'ROUTE':
      return v.startsWith('/') && !v.startsWith('//') ? { kind: 'route', to: v } : null;
    case 'URL':
      return /^https?:\/\//.test(v) ? { kind: 'url', href: v } : null;
    case 'PROMO':
      return { kind: 'route', to: `/promoDetail?id=${encodeURIComponent(v)}` };
    case 'LOBBY': {
      const [category = '', vendor] = v.split(':');
      if (!(GAME_CATEGORIES as readonly string[]).includes(category)) return null;
      const base = LOBBY_PATHS[category] ?? '/';
      if (!vendor) return { kind: 'route', to: base };
      return { kind: 'route', to: `${base}/vassalage/${encodeURIComponent(vendor)}` };
    }
    default:
      return null;
  }
}
