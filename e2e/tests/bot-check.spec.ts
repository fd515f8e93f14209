import { expect, test } from '../fixtures.ts';
import {
  expectDialogAccessible,
  loginDialog,
  newMobile,
  newUsername,
  openLogin,
  outboxLatest,
  PASSWORD,
  registerDialog,
  registerMember,
  sealedCall,
} from './auth-helpers.ts';

// Issue 14 items 13a and 13b: a brand with the site's own bot check asks for "I am not a robot" on
// login and register; with SMS verified by the social provider (the development stand-in plays
// Firebase) the code request counts down 1 minute and the sign-in is of type firebase.

test('with the local bot check, login waits for the tick and then signs in', async ({ page, site }) => {
  const brand = await site.newBrand();
  const member = await registerMember(site, { merchant: brand.code });
  await site.admin('auth', 'bot-check', 'local', '--brand', brand.code);

  await page.goto(`${brand.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(member.username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  const box = d.getByRole('checkbox', { name: 'I am not a robot' });
  await expect(box).not.toBeChecked();
  await expectDialogAccessible(page);

  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d.getByRole('alert')).toHaveText('Please tick “I am not a robot” first.');
  await expect(box).toHaveAttribute('aria-invalid', 'true');

  await box.press('Space');
  await expect(box).toBeChecked();
  await expect(d.getByRole('alert')).toHaveCount(0);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  // The server refuses a call without the token, in words, whatever the page does.
  const bare = await sealedCall(
    site,
    'POST',
    '/wps/session/login',
    { username: member.username, password: member.password },
    brand.code,
  );
  expect(bare.status).toBe(400);
  expect(bare.body.errorCode).toBe('botcheck.required');
});

test('with the local bot check, a visitor registers after ticking the box', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('auth', 'bot-check', 'local', '--brand', brand.code);
  const username = newUsername('b');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${brand.origin}/register`);
  const d = registerDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d.getByText('Please tick “I am not a robot” first.')).toBeVisible();
  const box = d.getByRole('checkbox', { name: 'I am not a robot' });
  await box.click();
  await expect(box).toBeChecked();
  await expectDialogAccessible(page);
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  // Signed in (the phone header has no log-out button): the session holds the new account.
  await expect.poll(() => page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);
});

test('with SMS verified by the social provider, the code counts down 1 minute and signs in', async ({ page, site }) => {
  const brand = await site.newBrand();
  const mobile = newMobile();
  await registerMember(site, { merchant: brand.code, mobile });
  await site.admin('auth', 'sms-login', 'on', '--brand', brand.code);
  await site.admin('auth', 'firebase', 'lucky-e2e', '--brand', brand.code);

  await page.goto(`${brand.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('tab', { name: 'Mobile number' }).click();
  await d.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await d.getByRole('button', { name: 'Send code' }).click();
  await expect(d.getByRole('button', { name: /Resend in (60|59|58)s/ })).toBeDisabled();
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms', brand.code);
  await d.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
