import AxeBuilder from '@axe-core/playwright';
import { expect, test, visit } from '../fixtures.ts';

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    test(`lobby and home pass axe in the ${theme} theme at ${width} px`, async ({ page, site }) => {
      await page.setViewportSize({ width, height });
      for (const path of ['/rng', '/', '/sports', '/lott']) {
        await visit(page, `${site.origin}${path}`, { lang: 'EN', theme });
        await expect(page.getByTestId('game-card').first()).toBeVisible();
        // The header belongs to the shell and content areas, which check it themselves.
        const result = await new AxeBuilder({ page }).exclude('.site-header').analyze();
        const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
        expect(bad.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      }
    });
  }
}

test('the sub-game popup passes axe and keeps focus inside until closed by Escape', async ({ page, site }) => {
  // A browser that believes it is signed in (see games-launch.spec.ts); the popup itself needs no call.
  await page.addInitScript(() => sessionStorage.setItem('token', 'e2e-dispatch-token-not-a-real-session'));
  await page.route('**/wps/relay/MCSFE_getFavoriteGamesList*', (route) =>
    route.fulfill({ json: { success: true, value: [] } }),
  );
  await visit(page, `${site.origin}/pvp/vassalage/KNT`, { lang: 'EN', theme: 'light' });
  await page
    .getByTestId('game-card')
    .getByRole('button', { name: /Card Hall/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Card Hall/ });
  await expect(dialog.getByTestId('game-card')).toHaveCount(10);
  const result = await new AxeBuilder({ page }).include('dialog').analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => v.id)).toEqual([]);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
