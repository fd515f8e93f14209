import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.ts';
import {
  bindEmailByApi,
  expectDialogAccessible,
  loginDialog,
  newMobile,
  openLogin,
  outboxLatest,
  PASSWORD,
  registerMember,
  sealedCall,
  signInWithPassword,
} from './auth-helpers.ts';

const NEW_PASSWORD = 'Fresh2026word';

test('signing in with 123456 forces a password change before going on', async ({ page, site }) => {
  const username = `f${randomBytes(5).toString('hex')}`;
  await site.admin('dev', 'member', username, '--password', '123456');
  await page.goto(`${site.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill('123456');
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await expect(change).toBeVisible();
  await expect(change.getByText('For your security, please set a new password before you continue.')).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('true');
  await expectDialogAccessible(page);

  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('123456');
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('12345678');
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('12345678');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('8-20 characters, combining letters and numbers')).toHaveCount(1);
  await expect(change.getByRole('textbox', { name: 'New password', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill('password123');
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('password123');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('This password is too common. Please choose another.')).toBeVisible();

  await change.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(`${site.origin}/`);
  expect(await page.evaluate(() => sessionStorage.getItem('cpw'))).toBe('false');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await signInWithPassword(page, username, NEW_PASSWORD);
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
});

test('forgot password by e-mail: the link sets a new password', async ({ page, site }) => {
  const email = `${randomBytes(4).toString('hex')}@example.com`;
  const { username, token } = await registerMember(site);
  await bindEmailByApi(site, token, email);

  await page.goto(`${site.origin}/`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const d = page.getByRole('dialog', { name: 'Forgot password' });
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'E-mail', exact: true }).fill('not-an-email');
  await d.getByRole('button', { name: 'Send reset link' }).click();
  await expect(d.getByText('Please enter a valid e-mail address.')).toBeVisible();
  await d.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await d.getByRole('button', { name: 'Send reset link' }).click();
  await expect(d.getByRole('status')).toContainText('a reset link is on its way');
  await d.getByRole('button', { name: 'Confirm' }).click();
  await expect(d).toBeHidden();

  const { link } = await outboxLatest(site, email, 'email');
  await page.goto(link.startsWith('http') ? link : `${site.origin}${link}`);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save new password' }).click();
  await expect(page.getByRole('status')).toHaveText('Your password has been changed. You can log in with it now.');
  await signInWithPassword(page, username, NEW_PASSWORD);
});

test('forgot password by mobile: the SMS code sets a new password and signs in', async ({ page, site }) => {
  const mobile = newMobile();
  await site.api('/wps/verification/sms/register', {
    method: 'POST',
    body: { countryDialingCode: '+63', mobileNo: mobile, regType: 'mobile' },
  });
  const reg = await outboxLatest(site, `+63${mobile}`, 'sms');
  const created = await sealedCall(site, 'PUT', '/wps/member/register/mobile', {
    mobileNum: mobile,
    countryDialingCode: '+63',
    verificationCode: reg.code,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    ageConfirmed: true,
    termsAccepted: true,
  });
  expect(created.status).toBe(200);

  await page.goto(`${site.origin}/noticePage`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Forgot password?' }).click();
  const d = page.getByRole('dialog', { name: 'Forgot password' });
  await d.getByRole('tab', { name: 'By mobile' }).click();
  await d.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await d.getByRole('button', { name: 'Send code' }).click();
  await expect(d.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await expect.poll(async () => (await outboxLatest(site, `+63${mobile}`, 'sms')).code).not.toBe(reg.code);
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms');
  await d.getByRole('textbox', { name: 'Verification code', exact: true }).fill('000000');
  await d.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await d.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(d.getByRole('alert')).toBeVisible();
  await d.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
  await d.getByRole('button', { name: 'Set password and log in' }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('change password from the security centre row', async ({ page, site }) => {
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/`);
  await signInWithPassword(page, username, PASSWORD);
  await page.getByRole('link', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('button', { name: 'Change login password' }).click();
  const change = page.getByRole('dialog', { name: 'Change password' });
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill('Wrong2026pass');
  await change.getByRole('textbox', { name: 'New password', exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(NEW_PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByRole('alert')).toHaveText('The current password is wrong.');
  await change.getByRole('textbox', { name: 'Current password', exact: true }).fill(PASSWORD);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change).toBeHidden();
  await expect(page).toHaveURL(`${site.origin}/`);
});
