import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test } from '../fixtures.ts';
import { apiSignIn, newOwner } from './backoffice-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';
import { bankAndPaymentPassword } from './member-helpers.ts';

// Issue 19's journey: a member earns points by playing a house slot, redeems a mall item with the
// payment password, sees it in the redeem history, staff approve it, and the member reads the message
// that says so while the badges count down. The brand earns 1 point per P 1.00 of valid bet here, and
// the item is the test's own (price 1 point, one in stock), so one spin is enough.

async function staffApi(site: Site, token: string, path: string, body?: unknown) {
  const res = await site.api(path, body === undefined ? { token } : { method: 'POST', token, body });
  if (!res.body.success) throw new Error(`${path}: ${JSON.stringify(res.body)}`);
  return res.body.value as Record<string, unknown>;
}

test('journey: earn points by playing, redeem a mall item, read that it was approved', async ({
  page,
  context,
  site,
}) => {
  test.setTimeout(90_000);
  const username = `p${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await context.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await bankAndPaymentPassword(site, token);
  const staff = await apiSignIn(site, await newOwner(site));
  await staffApi(site, staff, '/backoffice/api/points/settings', {
    enabled: true,
    earnBetPerPoint: 1,
    convertPoints: 100,
    convertAmount: '1',
    convertMinPoints: 100,
  });
  const itemName = `Journey voucher ${randomBytes(3).toString('hex')}`;
  await staffApi(site, staff, '/backoffice/api/points/items', {
    kind: 'voucher',
    names: { EN: itemName },
    points: 1,
    amount: 1,
    stock: 1,
    perMemberLimit: 1,
  });

  // Deposit 300.00 through the development payment gateway, then spin a house slot once.
  await skipPopupNotices(page);
  await page.goto(`${site.origin}/member/deposit`);
  const centre = page.getByRole('dialog', { name: 'Member centre' });
  await centre.getByLabel('Online payment').check();
  await centre.getByLabel('Amount').fill('300');
  await centre.getByRole('button', { name: 'Continue to payment' }).click();
  const popup = page.waitForEvent('popup');
  await centre.getByRole('link', { name: 'Open the payment page' }).click();
  const gateway = await popup;
  await gateway.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(gateway.getByRole('status')).toContainText('Payment sent');
  await gateway.close();
  await expect(page.getByTestId('header-balance')).toHaveText('P 300.00');

  await page.goto(`${site.origin}/rng/vassalage/STF`);
  const card = page.getByTestId('game-card').first();
  const name = (await card.locator('.game-card__name').textContent()) ?? '';
  await card.getByRole('button').first().click();
  const slot = page.getByRole('dialog', { name });
  const game = slot.frameLocator('iframe');
  await game.getByRole('button', { name: 'Spin' }).click();
  await expect(game.getByRole('row').nth(1)).toBeVisible();
  await slot.getByRole('button', { name: 'Close' }).click();

  // The points arrive from the settled bet's event; the mall shows them and the item.
  await page.goto(`${site.origin}/pointMall`);
  const summary = page.getByRole('region', { name: 'Your points' });
  await expect(summary).toContainText(/[1-9][0-9,]* points/, { timeout: 15_000 });
  await expectNoSeriousAxeViolations(page, { include: ['main'] });
  await page.getByRole('button', { name: `Redeem: ${itemName}` }).click();
  const redeem = page.getByRole('dialog', { name: `Redeem: ${itemName}` });
  await redeem.getByLabel('Payment password').fill('135790');
  await redeem.getByRole('button', { name: 'Redeem for 1 points' }).click();
  await expect(redeem).toContainText('Redeemed. Staff will review it');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Redeem history' }).click();
  const row = page.getByRole('row', { name: new RegExp(itemName) });
  await expect(row).toContainText('In process');

  // Staff approve it; the member centre's messages badge shows what is waiting.
  const queue = await staffApi(site, staff, '/backoffice/api/points/redemptions?status=in_process&size=100');
  const id = (queue.list as { id: number; itemName?: string; username?: string }[]).find(
    (r) => r.username === username,
  )?.id;
  expect(id).toBeGreaterThan(0);
  await staffApi(site, staff, '/backoffice/api/points/redemptions/approve', { id });

  await page.goto(`${site.origin}/member/messages`);
  const messagesEntry = centre.getByRole('link', { name: /^Messages/ });
  // The deposit's message and the redemption's: two unread.
  await expect(messagesEntry).toContainText('2 new', { timeout: 15_000 });
  await centre.getByRole('button', { name: /Redemption approved/ }).click();
  const opened = page.getByRole('dialog', { name: 'Redemption approved' });
  await expect(opened).toContainText(`Your redemption of ${itemName} for 1 points has been approved.`);
  await opened.getByRole('button', { name: /close/i }).first().click();
  await expect(messagesEntry).toContainText('1 new');
  await centre.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(messagesEntry).not.toContainText('new');

  await page.goto(`${site.origin}/pointMall`);
  await page.getByRole('tab', { name: 'Redeem history' }).click();
  await expect(page.getByRole('row', { name: new RegExp(itemName) })).toContainText('Approved');
});
