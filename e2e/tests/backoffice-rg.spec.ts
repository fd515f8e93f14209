import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { newStaff, signInPage } from './backoffice-helpers.ts';

// Issue 20 item 5 as an operator meets it: a risk officer stops one member's gaming with a reason (the
// member's launch is refused at once), lets it resume, and lowers the member's deposit limit.

test('a risk officer stops a member, lets play resume, and lowers the member limit', async ({ page, site }) => {
  const username = `rb${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await site.api('/wps/member/rg/limits', {
    method: 'POST',
    token,
    body: { kind: 'deposit', day: 500, week: null, month: null },
  });
  const launch = () => site.api('/wps/game/launchGame?vassalage=STF&gameCode=STF_0003', { token });

  const risk = await newStaff(site, 'risk');
  await signInPage(page, site.origin, risk);
  await page.goto(`${site.origin}/backoffice/rg`);

  const form = page.getByRole('form', { name: 'Stop gaming' });
  await form.getByLabel('What to stop').selectOption('member');
  await form.getByLabel('Member', { exact: true }).fill(username);
  await form.getByRole('textbox', { name: 'Reason' }).fill('account under review');
  await form.getByRole('button', { name: 'Stop gaming' }).click();
  const row = page.getByRole('row').filter({ hasText: username });
  await expect(row).toContainText('account under review');
  expect((await launch()).body).toMatchObject({ success: false, errorCode: 'play.stopped' });

  await expectNoSeriousAxeViolations(page);

  await row.getByRole('button', { name: /Let play resume/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('review done');
  await dialog.getByRole('button', { name: /Let play resume/ }).click();
  await expect(page.getByRole('row').filter({ hasText: username })).toHaveCount(0);
  expect((await launch()).body.success).toBe(true);

  await page.getByLabel('Username').fill(username);
  await page.getByRole('button', { name: 'Show limits' }).click();
  const limit = page
    .getByRole('row')
    .filter({ hasText: /Deposit/ })
    .filter({ hasText: /Day/ });
  await limit.getByRole('button', { name: /Lower/ }).click();
  const lower = page.getByRole('dialog');
  await lower.getByLabel(/New limit/).fill('200');
  await lower.getByRole('textbox', { name: 'Reason' }).fill('affordability check');
  await lower.getByRole('button', { name: 'Lower the limit' }).click();
  await expect(page.getByText(/is now/)).toBeVisible();
  const state = await site.api('/wps/member/rg/limits', { token });
  const limits = (state.body.value as { limits: { kind: string; period: string; amount: number | null }[] }).limits;
  expect(limits.find((l) => l.kind === 'deposit' && l.period === 'day')?.amount).toBe(200);

  // Game recall and RTP per game are in the area's navigation.
  await page.getByRole('navigation').getByRole('link', { name: 'Game recall' }).click();
  await page.getByRole('textbox', { name: 'Username' }).fill(username);
  await page.getByRole('textbox', { name: 'Username' }).press('Enter');
  await expect(page.getByText(`${username} has played no rounds yet.`)).toBeVisible();
  await page.getByRole('navigation').getByRole('link', { name: 'RTP per game' }).click();
  await expect(page.getByRole('heading', { name: 'RTP per game' })).toBeVisible();
});
