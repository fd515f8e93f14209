import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { registerMember } from './auth-helpers.ts';
import { apiSignIn, newOwner, signInPage } from './backoffice-helpers.ts';

// The back office's promotions pages (issue 18 item 4): an owner creates a deposit promotion,
// previews and publishes it; approves an application a member made through the member API; grants a
// bonus by hand and revokes it. Codes are random so parallel tests on the shared server never collide.

async function expectNoSideScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

const code = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
/** datetime-local text of a moment in the browser's zone (the tests run in one zone). */
const local = (ms: number) => {
  const d = new Date(ms);
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())}T${p(d.getHours())}:${p(d.getMinutes())}`;
};

test('an owner creates a deposit promotion, previews it and publishes it', async ({ page, site }) => {
  test.setTimeout(90_000);
  const owner = await newOwner(site);
  await signInPage(page, site.origin, owner);
  const dep = code('DEP');

  await page.goto(`${site.origin}/backoffice/promotions/edit?kind=deposit`);
  await expect(page.getByRole('heading', { name: 'New promotion', level: 1 })).toBeVisible();
  await page.getByLabel('Code').fill(dep);
  await page.getByLabel('Starts').fill(local(Date.now() - 3_600_000));
  await page.getByLabel('Title (EN)').fill(`Double deposit ${dep}`);
  await page.getByLabel('Summary (EN)').fill('Your deposit doubled up to 1,000.');
  await page.getByLabel('Body (EN)').fill('Deposit and play');
  await page.getByLabel('Body (EN)').selectText();
  await page.getByRole('button', { name: 'Bold' }).click();
  await expect(page.getByLabel('Body (EN)')).toHaveValue('<strong>Deposit and play</strong>');
  await page.getByLabel('Motif').selectOption('coins');
  await expect(page.getByRole('img', { name: 'Preview of the art' })).toBeVisible();
  await page.getByLabel('Tier 1: match %').fill('abc');
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByLabel('Tier 1: match %')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Tier 1: match %').fill('100');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page.getByRole('heading', { name: `Promotion ${dep}`, level: 1 })).toBeVisible();

  // Preview as the player sees it, in English.
  await page.getByRole('button', { name: 'Show preview' }).click();
  const shown = page.getByRole('article', { name: 'As the player sees it' });
  await expect(shown.getByRole('heading', { name: `Double deposit ${dep}` })).toBeVisible();
  await expect(shown.locator('strong', { hasText: 'Deposit and play' })).toBeVisible();

  // Publish with a reason: it starts in the past, so it is live.
  await page.getByRole('button', { name: 'Publish' }).click();
  const dialog = page.getByRole('dialog', { name: `Publish ${dep}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('weekend campaign');
  await dialog.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${dep} is now Live.` })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['main'] });

  // The list shows it live; phone width still reads.
  await page.goto(`${site.origin}/backoffice/promotions`);
  await page.getByLabel('Kind').selectOption('deposit');
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: dep });
  await expect(row).toContainText('Live');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(row).toBeVisible();
  await expectNoSideScroll(page);
});

test('an owner approves an application a member made through the member API', async ({ page, site }) => {
  test.setTimeout(90_000);
  const owner = await newOwner(site);
  const token = await apiSignIn(site, owner);
  const app = code('APP');
  const made = await site.api('/backoffice/api/promotions', {
    method: 'POST',
    token,
    body: {
      code: app,
      category: 'event',
      title: { EN: `Share and win ${app}` },
      summary: { EN: 'Share a screenshot.' },
      body: { EN: '<p>Share it.</p>' },
      art: { motif: 'gift', hue: 30 },
      startsAt: Date.now() - 3_600_000,
      endsAt: null,
      eligibility: { newMembersDays: null, minVipLevel: 0, tags: [], repeat: 'once' },
      rules: {
        kind: 'application',
        reward: 50,
        needsContact: false,
        maxImages: 0,
        wagering: {
          multiple: 1,
          base: 'bonus',
          contributions: { RNG: 100 },
          maxBet: null,
          maxWin: null,
          expiresDays: 7,
        },
      },
      sort: 100,
    },
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  const promotionId = (made.body.value as { id: number }).id;
  const published = await site.api('/backoffice/api/promotions/schedule', {
    method: 'POST',
    token,
    body: { id: promotionId, action: 'publish', reason: 'e2e' },
  });
  expect(published.body.success, JSON.stringify(published.body)).toBe(true);
  const member = await registerMember(site);
  const applied = await site.api('/wps/promotions/apply', {
    method: 'POST',
    token: member.token,
    body: { promotionId, comment: 'I shared it', imageIds: [], contact: null, requestId: code('req') },
  });
  expect(applied.body.success, JSON.stringify(applied.body)).toBe(true);

  await signInPage(page, site.origin, owner);
  await page.goto(`${site.origin}/backoffice/promotions/applications?promotionId=${promotionId}`);
  await expect(page.getByRole('heading', { name: 'Promotion applications', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await page.getByRole('button', { name: `Review the application of ${member.username}` }).click();
  const dialog = page.getByRole('dialog', { name: `Review the application of ${member.username}` });
  await expect(dialog.getByText('I shared it')).toBeVisible();
  await dialog.getByLabel('Amount to grant').fill('60');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('shared on time');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(dialog.getByText(/^Give an amount above 0 and at most 50\.00 /)).toBeVisible();
  await dialog.getByLabel('Amount to grant').fill('40');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: `Approved the application of ${member.username}` }),
  ).toBeVisible();
  await page.getByLabel('Status').selectOption('issued');
  await expect(page.getByRole('row').filter({ hasText: member.username })).toContainText('40.00');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
});

test('an owner grants a member a bonus and revokes it', async ({ page, site }) => {
  test.setTimeout(90_000);
  const owner = await newOwner(site);
  const member = await registerMember(site);
  const title = code('Gift');
  await signInPage(page, site.origin, owner);

  await page.goto(`${site.origin}/backoffice/promotions/grants`);
  await expect(page.getByRole('heading', { name: 'Bonus grants', level: 1 })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await page.getByRole('button', { name: 'Grant a bonus' }).click();
  const dialog = page.getByRole('dialog', { name: 'Grant a bonus' });
  await dialog.getByLabel('Username').fill(member.username);
  await dialog.getByLabel('Amount').fill('25');
  await dialog.getByLabel('Wagering multiple').fill('3');
  await dialog.getByLabel('Title the member sees').fill(title);
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('service recovery');
  await dialog.getByRole('button', { name: 'Grant' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Granted ${member.username} a bonus` })).toBeVisible();

  // Unclaimed, it waits in the reward centre: revoke it there with a reason.
  await page.goto(`${site.origin}/backoffice/promotions/rewards`);
  await page.getByLabel('Username').fill(member.username);
  await page.getByRole('button', { name: 'Apply' }).click();
  const row = page.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('To claim');
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await row.getByRole('button', { name: `Revoke the reward ${title} of ${member.username}` }).click();
  const revoke = page.getByRole('dialog', { name: `Revoke the reward ${member.username} · ${title}` });
  await revoke.getByRole('textbox', { name: 'Reason' }).fill('granted by mistake');
  await revoke.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Revoked ${member.username} · ${title}.` })).toBeVisible();
  await expect(row).toContainText('Revoked');
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSideScroll(page);
});
