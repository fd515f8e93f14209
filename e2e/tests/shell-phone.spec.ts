import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** A member of the demo brand, signed in in this page as a returning visitor. */
async function signIn(page: Page, site: Site) {
  const token = (await site.admin('dev', 'member', `p${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
}

const tabBar = (page: Page) => page.getByRole('navigation', { name: 'Main sections' });

/** Every page fits the width: nothing needs a sideways scroll. */
async function expectNoSidewaysScroll(page: Page, path: string) {
  const size = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(size.scroll, `${path} is ${size.scroll} px wide in ${size.client} px`).toBeLessThanOrEqual(size.client);
}

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
  await page.setViewportSize({ width: 390, height: 844 });
});

test('on a phone the header shows log in and register, and the tab bar leads to the main sections', async ({
  page,
  site,
}) => {
  await page.goto(`${site.origin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  const tabs = tabBar(page).getByRole('link');
  await expect(tabs).toHaveText(['Home', 'Games', 'Promotions', 'Deposit', 'Me']);
  await expect(tabBar(page).getByRole('link', { name: 'Home', exact: true })).toHaveAttribute('aria-current', 'page');

  // By keyboard: a tab is a link that Enter follows; the current tab moves with it.
  await tabBar(page).getByRole('link', { name: 'Promotions', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.origin}/promotions`);
  await expect(tabBar(page).getByRole('link', { name: 'Promotions', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(tabBar(page).getByRole('link', { name: 'Home', exact: true })).not.toHaveAttribute('aria-current');
  await tabBar(page).getByRole('link', { name: 'Games', exact: true }).click();
  await expect(tabBar(page).getByRole('link', { name: 'Games', exact: true })).toHaveAttribute('aria-current', 'page');

  // The tab bar covers nothing: at the bottom of the page the footer ends above it.
  // (Measured in one go, so content still arriving cannot move the page in between.)
  const overlap = () =>
    page.evaluate(() => {
      window.scrollTo(0, document.documentElement.scrollHeight);
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      const bar = document.querySelector('.tab-bar')?.getBoundingClientRect();
      return footer && bar ? footer.bottom - bar.top : Number.POSITIVE_INFINITY;
    });
  await expect.poll(overlap).toBeLessThanOrEqual(0);
});

test('on a phone a signed-in header shows the balance and Deposit, which opens the deposit page', async ({
  page,
  site,
}) => {
  await signIn(page, site);
  await page.goto(`${site.origin}/`);
  const header = page.getByRole('banner');
  await expect(header.getByTestId('header-balance')).toHaveText('P 0.00');
  await header.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/member/deposit`);
  await expect(page.getByRole('heading', { name: 'Member centre', level: 1 })).toBeVisible();
  await expect(tabBar(page).getByRole('link', { name: 'Deposit', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('at 360 px no public page needs a sideways scroll', async ({ page, site }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/promotions', '/rng', '/live', '/sports', '/noticePage', '/help', '/down', '/join']) {
    await page.goto(`${site.origin}${path}`);
    await expect(page.locator('h1').first()).toBeAttached();
    await expect(tabBar(page)).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

test('at 360 px no member page needs a sideways scroll', async ({ page, site }) => {
  await signIn(page, site);
  await page.setViewportSize({ width: 360, height: 740 });
  for (const path of ['/', '/member/account', '/member/deposit', '/member/records', '/login']) {
    await page.goto(`${site.origin}${path}`);
    await expect(page.locator('h1').first()).toBeAttached();
    await expect(page.getByRole('banner').getByTestId('header-balance')).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

for (const theme of ['dark', 'light'] as const) {
  test(`the phone header and tab bar pass axe: ${theme}`, async ({ page, site }) => {
    await signIn(page, site);
    await visit(page, `${site.origin}/promotions`, { theme });
    await expect(page.getByRole('banner').getByTestId('header-balance')).toHaveText('P 0.00');
    await expect(tabBar(page).getByRole('link', { name: 'Promotions', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectNoSeriousAxeViolations(page, { include: ['.site-header', '.tab-bar'] });
  });
}
