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
