import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test } from '../fixtures.ts';
import { vendorSession } from './vendor-helpers.ts';

async function signIn(page: Page, site: Site) {
  await page.addInitScript(() => sessionStorage.setItem('popupNoticesSeen', '1'));
  const username = `b${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await site.admin('adjust', username, 'credit', '1000', '--reason', 'e2e funds');
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  return { username, token };
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

test('the betting record and profit and loss show the rounds a vendor booked, with filters, pages and totals', async ({
  page,
  site,
}) => {
  const { token } = await signIn(page, site);
  const slots = await vendorSession(site, token, 'STF', 'RNG');
  const fish = await vendorSession(site, token, 'TDF', 'FISH');
  // 16 slot rounds of 1.00 (every fourth pays 3.00), one open; two fishing rounds.
  for (let i = 0; i < 16; i++) await slots.round(i, 100, i % 4 === 0 ? 300 : 0);
  await slots.round(16, 250, null);
  await fish.round(1, 5_000, 12_500);
  await fish.round(2, 2_000, 0);

  await page.goto(`${site.origin}/`);
  await page.getByRole('link', { name: 'My account', exact: true }).click();
  const c = centre(page);
  await c.getByRole('link', { name: 'Betting record' }).click();
  await expect(c.getByRole('heading', { name: 'Betting record', level: 3 })).toBeVisible();
  const totals = c.getByRole('definition');
  await expect(totals.nth(0)).toHaveText('19');
  await expect(totals.nth(1)).toHaveText('P 88.50');
  await expect(totals.nth(2)).toHaveText('P 137.00');
  // Settled rounds: slots 16.00 -> 12.00, fish 70.00 -> 125.00.
  await expect(totals.nth(3)).toHaveText('+51.00');
  const table = c.getByRole('region', { name: 'Betting record' });
  await expect(table.getByRole('row')).toHaveCount(16);
  const fishRow = table.getByRole('row').filter({ hasText: 'Fishing' }).filter({ hasText: '50.00' });
  await expect(fishRow).toContainText('125.00');
  await expect(fishRow).toContainText('+75.00');
  await expect(fishRow).toContainText('Settled');
  await expect(table.getByRole('row').filter({ hasText: 'Pending' })).toContainText('2.50');
  await expect(c.getByText('Page 1 of 2')).toBeVisible();
  await c.getByRole('button', { name: 'Next' }).click();
  await expect(c.getByText('Page 2 of 2')).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(5);
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await c.getByLabel('Category').selectOption({ label: 'Fishing' });
  await expect(table.getByRole('row')).toHaveCount(3);
  await expect(totals.nth(0)).toHaveText('2');
  await expect(c.getByText(/Page \d of/)).toBeHidden();
  await c.getByLabel('Category').selectOption({ label: 'All categories' });
  await c.getByLabel('Provider').selectOption({ label: 'Tidefin' });
  await expect(totals.nth(0)).toHaveText('2');
  await c.getByRole('button', { name: '‹ 30 days earlier' }).click();
  await expect(c.getByText('No bets in this period.')).toBeVisible();
  await c.getByRole('button', { name: 'Today' }).click();
  await expect(totals.nth(0)).toHaveText('2');

  await c.getByRole('link', { name: 'Profit and loss' }).click();
  await expect(c.getByRole('heading', { name: 'Profit and loss', level: 3 })).toBeVisible();
  const byCategory = c.getByRole('region', { name: 'By category' });
  await expect(byCategory.getByRole('row').filter({ hasText: 'Slots' })).toContainText('-4.00');
  await expect(byCategory.getByRole('row').filter({ hasText: 'Fishing' })).toContainText('+55.00');
  const byVendor = c.getByRole('region', { name: 'By provider' });
  await expect(byVendor.getByRole('row').filter({ hasText: 'Tidefin' })).toContainText('+55.00');
  await expect(c.getByRole('definition').nth(3)).toHaveText('+51.00');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
});

test('the bet pages work at phone width in the Blue theme, by keyboard, in Vietnamese', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => {
    localStorage.setItem('theme', 'light');
    localStorage.setItem('language', 'VI');
    sessionStorage.setItem('popupNoticesSeen', '1');
  });
  const { token } = await signIn(page, site);
  const slots = await vendorSession(site, token, 'STF', 'RNG');
  await slots.round(1, 1_000, 2_500);
  await page.goto(`${site.origin}/`);
  // On a phone the account area sits in the header's menu, and the member centre is a page.
  await page.getByRole('button', { name: 'Menu' }).click();
  await page
    .getByRole('dialog', { name: 'Menu' })
    .getByRole('link', { name: 'Tài khoản của tôi', exact: true })
    .click();
  const c = page.getByRole('main');
  await expect(c.getByRole('heading', { name: 'Trung tâm thành viên', level: 1 })).toBeVisible();
  await c.getByRole('link', { name: 'Lịch sử cược' }).focus();
  await page.keyboard.press('Enter');
  await expect(c.getByRole('heading', { name: 'Lịch sử cược', level: 3 })).toBeVisible();
  await expect(c.getByRole('region', { name: 'Lịch sử cược' }).getByRole('row').nth(1)).toContainText('+15.00');
  const overflow = await page.evaluate(() => {
    const d = document.querySelector('.member-centre');
    return {
      document: document.documentElement.scrollWidth > window.innerWidth,
      centre: !!d && d.getBoundingClientRect().width > window.innerWidth,
    };
  });
  expect(overflow).toEqual({ document: false, centre: false });
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
  // By keyboard: the category filter, then the presets.
  await c.getByLabel('Danh mục').focus();
  await page.keyboard.press('Tab');
  await expect(c.getByLabel('Nhà cung cấp')).toBeFocused();
  await c.getByRole('link', { name: 'Lãi lỗ cá nhân' }).focus();
  await page.keyboard.press('Enter');
  await expect(c.getByRole('heading', { name: 'Lãi lỗ cá nhân', level: 3 })).toBeVisible();
  await expect(c.getByRole('definition').nth(3)).toHaveText('+15.00');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
});
