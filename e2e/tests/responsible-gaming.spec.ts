import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { loginDialog, openLogin } from './auth-helpers.ts';
import { apiSignIn, newOwner } from './backoffice-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';

// Issue 20's journeys: a member sets a deposit limit and is refused above it; takes a cooling-off and is
// signed out and refused at sign-in; an operator's stop turns a launch away.

const PASSWORD = 'Harbor2025x';

test('a deposit limit set in the member centre refuses a deposit above it', async ({ page, context, site }) => {
  const username = `rg${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await context.addInitScript((tk) => sessionStorage.setItem('token', tk), token);

  await page.goto(`${site.origin}/member/responsible-gaming`);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  const deposit = centre.getByRole('form', { name: 'Deposit limit' });
  await deposit.getByRole('textbox', { name: 'Daily' }).fill('100');
  await deposit.getByRole('button', { name: 'Save' }).click();
  await expect(deposit.getByRole('status')).toContainText('Your limits are saved.');
  await expectNoSeriousAxeViolations(page, { include: ['.member-centre'] });

  await page.goto(`${site.origin}/member/deposit`);
  await centre.getByLabel('Amount').fill('150');
  await centre.getByLabel('Bank reference').fill('RGLIMIT1');
  await centre.getByRole('button', { name: 'I have transferred' }).click();
  await expect(centre.getByRole('alert')).toContainText('This deposit would go over your deposit limit.');
  await centre.getByLabel('Amount').fill('100');
  await centre.getByRole('button', { name: 'I have transferred' }).click();
  await expect(centre.getByRole('status')).toContainText('waiting for confirmation');
});

test('a cooling-off signs the member out, and signing in is refused until it ends', async ({ page, site }) => {
  const username = `rc${randomBytes(5).toString('hex')}`;
  await site.admin('dev', 'member', username, '--password', PASSWORD);
  await page.goto(`${site.origin}/`);
  await openLogin(page);
  const login = loginDialog(page);
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();

  await page.goto(`${site.origin}/member/responsible-gaming`);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('radio', { name: '24 hours' }).check();
  await centre.getByLabel('Your sign-in password').fill(PASSWORD);
  await centre.getByRole('button', { name: 'Take a break' }).click();
  const ask = page.getByRole('dialog', { name: 'Start this break?' });
  await expect(ask).toContainText('cooling-off of 24 hours');
  await ask.getByRole('button', { name: 'Yes, start the break' }).click();

  const notice = page.getByRole('dialog', { name: 'Your break has started' });
  await expect(notice).toContainText('You have been signed out');
  await notice
    .getByRole('button', { name: /close|ok/i })
    .first()
    .click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();

  await openLogin(page);
  await login.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(login).toContainText('cooling-off or self-exclusion');
});

test("an operator's stop turns the member away at launch", async ({ page, context, site }) => {
  const username = `rs${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await context.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  const staff = await apiSignIn(site, await newOwner(site));
  const stop = await site.api('/backoffice/api/rg/stops', {
    method: 'POST',
    token: staff,
    body: { scope: 'member', subject: username, reason: 'account under review' },
  });
  expect(stop.body.success, JSON.stringify(stop.body)).toBe(true);

  await skipPopupNotices(page);
  await page.goto(`${site.origin}/rng/vassalage/STF`);
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  await expect(page.getByRole('dialog', { name })).toContainText('The operator has stopped play on this game for now.');
});
