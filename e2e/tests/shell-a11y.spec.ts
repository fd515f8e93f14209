import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

// The home page (/) is checked whole, game cards and all, in games-a11y.spec.ts.
const PAGES = ['/noticePage', '/help', '/down', '/join', '/support/chat'];

// One test per page, theme and width, so each stays well inside the time limit on a busy machine.
for (const theme of ['dark', 'light'] as const) {
  for (const width of [375, 1440]) {
    for (const path of PAGES) {
      test(`${path}: no serious or critical axe violations, ${theme}, ${width} px`, async ({ page, site }) => {
        await skipPopupNotices(page);
        await page.setViewportSize({ width, height: 900 });
        await visit(page, `${site.origin}${path}`, { theme });
        await expect(page.locator('h1').first()).toBeAttached();
        await page.waitForLoadState('networkidle');
        // Game cards belong to the games area, which checks them in games-a11y.spec.ts.
        await expectNoSeriousAxeViolations(page, { exclude: ['.game-card'], label: path });
      });
    }
  }
}

test('no serious or critical axe violations with the dialogs open', async ({ page, site }) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/help#deposit`);
  await expect(page.getByRole('dialog', { name: 'Help center' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'help' });
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, `${site.origin}/`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { label: 'menu' });
});
