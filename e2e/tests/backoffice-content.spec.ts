import { createHmac } from 'node:crypto';
import { expect, test, visit } from '../fixtures.ts';
import { skipPopupNotices } from './content-helpers.ts';

/** RFC 6238 code of a base32 secret now (what the staff member's authenticator app shows). */
function totp(secret: string, at = Date.now()): string {
  const B32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of secret.replace(/=+$/, '').toUpperCase()) {
    value = (value << 5) | B32.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const h = createHmac('sha1', Buffer.from(bytes)).update(counter).digest();
  const o = (h[h.length - 1] ?? 0) & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('an owner edits a banner in the back office and the player site shows it', async ({ page, site }) => {
  const brand = await site.newBrand();
  await skipPopupNotices(page);
  // The brand's first owner (made by the CLI, as in production) signs in with its TOTP code.
  const out = await site.admin(
    'staff',
    'create-owner',
    '--username',
    'boss',
    '--brand',
    brand.code,
    '--password',
    'owner-pass-12345',
  );
  const secret = /two-factor secret: ([A-Z2-7]+)/.exec(out)?.[1] ?? '';
  const step1 = await site.api('/backoffice/api/sign-in', {
    method: 'POST',
    merchant: brand.code,
    body: { username: 'boss', password: 'owner-pass-12345' },
  });
  const { challenge } = step1.body.value as { challenge: string };
  const step2 = await site.api('/backoffice/api/sign-in/verify', {
    method: 'POST',
    merchant: brand.code,
    body: { challenge, code: totp(secret) },
  });
  const { token } = step2.body.value as { token: string };
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
