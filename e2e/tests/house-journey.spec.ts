import { randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** Minor units of a shown amount like "P 1,234.56". */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
const shown = (m: number) => `P ${(m / 100).toLocaleString('en', { minimumFractionDigits: 2 })}`;

test('journey: sign in, deposit through the gateway, spin a house slot from the lobby, see the header balance and the betting record', async ({
  page,
  site,
}) => {
  const token = (await site.admin('dev', 'member', `j${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await skipPopupNotices(page);
  await page.goto(`${site.origin}/`);
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('P 0.00');

  // Deposit 300.00 through the development payment gateway.
  await page.getByRole('banner').getByRole('link', { name: 'Deposit', exact: true }).click();
  await page.getByLabel('Online payment').check();
  await page.getByLabel('Amount').fill('300');
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const popup = page.waitForEvent('popup');
  await page.getByRole('link', { name: 'Open the payment page' }).click();
  const gateway = await popup;
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(gateway.getByRole('status')).toContainText('Payment sent');
  await gateway.close();
  await expect(balance).toHaveText('P 300.00');
  await page.keyboard.press('Escape');

  // A house slot from the slots lobby.
  await page.goto(`${site.origin}/rng/vassalage/STF`);
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  const dialog = page.getByRole('dialog', { name });
  const game = dialog.frameLocator('iframe');
  await expect(game.getByTestId('house-balance')).toHaveText('P 300.00');
  await game.getByRole('button', { name: 'Raise the bet' }).click();
  await game.getByRole('button', { name: 'Spin' }).click();
  const row = game.getByRole('row').nth(1);
  await expect(row.getByRole('link', { name: /^Verify round/ })).toBeVisible();
  const stake = minor(await row.getByRole('cell').nth(1).textContent());
  const win = minor(await row.getByRole('cell').nth(2).textContent());
  const roundId = ((await row.getByRole('link', { name: /^Verify round/ }).textContent()) ?? '').replace(/\D/g, '');
  const after = shown(30_000 - stake + win);
  await expect(balance).toHaveText(after);
  await expect(game.getByTestId('house-balance')).toHaveText(after);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The round in the member's betting record.
  await page.getByRole('link', { name: 'My account' }).click();
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByRole('link', { name: 'Betting record' }).click();
  const record = centre.getByRole('row').filter({ hasText: `h${roundId}` });
  await expect(record).toContainText(name);
  await expect(record).toContainText((stake / 100).toFixed(2));
  await expect(record).toContainText('Settled');
});
