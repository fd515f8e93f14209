import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { freshCode, newOwner, STAFF_PASSWORD } from './backoffice-helpers.ts';

// The back office's own journey (issue 15): an owner made by the CLI signs in, enrols with a code
// computed from the secret the page shows, keeps the recovery codes, creates a finance account, finds
// that act in the audit log and checks the chain.

test('owner enrols, creates a finance account, finds it in the audit log and verifies the chain', async ({
  page,
  site,
}) => {
  const owner = await newOwner(site);
  await page.goto(`${site.origin}/backoffice/`);
  await expect(page).toHaveTitle(/Back office sign-in/);
  await page.getByLabel('Username').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Set up two-step sign-in' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const shown = (await page.locator('[data-secret]').getAttribute('data-secret')) ?? '';
  expect(shown).toBe(owner.secret);
  await page.getByLabel('Code').fill(freshCode(shown));
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { name: 'Your recovery codes' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Your recovery codes' }).getByRole('listitem')).toHaveCount(10);
  await page.getByRole('checkbox', { name: 'I saved them' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'What you can do here' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Sections' });
  await nav.getByRole('link', { name: 'Staff accounts' }).click();
  await page.getByRole('button', { name: 'New staff account' }).click();
  const dialog = page.getByRole('dialog', { name: 'New staff account' });
  const username = `fin${Date.now().toString(36)}`;
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(STAFF_PASSWORD);
  await dialog.getByLabel('Role').selectOption('finance');
  await dialog.getByLabel('Reason').fill('new cashier');
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const made = page.getByRole('dialog', { name: `Account ${username} created` });
  await expect(made.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  await made.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('row', { name: new RegExp(username) })).toContainText('Finance');

  await nav.getByRole('link', { name: 'Audit log' }).click();
  await page.getByLabel('Who (name or id)').fill(owner.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByRole('row', { name: /staff\.create/ }).first()).toContainText('new cashier');
  await page.getByRole('button', { name: 'Verify chain' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The chain is intact' })).toBeVisible();

  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
});
