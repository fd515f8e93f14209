import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { PASSWORD, registerMember } from './auth-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** A member of the demo brand, signed in in this page as a returning visitor. */
async function signIn(page: Page, site: Site) {
  const token = (await site.admin('dev', 'member', `m${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
}

const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
const entry = (page: Page, name: string) =>
  page.getByRole('navigation', { name: 'Member centre menu' }).getByRole('link', { name, exact: true });

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

test('on a desktop a member-centre page opens over the page at its own address; reload keeps it, Back closes it', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, site);
  await page.goto(`${site.origin}/promotions`);
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeVisible();
  await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/member/account`);
  await expect(centre(page)).toBeVisible();
  // The page it opened over stays behind it.
  await expect(page.getByRole('heading', { name: 'Promotions', level: 1 })).toBeAttached();

  await entry(page, 'Account records').click();
  await expect(page).toHaveURL(`${site.origin}/member/records`);
  await expect(entry(page, 'Account records')).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(centre(page)).toBeVisible();
  await expect(entry(page, 'Account records')).toHaveAttribute('aria-current', 'page');

  await page.goBack();
  await expect(page).toHaveURL(`${site.origin}/promotions`);
  await expect(centre(page)).toHaveCount(0);
});

test('the close button and Escape leave the member centre for the page behind it', async ({ page, site }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, site);
  await page.goto(`${site.origin}/noticePage`);
  const deposit = page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true });
  await deposit.click();
  await expect(page).toHaveURL(`${site.origin}/member/deposit`);
  await centre(page).getByRole('button', { name: 'Close the member centre' }).click();
  await expect(page).toHaveURL(`${site.origin}/noticePage`);
  await expect(deposit).toBeFocused();
  await deposit.press('Enter');
  await expect(centre(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${site.origin}/noticePage`);
  await expect(centre(page)).toHaveCount(0);
});

test('a signed-out visitor who types a member-centre address signs in and lands on it', async ({ page, site }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const { username } = await registerMember(site);
  await page.goto(`${site.origin}/member/withdraw`);
  await expect(page).toHaveURL(`${site.origin}/login?redirect=%2Fmember%2Fwithdraw`);
  const form = page.getByRole('region', { name: 'Log in' });
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/member/withdraw`);
  await expect(centre(page)).toBeVisible();
  await expect(entry(page, 'Withdrawal')).toHaveAttribute('aria-current', 'page');
  // Opened directly, it closes to the home page.
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(`${site.origin}/`);
});

test('on a phone the tab bar opens the member centre as a page; Back returns', async ({ page, site }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, site);
  await page.goto(`${site.origin}/promotions`);
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  await tabs.getByRole('link', { name: 'Me', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/member/account`);
  await expect(page.getByRole('heading', { name: 'Member centre', level: 1 })).toBeVisible();
  await expect(centre(page)).toHaveCount(0);
  await expect(tabs.getByRole('link', { name: 'Me', exact: true })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(page).toHaveURL(`${site.origin}/member/deposit`);
  await expect(entry(page, 'Deposit')).toHaveAttribute('aria-current', 'page');
  await page.reload();
  await expect(entry(page, 'Deposit')).toHaveAttribute('aria-current', 'page');
  await page.goBack();
  await expect(page).toHaveURL(`${site.origin}/promotions`);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the member centre at its address passes axe: ${theme}, desktop and phone`, async ({ page, site }) => {
    await signIn(page, site);
    await page.setViewportSize({ width: 1440, height: 900 });
    await visit(page, `${site.origin}/noticePage`, { theme });
    await page.getByRole('banner').getByRole('link', { name: 'My account', exact: true }).click();
    await entry(page, 'Account records').click();
    await expect(centre(page).getByRole('heading', { name: 'Account records' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole('heading', { name: 'Member centre', level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Account records' })).toBeVisible();
    await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
  });
}
