import { expect, test, visit } from '../fixtures.ts';

test('with loginedToHomePage on, pages need a token but the open paths do not', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('settings', 'set', 'loginedToHomePage', 'true', '--brand', brand.code);
  await visit(page, `${brand.origin}/rng`, { lang: 'EN' });
  await expect(page).toHaveURL(/\/login\?redirect=%2Frng$/);
  for (const open of ['/register', '/helpmc']) {
    await page.goto(`${brand.origin}${open}`);
    await expect(page).toHaveURL(new RegExp(`${open}$`));
  }
  await page.evaluate(() => sessionStorage.setItem('token', 'x'.repeat(43)));
  await page.goto(`${brand.origin}/rng`);
  await expect(page).toHaveURL(/\/rng$/);
});

test('a page group that fails to load shows a translated message with a reload button', async ({ page, site }) => {
  await visit(page, `${site.origin}/`, { lang: 'VI' });
  await expect(page.getByRole('button', { name: 'Đen' })).toBeVisible();
  await page.route('**/assets/notice-page-*.js', (route) => route.abort('failed'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/noticePage');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('alert')).toContainText('Không thể tải một phần của trang này.');
  await page.unroute('**/assets/notice-page-*.js');
  await page.getByRole('button', { name: 'Tải lại' }).click();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await expect(page).toHaveURL(/\/noticePage$/);
});

test('unknown paths show a translated not-found page with a way home', async ({ page, site }) => {
  await visit(page, `${site.origin}/no/such/page`, { lang: 'EN' });
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(`${site.origin}/`);
});
