import { randomBytes } from 'node:crypto';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test, visit } from '../fixtures.ts';

// One test per page, theme and width, so each stays well inside the time limit on a busy machine.
for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of [
    [375, 812],
    [1440, 900],
  ] as const) {
    // The lottery lobby (/lott) has its own checks in lottery-pages.spec.ts.
    for (const path of ['/rng', '/', '/sports']) {
      test(`${path} passes axe in the ${theme} theme at ${width} px`, async ({ page, site }) => {
        await page.setViewportSize({ width, height });
        await visit(page, `${site.origin}${path}`, { lang: 'EN', theme });
        await expect(page.getByTestId('game-card').first()).toBeVisible();
        // The home page is checked whole here, header included (shell-a11y.spec.ts leaves it out); on the
        // other lobbies the header belongs to the shell and content areas, which check it themselves.
        // Everything the home page loads after its first games (banners, promotions) is checked too.
        if (path === '/') await page.waitForLoadState('networkidle');
        const exclude = path === '/' ? [] : ['.site-header'];
        await expectNoSeriousAxeViolations(page, { exclude, label: path });
      });
    }
  }
}

test('the sub-game popup passes axe and keeps focus inside until closed by Escape', async ({ page, site }) => {
  // A signed-in browser (see games-launch.spec.ts); the popup itself needs no call.
  const token = (await site.admin('dev', 'member', `g${randomBytes(5).toString('hex')}`)).trim();
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
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
  await expectNoSeriousAxeViolations(page, { include: ['dialog'] });
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});
