import { randomBytes } from 'node:crypto';
import { expect, test, visit } from '../fixtures.ts';

// Issue 17's journey: a player buys a fast-lottery ticket, the draw happens (the development helper
// draws it at once instead of waiting for its minute), and the result and the win show on the
// lottery pages, in the header balance and in the betting record.

/** Minor units of a shown amount like "P 1,234.56". */
const minor = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);

test('journey: buy a 1-minute 5D ticket, the draw happens, the win shows in my tickets, the balance and the betting record', async ({
  page,
  site,
}) => {
  const username = `l${randomBytes(5).toString('hex')}`;
  const token = (await site.admin('dev', 'member', username)).trim();
  await site.admin('adjust', username, 'credit', '100', '--reason', 'e2e funds');
  await page.addInitScript((tk) => sessionStorage.setItem('token', tk), token);
  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, `${site.origin}/lottery?gameCode=ELOTT_5D1&vendor=ELOTT`, { lang: 'EN', theme: 'light' });
  await expect(page.getByRole('heading', { name: '1-Minute 5D', level: 1 })).toBeVisible();
  // A fresh server makes its draws on the job runner's first tick, a few seconds after it starts.
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/Closes in/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  const balance = page.getByTestId('header-balance');
  await expect(balance).toHaveText('P 100.00');

  // Every digit of the first position: one of the ten wins whatever is drawn.
  const first = page.getByRole('group', { name: '1st digit' });
  for (let d = 0; d < 10; d++) await first.getByRole('button', { name: String(d), exact: true }).click();
  await page.getByLabel('Stake per unit').fill('1');
  await page.getByRole('button', { name: 'Add to slip' }).click();
  const slip = page.getByRole('region', { name: 'Bet slip' });
  await expect(slip.getByText('Units: 10')).toBeVisible();
  // A 1-minute draw stops taking tickets 10 s before its minute; a draw that closes while the dialog
  // is open is refused (not swapped for the next), so the player cancels and buys on the next one.
  const confirm = page.getByRole('dialog', { name: 'Confirm your tickets' });
  let drawNo = '';
  for (let attempt = 0; ; attempt++) {
    await slip.getByRole('button', { name: 'Buy' }).click();
    drawNo = ((await confirm.textContent()) ?? '').match(/\d{8}-\d{4}/)?.[0] ?? '';
    expect(drawNo, 'the confirm dialog names the draw').not.toBe('');
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    const bought = page.getByText('Tickets bought. Good luck!');
    await expect(bought.or(confirm.getByRole('alert'))).toBeVisible();
    if (await bought.isVisible()) break;
    await expect(confirm.getByRole('alert')).toHaveText('Betting on this draw has closed. Choose the next draw.');
    expect(attempt, 'one draw at most closes during the journey').toBe(0);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    // The page moves on to the next draw when its countdown ends.
    await expect(page.getByText(`Draw ${drawNo}`, { exact: false })).toHaveCount(0);
  }
  await expect(balance).toHaveText('P 90.00');

  // The draw happens now.
  const drawn = await site.admin('dev', 'lottery-draw-now', 'ELOTT_5D1', '--draw', drawNo);
  expect(drawn).toContain('settled');
  // Drawn ahead of its time, it may come before the draw preceding it in the seed chain (on the schedule
  // that one is always drawn first): draw that one now too, unless the job has, so the chain checks.
  const proof = await site.api(`/lgw/lottery/draw?gameCode=ELOTT_5D1&drawNo=${drawNo}`);
  const previous = (proof.body.value as { previous: { drawNo: string; seed: string | null } | null }).previous;
  if (previous && previous.seed === null) {
    await site.admin('dev', 'lottery-draw-now', 'ELOTT_5D1', '--draw', previous.drawNo).catch((e: Error) => {
      // Drawn by the job meanwhile: nothing waits for a draw under that number any more.
      if (!e.message.includes('waits for its draw')) throw e;
    });
  }

  // My tickets: the ticket won; the balance is what it was less the stake plus the win.
  await page.getByRole('navigation', { name: 'Lottery pages' }).getByRole('link', { name: 'My tickets' }).click();
  await expect(page.getByRole('heading', { name: 'My tickets', level: 1 })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: String(drawNo) });
  await expect(row).toContainText('Won');
  const win = minor(await row.getByRole('cell').nth(3).textContent());
  expect(win).toBe(980); // one unit of 1.00 at 9.8
  await page.reload();
  await expect(balance).toHaveText(`P ${((9_000 + win) / 100).toFixed(2)}`);

  // The result and how to verify it, on the results page.
  await page.getByRole('navigation', { name: 'Lottery pages' }).getByRole('link', { name: 'Results' }).click();
  const result = page.getByRole('row').filter({ hasText: String(drawNo) });
  await expect(result).toBeVisible();
  await result.getByRole('link', { name: /Verify/ }).click();
  await expect(page.getByRole('heading', { name: 'Verify a draw', level: 1 })).toBeVisible();
  // The browser recomputes all three: the seed's hash, the chain link and the result.
  for (const check of [
    'sha256(seed) equals the seed hash',
    'The result recomputed from the seed equals the result shown',
  ])
    await expect(page.getByRole('listitem').filter({ hasText: check })).toContainText('Passed');
  // The chain link needs the previous draw's seed: drawn above (or by the job) before this page opened.
  await expect(
    page.getByRole('listitem').filter({ hasText: "The seed hash equals the previous draw's seed" }),
  ).toContainText('Passed');

  // The round in the member's betting record.
  await page.goto(`${site.origin}/member/bets`);
  const record = page
    .getByRole('region', { name: 'Betting record' })
    .getByRole('row')
    .filter({ hasText: '1-Minute 5D' });
  await expect(record).toContainText('Settled');
  await expect(record).toContainText('10.00');
});
