import { randomBytes } from 'node:crypto';
import { expect, test, visit } from '../fixtures.ts';
import {
  expectDialogAccessible,
  loginDialog,
  openLogin,
  PASSWORD,
  registerMember,
  signInWithPassword,
  testIdToken,
} from './auth-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';

test('logout asks first, then clears the session but keeps the merchant values', async ({ page, site }) => {
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/noticePage`);
  await signInWithPassword(page, username, PASSWORD);
  await page.getByRole('button', { name: 'Log out' }).click();
  const confirm = page.getByRole('dialog', { name: 'Log out' });
  await expect(confirm.getByText('Do you want to log out?')).toBeVisible();
  await expectDialogAccessible(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const token = await page.evaluate(() => sessionStorage.getItem('token'));

  await page.getByRole('button', { name: 'Log out' }).click();
  await confirm.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  const kept = await page.evaluate(() => ({
    token: sessionStorage.getItem('token'),
    username: sessionStorage.getItem('username'),
    merchantCode: sessionStorage.getItem('merchantCode'),
    merchant: sessionStorage.getItem('merchant'),
  }));
  expect(kept).toEqual({ token: null, username: null, merchantCode: 'demo', merchant: 'demo' });
  // The session is revoked on the server too.
  const after = await site.api('/wps/member/info', { token: token ?? '' });
  expect(after.status).toBe(401);
});

test('the gate: a visitor who adds a favourite gets the login popup and stays put', async ({ page, site }) => {
  await page.goto(`${site.origin}/rng`);
  await page
    .getByTestId('game-card')
    .first()
    .getByRole('button', { name: /favourite/i })
    .click();
  await expect(loginDialog(page)).toBeVisible();
  await expect(page).toHaveURL(`${site.origin}/rng`);
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
});

test('the gate: a trial account is warned on a favourite but may launch a free-play game', async ({ page, site }) => {
  await skipPopupNotices(page);
  await page.goto(`${site.origin}/rng/vassalage/MYR`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Free trial' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const card = page.getByTestId('game-card').first();
  await card.getByRole('button', { name: /favourite/i }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Register a real account' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(warning).toBeHidden();

  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toHaveCount(0);
});

test('social sign-in with a locally signed test token (Google)', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('switch', 'set', 'LOGIN_SOCIAL', 'on', '--brand', brand.code);
  await site.admin('settings', 'set', 'googleClientId', 'e2e-google-client', '--brand', brand.code);
  const subject = `g${randomBytes(6).toString('hex')}`;
  page.on('dialog', (d) => void d.accept(testIdToken('e2e-google-client', subject)));
  await page.goto(`${brand.origin}/`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('social sign-in refuses a token for another audience, in words', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('switch', 'set', 'LOGIN_SOCIAL', 'on', '--brand', brand.code);
  await site.admin('settings', 'set', 'googleClientId', 'e2e-google-client', '--brand', brand.code);
  page.on('dialog', (d) => void d.accept(testIdToken('someone-else', 'gx1')));
  await page.goto(`${brand.origin}/`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Continue with Google' }).click();
  await expect(loginDialog(page).getByRole('alert')).toHaveText(
    'The social sign-in could not be verified. Please try again.',
  );
});

test('on a phone the login and register buttons are in the header (light theme)', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await visit(page, `${site.origin}/`, { theme: 'light' });
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
  await expectDialogAccessible(page);
});
