import type { Page } from '@playwright/test';
import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** Every lobby, by path and the title its game list is named after. */
const LOBBIES = [
  ['/rng', 'Slots'],
  ['/live', 'Live casino'],
  ['/fish', 'Fishing'],
  ['/pvp', 'Poker'],
  ['/sports', 'Sports'],
  ['/esports', 'Esports'],
  ['/ds88', 'Cockfight'],
  ['/lott', 'Lottery'],
  ['/elott', 'E-lottery'],
] as const;

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The first game card lies wholly in the viewport, above the phone's tab bar, and the page is not scrolled. */
async function expectFirstCardAboveFold(page: Page, title: string, height: number) {
  const first = page.getByRole('list', { name: title, exact: true }).getByRole('listitem').first();
  await expect(first.getByRole('button').first()).toBeVisible();
  await expect(first).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  const box = await first.boundingBox();
  const tabs = page.getByRole('navigation', { name: 'Main sections' });
  const fold = (await tabs.isVisible()) ? ((await tabs.boundingBox())?.y ?? height) : height;
  expect(box, title).not.toBeNull();
  if (box) expect(box.y + box.height, `${title}: bottom of the first card`).toBeLessThanOrEqual(fold);
}

for (const size of SIZES) {
  test(`at ${size.width}x${size.height} every lobby shows its first game without scrolling`, async ({ page, site }) => {
    await skipPopupNotices(page);
    await page.setViewportSize(size);
    for (const [path, title] of LOBBIES) {
      await visit(page, `${site.origin}${path}`, { lang: 'EN' });
      await expectFirstCardAboveFold(page, title, size.height);
    }
  });
}

test('a name search covers every provider of the category, and clearing it returns to the chosen one', async ({
  page,
  site,
}) => {
  await skipPopupNotices(page);
  await visit(page, `${site.origin}/rng`, { lang: 'EN' });
  const providers = page.getByRole('navigation', { name: 'Game providers' });
  const games = page.getByRole('list', { name: 'Slots', exact: true });
  await expect(providers.getByRole('button', { name: 'Starforge Slots' })).toHaveAttribute('aria-pressed', 'true');

  // A game of another provider, read from its favourite button ("Add <name> to favourites").
  await providers.getByRole('button', { name: 'Lucky Lantern' }).click();
  const fav = games
    .getByRole('listitem')
    .first()
    .getByRole('button', { name: /^Add .+ to favourites$/ });
  await expect(games.getByRole('listitem').first()).toContainText('Lucky Lantern');
  const name = /^Add (.+) to favourites$/.exec((await fav.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  expect(name).not.toBe('');

  await providers.getByRole('button', { name: 'Starforge Slots' }).click();
  await expect(games.getByRole('listitem').first()).toContainText('Starforge Slots');
  await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
  await expect(page.getByRole('status').filter({ hasText: `Results for “${name}” from every provider` })).toBeVisible();
  const found = games.getByRole('listitem').filter({ hasText: name });
  await expect(found.first()).toContainText('Lucky Lantern');
  await expect(providers.getByRole('button', { pressed: true })).toHaveCount(0);

  await page.getByRole('searchbox', { name: 'Search games' }).fill('');
  await expect(providers.getByRole('button', { name: 'Starforge Slots' })).toHaveAttribute('aria-pressed', 'true');
  await expect(games.getByRole('listitem').first()).toContainText('Starforge Slots');
});
