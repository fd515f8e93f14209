import { expect, test, visit } from '../fixtures.ts';

// SPEC §3 brand configuration: the chat header colour, read through getService (SPEC §7), colours the
// customer-service window's header with the ink that reads on it.

test("the support window's header takes the brand's chat header colour", async ({ page, site }) => {
  const brand = await site.newBrand();
  await site.admin('settings', 'set', 'chatHeaderColor', '#ffd36b', '--brand', brand.code);
  await visit(page, `${brand.origin}/support/chat`);
  const header = page.getByRole('heading', { name: 'Live chat', level: 1 }).locator('xpath=..');
  await expect(header).toHaveCSS('background-color', 'rgb(255, 211, 107)');
  // A light colour gets the dark ink (the --sym-ink token).
  await expect(header).toHaveCSS('color', 'rgb(27, 31, 51)');
});
