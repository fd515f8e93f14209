import { expect, test, visit } from '../fixtures.ts';
import { openCalls, recordWindowOpen, skipPopupNotices } from './content-helpers.ts';

test.beforeEach(async ({ page }) => {
  await skipPopupNotices(page);
});

test('the footer shows licences, 18+, the sealed-details and live-chat claims and the copyright', async ({
  page,
  site,
}) => {
  await visit(page, `${site.origin}/`);
  const footer = page.getByRole('contentinfo');
  for (const name of ['Malta Gaming Authority', 'British Virgin Islands', 'PAGCOR, Philippines']) {
    await expect(footer.getByRole('list', { name: 'Licences' })).toContainText(name);
  }
  await expect(footer.locator('img[src^="/art/licence/"]')).toHaveCount(3);
  await expect(footer).toContainText('Players must be 18 or older');
  await expect(footer).toContainText('Sign-in and registration details are sealed before they leave your browser');
  await expect(footer).toContainText('Customer service by live chat');
  await expect(footer).not.toContainText('24x7');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Nova88. All rights reserved.`);
});

test('customer-service links open the local support page in windows of the sizes DECISIONS gives', async ({
  page,
  site,
}) => {
  await recordWindowOpen(page);
  await visit(page, `${site.origin}/`);
  const footerChat = page.waitForEvent('popup');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Customer service' }).click();
  const chat = await footerChat;
  await expect(chat).toHaveURL(/\/support\/chat$/);
  await expect(chat.getByRole('heading', { name: 'Live chat', level: 1 })).toBeVisible();
  await chat.close();
  const sideChat = page.waitForEvent('popup');
  await page.getByRole('complementary', { name: 'Shortcuts' }).getByRole('button', { name: 'Messenger' }).click();
  const messenger = await sideChat;
  await expect(messenger).toHaveURL(/\/support\/messenger$/);
  const calls = await openCalls(page);
  expect(calls[0]?.features).toMatch(/width=440,height=500/);
  expect(calls[1]?.features).toMatch(/width=440,height=750/);
});

test('a support page sends a visitor message and shows the operator reply', async ({ page, site }) => {
  await visit(page, `${site.origin}/support/chat-app`);
  await expect(page.getByRole('heading', { name: 'Chat app', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('alert')).toHaveText('This field is required.');
  await page.getByLabel('Your message').fill('Where is my withdrawal?');
  await page.getByLabel('Your message').press('Enter');
  const log = page.getByRole('list', { name: 'Conversation' });
  await expect(log).toContainText('Where is my withdrawal?');
  const conversation = await page.evaluate(() => localStorage.getItem('supportConversation:chat-app'));
  await site.admin('support', 'reply', conversation ?? '', 'It was paid a minute ago.');
  await expect(log).toContainText('It was paid a minute ago.', { timeout: 15_000 });
  await visit(page, `${site.origin}/support/fax`);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the join page promises no agent programme yet and leads to register and customer service', async ({
  page,
  site,
}) => {
  await visit(page, `${site.origin}/join`);
  await expect(page.getByRole('heading', { name: 'Become our agent', level: 1 })).toBeVisible();
  await expect(page.getByText('We are preparing our agent programme.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How to register your interest', level: 2 })).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/commission/i);
  await expect(page.getByRole('button', { name: 'Talk to customer service' })).toBeVisible();
  await page.getByRole('link', { name: 'Register now' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('brand switches turn the marquee, the download and join pages off', async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin(
    'notice',
    'add',
    '--type',
    'PL',
    '--title',
    'Marquee line',
    '--content',
    '<p>x</p>',
    '--brand',
    brand.code,
  );
  await site.admin('switch', 'set', 'CONTENT_MARQUEE', 'off', '--brand', brand.code);
  await site.admin('switch', 'set', 'CONTENT_DOWNLOAD', 'off', '--brand', brand.code);
  await visit(page, `${brand.origin}/down`);
  await expect(page.getByText('The app download is not available at the moment.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notices' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Download app' })).toHaveCount(0);
});
