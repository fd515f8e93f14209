import { readFileSync } from 'node:fs';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, test } from '../fixtures.ts';
import { registerMember } from './auth-helpers.ts';
import { newOwner, signInPage } from './backoffice-helpers.ts';

// The reports journey (issue 15 item 7): a brand of the test's own with one member and a balance
// adjustment of 12.34 today; its owner signs in, opens the revenue report for today, sees the chart
// and the total (NGR -12.34), and downloads the CSV.
test('an owner opens the revenue report for a range, sees the chart and the total, and downloads the CSV', async ({
  page,
  site,
}) => {
  const brand = await site.newBrand({ name: 'Reports brand' });
  const owner = await newOwner(site, brand.code);
  const member = await registerMember(site, { merchant: brand.code });
  await site.admin('adjust', member.username, 'credit', '12.34', '--reason', 'goodwill', '--brand', brand.code);

  await signInPage(page, brand.origin, owner);
  await page.getByRole('link', { name: 'Revenue report' }).first().click();
  await expect(page.getByRole('heading', { name: 'Revenue report', level: 1 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Range' }).selectOption('today');
  const table = page.getByRole('table', { name: /^Revenue from (\d{4}-\d{2}-\d{2}) to \1$/ });
  const total = table.getByRole('row').last();
  await expect(total).toContainText('Total');
  await expect(total.getByRole('cell').last()).toHaveText('-12.34');
  await expect(page.getByRole('figure', { name: /^GGR by Day from / })).toBeVisible();
  await expectNoSeriousAxeViolations(page, { include: ['.report-form', '.data-table'] });

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^revenue-by-day-${brand.code}-.*\\.csv$`));
  const csv = readFileSync(await download.path(), 'utf8').split('\r\n');
  expect(csv[0]).toBe('day,name,currency,bets,players,stake,valid,payout,ggr,bonus,adjustments,ngr');
  expect(csv[2]).toBe('total,total,PHP,0,0,0.00,0.00,0.00,0.00,0.00,12.34,-12.34');
});
