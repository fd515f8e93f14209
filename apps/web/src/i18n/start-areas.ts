/**
 * The catalogue areas the first screen needs: what the site's frame (header, footer, side bars, tab
 * bar, banners, notices, sign-in buttons, balance) and the home page say. They load before the first
 * render; every other area loads right after it, and lazily loaded screens wait for them
 * (lazy-page.ts). start-areas.test.ts checks that everything the entry bundle translates is here.
 */
export const START_AREAS = {
  /** Files of src/i18n/locales/<lang>/. */
  web: [
    'app',
    'auth',
    'content',
    'games',
    'messages',
    'popups',
    'promotions',
    'rewards',
    'shell',
    'tabs',
    'vip',
    'wallet',
  ],
  /** Files of packages/contracts/src/messages/<lang>/. */
  shared: ['auth', 'core'],
} as const;
