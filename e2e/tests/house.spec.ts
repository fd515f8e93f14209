import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** A signed-in member (a real session from `dev member`), funded by an operator adjustment. */
async function member(page: Page, site: Site, opts: { credit?: string; type?: number } = {}) {
  const username = `h${randomBytes(5).toString('hex')}`;
  const args = ['dev', 'member', username];
  if (opts.type !== undefined) args.push('--type', String(opts.type));
  const token = (await site.admin(...args)).trim();
  if (opts.credit) await site.admin('adjust', username, 'credit', opts.credit, '--reason', 'house e2e');
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await page.route('**/wps/relay/MCSFE_getFavoriteGamesList*', (route) =>
    route.fulfill({ json: { success: true, value: [] } }),
  );
  return { username, token };
}

/** Minor units of a shown amount like "P 1,234.56". */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const shown = (m: number) => `P ${(m / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

/** The house game page of a launch, opened directly (as the frame would). */
async function openHousePage(page: Page, site: Site, token: string, vassalage: string, gameCode: string) {
  const launch = await site.api(`/wps/game/launchGame?vassalage=${vassalage}&gameCode=${gameCode}`, { token });
  const url = (launch.body.value as { content: { game_url: string } }).content.game_url;
  await page.goto(`${site.origin}${url}`);
}

test('a member opens a house slot from the lobby, spins, sees the balance change and verifies the round', async ({
  page,
  site,
  context,
}) => {
  await member(page, site, { credit: '100' });
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/rng/vassalage/STF`, { lang: 'EN' });
  await expect(page.getByTestId('header-balance')).toHaveText('P 100.00');
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  const game = page.getByRole('dialog', { name }).frameLocator('iframe');
  await expect(game.getByTestId('house-balance')).toHaveText('P 100.00');
  const committed = (await game.getByTestId('next-hash').textContent()) ?? '';
  expect(committed).toMatch(/^[0-9a-f]{64}$/);

  await game.getByRole('button', { name: 'Spin' }).click();
  const row = game.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: /^Verify round/ })).toBeVisible();
  const stake = minor(await row.getByRole('cell').nth(1).textContent());
  const win = minor(await row.getByRole('cell').nth(2).textContent());
  expect(stake).toBeGreaterThan(0);
  const after = shown(10_000 - stake + win);
  await expect(game.getByTestId('house-balance')).toHaveText(after);
  await expect(page.getByTestId('header-balance')).toHaveText(after);
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  expect(await game.getByTestId('next-hash').textContent()).not.toBe(committed);

  // The verify page recomputes the round in the browser: its seed hashes to the hash shown before.
  const opened = context.waitForEvent('page');
  await row.getByRole('link', { name: /^Verify round/ }).click();
  const verify = await opened;
  await verify.getByRole('button', { name: 'Recompute' }).click();
  await expect(verify.getByTestId('verify-hash')).toHaveText(committed);
  await expect(verify.getByTestId('verify-outcome')).toHaveText(
    (await row.getByRole('cell').nth(3).textContent()) ?? '',
  );
});

