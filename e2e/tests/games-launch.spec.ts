import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

const cards = (page: Page) => page.getByTestId('game-card');

/**
 * A signed-in browser (a real session from the operator command `dev member`), so the gate lets
 * launches through to their dispatch and the header's balance loads. The favourite ids, the one other
 * background read of a signed-in lobby, are answered empty so the lists do not change under the test.
 * The "Play responsibly" popup notice is marked seen: appearing late, it covered the first card and
 * took the click meant for it (seen once in CI).
 */
async function withToken(page: Page, site: Site) {
  await skipPopupNotices(page);
  const token = (await site.admin('dev', 'member', `g${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await page.route('**/wps/relay/MCSFE_getFavoriteGamesList*', (route) =>
    route.fulfill({ json: { success: true, value: [] } }),
  );
}

test('launch dispatch: lottery vendors to their own routes', async ({ page, site }) => {
  // The lottery lobbies list the house lotteries (issue 17); each card leads to its vendor's route.
  await withToken(page, site);
  await visit(page, `${site.origin}/lott`, { lang: 'EN' });
  await page.getByRole('link', { name: 'Daily 4D' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=LOTT_4D&vendor=LOTT$/);

  await page.goto(`${site.origin}/lott/vassalage/TCG_SEA`);
  await page.getByRole('link', { name: 'SEA 4D' }).click();
  await expect(page).toHaveURL(/\/seaLottery\?gameCode=SEA_4D$/);

  await page.goto(`${site.origin}/elott/vassalage/TCG_LOTTO_VN`);
  await page.getByRole('link', { name: 'Vietnam South' }).click();
  await expect(page).toHaveURL(/\/vnLottery\?gameCode=VN_SOUTH$/);
});

test('launch dispatch: a VASSALAGE card opens its sub-game popup', async ({ page, site }) => {
  await withToken(page, site);
  await visit(page, `${site.origin}/pvp/vassalage/KNT`, { lang: 'EN' });
  await page
    .getByTestId('game-card')
    .getByRole('button', { name: /Card Hall/ })
    .click();
  const popup = page.getByRole('dialog', { name: /Card Hall/ });
  await expect(popup.getByTestId('game-card')).toHaveCount(10);
  await popup.getByRole('button', { name: 'Close' }).click();
  await expect(popup).toHaveCount(0);
});

test('launch dispatch: live casino and sports views go to their pages', async ({ page, site }) => {
  await withToken(page, site);
  await visit(page, `${site.origin}/live`, { lang: 'EN' });
  await cards(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?vassalage=VLV&gameCode=VLV_\d+$/);

  await page.goto(`${site.origin}/sports/vassalage/KSB`);
  await cards(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/seamless\?vassalage=KSB&gameCode=KSB_\d+$/);

  await page.goto(`${site.origin}/sports`);
  await cards(page).first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/fbsports\?gameCode=FB_\d+$/);
});

test('a slot opens in the game popup frame and its vendor is saved for the lobby', async ({ page, site }) => {
  await withToken(page, site);
  // The launch answer is held back a moment, so the state before it arrives can be read.
  await page.route('**/wps/game/launchGame*', async (route) => {
    await new Promise((r) => setTimeout(r, 1_500));
    await route.continue();
  });
  await visit(page, `${site.origin}/rng/vassalage/MYR`, { lang: 'EN' });
  const first = cards(page).first();
  const name = (await first.locator('.game-card__name').textContent()) ?? '';
  await first.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('status')).toHaveText('Opening the game…');
  expect(await page.evaluate(() => sessionStorage.getItem('rngVassalage'))).toBe('MYR');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('the slots lobby reopens the vendor saved at the last launch', async ({ page, site }) => {
  await page.addInitScript(() => sessionStorage.setItem('rngVassalage', 'MYR'));
  await visit(page, `${site.origin}/rng`, { lang: 'EN' });
  await expect(
    page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: 'Mystic Reels' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('game-card').first()).toContainText('Mystic Reels');
});

test('the FB sports page shows the vendor’s view-only page to a visitor, through the real launch', async ({
  page,
  site,
}) => {
  await visit(page, `${site.origin}/fbsports`, { lang: 'EN' });
  const frame = page.frameLocator('iframe[title="Sportsbook"]');
  await expect(frame.getByText('View only')).toBeVisible();
  await expect(frame.getByRole('heading', { name: 'Sportsbook' })).toBeVisible();
});

test('the vendor menu and the cards work by keyboard', async ({ page, site }) => {
  await visit(page, `${site.origin}/fish`, { lang: 'EN' });
  await expect(cards(page)).not.toHaveCount(0);
  const coralfin = page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: 'Coralfin' });
  await coralfin.focus();
  await page.keyboard.press('Enter');
  await expect(coralfin).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first()).toContainText('Coralfin');
  await cards(page).first().getByRole('button').first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
