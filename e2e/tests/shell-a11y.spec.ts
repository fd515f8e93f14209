import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

const PAGES = ['/', '/noticePage', '/help', '/down', '/join', '/support/chat'];

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
        const result = await new AxeBuilder({ page }).exclude('.game-card').analyze();
        const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      });
    }
  }
}

test('no serious or critical axe violations with the dialogs open', async ({ page, site }) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/help#deposit`);
  await expect(page.getByRole('dialog', { name: 'Help center' })).toBeVisible();
  const help = await new AxeBuilder({ page }).analyze();
  await page.setViewportSize({ width: 375, height: 800 });
  await visit(page, `${site.origin}/`);
  await page.getByRole('button', { name: 'Menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  const menu = await new AxeBuilder({ page }).analyze();
  const bad = [...help.violations, ...menu.violations].filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});
