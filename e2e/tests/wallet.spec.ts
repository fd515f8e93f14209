import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test } from '../fixtures.ts';

/** A member of the demo brand with a session, signed in in this page (as a returning visitor). */
async function signIn(page: Page, site: Site, opts: { upline?: string; type?: number } = {}) {
  const username = `w${randomBytes(5).toString('hex')}`;
  const args = ['dev', 'member', username];
  if (opts.upline) args.push('--upline', opts.upline);
  if (opts.type !== undefined) args.push('--type', String(opts.type));
  const token = (await site.admin(...args)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  return { username, token };
}

const balance = (page: Page) => page.getByTestId('header-balance');
const centre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

async function orderOf(site: Site, list: string, username: string): Promise<string> {
  const line = (await site.admin(list)).split('\n').find((l) => l.includes(` ${username} `));
  const orderNo = line?.split(/\s+/)[0];
  if (!orderNo) throw new Error(`no ${list} order for ${username}`);
  return orderNo;
}

test('a bank-transfer deposit approved by the operator reaches the header balance live', async ({ page, site }) => {
  const { username } = await signIn(page, site);
  await page.goto(`${site.origin}/`);
  await expect(balance(page)).toHaveText('P 0.00');
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await expect(centre(page).getByRole('heading', { name: 'Deposit', level: 3 })).toBeVisible();
  await expect(page.getByText('0012-3456-7890')).toBeVisible();
  await page.getByLabel('Amount').fill('1,500.50');
  await page.getByLabel('Bank reference').fill('BANKREF77');
  await page.getByRole('button', { name: 'I have transferred' }).click();
  await expect(centre(page).getByRole('status')).toContainText('waiting for confirmation');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await site.admin('deposit', 'approve', await orderOf(site, 'deposits', username), '--reason', 'transfer seen');
  await expect(balance(page)).toHaveText('P 1,500.50');
  await centre(page).getByRole('link', { name: 'Account records' }).click();
  const row = centre(page).getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toContainText('+1,500.50');
  await expect(row).toContainText('1,500.50');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hide balance' }).click();
  await expect(balance(page)).toHaveText('***');
  await page.getByRole('button', { name: 'Show balance' }).click();
  await expect(balance(page)).toHaveText('P 1,500.50');
});

test('a deposit through the development gateway credits once and updates the balance', async ({ page, site }) => {
  await signIn(page, site);
  await page.goto(`${site.origin}/`);
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByLabel('Online payment').check();
  await page.getByLabel('Amount').fill('250');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const popupPromise = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open the payment page' }).click();
  const gateway = await popupPromise;
  await expect(gateway.getByRole('heading', { name: 'Payment gateway (development)' })).toBeVisible();
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(gateway.getByRole('status')).toContainText('Payment sent');
  await expect(balance(page)).toHaveText('P 250.00');
  await gateway.goBack();
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  // The replayed payment lands on the order's page again; closing the popup mid-navigation can stall the opener.
  await expect(gateway.getByRole('status')).toContainText('Payment sent');
  await gateway.close();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(balance(page)).toHaveText('P 250.00');
});

test('bind a bank account, set the payment password, withdraw, and confirm receipt', async ({ page, site }) => {
  const { username } = await signIn(page, site);
  await site.admin('adjust', username, 'credit', '1000', '--reason', 'e2e funds');
  await page.goto(`${site.origin}/`);
  await expect(balance(page)).toHaveText('P 1,000.00');
  await page.getByRole('link', { name: 'My account' }).click();
  const c = centre(page);
  await c.getByLabel('Bank', { exact: true }).fill('Metro Bank');
  await c.getByLabel('Account holder').fill('Maria Santos');
  await c.getByLabel('Account number').fill('5566 7788 9900');
  await c.getByRole('button', { name: 'Bind bank account' }).click();
  await expect(c.getByText('Metro Bank · Maria Santos · ****9900')).toBeVisible();
  await c.getByLabel('New payment password', { exact: true }).fill('135790');
  await c.getByLabel('Repeat the new payment password').fill('135790');
  await c.getByRole('button', { name: 'Save' }).click();
  await expect(c.getByText('Payment password saved.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await c.getByRole('link', { name: 'Withdrawal' }).click();
  await c.getByLabel('Amount').fill('300');
  await c.getByLabel('Payment password').fill('000000');
  await c.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(c.getByRole('alert')).toHaveText('The payment password is wrong.');
  await c.getByLabel('Payment password').fill('135790');
  await c.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(c.getByRole('status')).toContainText('is on hold');
  await expect(c.getByTestId('withdraw-available')).toHaveText('P 700.00');
  await expect(balance(page)).toHaveText('P 700.00');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await site.admin('withdrawal', 'approve', await orderOf(site, 'withdrawals', username), '--reason', 'payee checked');
  await c.getByRole('link', { name: 'My wallet' }).click();
  await c.getByRole('link', { name: 'Withdrawal' }).click();
  await expect(c.getByText('Did you receive this withdrawal?')).toBeVisible();
  await c.getByLabel('Yes, in full').check();
  await c.getByRole('button', { name: 'Confirm' }).click();
  await expect(c.getByText('Received', { exact: true })).toBeVisible();

  await c.getByRole('link', { name: 'Account records' }).click();
  await expect(c.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('-300.00');
});

test('a member transfers to the upline with the payment password', async ({ page, site }) => {
  const upline = `u${randomBytes(5).toString('hex')}`;
  await site.admin('dev', 'member', upline, '--type', '1');
  const { username } = await signIn(page, site, { upline });
  await site.admin('adjust', username, 'credit', '200', '--reason', 'e2e funds');
  await page.goto(`${site.origin}/`);
  await page.getByRole('link', { name: 'My account' }).click();
  const c = centre(page);
  await c.getByLabel('New payment password', { exact: true }).fill('246802');
  await c.getByLabel('Repeat the new payment password').fill('246802');
  await c.getByRole('button', { name: 'Save' }).last().click();
  await expect(c.getByText('Payment password saved.')).toBeVisible();
  await c.getByRole('link', { name: 'Transfer to upline' }).click();
  await expect(c.getByRole('heading', { name: `To your upline ${upline}` })).toBeVisible();
  await c.getByLabel('Amount').fill('75.25');
  await c.getByLabel('Payment password').fill('246802');
  await c.getByRole('button', { name: 'Transfer', exact: true }).click();
  await expect(c.getByText('Transfer done.')).toBeVisible();
  await expect(balance(page)).toHaveText('P 124.75');
  expect(await site.admin('balance', upline)).toContain('P75.25 available');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
});

test('the member centre works at phone width in the Blue theme and by keyboard', async ({ page, site }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  await signIn(page, site);
  await page.goto(`${site.origin}/`);
  // On a phone the balance is in the header, the rest of the account area in its menu, and the
  // member centre is a page of its own.
  await expect(balance(page)).toHaveText('P 0.00');
  await page.getByRole('button', { name: 'Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await menu.getByRole('link', { name: 'Withdraw', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${site.origin}/member/withdraw`);
  await expect(menu).toBeHidden();
  const c = page.getByRole('main');
  await expect(c.getByRole('heading', { name: 'Withdrawal', level: 3 })).toBeVisible();
  const overflow = await page.evaluate(() => {
    const d = document.querySelector('.member-centre');
    const page = document.querySelector('.member-centre__page');
    return {
      document: document.documentElement.scrollWidth > window.innerWidth,
      centre: !!d && d.getBoundingClientRect().width > window.innerWidth,
      page: !!page && page.scrollWidth > page.clientWidth,
    };
  });
  expect(overflow).toEqual({ document: false, centre: false, page: false });
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });
  await c.getByRole('button', { name: 'Close the member centre' }).click();
  await expect(page).toHaveURL(`${site.origin}/`);
});

test('a trial account cannot open the member centre', async ({ page, site }) => {
  await signIn(page, site, { type: 4 });
  await page.goto(`${site.origin}/`);
  await page.getByRole('link', { name: 'My account' }).click();
  await expect(page.getByRole('dialog', { name: 'Real account needed' })).toBeVisible();
  await expect(centre(page)).toBeHidden();
});
