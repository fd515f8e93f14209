import { createHmac, randomBytes } from 'node:crypto';
import { expect, test } from '../fixtures.ts';

/** RFC 6238 code of a base32 secret now (the test's authenticator app). */
function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const o = (mac[mac.length - 1] ?? 0) & 0xf;
  return String((mac.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

test('staff find a member, lock them with a reason and add a note', async ({ page, site }) => {
  const suffix = randomBytes(4).toString('hex');
  const username = `bm${suffix}`;
  await site.admin('dev', 'member', username, '--password', 'Member2025x');
  const staff = `risk${suffix}`;
  const made = await site.admin(
    'staff',
    'create-owner',
    '--username',
    staff,
    '--brand',
    'demo',
    '--password',
    'staff-pass-12345',
  );
  const secret = /two-factor secret: ([A-Z2-7]+)/.exec(made)?.[1] ?? '';
  // Sign in through the API (the sign-in page has its own journey) and hand the token to the app.
  const start = await site.api('/backoffice/api/sign-in', {
    method: 'POST',
    body: { username: staff, password: 'staff-pass-12345' },
  });
  const challenge = (start.body.value as { challenge: string }).challenge;
  const verify = await site.api('/backoffice/api/sign-in/verify', {
    method: 'POST',
    body: { challenge, code: totp(secret) },
  });
  const token = (verify.body.value as { token: string }).token;
  await page.addInitScript((t) => sessionStorage.setItem('bo.token', t), token);

  await page.goto(`${site.origin}/backoffice/members`);
  await page.getByLabel('Search for').fill(username);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('link', { name: username }).click();
  await expect(page.getByRole('heading', { name: `Member ${username}` })).toBeVisible();

  await page.getByRole('button', { name: 'Lock', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Lock ${username}` });
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Chargeback investigation');
  await dialog.getByRole('button', { name: 'Lock', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Unlock', exact: true })).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('Locked', { exact: true })).toBeVisible();

  await page.getByRole('tab', { name: 'Notes and tags' }).click();
  await page.getByRole('textbox', { name: 'New note' }).fill('Asked for ID documents by phone');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(
    page.getByRole('table', { name: 'Staff notes' }).getByText('Asked for ID documents by phone'),
  ).toBeVisible();

  // The lock is recorded with its reason, and the member cannot sign in.
  const audit = await site.admin('audit', 'list', '--action', 'member.lock', '--target', `member:${username}`);
  expect(audit).toContain('reason "Chargeback investigation"');
});
