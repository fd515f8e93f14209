import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { loginDialog, newUsername, PASSWORD, registerDialog, registerMember, sealedCall } from './auth-helpers.ts';

/** A brand of the test's own whose header shows the inline login form. */
async function inlineBrand(site: Site) {
  const brand = await site.newBrand();
  await site.admin('settings', 'set', 'headerLogin', 'inline', '--brand', brand.code);
  return brand;
}

const headerForm = (page: Page) => page.getByRole('banner').getByRole('form', { name: 'Log in' });

/** Signs in through the header form, with or without remember me. */
async function headerSignIn(page: Page, member: { username: string; password: string }, remember: boolean) {
  const form = headerForm(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Remember me').setChecked(remember);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

async function headerSignOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
}

test('at desktop width the header form signs in: a wrong password in words, then the logged-in bar', async ({
  page,
  site,
}) => {
  const brand = await inlineBrand(site);
  const member = await registerMember(site, { merchant: brand.code });
  await page.setViewportSize({ width: 1440, height: 900 });
  for (const theme of ['dark', 'light'] as const) {
    await visit(page, brand.origin, { theme });
    await expect(headerForm(page)).toBeVisible();
    await expectNoSeriousAxeViolations(page, { include: ['.header-login'] });
  }
  const form = headerForm(page);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toHaveCount(1);
  await expect(form.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(form.getByRole('button', { name: 'Forgot password?' })).toBeVisible();

  // Nothing typed: the empty fields are marked and nothing is sent.
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(form.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('Wrong2026pass');
  await form.getByRole('button', { name: 'Show', exact: true }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.press('Enter');
  await expect(form.getByRole('alert')).toHaveText('Wrong username or password.');
  await expect(loginDialog(page)).toHaveCount(0);

  await password.fill(member.password);
  await password.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(headerForm(page)).toHaveCount(0);
  await expect(page.getByRole('banner').getByText(member.username)).toBeVisible();
});

test('signing in with 123456 through the header form opens the forced change of password', async ({ page, site }) => {
  const brand = await inlineBrand(site);
  const username = newUsername('f');
  await site.admin('dev', 'member', username, '--password', '123456', '--brand', brand.code);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, brand.origin);
  const form = headerForm(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByLabel('Password', { exact: true }).fill('123456');
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByText('For your security, please set a new password before you continue.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('true');
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('123456');
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill(PASSWORD);
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('false');
});

test('when the server asks for the captcha, the login popup takes over with what was typed', async ({ page, site }) => {
  const brand = await inlineBrand(site);
  const member = await registerMember(site, { merchant: brand.code });
  await visit(page, brand.origin);
  const form = headerForm(page);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await form.getByLabel('Remember me').check();
  // Two failures through the API, the third in the header: now the server asks for the captcha.
  for (const wrong of ['Wrong12026pass', 'Wrong22026pass']) {
    const res = await sealedCall(
      site,
      'POST',
      '/wps/session/login',
      { type: 'username', username: member.username, password: wrong },
      brand.code,
    );
    expect(res.body.errorCode).toBe('login.failed');
  }
  const password = form.getByLabel('Password', { exact: true });
  await password.fill('Wrong32026pass');
  await password.press('Enter');
  const d = loginDialog(page);
  await expect(d).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Username', exact: true })).toHaveValue(member.username);
  await expect(d.getByRole('textbox', { name: 'Captcha', exact: true })).toBeVisible();
  await expect(d.getByLabel('Remember me')).toBeChecked();
  await expect(d.getByRole('alert')).toBeVisible();
});

test('remember me in the header form: "Log in as" signs in again without typing; another account forgets it', async ({
  page,
  site,
}) => {
  const brand = await inlineBrand(site);
  const member = await registerMember(site, { merchant: brand.code });
  const remembered = async () =>
    (await page.context().cookies()).some((c) => c.name === 'loginRemember' && c.value !== '');
  const banner = page.getByRole('banner');
  const continueAs = banner.getByRole('button', { name: `Log in as ${member.username}` });
  const signIn = (remember: boolean) => headerSignIn(page, member, remember);
  const signOut = () => headerSignOut(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, brand.origin);
  await signIn(true);
  expect(await remembered()).toBe(true);
  await signOut();
  expect(await remembered()).toBe(true);

  // The header offers the remembered account first; one click signs in and the device stays remembered.
  await expect(headerForm(page)).toHaveCount(0);
  await expect(continueAs).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['.header-login'] });
  await continueAs.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(banner.getByText(member.username)).toBeVisible();
  expect(await remembered()).toBe(true);
  await signOut();

  // "Use another account" brings the typed form back; signing in without remember me forgets the device.
  await banner.getByRole('button', { name: 'Use another account' }).click();
  await expect(headerForm(page)).toBeVisible();
  expect(await remembered()).toBe(false);
  await signIn(false);
  expect(await remembered()).toBe(false);
});

test('a remembered account whose token the server no longer knows falls back to the form with the reason', async ({
  page,
  site,
}) => {
  const brand = await inlineBrand(site);
  const member = await registerMember(site, { merchant: brand.code });
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, brand.origin);
  await headerSignIn(page, member, true);
  await headerSignOut(page);
  const continueAs = page.getByRole('banner').getByRole('button', { name: `Log in as ${member.username}` });
  await expect(continueAs).toBeVisible();

  // The cookie now holds a token the server never issued (as after a password change elsewhere).
  const [cookie] = (await page.context().cookies()).filter((c) => c.name === 'loginRemember');
  if (!cookie) throw new Error('no remember cookie');
  const value = JSON.parse(decodeURIComponent(cookie.value)) as { account: string; rememberToken: string };
  await page
    .context()
    .addCookies([
      { ...cookie, value: encodeURIComponent(JSON.stringify({ ...value, rememberToken: 'x'.repeat(43) })) },
    ]);
  // The header reads the cookie when it appears: a new visit, as after closing the browser.
  await page.reload();
  await continueAs.click();
  await expect(headerForm(page)).toBeVisible();
  await expect(headerForm(page).getByRole('alert')).not.toBeEmpty();
  expect((await page.context().cookies()).some((c) => c.name === 'loginRemember' && c.value !== '')).toBe(false);
});

test('without direct registration the header form has no register button', async ({ page, site }) => {
  const brand = await inlineBrand(site);
  await site.admin('switch', 'set', 'REG_DIRECT', 'off', '--brand', brand.code);
  await visit(page, brand.origin);
  await expect(headerForm(page).getByRole('textbox', { name: 'Username', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register', exact: true })).toHaveCount(0);
});

test('at phone width the inline form collapses to the log-in and register buttons of the header', async ({
  page,
  site,
}) => {
  const brand = await inlineBrand(site);
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, brand.origin);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toBeVisible();
  await expect(headerForm(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await header.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
});

test('a brand with minimum age 21 asks for 21 in the register modal, and registers with it', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('settings', 'set', 'minimumAge', '21', '--brand', brand.code);
  await visit(page, `${brand.origin}/register`);
  const d = registerDialog(page);
  await expect(d.getByLabel('I am at least 21 years old.')).toBeVisible();
  await expect(d.getByText('I am at least 18 years old.')).toHaveCount(0);
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d.getByText('Please confirm that you are at least 21 years old.')).toBeVisible();

  const username = newUsername('g');
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 21 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
});
