import { LANGUAGE_NAMES, LANGUAGES } from '../../packages/contracts/src/languages.ts';
import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

// Issue 14 item 8: a first visit from a browser set to Indonesian gets the site in Indonesian, and the
// switcher offers every shipped language.

test.use({ locale: 'id-ID' });

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

test('a first visit from an Indonesian browser is in Indonesian; the switcher offers every language', async ({
  page,
  site,
}) => {
  await page.goto(`${site.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'id');
  await expect(page.getByRole('button', { name: 'Hitam', exact: true })).toBeVisible();
  const switcher = page.getByRole('combobox', { name: 'Bahasa' });
  await expect(switcher).toHaveValue('ID');
  const offered = await switcher.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
  expect([...offered].sort()).toEqual([...LANGUAGES].sort());
  await expect(switcher.locator('option', { hasText: LANGUAGE_NAMES.ID })).toHaveCount(1);
  // Nothing is stored until the visitor chooses; a choice then wins over the browser's language.
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  await switcher.selectOption('VI');
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
});

test('a stored choice wins over the browser language', async ({ page, site }) => {
  await visit(page, `${site.origin}/`, { lang: 'EN' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('button', { name: 'Black', exact: true })).toBeVisible();
});
