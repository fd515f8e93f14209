import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test, visit } from '../fixtures.ts';

// The player's lottery pages (issue 17): the lobby, a betting page and the results page, found by
// role at phone and desktop widths in both themes, each passing axe (serious and critical).

const SIZES = [
  [390, 844],
  [1440, 900],
] as const;

// The header belongs to the shell, which checks it itself.
const HEADER = ['.site-header'];

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of SIZES) {
    test(`lottery lobby, betting and results pages at ${width} px in the ${theme} theme`, async ({ page, site }) => {
      await page.setViewportSize({ width, height });

      await visit(page, `${site.origin}/elott`, { lang: 'EN', theme });
      const lobby = page.getByRole('list', { name: 'E-lottery', exact: true });
      await expect(lobby.getByRole('link', { name: '1-Minute 5D' })).toBeVisible();
      await expect(lobby.getByRole('listitem').first().locator('time')).toHaveText(/^\d\d:\d\d|Closed/);
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'lobby' });

      await lobby.getByRole('link', { name: '1-Minute 5D' }).click();
      await expect(page).toHaveURL(/\/lottery\?gameCode=ELOTT_5D1&vendor=ELOTT$/);
      await expect(page.getByRole('heading', { name: '1-Minute 5D', level: 1 })).toBeVisible();
      await page.getByRole('button', { name: /Combinations/ }).click();
      await page.getByRole('button', { name: /First two straight/ }).click();
      await page.getByRole('button', { name: 'Quick pick' }).click();
      await page.getByRole('button', { name: 'Add to slip' }).click();
      await expect(page.getByRole('region', { name: 'Bet slip' }).getByText('Units: 1')).toBeVisible();
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'betting page' });

      await page.getByRole('navigation', { name: 'Lottery pages' }).getByRole('link', { name: 'Results' }).click();
      await expect(page.getByRole('heading', { name: 'Results', level: 1 })).toBeVisible();
      await expect(page.getByRole('combobox', { name: 'Lottery' })).toHaveValue('ELOTT_5D1');
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'results page' });
    });
  }
}

test('the Vietnam page picks a region and its stations; visitors asked to sign in to buy', async ({ page, site }) => {
  await visit(page, `${site.origin}/vnLottery?gameCode=VN_NORTH`, { lang: 'EN', theme: 'light' });
  const regions = page.getByRole('navigation', { name: 'Regions' });
  await expect(regions.getByRole('link', { name: 'North' })).toHaveAttribute('aria-current', 'page');
  await regions.getByRole('link', { name: 'South' }).click();
  await expect(page).toHaveURL(/gameCode=VN_SOUTH/);
  const stations = page.getByRole('group', { name: 'Stations' });
  await expect(stations).toBeVisible();
  await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'vietnam page' });
  // Lô 2 digits on one station, one number: stations x numbers x lots (18 in the south) units.
  await stations.getByRole('button').first().click();
  await page.getByLabel('Type a 2-digit number').fill('27');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await page.getByRole('button', { name: 'Add to slip' }).click();
  await expect(page.getByRole('region', { name: 'Bet slip' }).getByText('Units: 18')).toBeVisible();
  await page.getByRole('button', { name: 'Buy' }).click();
  await page.getByRole('dialog', { name: 'Confirm your tickets' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the Lottery and E-lottery entries of the navigation open the lottery pages, no sign-in needed to look', async ({
  page,
  site,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await visit(page, `${site.origin}/`, { lang: 'EN', theme: 'light' });
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [name, vendor] of [
    ['E-lottery', 'ELOTT'],
    ['Lottery', 'LOTT'],
  ] as const) {
    const entry = nav.getByRole('button', { name, exact: true });
    await entry.hover();
    await expect(page.getByTestId(`dropdown-${vendor}`)).toBeVisible();
    await entry.click();
    await expect(page).toHaveURL(new RegExp(`/lottery\\?gameCode=\\w+&vendor=${vendor}`));
    await expect(page.getByRole('dialog', { name: 'Log in' })).toHaveCount(0);
    // The vendor's first game: its betting page when it is a house lottery, else the vendor's lobby.
    await expect(page.getByRole('navigation', { name: 'Lottery pages' })).toBeVisible();
    await page.goto(`${site.origin}/`);
  }
});
