import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

type Menu = { gameCategory: string; vendors: { name: string; isHot: number }[] }[];

async function menus(site: { api: (p: string) => Promise<{ body: Record<string, unknown> }> }): Promise<Menu> {
  return (await site.api('/lgw/games/game_menus')).body.value as Menu;
}

test('the bar lists Home, each category with vendors, and Promotions', async ({ page, site }) => {
  const data = await menus(site);
  await visit(page, `${site.origin}/`);
  const entries = page
    .getByRole('navigation', { name: 'Main navigation' })
    .locator('.nav-bar__list > li > .nav-bar__link');
  await expect(entries).toHaveCount(data.filter((c) => c.vendors.length > 0).length + 2);
  const labels = await entries.allInnerTexts();
  expect(labels[0]).toBe('Home');
  expect(labels.at(-1)).toBe('Promotions');
});

test('a dropdown shows at most 11 vendors, a "more" button at 11, and centres fewer than 6', async ({ page, site }) => {
  const data = await menus(site);
  const big = data.find((c) => c.vendors.length >= 11);
  const small = data.find((c) => c.vendors.length > 0 && c.vendors.length < 6);
  const mid = data.find((c) => c.vendors.length >= 6 && c.vendors.length < 11);
  expect(big && small && mid, 'the demo catalogue has large, middle and small categories').toBeTruthy();
  await visit(page, `${site.origin}/`);
  for (const [cat, count, more, centred] of [
    [big, 11, true, false],
    [mid, mid?.vendors.length ?? 0, false, false],
    [small, small?.vendors.length ?? 0, false, true],
  ] as const) {
    const dropdown = page.getByTestId(`dropdown-${cat?.gameCategory}`);
    await expect(dropdown).toBeHidden();
    await dropdown.locator('xpath=..').hover();
    await expect(dropdown).toBeVisible();
    const cards = dropdown.locator('.vendor-card:not(.vendor-card--more)');
    await expect(cards).toHaveCount(count);
    await expect(dropdown.getByRole('link', { name: /^More/ })).toHaveCount(more ? 1 : 0);
    await expect(dropdown.locator('ul')).toHaveClass(centred ? /--centred/ : /^nav-dropdown__list$/);
    const hot = cat?.vendors.slice(0, 11).filter((v) => v.isHot === 1).length ?? 0;
    await expect(dropdown.getByRole('img', { name: 'Hot' })).toHaveCount(hot);
  }
});

test('"more" opens the category page, a vendor opens its lobby', async ({ page, site }) => {
  const data = await menus(site);
  const big = data.find((c) => c.vendors.length >= 11);
  await visit(page, `${site.origin}/`);
  const dropdown = page.getByTestId(`dropdown-${big?.gameCategory}`);
  await dropdown.locator('xpath=..').hover();
  await dropdown.getByRole('link', { name: /^More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/${big?.gameCategory.toLowerCase()}$`));
  await visit(page, `${site.origin}/`);
  await dropdown.locator('xpath=..').hover();
  const first = big?.vendors[0]?.name ?? '';
  await dropdown.getByRole('link', { name: first }).click();
  await expect(page).toHaveURL(/\/vassalage\//);
});

test('DS88, LOTT and ELOTT start their first game through the sign-in gate instead of a page', async ({
  page,
  site,
}) => {
  const data = await menus(site);
  const direct = data.find((c) => c.gameCategory === 'DS88' && c.vendors.length > 0);
  expect(direct).toBeTruthy();
  await visit(page, `${site.origin}/`);
  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Cockfight' });
  // The entry starts the category's first game once the menus have arrived (its dropdown lists them).
  await entry.hover();
  await expect(
    page.getByTestId('dropdown-DS88').getByRole('link', { name: direct?.vendors[0]?.name ?? '' }),
  ).toBeVisible();
  await entry.click();
  // A visitor is asked to sign in first (the gate's login popup); the category page is not opened.
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/`);
});

test('the dropdown opens by keyboard and its vendors can be reached with Tab', async ({ page, site }) => {
  const data = await menus(site);
  const cat = data.find((c) => c.gameCategory === 'LIVE');
  await visit(page, `${site.origin}/`);
  const entry = page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Live casino' });
  await entry.focus();
  await expect(page.getByTestId('dropdown-LIVE')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByTestId('dropdown-LIVE').getByRole('link', { name: cat?.vendors[0]?.name })).toBeFocused();
});

test('on a phone the menu collapses into a dialog with the categories and their vendors', async ({ page, site }) => {
  const data = await menus(site);
  const live = data.find((c) => c.gameCategory === 'LIVE');
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, `${site.origin}/`);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('button', { name: 'Live casino' }).click();
  await expect(menu.getByRole('button', { name: live?.vendors[0]?.name })).toBeVisible();
  await menu.getByRole('link', { name: 'All Live casino' }).click();
  await expect(page).toHaveURL(/\/live$/);
  await expect(menu).toBeHidden();
});

test('the vendor carousel shows every vendor on the home page and can be paused', async ({ page, site }) => {
  const data = await menus(site);
  const names = new Set(data.flatMap((c) => c.vendors.map((v) => v.name)));
  await visit(page, `${site.origin}/`);
  const carousel = page.getByRole('region', { name: 'Game providers' });
  await expect(carousel.locator('li:not([aria-hidden]) img')).toHaveCount(names.size);
  const pause = carousel.getByRole('button', { name: 'Pause the game providers' });
  await pause.click();
  await expect(pause).toHaveAttribute('aria-pressed', 'true');
  await visit(page, `${site.origin}/help`);
  await expect(page.getByRole('region', { name: 'Game providers' })).toHaveCount(0);
});

test('on a phone the vendor carousel shows four logos at a time', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, `${site.origin}/`);
  const carousel = page.getByRole('region', { name: 'Game providers' });
  // Four slides and three 10 px gaps fill the viewport.
  await expect
    .poll(async () => {
      const viewport = await carousel.locator('.vendor-carousel__viewport').boundingBox();
      const slide = await carousel.locator('li').first().boundingBox();
      return Math.round((slide?.width ?? 0) * 4 + 30) - Math.round(viewport?.width ?? -1);
    })
    .toBe(0);
});
