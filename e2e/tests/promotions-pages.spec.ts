import type { Browser, Page } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site, test, visit } from '../fixtures.ts';
import { registerMember } from './auth-helpers.ts';

// The promotions pages (issue 18 item 3): the list with its tabs and states, a detail page, applying
// with a comment and an image, joining a raffle and opening a red envelope, at phone and desktop
// widths in both themes, each passing axe (serious and critical).

const SIZES = [
  [390, 844],
  [1440, 900],
] as const;

interface Card {
  id: number;
  code: string;
  kind: string;
  category: string;
  title: string;
  state: string;
}

async function promotions(site: Site, token?: string): Promise<Card[]> {
  const r = await site.api('/wps/promotions', { lang: 'EN', ...(token ? { token } : {}) });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return (r.body.value as { list: Card[] }).list;
}

async function promotionOf(site: Site, kind: string): Promise<Card> {
  const card = (await promotions(site)).find((p) => p.kind === kind);
  if (!card) throw new Error(`the demo brand has no ${kind} promotion`);
  return card;
}

// The header belongs to the shell, which checks it itself.
const HEADER = ['.site-header'];

async function signedInPage(browser: Browser, token: string, width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  const page = await context.newPage();
  await page.addInitScript((tk) => {
    sessionStorage.setItem('popupNoticesSeen', '1');
    sessionStorage.setItem('token', tk);
    localStorage.setItem('language', 'EN');
  }, token);
  return page;
}

// A 1x1 PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

for (const theme of ['dark', 'light'] as const) {
  for (const [width, height] of SIZES) {
    test(`the promotions list and a detail page at ${width} px in the ${theme} theme`, async ({ page, site }) => {
      const raffle = await promotionOf(site, 'raffle');
      const welcome = await promotionOf(site, 'first_deposit');
      await page.setViewportSize({ width, height });
      await visit(page, `${site.origin}/promotions`, { lang: 'EN', theme });
      await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'All', selected: true })).toBeVisible();
      // The cards of the chosen tab (the hero above links the first promotions too).
      const cards = page.getByRole('tabpanel');
      await expect(cards.getByRole('link', { name: welcome.title })).toBeVisible();
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'list' });

      // The raffle's tab shows it and leaves the welcome bonus out; the tab stays in the address.
      await page.getByRole('tab', { name: 'Events' }).click();
      await expect(page).toHaveURL(/category=event/);
      await expect(cards.getByRole('link', { name: raffle.title })).toBeVisible();
      await expect(cards.getByRole('link', { name: welcome.title })).toHaveCount(0);

      await cards.getByRole('link', { name: raffle.title }).click();
      await expect(page).toHaveURL(new RegExp(`/promoDetail\\?id=${raffle.id}$`));
      await expect(page.getByRole('heading', { level: 1, name: raffle.title })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Terms' })).toBeVisible();
      await expect(page.getByText(/^[0-9a-f]{64}$/)).toBeVisible();
      // A visitor is asked to sign in rather than offered the join button.
      await expect(page.getByText('Sign in or register to join the raffle.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Join the raffle' })).toHaveCount(0);
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'detail' });
    });
  }
}

test('a member applies with a comment and an image and sees the application waiting', async ({ browser, site }) => {
  const app = await promotionOf(site, 'application');
  const { token } = await registerMember(site);
  for (const [width, height] of SIZES) {
    const page = await signedInPage(browser, token, width, height);
    await page.goto(`${site.origin}/promoDetail?id=${app.id}`);
    await expect(page.getByRole('heading', { level: 1, name: app.title })).toBeVisible();
    if (width === 390) {
      // First visit: the form, checked by axe, then sent.
      const comment = page.getByRole('textbox', { name: 'Comment' });
      await comment.fill('x'.repeat(141));
      await expect(page.getByText('141/140')).toBeVisible();
      await page.getByRole('button', { name: 'Send application' }).click();
      await expect(page.getByRole('alert')).toHaveText('The comment may be at most 140 characters.');
      await comment.fill('My big win on the slots last night');
      await expect(page.getByText('34/140')).toBeVisible();
      await page
        .getByLabel(/^Images \(up to \d\)$/)
        .setInputFiles({ name: 'win.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.getByText('win.png')).toBeVisible();
      const contact = page.getByRole('textbox', { name: 'Your ID' });
      if (await contact.isVisible()) await contact.fill('zalo.player01');
      await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'apply form' });
      await page.getByRole('button', { name: 'Send application' }).click();
    }
    // Sent (or seen again at the other width): the application waits for review.
    await expect(page.getByText('Your application: Applying')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send application' })).toHaveCount(0);
    await page.context().close();
  }
  const after = await promotions(site, token);
  expect(after.find((p) => p.id === app.id)?.state).toBe('applying');
});

test('a member joins a raffle', async ({ browser, site }) => {
  const raffle = await promotionOf(site, 'raffle');
  const { token } = await registerMember(site);
  const page = await signedInPage(browser, token, 1440, 900);
  await page.goto(`${site.origin}/promoDetail?id=${raffle.id}`);
  await expect(page.getByText('Draw in')).toBeVisible();
  await page.getByRole('button', { name: 'Join the raffle' }).click();
  await expect(page.getByText('You have joined: tickets count from now until the draw.')).toBeVisible();
  await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'raffle' });
  const r = await site.api(`/wps/promotions/raffle?promotionId=${raffle.id}`, { token });
  expect((r.body.value as { joined: boolean }).joined).toBe(true);
  // Joined again from a phone-sized window: no join button, the same state.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByText('You have joined: tickets count from now until the draw.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Join the raffle' })).toHaveCount(0);
  await page.context().close();
});

test('a member opens a red envelope of an open round', async ({ browser, site }) => {
  const envelope = await promotionOf(site, 'envelope');
  await site.admin('dev', 'envelope-open', envelope.code);
  const { token } = await registerMember(site);
  const page = await signedInPage(browser, token, 390, 844);
  await page.goto(`${site.origin}/promoDetail?id=${envelope.id}`);
  await expect(page.getByText('Closes in')).toBeVisible();
  await expect(page.getByText(/^\d+ of \d+ envelopes left$/)).toBeVisible();
  await expectNoSeriousAxeViolations(page, { exclude: HEADER, label: 'envelope' });
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^You got .+!$/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open' })).toHaveCount(0);
  const r = await site.api(`/wps/promotions/envelope?promotionId=${envelope.id}`, { token });
  expect((r.body.value as { myShare: number | null }).myShare).toBeGreaterThan(0);
  await page.context().close();
});
