import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';

// Issue 14 item 4: after the payee name is saved, a bank account binds at once with that name as its
// holder, without closing and reopening the member centre.

async function openMyAccount(page: Page, site: Site) {
  const token = (await site.admin('dev', 'member', `k${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  // The member centre has an address (/member/<page>): a dialog over the page on a desktop, a page on a phone.
  await page.goto(`${site.origin}/member/account`);
  const phone = (page.viewportSize()?.width ?? 1440) < 960;
  if (!phone) return page.getByRole('dialog', { name: 'Member centre' });
  await expect(page.getByRole('heading', { name: 'Member centre', level: 1 })).toBeVisible();
  return page.locator('.member-centre--page');
}

for (const [width, height] of [
  [390, 844],
  [1440, 900],
] as const) {
  test(`save the payee name, then bind bank accounts without reopening (${width} px)`, async ({ page, site }) => {
    await page.setViewportSize({ width, height });
    const c = await openMyAccount(page, site);
    const profile = c.getByRole('region', { name: 'Profile' });
    await profile.getByRole('textbox', { name: 'Payee name' }).fill('Juan  Dela Cruz');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Juan Dela Cruz', { exact: true })).toBeVisible();

    const bank = c.getByRole('region', { name: 'Bank accounts' });
    const holder = bank.getByRole('textbox', { name: 'Account holder' });
    await expect(holder).toHaveValue('Juan Dela Cruz');
    await expect(holder).toHaveAttribute('readonly', '');
    // Two accounts in a row on a desktop (the holder stays filled after a bind); one on a phone.
    const accounts = [
      ['BDO', '001234567890'],
      ['BPI', '009876543211'],
    ] as const;
    for (const [name, number] of width < 960 ? accounts.slice(0, 1) : accounts) {
      await bank.getByRole('textbox', { name: 'Bank', exact: true }).fill(name);
      await bank.getByRole('textbox', { name: 'Account number' }).fill(number);
      await bank.getByRole('button', { name: 'Bind bank account' }).click();
      await expect(bank.getByRole('listitem').filter({ hasText: name })).toHaveText(
        `${name} · Juan Dela Cruz · ****${number.slice(-4)}`,
      );
      await expect(holder).toHaveValue('Juan Dela Cruz');
    }
    await expect(bank.getByRole('alert')).toHaveCount(0);
  });
}
