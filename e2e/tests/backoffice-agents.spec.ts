import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { newOwner, signInPage } from './backoffice-helpers.ts';

// The back office's agent pages (issue 16 item 5): an owner makes a top agent, offers it a platform
// daily wage, finds it in the list with its team, and sees the payout runs with the next run so far.

test('an owner makes a top agent, offers it a platform daily wage and finds both in the agent pages', async ({
  page,
  site,
}) => {
  const owner = await newOwner(site);
  await signInPage(page, site.origin, owner);
  const username = `bo${randomBytes(5).toString('hex')}`;

  // Make a top agent: a bad username is refused in words, then the agent is made.
  await page.goto(`${site.origin}/backoffice/agents`);
  await expect(page.getByRole('heading', { name: 'Agents', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Make a top agent' }).click();
  const make = page.getByRole('dialog', { name: 'Make a top agent' });
  await make.getByLabel('Username').fill('9');
  await make.getByLabel('Password').fill('agentpass123');
  await make.getByRole('button', { name: 'Make agent' }).click();
  await expect(make.getByRole('alert').first()).toBeVisible();
  await make.getByLabel('Username').fill(username);
  await make.getByRole('button', { name: 'Make agent' }).click();
  await expect(page.getByText(`Agent ${username} made.`)).toBeVisible();
  await page.getByLabel('Username starts with').fill(username);
  await page.getByRole('button', { name: 'Apply' }).click();
  const list = page.getByRole('table', { name: 'Agents, top agents first' });
  await expect(list.getByRole('row').filter({ hasText: username })).toContainText('General agent (1)');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });

  // Offer it a platform daily wage of 0.8 % with a reason; the contracts list shows the offer.
  await page.goto(`${site.origin}/backoffice/agents/contracts`);
  const offer = page
    .getByRole('form', { name: 'Offer a platform contract to a top agent' })
    .or(page.getByRole('region', { name: 'Offer a platform contract to a top agent' }));
  await offer.getByLabel('Top agent username').fill(username);
  await offer.getByLabel('Kind').selectOption('dailyWage');
  await offer.getByLabel('Tier 1: rate %').fill('0.8');
  await offer.getByLabel('Reason').fill('welcome contract');
  await offer.getByRole('button', { name: 'Offer contract' }).click();
  await expect(page.getByText(/Offered as contract \d+; the agent answers in its agent centre\./)).toBeVisible();
  await page.getByLabel('Holder (username)').fill(username);
  await page.getByRole('button', { name: 'Apply' }).click();
  const contracts = page.getByRole('table', { name: 'Agent contracts' });
  await expect(contracts.getByRole('row').filter({ hasText: username })).toContainText('Offered');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });

  // The payout runs page shows the next run so far for the kind chosen.
  await page.goto(`${site.origin}/backoffice/agents/payouts`);
  await expect(page.getByRole('heading', { name: 'Agent payout runs', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: /Next run so far/ })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
});
