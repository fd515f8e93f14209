import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

test('the clock shows the brand GMT offset and the time to the second, and it runs', async ({ page, site }) => {
  await page.clock.install({ time: new Date('2026-03-01T10:00:00Z') });
  await visit(page, `${site.origin}/`);
  const clock = page.getByTestId('header-clock');
  await expect(clock).toContainText('GMT+8');
  await page.clock.pauseAt(new Date('2026-03-01T10:00:30Z'));
  await expect(clock.locator('time')).toHaveText('2026-03-01 18:00:30');
  await page.clock.runFor(2_000);
  await expect(clock.locator('time')).toHaveText('2026-03-01 18:00:32');
});

test('the licence button shows on the home page only, and opens the licences', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  await page.getByRole('button', { name: 'Licence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Licences' });
  await expect(dialog.getByRole('heading', { name: 'Malta Gaming Authority' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'PAGCOR, Philippines' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await visit(page, `${site.origin}/help`);
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Licence' })).toHaveCount(0);
});

test('the navigation toggle shows on game pages only and hides the navigation', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  await expect(page.getByRole('button', { name: 'Hide menu' })).toHaveCount(0);
  await visit(page, `${site.origin}/rng`);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav).toBeVisible();
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect(nav).toBeHidden();
  await expect(page.getByRole('button', { name: 'Show menu' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(nav).toBeVisible();
});

test('the theme switch and language switcher change the whole shell', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  // Exact: game cards on the home page can carry names such as "Bluebell Bytes".
  await page.getByRole('banner').getByRole('button', { name: 'Blue', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByLabel('Language').selectOption('TH');
  await expect(page.getByRole('navigation', { name: 'เมนูหลัก' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'แจ็คพอตสะสม' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('บริการลูกค้าผ่านแชทสด');
});
