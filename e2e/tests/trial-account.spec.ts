import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';
import { expectDialogAccessible, loginDialog, openLogin, registerDialog } from './auth-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';

// Issue 14 item 6: a trial account's warning leads on to registration, and its play money updates the
// header live as real money does.

/** A trial account (type 4) signed in in this page, as a returning visitor. */
async function trialMember(page: Page, site: Site) {
  const token = (await site.admin('dev', 'member', `f${randomBytes(5).toString('hex')}`, '--type', '4')).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await skipPopupNotices(page);
}

/** The computed background of an element against the site's primary colour token. */
async function backgroundAndPrimary(page: Page, selector: string) {
  return page.evaluate((sel) => {
    const el = document.querySelector(sel);
    const probe = document.createElement('span');
    probe.style.background = 'var(--primary)';
    document.body.append(probe);
    const primary = getComputedStyle(probe).backgroundColor;
    probe.remove();
    return { button: el ? getComputedStyle(el).backgroundColor : '', primary };
  }, selector);
}

test('the member centre tells a trial account it needs a real account, with a styled way to register', async ({
  page,
  site,
}) => {
  await trialMember(page, site);
  await page.goto(`${site.origin}/noticePage`);
  await page.getByRole('link', { name: 'My account' }).click();
  const warning = page.getByRole('dialog', { name: 'Real account needed' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('a real account');
  const register = warning.getByRole('button', { name: 'Register a real account' });
  await expect(register).toBeVisible();
  await register.evaluate((el) => el.setAttribute('data-probe', 'register'));
  const colours = await backgroundAndPrimary(page, '[data-probe="register"]');
  expect(colours.button).toBe(colours.primary);
  await expectDialogAccessible(page);
  await register.click();
  await expect(registerDialog(page)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeHidden();
});

test("a trial account's header balance follows its free-play spins live", async ({ page, site }) => {
  await skipPopupNotices(page);
  await page.goto(`${site.origin}/rng/vassalage/STF`);
  await openLogin(page);
  await loginDialog(page).getByRole('button', { name: 'Free trial' }).click();
  await expect(loginDialog(page)).toBeHidden();
  const header = page.getByTestId('header-balance');
  await expect(header).toHaveText('P 2,000.00');
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  const game = page.getByRole('dialog', { name }).frameLocator('iframe');
  const inGame = game.getByTestId('house-balance');
  await expect(inGame).toHaveText('P 2,000.00');
  await expect(game.getByText('Free play: play money only')).toBeVisible();
  // Spin until the play money moves (a spin can pay back exactly its stake).
  let shown = 'P 2,000.00';
  for (let spin = 1; spin <= 6 && shown === 'P 2,000.00'; spin++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('row').nth(spin)).toBeVisible();
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    shown = (await inGame.textContent()) ?? '';
  }
  expect(shown).not.toBe('P 2,000.00');
  await expect(header).toHaveText(shown);
});