test('a roulette bet at the house live table from the lobby', async ({ page, site }) => {
  await member(page, site, { credit: '50' });
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/live/vassalage/HOUSE`, { lang: 'EN' });
  await page.getByTestId('game-card').first().getByRole('button').first().click();
  await expect(page).toHaveURL(/\/game\?vassalage=HOUSE&gameCode=HOUSE_0001$/);
  const game = page.frameLocator('iframe[title="European Roulette"]');
  await expect(game.getByTestId('house-balance')).toHaveText('P 50.00');
  await game.getByRole('radio', { name: 'P 1.00' }).check();
  await game.getByRole('button', { name: 'Red', exact: true }).click();
  await game.getByRole('button', { name: 'Number 17', exact: true }).click();
  await expect(game.getByText('Total bet P 2.00')).toBeVisible();
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByText(/^The ball lands on \d+, (red|black|green)\.$/)).toBeVisible();
  const row = game.getByRole('row').nth(1);
  const win = minor(await row.getByRole('cell').nth(2).textContent());
  expect([0, 200, 3_600]).toContain(win);
  await expect(game.getByTestId('house-balance')).toHaveText(shown(5_000 - 200 + win));
});

test('a split and a corner placed by keyboard on the roulette board are settled by the spin', async ({
  page,
  site,
}) => {
  const { token } = await member(page, site, { credit: '50' });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHousePage(page, site, token, 'HOUSE', 'HOUSE_0001');
  await expect(page.getByTestId('house-balance')).toHaveText('P 50.00');
  await page.getByRole('radio', { name: 'P 1.00' }).check();
  // One tab stop for the board; the arrow keys reach the lines between the numbers.
  await page.getByRole('button', { name: 'Number 17', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('button', { name: 'Split 17/20, pays 17 to 1', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('button', { name: 'Corner 16/17/19/20, pays 8 to 1', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // The chips sit on the spots, and the bets are listed.
  await expect(page.getByRole('button', { name: 'Split 17/20, pays 17 to 1, your bet P 1.00' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corner 16/17/19/20, pays 8 to 1, your bet P 1.00' })).toBeVisible();
  await expect(page.locator('.board__spot.has-bet .board__chip')).toHaveCount(2);
  const bets = page.getByRole('listitem').filter({ hasText: 'Pays' });
  await expect(bets).toHaveText([/^Split 17\/20P 1\.00Pays 17 to 1×$/, /^Corner 16\/17\/19\/20P 1\.00Pays 8 to 1×$/]);
  await expect(page.getByText('Total bet P 2.00')).toBeVisible();
  // One bet comes off on its own (by keyboard); placed again, the table is as before.
  await page.getByRole('button', { name: 'Remove Corner 16/17/19/20' }).focus();
  await page.keyboard.press('Enter');
  await expect(bets).toHaveText([/^Split 17\/20P 1\.00Pays 17 to 1×$/]);
  await expect(page.getByText('Total bet P 1.00')).toBeVisible();
  await page.getByRole('button', { name: 'Corner 16/17/19/20, pays 8 to 1', exact: true }).click();
  await expect(page.getByText('Total bet P 2.00')).toBeVisible();

  const answer = page.waitForResponse('**/house/roulette/spin');
  await page.getByRole('button', { name: 'Spin' }).focus();
  await page.keyboard.press('Enter');
  const played = (await (await answer).json()).value as {
    round: {
      win: number;
      roulette: { pocket: number; bets: { kind: string; numbers: number[] }[]; returns: number[] };
    };
  };
  const { pocket, bets: settled, returns } = played.round.roulette;
  expect(settled.map((b) => `${b.kind} ${b.numbers.join('/')}`)).toEqual(['split 17/20', 'corner 16/17/19/20']);
  expect(returns).toEqual([[17, 20].includes(pocket) ? 1_800 : 0, [16, 17, 19, 20].includes(pocket) ? 900 : 0]);
  expect(played.round.win).toBe(returns.reduce((a, b) => a + b, 0));
  await expect(page.getByText(`The ball lands on ${pocket}, `)).toBeVisible();
  await expect(page.getByTestId('house-balance')).toHaveText(shown(5_000 - 200 + played.round.win));
});

test('a trial account plays with play money only', async ({ page, site }) => {
  const { username, token } = await member(page, site, { type: 4 });
  await openHousePage(page, site, token, 'STF', 'STF_0002');
  await expect(page.getByText('Free play: play money only')).toBeVisible();
  await expect(page.getByTestId('house-balance')).toHaveText('P 2,000.00');
  await page.getByRole('button', { name: 'Spin' }).click();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  // The balance call answers a trial account with its play money; the real wallet stays empty.
  const play = await site.api('/wps/v2/wallets/balance', { token });
  const shownPlay = await page.getByTestId('house-balance').textContent();
  expect(Math.round((play.body.value as { sumBalance: number }).sumBalance * 100)).toBe(minor(shownPlay));
  expect(await site.admin('balance', username)).toContain(`${username}: P0.00 available`);
});

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    test(`the house slot and roulette pages pass axe and play by keyboard (${theme}, ${width} px)`, async ({
      page,
      site,
    }) => {
      await page.setViewportSize({ width, height });
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const { token } = await member(page, site, { credit: '20' });
      await page.addInitScript(
        ([th]) => {
          localStorage.setItem('theme', th ?? 'dark');
          localStorage.setItem('language', 'EN');
        },
        [theme],
      );
      for (const [vendor, code] of [
        ['STF', 'STF_0001'],
        ['HOUSE', 'HOUSE_0001'],
      ] as const) {
        await openHousePage(page, site, token, vendor, code);
        await expect(page.getByTestId('house-balance')).toBeVisible();
        if (vendor === 'HOUSE') {
          // The bet-type picker: a split by tapping its two numbers (the way in on a phone).
          await page.getByRole('radio', { name: 'Split' }).check();
          await page.getByRole('button', { name: 'Number 17', exact: true }).click();
          await expect(page.getByText('Split: 17 picked.')).toBeVisible();
          await page.getByRole('button', { name: 'Number 20', exact: true }).click();
          await expect(page.getByRole('listitem').filter({ hasText: 'Split 17/20' })).toBeVisible();
          await page.getByRole('button', { name: 'Odd', exact: true }).focus();
          await page.keyboard.press('Enter');
        }
        await page.getByRole('button', { name: 'Spin' }).focus();
        await page.keyboard.press('Enter');
        await expect(page.getByRole('row').nth(1)).toBeVisible();
        await expectNoSeriousAxeViolations(page, { label: code });
      }
      await page.goto(`${site.origin}/house/verify?game=100364&server=s&client=c&nonce=1`);
      await page.getByRole('button', { name: 'Recompute' }).click();
      await expect(page.getByTestId('verify-outcome')).toBeVisible();
      await expectNoSeriousAxeViolations(page, { exclude: ['.site-header'], label: 'verify' });
    });
  }
}
