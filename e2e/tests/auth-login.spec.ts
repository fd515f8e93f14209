import { expect, test, visit } from '../fixtures.ts';
import {
  browserStorage,
  expectDialogAccessible,
  loginDialog,
  newMobile,
  openLogin,
  outboxLatest,
  PASSWORD,
  registerMember,
  sealedCall,
} from './auth-helpers.ts';

test('a member signs in with username and password; the session keys are stored', async ({ page, site }) => {
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/`);
  await openLogin(page);
  await expectDialogAccessible(page);
  const d = loginDialog(page);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d.getByText('This field is required.')).toHaveCount(2);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(`  ${username}  `);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('button', { name: 'Show' }).click();
  await expect(d.getByRole('textbox', { name: 'Password', exact: true })).toHaveAttribute('type', 'text');
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
  const stored = await page.evaluate(() =>
    Object.fromEntries(
      ['token', 'isAgent', 'memberLabel', 'customerId', 'account', 'merchant', 'merchantCode', 'username', 'cpw'].map(
        (k) => [k, sessionStorage.getItem(k)],
      ),
    ),
  );
  expect(stored).toMatchObject({ isAgent: '0', account: username, username, merchantCode: 'demo', merchant: 'demo' });
  // cpw is the server's flag (true on a first login); no forced change for a strong password.
  expect(['true', 'false']).toContain(stored.cpw);
  await expect(page.getByRole('dialog', { name: 'Change password' })).toHaveCount(0);
  expect(stored.token?.length).toBeGreaterThan(20);
  // The last user is remembered for a day; no password is kept anywhere.
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'lastUser_demo')?.value).toBe(username);
  expect(JSON.stringify(cookies)).not.toContain(PASSWORD);
});

test('the /login page signs in and goes to the redirect', async ({ page, site }) => {
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/login?redirect=%2FnoticePage`);
  const form = page.getByRole('region', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/noticePage`);
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
});

test('after three wrong passwords the captcha appears and is required', async ({ page, site }) => {
  // A brand of its own: failed sign-ins from one address ask every sign-in of the brand for a captcha.
  const brand = await site.newBrand();
  const { username } = await registerMember(site, { merchant: brand.code });
  await page.goto(`${brand.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  for (let i = 0; i < 3; i++) {
    await d.getByRole('textbox', { name: 'Password', exact: true }).fill(`wrong${i}pass`);
    await d.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(d.getByRole('alert')).toBeVisible();
  }
  await expect(d.getByRole('img', { name: 'Captcha image: type the characters you see' })).toBeVisible();
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d.getByRole('textbox', { name: 'Captcha', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await d.getByRole('textbox', { name: 'Captcha', exact: true }).fill('WRONG');
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0);
});

test('a member signs in with a mobile number and an SMS code', async ({ page, site }) => {
  const mobile = newMobile();
  // A member with this mobile number, registered by mobile through the API.
  const send = await site.api('/wps/verification/sms/register', {
    method: 'POST',
    body: { countryDialingCode: '+63', mobileNo: mobile, regType: 'mobile' },
  });
  expect(send.status).toBe(200);
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

  await page.goto(`${site.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('tab', { name: 'Mobile number' }).click();
  await d.getByRole('textbox', { name: 'Mobile number', exact: true }).fill(mobile);
  await d.getByRole('button', { name: 'Send code' }).click();
  await expect(d.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  await expect.poll(async () => (await outboxLatest(site, `+63${mobile}`, 'sms')).code).not.toBe(reg.code);
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms');
  await d.getByRole('textbox', { name: 'Verification code', exact: true }).fill(code);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const sms = (await page.context().cookies()).find((c) => c.name === 'loginTypeSms');
  expect(decodeURIComponent(sms?.value ?? '')).toContain(mobile);
  // The code is spent and kept nowhere in the browser.
  const kept = await browserStorage(page);
  expect(kept).toContain(mobile);
  expect(kept).not.toContain(code);
});

test('free trial signs in a trial account with play money', async ({ page, site }) => {
  await page.goto(`${site.origin}/`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Free trial' }).click();
  await expect(loginDialog(page)).toBeHidden();
  await expect(page.getByTestId('header-balance')).toHaveText('P 2,000.00');
  expect(await page.evaluate(() => sessionStorage.getItem('isAgent'))).toBe('4');
});

test('remember me: the next visit signs in with the remembered account without typing', async ({ page, site }) => {
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/`);
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await d.getByLabel('Remember me').check();
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'loginRemember');
  expect(cookie?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 86_000);
  expect(decodeURIComponent(cookie?.value ?? '')).not.toContain(PASSWORD);
  // Remembering keeps a device-bound token, never the password: not in cookies, not in either storage.
  const kept = await browserStorage(page);
  expect(kept).toContain(username);
  expect(kept).not.toContain(PASSWORD);

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
  await openLogin(page);
  await expect(d.getByText('Remembered account on this device')).toBeVisible();
  await d.getByRole('button', { name: `Log in as ${username}` }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('banner').getByText(username)).toBeVisible();
});

test('the login form speaks the chosen language', async ({ page, site }) => {
  await visit(page, `${site.origin}/`, { lang: 'CN' });
  await page.getByRole('banner').getByRole('button', { name: '登录', exact: true }).click();
  const d = page.getByRole('dialog', { name: '登录' });
  await expect(d.getByRole('tab', { name: '用户名' })).toBeVisible();
  await expect(d.getByRole('textbox', { name: '密码', exact: true })).toBeVisible();
  await expect(d.getByRole('button', { name: '免费试玩' })).toBeVisible();
  await d.getByRole('button', { name: '登录', exact: true }).click();
  await expect(d.getByText('此项为必填项。').first()).toBeVisible();
});
