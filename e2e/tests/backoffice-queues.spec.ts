import { createHmac, randomBytes } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { expect, type Site, test } from '../fixtures.ts';
import { fetchSealed } from './member-helpers.ts';

const PASSWORD = 'staff-pass-123';

/** The current RFC 6238 code of a base32 secret (what an authenticator app shows). */
function totp(secret: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/=+$/, '')) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((b) => Number.parseInt(b, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const h = createHmac('sha1', key).update(counter).digest();
  const at = (h[h.length - 1] ?? 0) & 0xf;
  return String((h.readUInt32BE(at) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/** Both sign-in steps through the API (the sign-in page has its own test); answers the staff token. */
async function staffToken(site: Site, brand: string, username: string, secret: string): Promise<string> {
  const start = await site.api('/backoffice/api/sign-in', {
    method: 'POST',
    merchant: brand,
    body: { username, password: PASSWORD },
  });
  const challenge = (start.body.value as { challenge: string }).challenge;
  const done = await site.api('/backoffice/api/sign-in/verify', {
    method: 'POST',
    merchant: brand,
    body: { challenge, code: totp(secret) },
  });
  expect(done.body.success, JSON.stringify(done.body)).toBe(true);
  return (done.body.value as { token: string }).token;
}

/** A page of the brand's back office signed in with a staff token. */
async function backOffice(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript((tk) => sessionStorage.setItem('bo.token', tk), token);
  return context.newPage();
}

test('approve a deposit, a large withdrawal with a second approver, and adjust a balance', async ({
  browser,
  site,
}) => {
  const brand = await site.newBrand();
  const origin = `${brand.origin}/backoffice`;
  const boss = `boss${randomBytes(3).toString('hex')}`;
  const fin = `fin${randomBytes(3).toString('hex')}`;
  const member = `q${randomBytes(5).toString('hex')}`;
  const reference = `REF${randomBytes(3).toString('hex')}`;

  /** Two staff accounts: an owner (made by the CLI) and a finance member (made by the owner). */
  async function staff() {
    const made = await site.admin(
      'staff',
      'create-owner',
      '--username',
      boss,
      '--brand',
      brand.code,
      '--password',
      PASSWORD,
    );
    const bossToken = await staffToken(site, brand.code, boss, /two-factor secret: (\w+)/.exec(made)?.[1] ?? '');
    const created = await site.api('/backoffice/api/staff', {
      method: 'POST',
      merchant: brand.code,
      token: bossToken,
      body: { username: fin, password: PASSWORD, role: 'finance', reason: 'second approver' },
    });
    const finSecret = (created.body.value as { enrolment: { secret: string } }).enrolment.secret;
    return { bossToken, finToken: await staffToken(site, brand.code, fin, finSecret) };
  }

  /** A member with a bank transfer waiting and a withdrawal above the threshold (10,000). */
  async function memberWithOrders() {
    const memberToken = (await site.admin('dev', 'member', member, '--brand', brand.code)).trim();
    // Two credits below the threshold (one of 12,000 would wait for a second approver too).
    for (let i = 0; i < 2; i++) {
      await site.admin('adjust', member, 'credit', '6000', '--reason', 'e2e funds', '--brand', brand.code);
    }
    const mApi = (path: string, body: unknown) =>
      site.api(path, { method: 'POST', merchant: brand.code, token: memberToken, body });
    const requestId = () => randomBytes(8).toString('hex');
    await mApi('/wps/cashier/deposit', { channelId: 'bank', amount: '150', reference, requestId: requestId() });
    const bank = await mApi('/wps/cashier/security/bank', {
      bankName: 'Metro Bank',
      accountName: 'Maria Santos',
      accountNumber: '1234-5678-9900',
    });
    const bankAccountId = (bank.body.value as { bankAccounts: { id: number }[] }).bankAccounts[0]?.id;
    await fetchSealed(site, brand.code, memberToken, '/wps/cashier/security/payment-password', {
      newPassword: '135790',
      confirmPassword: '135790',
    });
    const w = await fetchSealed(site, brand.code, memberToken, '/wps/cashier/withdraw', {
      amount: 11000,
      bankAccountId,
      paymentPassword: '135790',
      requestId: requestId(),
    });
    expect(w.body.success, JSON.stringify(w.body)).toBe(true);
  }

  const [{ bossToken, finToken }] = await Promise.all([staff(), memberWithOrders()]);

  // The owner approves the deposit.
  const a = await backOffice(browser, bossToken);
  await a.goto(`${origin}/money/deposits`);
  const row = a.getByRole('row').filter({ hasText: reference });
  await row.getByRole('button', { name: /^Approve / }).click();
  const dialog = a.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('transfer seen');
  await dialog.getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByRole('row').filter({ hasText: reference })).toHaveCount(0);

  // The owner gives the first approval of the large withdrawal; finance confirms it in another browser.
  await a.goto(`${origin}/money/withdrawals`);
  await a
    .getByRole('row')
    .filter({ hasText: member })
    .getByRole('button', { name: /^Open / })
    .click();
  await expect(a.getByText('Needs two approvals')).toBeVisible();
  await a.getByRole('button', { name: 'Approve', exact: true }).click();
  await a.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('payee checked');
  await a.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(a.getByText(`First approval by ${boss}; waiting for a second`).first()).toBeVisible();
  await expect(a.getByRole('button', { name: 'Confirm (second approval)' })).toHaveCount(0);

  const b = await backOffice(browser, finToken);
  await b.goto(`${origin}/money/withdrawals`);
  await b
    .getByRole('row')
    .filter({ hasText: member })
    .getByRole('button', { name: /^Open / })
    .click();
  await b.getByRole('button', { name: 'Confirm (second approval)' }).click();
  await b.getByRole('dialog').getByRole('textbox', { name: 'Reason' }).fill('second look');
  await b.getByRole('dialog').getByRole('button', { name: 'Confirm (second approval)' }).click();
  await expect(
    b
      .getByRole('region', { name: /^Withdrawal / })
      .getByText('Paid')
      .first(),
  ).toBeVisible();

  // The owner adjusts the member's balance with a reason (the members part links here).
  await a.goto(`${origin}/money/adjust?member=${member}`);
  const adjust = a.getByRole('form', { name: 'Adjust a balance' });
  await expect(adjust.getByRole('textbox', { name: 'Member username' })).toHaveValue(member);
  await adjust.getByRole('textbox', { name: 'Amount' }).fill('50');
  await adjust.getByRole('textbox', { name: 'Reason' }).fill('goodwill');
  await adjust.getByRole('button', { name: 'Adjust balance' }).click();
  await expect(adjust.getByRole('status')).toContainText('balance after 1,200.00');
});
