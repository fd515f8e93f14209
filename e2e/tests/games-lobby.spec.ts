import type { Page, Request } from '@playwright/test';
import { expect, test, visit } from '../fixtures.ts';

const LIST = '/wps/relay/GCSGAME_gameList';

/** Records game-list requests and the most that were in flight at once; answers are delayed a little. */
async function watchList(page: Page, delayMs = 250) {
  const seen: URL[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  await page.route(`**${LIST}*`, async (route) => {
    await new Promise((r) => setTimeout(r, delayMs));
    await route.continue();
  });
  const isList = (r: Request) => r.url().includes(LIST);
  page.on('request', (r) => {
    if (!isList(r)) return;
    seen.push(new URL(r.url()));
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
  });
  const done = (r: Request) => {
    if (isList(r)) inFlight--;
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return { seen, max: () => maxInFlight, last: () => seen.at(-1) };
}

const cards = (page: Page) => page.getByTestId('game-grid').getByTestId('game-card');

test('a visitor browses the slots lobby: vendors, tabs, load more with one request in flight, page jumps', async ({
  page,
  site,
}) => {
  const list = await watchList(page);
  await visit(page, `${site.origin}/rng`, { lang: 'EN' });
  const menu = page.getByRole('navigation', { name: 'Game providers' });
  await expect(menu.getByRole('button', { name: 'Starforge Slots' })).toHaveAttribute('aria-pressed', 'true');
  await expect(menu.getByRole('button', { name: 'Next providers' })).toBeVisible();
  await expect(cards(page)).toHaveCount(15);
  expect(list.last()?.searchParams.get('vassalage')).toBe('STF');
  expect(list.last()?.searchParams.get('pageSize')).toBe('15');

  const tabs = page.getByRole('group', { name: 'Game lists' });
  await expect(tabs.getByRole('button')).toHaveText(['All games', 'Hot', 'Recent']);

  const more = page.getByRole('button', { name: 'Load more' });
  await expect(more).toBeEnabled();
  const before = list.seen.length;
  // Three clicks in one go: the first starts page 2, the others find a request in flight and wait.
  await more.evaluate((button: HTMLElement) => {
    button.click();
    button.click();
    button.click();
  });
  await expect(cards(page)).toHaveCount(30);
  await page.waitForTimeout(600);
  expect(list.seen.length - before).toBe(1);
  expect(list.last()?.searchParams.get('pageNo')).toBe('2');
  expect(list.max()).toBe(1);

  await page.getByRole('navigation', { name: 'Pages' }).getByRole('button', { name: 'Page 3' }).click();
  await expect.poll(() => list.last()?.searchParams.get('pageNo')).toBe('3');
  await expect(cards(page)).toHaveCount(15);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

  await menu.getByRole('button', { name: 'Lucky Lantern' }).click();
  await expect.poll(() => list.last()?.searchParams.get('vassalage')).toBe('LLT');
  expect(list.last()?.searchParams.get('pageNo')).toBe('1');
  await expect(cards(page).first()).toContainText('Lucky Lantern');
  expect(list.max()).toBe(1);
});

test('search waits 500 ms, applies only a changed text, and filters reset the list type and each other', async ({
  page,
  site,
}) => {
  const list = await watchList(page, 50);
  await page.clock.install();
  await visit(page, `${site.origin}/rng`, { lang: 'EN' });
  await expect(cards(page)).toHaveCount(15);
  // Freeze the page's clock: the debounce is checked on the page's own time, not the machine's speed.
  // The installed clock keeps running until paused, so pause comfortably ahead of its reading.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 2_000);
  const search = page.getByLabel('Search games');
  const before = list.seen.length;
  await search.pressSequentially('golden');
  await page.clock.runFor(499);
  expect(list.seen.length - before).toBe(0);
  await page.clock.runFor(2);
  await expect.poll(() => list.last()?.searchParams.get('gameName')).toBe('golden');
  expect(list.seen.length - before).toBe(1);
  await expect(cards(page).first()).toContainText(/golden/i);
  for (const name of await cards(page).locator('.game-card__name').allTextContents()) {
    expect(name.toLowerCase()).toContain('golden');
  }
  // Same text again (a trailing space is trimmed): no new request.
  await search.press('Space');
  await page.clock.runFor(1_000);
  expect(list.seen.length - before).toBe(1);
  await page.clock.resume();

  await page.getByRole('button', { name: 'Jackpot', exact: true }).click();
  await expect(search).toHaveValue('');
  await expect.poll(() => list.last()?.searchParams.get('gameClassify')).toBe('JP');
  expect(list.last()?.searchParams.get('gameName')).toBeNull();

  await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'Hot' }).click();
  await expect(page.getByRole('button', { name: 'Hot', exact: true, pressed: true })).toBeVisible();
  await expect(cards(page).first()).toContainText('Hot');

  await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'All games' }).click();
  await page.getByLabel('Minimum bet').selectOption('0.05');
  await expect.poll(() => list.last()?.searchParams.get('minBet')).toBe('0.05');
  expect(list.last()?.searchParams.get('gameClassify')).toBeNull();
  await expect(page.getByRole('button', { name: 'All games', exact: true, pressed: true })).toBeVisible();
});

test('route parameters open the hot list or a named vendor; Tagalog adds the bingo filter', async ({ page, site }) => {
  await visit(page, `${site.origin}/rng/hot`, { lang: 'EN' });
  await expect(page.getByRole('button', { name: 'Hot', exact: true, pressed: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await page.goto(`${site.origin}/rng/vassalage/NOR`);
  await expect(
    page.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: 'Neon Orchard' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Bingo' })).toHaveCount(0);
  await visit(page, `${site.origin}/rng`, { lang: 'TY' });
  await expect(page.getByRole('button', { name: 'Bingo' })).toBeVisible();
  // Four fishing vendors: no arrows; their games are all arcade games, so only that filter is offered.
  await visit(page, `${site.origin}/fish`, { lang: 'EN' });
  await expect(page.getByRole('button', { name: 'Arcade', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Jackpot', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Next providers' })).toHaveCount(0);
});

test('a visitor who opens recent games or a game is sent to sign in', async ({ page, site }) => {
  await visit(page, `${site.origin}/rng`, { lang: 'EN' });
  await page.getByRole('group', { name: 'Game lists' }).getByRole('button', { name: 'Recent' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(login).toBeHidden();
  await cards(page).first().getByRole('button').first().click();
  await expect(login).toBeVisible();
  await expect(page).toHaveURL(/\/rng$/);
});

test('a vendor under maintenance shows it in the menu and on its games', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('vendor', 'maintenance', 'STF', 'on', '--end', '+2h', '--brand', brand.code);
  await site.admin('vendor', 'disable', 'LLT', '--brand', brand.code);
  await visit(page, `${brand.origin}/rng`, { lang: 'EN' });
  const menu = page.getByRole('navigation', { name: 'Game providers' });
  await expect(menu.getByRole('button', { name: 'Starforge Slots' })).toContainText('Maintenance');
  await expect(menu.getByRole('button', { name: 'Lucky Lantern' })).toHaveCount(0);
  await expect(cards(page).first()).toContainText('Maintenance');
});
