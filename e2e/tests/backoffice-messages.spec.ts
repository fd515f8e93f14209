import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { newStaff, signInPage } from './backoffice-helpers.ts';

// Issue 19 item 4 as an operator and a member meet it: support staff send a personal message to one
// member from the back office, and the member reads it in the member centre, where the badge counts it.

test('an operator sends a message to one member, who reads it in the member centre', async ({
  page,
  context,
  site,
}) => {
  const username = `ms${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  const title = `Your account review ${randomBytes(3).toString('hex')}`;

  const admin = await newStaff(site, 'admin');
  await signInPage(page, site.origin, admin);
  await page.goto(`${site.origin}/backoffice/messages`);
  await page.getByLabel('Category').selectOption('personal');
  await page.getByRole('textbox', { name: 'Title (EN)' }).fill(title);
  await page.getByRole('textbox', { name: 'Text (EN)' }).fill('Your documents were checked; nothing more is needed.');
  await page.getByRole('textbox', { name: 'Usernames (one per line; only these)' }).fill(username);
  await page.getByRole('button', { name: 'Count recipients' }).click();
  await expect(page.getByText('This message would reach 1 members now.')).toBeVisible();
  await page.getByRole('textbox', { name: 'Reason' }).fill('documents checked');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText('Sent to 1 members.')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: title })).toContainText('1');
  await expectNoSeriousAxeViolations(page);

  const member = await context.newPage();
  await member.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await member.goto(`${site.origin}/member/messages`);
  const centre = member.getByRole('dialog', { name: 'Member centre' });
  const entry = centre.getByRole('link', { name: /^Messages/ });
  await expect(entry).toContainText('1 new');
  await centre.getByRole('tab', { name: /Personal/ }).click();
  await centre.getByRole('button', { name: new RegExp(title) }).click();
  const opened = member.getByRole('dialog', { name: title });
  await expect(opened).toContainText('nothing more is needed');
  await opened.getByRole('button', { name: /close/i }).first().click();
  await expect(entry).not.toContainText('new');
});
