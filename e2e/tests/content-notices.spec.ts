import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

test('a marquee title opens the notice dialog at that notice', async ({ page, site }) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/`);
  const marquee = page.getByRole('region', { name: 'Notices' });
  await marquee.getByRole('button', { name: 'Pause the notices' }).click();
  await marquee.getByRole('button', { name: 'Search every studio at once' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notices' });
  await expect(dialog.getByRole('heading', { name: 'Search every studio at once' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Search every studio at once' })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(dialog).toContainText('3 / 4');
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(dialog.getByRole('heading', { name: 'Two ways to deposit' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('popup notices show once per session', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  const popup = page.getByRole('region', { name: 'Play responsibly' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toBeHidden();
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await page.waitForLoadState('load');
  await expect(page.getByRole('region', { name: 'Play responsibly' })).toHaveCount(0);
});

test('the announcements page lists 9 a page and expands a notice with its time', async ({ page, site }) => {
  await skipPopupNotices(page);
  const first = await site.api('/wps/relay/MCSFE_getListAnnouncements?pageNo=1');
  const total = (first.body.value as { total: number }).total;
  await visit(page, `${site.origin}/noticePage`);
  await expect(page.getByRole('heading', { name: 'Announcements', level: 1 })).toBeVisible();
  const items = page.locator('.announcement');
  await expect(items).toHaveCount(9);
  const welcome = page.locator('.announcements').getByRole('button', { name: /Welcome to Nova88/ });
  await expect(welcome).toHaveAttribute('aria-expanded', 'false');
  await welcome.click();
  await expect(welcome).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('Thank you for choosing Nova88.')).toBeVisible();
  await expect(welcome.locator('time')).toHaveText(/^\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}$/);
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await pages.getByRole('button', { name: 'Page 2' }).click();
  await expect(pages.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  await expect(items).toHaveCount(total - 9);
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
});

test('/help#tag opens the help modal at that item; /helpmc has no header', async ({ page, site }) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/help#withdrawal`);
  const dialog = page.getByRole('dialog', { name: 'Help center' });
  await expect(dialog.getByRole('heading', { name: 'How to withdraw' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Account security' }).click();
  await expect(page).toHaveURL(/#security$/);
  await expect(dialog.getByRole('heading', { name: 'Account security' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/help$/);
  await page.getByRole('button', { name: /How to deposit/ }).click();
  await expect(
    page.getByRole('dialog', { name: 'Help center' }).getByRole('heading', { name: 'How to deposit' }),
  ).toBeVisible();

  await visit(page, `${site.origin}/helpmc`);
  await expect(page.getByRole('heading', { name: 'Help center', level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByRole('button', { name: 'Terms and conditions' }).click();
  await expect(page.getByText('By using this site you agree to play fairly')).toBeVisible();
});

test('the footer help menu opens the help item', async ({ page, site }) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/`);
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Responsible gaming' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Help center' }).getByRole('heading', { name: 'Responsible gaming' }),
  ).toBeVisible();
});

test('a brand without help articles shows no empty help heading in the footer', async ({ page, site }) => {
  const brand = await site.newBrand();
  const help = page.waitForResponse((r) => r.url().includes('/wps/system/helpCenter'));
  await visit(page, `${brand.origin}/`);
  // The footer's help menu loads after the page: the answer (an empty list) has come.
  expect(((await (await help).json()) as { value: unknown[] }).value).toEqual([]);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('heading', { name: 'Explore' })).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Help center' })).toHaveCount(0);
});
