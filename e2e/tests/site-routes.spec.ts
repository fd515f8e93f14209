import { expect, test } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

// Every route of SPEC §2 loads the site when typed into the address bar or reloaded, the .html forms
// the spec names included; unknown API paths and missing assets still answer as before.

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

const ROUTES = [
  '/index.html',
  '/register.html',
  '/index',
  '/home',
  '/noticePage',
  '/pointMall',
  '/sports',
  '/lott',
  '/live',
  '/rng',
  '/promotions',
  '/help',
  '/helpmc',
  '/down',
  '/join',
  '/login',
  '/seamless',
];

test('typed SPEC §2 routes load the site, the .html forms too', async ({ page, site }) => {
  for (const route of ROUTES) {
    const res = await page.goto(`${site.origin}${route}`);
    expect(res?.status(), route).toBe(200);
    expect(res?.headers()['content-type'], route).toContain('text/html');
    await expect(page.locator('main#main'), route).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Page not found' }), route).toHaveCount(0);
  }
});

test('/register.html opens the register modal, also after a reload; /index.html is the home page', async ({
  page,
  site,
}) => {
  await page.goto(`${site.origin}/register.html`);
  const register = page.getByRole('dialog', { name: 'Create an account' });
  await expect(register).toBeVisible();
  await page.reload();
  await expect(register).toBeVisible();
  await page.goto(`${site.origin}/index.html`);
  await expect(page).toHaveTitle(/Nova88/);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
});

test('unknown API paths and missing assets still answer 404', async ({ site }) => {
  for (const path of ['/wps/no/such/call', '/assets/missing-file.js', '/favicon-missing.png']) {
    const res = await fetch(`${site.origin}${path}`);
    expect(res.status, path).toBe(404);
    expect(res.headers.get('content-type'), path).toContain('application/json');
  }
});
