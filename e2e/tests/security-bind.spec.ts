import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test } from '../fixtures.ts';
import { newMobile, outboxLatest } from './auth-helpers.ts';

// The security centre binds a mobile number and an e-mail address only with a code sent to it: sign-in by
// SMS and the password resets send their codes and links there.

async function openSecurityCentre(page: Page, site: Site) {
  const token = (await site.admin('dev', 'member', `b${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await page.goto(`${site.origin}/`);
  await page.getByRole('link', { name: 'My account' }).click();
  return page.getByRole('dialog', { name: 'Member centre' });
}

test('a mobile number is bound with the SMS code sent to it; a wrong code is refused', async ({ page, site }) => {
  const c = await openSecurityCentre(page, site);
  const section = c.getByRole('region', { name: 'Mobile number' });
  const mobile = newMobile();
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('alert')).toHaveText('Please enter your phone number.');
  await section.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('status')).toContainText('A code was sent to +63 ');
  await expect(section.getByRole('button', { name: /Resend in \d+s/ })).toBeDisabled();
  const { code } = await outboxLatest(site, `+63${mobile}`, 'sms');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  const codeBox = section.getByRole('textbox', { name: 'Verification code' });
  await codeBox.fill(code === '000000' ? '111111' : '000000');
  await section.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(section.getByRole('alert')).toHaveText('The verification code is invalid or missing.');
  await codeBox.fill(code);
  await section.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(section.getByText(`Bound: +63 ****${mobile.slice(-4)}`)).toBeVisible();
  await expect(section.getByRole('textbox')).toHaveCount(0);
});

test('an e-mail address is bound with the code e-mailed to it', async ({ page, site }) => {
  const c = await openSecurityCentre(page, site);
  const section = c.getByRole('region', { name: 'E-mail' });
  const email = `${randomBytes(4).toString('hex')}@example.com`;
  await section.getByRole('textbox', { name: 'E-mail' }).fill('not-an-address');
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('alert')).toHaveText('Please enter a valid e-mail address.');
  await section.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await section.getByRole('button', { name: 'Send code' }).click();
  await expect(section.getByRole('status')).toContainText('A code was sent to ');
  const { code } = await outboxLatest(site, email, 'email');
  await section.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await section.getByRole('button', { name: 'Bind', exact: true }).click();
  await expect(section.getByText(`Bound: ${email[0]}***@example.com`)).toBeVisible();
});
