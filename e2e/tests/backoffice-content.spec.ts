import { expect, test, visit } from '../fixtures.ts';
import { apiSignIn, newStaff } from './backoffice-helpers.ts';
import { skipPopupNotices } from './content-helpers.ts';

test('a content editor edits a banner in the back office and the player site shows it', async ({ page, site }) => {
  const brand = await site.newBrand();
  await skipPopupNotices(page);
  const editor = await newStaff(site, 'content', brand.code);
  const token = await apiSignIn(site, editor, brand.code);
  await site.admin(
    'banner',
    'add',
    '--group',
    'w_home',
    '--image',
    '/art/banner/w_home-2.svg',
    '--title',
    'Spring cup',
    '--brand',
    brand.code,
  );
  await page.addInitScript((t) => sessionStorage.setItem('bo.token', t), token);

  await page.goto(`${brand.origin}/backoffice/content/banners`);
  await expect(page.getByRole('heading', { name: 'Banners', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Edit Spring cup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit banner' });
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill('Summer cup finals');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Edit Summer cup finals' })).toBeVisible();

  await visit(page, `${brand.origin}/`);
  await expect(page.getByRole('region', { name: 'Featured', exact: true })).toContainText('Summer cup finals');
});
