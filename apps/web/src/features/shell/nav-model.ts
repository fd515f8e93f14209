import type { TMenuCategory, TMenuVendor } from '@app/contracts/calls/games';
import { DROPDOWN_CENTER_BELOW, DROPDOWN_MAX_VENDORS } from '@app/contracts/constants';
import type { TKey } from '../../i18n/keys.ts';
import { memberCentrePageAt } from '../member-centre/index.ts';

type Category = TMenuCategory['gameCategory'];

/** Where each category's entry leads (SPEC §2 "Category targets"). */
export const CATEGORY_PATHS: Record<Category, string> = {
  ELOTT: '/elott',
  LOTT: '/lott',
  LIVE: '/live',
  SPORTS: '/sports',
  ESPORTS: '/esports',
  FISH: '/fish',
  RNG: '/rng',
  PVP: '/pvp',
  DS88: '/ds88',
};

/** The navigation label of each category. */
export const CATEGORY_LABELS: Record<Category, TKey> = {
  ELOTT: 'nav_elott',
  LOTT: 'nav_lott',
  LIVE: 'nav_live',
  SPORTS: 'nav_sports',
  ESPORTS: 'nav_esports',
  FISH: 'nav_fish',
  RNG: 'nav_rng',
  PVP: 'nav_pvp',
  DS88: 'nav_ds88',
};

/** Categories whose entry starts the first game of their vendor list instead of opening a page. */
export const DIRECT_START: readonly Category[] = ['DS88', 'LOTT', 'ELOTT'];

export interface NavCategory {
  category: Category;
  path: string;
  labelKey: TKey;
  /** At most 11 vendors for the dropdown. */
  vendors: TMenuVendor[];
  /** The dropdown ends with a "more" button opening the category page (11 shown). */
  hasMore: boolean;
  /** Fewer than 6 vendors are centred under the entry. */
  centred: boolean;
  /** The entry starts a game (DS88, LOTT, ELOTT). */
  directStart: boolean;
}

/** The bar's category entries: only categories with at least one vendor, in the menu's order. */
export function navCategories(menus: readonly TMenuCategory[]): NavCategory[] {
  return menus
    .filter((m) => m.vendors.length > 0)
    .map((m) => {
      const vendors = m.vendors.slice(0, DROPDOWN_MAX_VENDORS);
      return {
        category: m.gameCategory,
        path: CATEGORY_PATHS[m.gameCategory],
        labelKey: CATEGORY_LABELS[m.gameCategory],
        vendors,
        hasMore: vendors.length === DROPDOWN_MAX_VENDORS,
        centred: vendors.length < DROPDOWN_CENTER_BELOW,
        directStart: DIRECT_START.includes(m.gameCategory),
      };
    });
}

/** The lobby page of a vendor in a category (every category page takes /<category>/vassalage/<vendor>). */
export function vendorPath(category: Category, vassalage: string): string {
  return `${CATEGORY_PATHS[category]}/vassalage/${encodeURIComponent(vassalage)}`;
}

/** Every vendor once, in menu order (the header's vendor carousel). */
export function allVendors(menus: readonly TMenuCategory[]): { category: Category; vendor: TMenuVendor }[] {
  const seen = new Set<string>();
  const out: { category: Category; vendor: TMenuVendor }[] = [];
  for (const m of menus) {
    for (const v of m.vendors) {
      if (seen.has(v.vassalage)) continue;
      seen.add(v.vassalage);
      out.push({ category: m.gameCategory, vendor: v });
    }
  }
  return out;
}

/** Pages that show the navigation toggle: the game pages. */
export function isGamePage(pathname: string): boolean {
  const first = pathname.replace(/^\//, '').split('/')[0] ?? '';
  return [
    'rng',
    'live',
    'fish',
    'pvp',
    'sports',
    'esports',
    'ds88',
    'elott',
    'lott',
    'lottery',
    'seaLottery',
    'vnLottery',
    'lobby',
    'seamless',
    'fbsports',
    'game',
  ].includes(first);
}

/** The home page paths (the licence button and the jackpot show there). */
export function isHomePage(pathname: string): boolean {
  return ['/', '/index', '/index.html', '/home'].includes(pathname);
}

/** The phone tab bar's tabs. */
export type Tab = 'home' | 'games' | 'promotions' | 'deposit' | 'me';

/** The tab an address belongs to, if any: the member centre's deposit page is Deposit, the rest of it Me. */
export function currentTab(pathname: string): Tab | null {
  const centre = memberCentrePageAt(pathname);
  if (centre !== null) return centre === 'depositv2' ? 'deposit' : 'me';
  if (isHomePage(pathname)) return 'home';
  if (pathname === '/promotions' || pathname === '/promoDetail') return 'promotions';
  if (isGamePage(pathname)) return 'games';
  return null;
}
