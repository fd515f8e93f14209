import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

// Item 10: the site installs as an app (web app manifest + service worker), and the download page
// offers exactly that: three steps, a QR code of the site itself, and an install button.

// Other tests block service workers (playwright.config.ts); these are about it.
test.use({ serviceWorkers: 'allow' });

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

test('the site links its manifest, registers its service worker and is installable', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  // The browser bar follows the theme.
  const bar = page.locator('meta[name="theme-color"]');
  await expect(bar).toHaveAttribute('content', '#0b0e1a');
  await page.getByRole('button', { name: 'Blue' }).first().click();
  await expect(bar).toHaveAttribute('content', '#0d4fb3');
  const manifest = await (await page.request.get(`${site.origin}${href}`)).json();
  expect(manifest).toMatchObject({ name: 'Nova88', start_url: '/', display: 'standalone' });
  // The production build registers the worker, and it takes control of the page's scope.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${site.origin}/`);
  // Chromium's own check of the manifest, icons and worker finds nothing missing. (A test browser's
  // context is incognito-like, which Chromium reports on its own: that one is not about the site.)
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: { errorId: string }[];
  };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
});

test('the service worker keeps the app shell for an offline start and never API answers', async ({ page, site }) => {
  await visit(page, `${site.origin}/`);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  await page.evaluate(() => fetch('/wps/system/status').then((r) => r.json()));
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/');
  expect(cached.some((p) => p.startsWith('/assets/'))).toBe(true);
  expect(cached.filter((p) => /^\/(wps|api)\//.test(p))).toEqual([]);
  // Offline, the installed app still starts: the page and its code come from the worker's cache.
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('banner')).toBeVisible();
  await page.context().setOffline(false);
});

test("each brand's manifest carries the brand's name", async ({ page, site }) => {
  const brand = await site.newBrand({ name: 'Star Palace' });
  await visit(page, `${brand.origin}/`);
  const manifest = await page.evaluate(async () => (await fetch('/manifest.webmanifest')).json());
  expect(manifest).toMatchObject({ name: 'Star Palace', short_name: 'Star Palace' });
});

test('the download page shows the three steps, a QR code of the site and the install help', async ({ page, site }) => {
  await visit(page, `${site.origin}/down`);
  await expect(page.getByRole('heading', { name: 'Download app', level: 1 })).toBeVisible();
  const steps = page.getByRole('list').filter({ has: page.getByRole('heading', { name: 'Open it from the icon' }) });
  await expect(steps.getByRole('listitem')).toHaveCount(3);
  await expect(steps.getByRole('heading', { level: 2 })).toHaveText([
    'Open the site on your phone',
    'Add it to your home screen',
    'Open it from the icon',
  ]);
  const qr = page.getByRole('img', { name: 'QR code that opens Nova88 on your phone' });
  await expect(qr).toHaveAttribute('data-qr', `${site.origin}/`);
  await expect(qr.locator('svg')).toHaveCount(1);
  // No link leads back to this page (the demo's app resources point here, so none is offered).
  await expect(page.getByRole('main').locator('a[href*="/down"]')).toHaveCount(0);
  // Headless Chromium offers no install dialog to the page: the button explains the manual steps.
  const install = page.getByRole('button', { name: 'Install the app' });
  await expect(install).toHaveAttribute('aria-expanded', 'false');
  await install.click();
  await expect(install).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByText('iPhone and iPad (Safari): tap Share, then Add to Home Screen.')).toBeVisible();
  await expect(
    page.getByText('Android (Chrome): open the ⋮ menu, then Install app or Add to Home screen.'),
  ).toBeVisible();
});
