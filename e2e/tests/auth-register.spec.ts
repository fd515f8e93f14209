import { expect, test } from '../fixtures.ts';
import {
  expectDialogAccessible,
  newMobile,
  newUsername,
  outboxLatest,
  PASSWORD,
  registerDialog,
} from './auth-helpers.ts';

test('a visitor registers by username and is signed in on the home page', async ({ page, site }) => {
  const username = newUsername('r');
  await page.goto(`${site.origin}/noticePage`);
  await page.getByRole('banner').getByRole('button', { name: 'Register', exact: true }).click();
  const d = registerDialog(page);
  await expect(d).toBeVisible();
  await expect(d.getByText('6-16 characters, starting with a letter, letters and numbers only')).toBeVisible();
  await expectDialogAccessible(page);

  // Bad input first: the same rules as the server, shown in words, nothing sent.
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill('9bad');
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(`${PASSWORD}x`);
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d.getByText('Please correct the marked fields.')).toBeVisible();
  await expect(d.getByText('The two passwords do not match.')).toBeVisible();
  await expect(d.getByText('Please confirm that you are at least 18 years old.')).toBeVisible();
  await expect(d.getByRole('textbox', { name: 'Username', exact: true })).toHaveAttribute('aria-invalid', 'true');

  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('username'))).toBe(username);

  // The name is taken now: the server says so in words.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await page.goto(`${site.origin}/register`);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d.getByRole('alert')).toHaveText('This username is already taken.');
});

test('a visitor registers by mobile with the SMS code from the outbox', async ({ page, site }) => {
  const mobile = newMobile();
  await page.goto(`${site.origin}/register`);
  const d = registerDialog(page);
  await d.getByRole('tab', { name: 'With a mobile number' }).click();
  await expect(d.getByRole('textbox', { name: 'Username', exact: true })).toHaveCount(0);
  await d.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await d.getByRole('button', { name: 'Send code' }).click();
  await expect(d.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms');
  await d.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page).toHaveURL(`${site.origin}/`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('an invalid affiliate code in the link: a warning popup (SPEC §8), then the affiliate field', async ({
  page,
  site,
}) => {
  await page.goto(`${site.origin}/register?affiliateCode=NOSUCH99`);
  const d = registerDialog(page);
  const warning = page.getByRole('dialog', { name: 'Warning' });
  await expect(warning).toContainText('The invitation code is not valid.');
  await expectDialogAccessible(page);
  await warning.getByRole('button', { name: 'Confirm' }).click();
  await expect(warning).toBeHidden();
  await expect(d).toBeVisible();
  await expect(d.getByRole('alert')).toHaveCount(0);
  await expect(d.getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveValue('NOSUCH99');
  await expect(d.getByRole('textbox', { name: 'Invitation code', exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
});

test('the register modal fits a phone and closes with Escape', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto(`${site.origin}/register`);
  const d = registerDialog(page);
  await expect(d).toBeVisible();
  const box = await d.boundingBox();
  expect(box?.width ?? 999).toBeLessThanOrEqual(375);
  await expectDialogAccessible(page);
  await page.keyboard.press('Escape');
  await expect(d).toBeHidden();
});

test('the development outbox page lists the SMS a register code sent', async ({ page, site }) => {
  const mobile = newMobile();
  const sent = await site.api('/wps/verification/sms/register', {
    method: 'POST',
    body: { countryDialingCode: '+63', mobileNo: mobile, regType: 'mobile' },
  });
  expect(sent.status).toBe(200);
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms');
  await page.goto(`${site.origin}/dev/outbox`);
  await expect(page.getByRole('heading', { name: 'Development outbox', level: 1 })).toBeVisible();
  const item = page.getByRole('listitem').filter({ hasText: `+63${mobile}` });
  await expect(item).toContainText(`Code: ${code}`);
});

test('the register form follows the brand’s field rules, the same ones the server checks', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('register-field', 'set', 'payeeName', '--enabled', 'on', '--required', 'on', '--brand', brand.code);
  await site.admin(
    'register-field',
    'set',
    'qqNum',
    '--enabled',
    'on',
    '--min',
    '6',
    '--max',
    '6',
    '--pattern',
    'DIGITS',
    '--brand',
    brand.code,
  );
  await site.admin('switch', 'set', 'REG_MOBILE', 'off', '--brand', brand.code);
  await page.goto(`${brand.origin}/register`);
  const d = registerDialog(page);
  await expect(d.getByRole('tab')).toHaveCount(0);
  await expect(d.getByRole('textbox', { name: 'Real name', exact: true })).toHaveAttribute('required', '');
  const qq = d.getByRole('textbox', { name: 'QQ number', exact: true });
  await expect(d.getByText('6 digits')).toBeVisible();
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(newUsername('q'));
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(PASSWORD);
  await qq.fill('12ab');
  await d.getByLabel('I am at least 18 years old.').check();
  await d.getByLabel('I agree to the terms of service and the privacy policy.').check();
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(qq).toHaveAttribute('aria-invalid', 'true');
  await expect(d.getByRole('textbox', { name: 'Real name', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await d.getByRole('textbox', { name: 'Real name', exact: true }).fill('Maria Santos');
  await qq.fill('123456');
  await d.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});
