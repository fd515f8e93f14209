import { expect, test, visit } from '../fixtures.ts';

const MAINTENANCE_TITLES: Record<string, string> = {
  EN: 'System maintenance',
  CN: '系统维护中',
  VI: 'Bảo trì hệ thống',
  JA: 'システムメンテナンス中',
  TH: 'ระบบอยู่ระหว่างการปรับปรุง',
  TY: 'Maintenance ng system',
  ID: 'Pemeliharaan sistem',
};

test('the home route renders with the brand name', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  await expect(page).toHaveTitle(/Nova88/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('maintenance from the command line shows the maintenance screen with its end time, in every language', async ({
  page,
  site,
}) => {
  const brand = await site.newBrand();
  await site.admin('maintenance', 'on', '--end', '2030-01-02T03:04:00Z', '--brand', brand.code);
  for (const [lang, title] of Object.entries(MAINTENANCE_TITLES)) {
    await visit(page, `${brand.origin}/`, { lang });
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
    const end = page.getByTestId('maintenance-end').locator('time');
    await expect(end).toHaveAttribute('datetime', '2030-01-02T03:04:00.000Z');
    // Thai dates use the Buddhist era.
    await expect(end).toContainText(lang === 'TH' ? '2573' : '2030');
  }
  await site.admin('maintenance', 'off', '--brand', brand.code);
  await page.reload();
  await expect(page.getByTestId('maintenance-end')).toHaveCount(0);
});

test('the region blocker shows the visitor IP', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('region', 'add', '127.0.0.0/8', '--brand', brand.code);
  await site.admin('region', 'add', '::1/128', '--brand', brand.code);
  await site.admin('region', 'on', '--brand', brand.code);
  await visit(page, `${brand.origin}/`, { lang: 'EN' });
  await expect(
    page.getByRole('heading', { name: 'Sorry, our service is not available in your region.' }),
  ).toBeVisible();
  await expect(page.getByTestId('visitor-ip')).toHaveText(/^(127\.0\.0\.1|::1)$/);
  await expect(page.getByRole('button', { name: 'Customer service' })).toBeVisible();
});

test('switching language changes the text and is remembered', async ({ page, site }) => {
  // A fresh visitor gets the brand's default language (EN); the choice then outlives a reload.
  await page.goto(`${site.origin}/`);
  await expect(page.getByRole('button', { name: 'Black', exact: true })).toBeVisible();
  await page.getByLabel('Language').selectOption('JA');
  await expect(page.getByRole('button', { name: 'ブラック', exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja');
  await page.reload();
  await expect(page.getByRole('button', { name: 'ブラック', exact: true })).toBeVisible();
});

test('the theme survives a reload and is applied before first paint', async ({ page, site }) => {
  await page.goto(`${site.origin}/`);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.getByRole('button', { name: 'Blue', exact: true }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');

  // Hold the app's script back: the theme must already be applied while the app has not run.
  let release: () => void = () => undefined;
  const held = new Promise<void>((r) => {
    release = r;
  });
  await page.route('**/assets/index-*.js', async (route) => {
    await held;
    await route.continue();
  });
  const reloading = page.reload();
  await page.waitForFunction(() => document.getElementById('root') !== null);
  const early = await page.evaluate(() => ({
    theme: document.documentElement.dataset.theme,
    rendered: document.getElementById('root')?.childElementCount ?? -1,
  }));
  release();
  await reloading;
  expect(early).toEqual({ theme: 'light', rendered: 0 });
  await expect(page.getByRole('button', { name: 'Blue', exact: true })).toHaveAttribute('aria-pressed', 'true');
});

test('during maintenance the customer-service button still reaches the support page', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin(
    'cs',
    'add',
    '--type',
    'live-chat',
    '--name',
    'Chat',
    '--url',
    '/support/chat',
    '--brand',
    brand.code,
  );
  await site.admin('maintenance', 'on', '--end', '+2h', '--brand', brand.code);
  await visit(page, `${brand.origin}/`, { lang: 'EN' });
  const popup = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).click();
  const chat = await popup;
  await expect(chat).toHaveURL(/\/support\/chat$/);
  await expect(chat.getByTestId('maintenance-end')).toHaveCount(0);
  await expect(chat.getByRole('textbox')).toBeVisible();
});
