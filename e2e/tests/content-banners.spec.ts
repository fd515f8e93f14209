import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

const banners = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Featured', exact: true });

test('home banners rotate every 5000 ms and the pagination moves them', async ({ page, site }) => {
  await page.clock.install();
  await visit(page, `${site.origin}/`);
  const dots = banners(page).getByRole('button', { name: /^Show banner/ });
  await expect(dots).toHaveCount(4);
  await expect(dots.nth(0)).toHaveAttribute('aria-current', 'true');
  // Any 5000 ms holds exactly one turn of the autoplay.
  await page.clock.runFor(5_000);
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  await page.clock.runFor(5_000);
  await expect(dots.nth(2)).toHaveAttribute('aria-current', 'true');
  await dots.nth(3).click();
  await expect(dots.nth(3)).toHaveAttribute('aria-current', 'true');
  await expect(banners(page).getByRole('group', { name: '4 of 4' })).toContainText('Sports and esports');
});

test('a group with one banner shows no pagination', async ({ page, site }) => {
  await visit(page, `${site.origin}/fish`);
  await expect(banners(page).getByRole('group')).toHaveCount(1);
  await expect(banners(page).getByRole('button')).toHaveCount(0);
});

test('a banner with a linkageType opens its target', async ({ page, site }) => {
  await page.clock.install();
  await visit(page, `${site.origin}/`);
  await banners(page).getByRole('button', { name: 'Show banner 2' }).click();
  await banners(page)
    .getByRole('link', { name: /Fast deposits/ })
    .click();
  // The target is the deposit page, which sends a visitor to sign in first and back to it after (the
  // address it passes through is too brief to wait for).
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmember%2Fdeposit$/);
});

test('banners are in the visitor language', async ({ page, site }) => {
  await visit(page, `${site.origin}/`, { lang: 'CN' });
  const region = page.getByRole('region', { name: '精选', exact: true });
  await expect(region.getByRole('group').first()).toContainText('自营老虎机与轮盘');
});

test('a banner and a notice added by the operator show on the next load', async ({ page, site }) => {
  const brand = await site.newBrand();
  await visit(page, `${brand.origin}/`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(banners(page)).toHaveCount(0);
  await site.admin(
    'banner',
    'add',
    '--group',
    'w_home',
    '--image',
    '/art/banner/w_home-2.svg',
    '--title',
    'Grand opening',
    '--subtitle',
    'Welcome aboard',
    '--link-type',
    'ROUTE',
    '--link',
    '/join',
    '--brand',
    brand.code,
  );
  await site.admin(
    'notice',
    'add',
    '--type',
    'PL',
    '--title',
    'We are open',
    '--content',
    '<p>Doors open now.</p>',
    '--brand',
    brand.code,
  );
  await page.reload();
  await expect(banners(page)).toContainText('Grand opening');
  await expect(
    page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: 'We are open' }),
  ).toBeVisible();
  await banners(page)
    .getByRole('link', { name: /Grand opening/ })
    .click();
  await expect(page).toHaveURL(/\/join$/);
});

test('the jackpot grows by 165.11 every 3 seconds', async ({ page, site }) => {
  // A week starts on Monday 00:00 UTC at the base. The clock is paused before the page loads, so a slow
  // load cannot let a tick pass before the first look; then it moves only when the test moves it.
  await page.clock.install({ time: new Date('2026-03-02T00:00:00Z') });
  await page.clock.pauseAt(new Date('2026-03-02T00:00:01.500Z'));
  await visit(page, `${site.origin}/`);
  const value = page.getByTestId('jackpot-value');
  await expect(value).toHaveAttribute('data-value', '5000000');
  await expect(value).toContainText('P 5,000,000.00');
  await page.clock.runFor(3_000);
  await expect(value).toHaveAttribute('data-value', '5000165.11');
  await page.clock.runFor(6_000);
  await expect(value).toContainText('P 5,000,495.33');
});
