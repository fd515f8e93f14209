import { createHmac, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, type Site } from '../fixtures.ts';

/** Back-office helpers for every part's journey (apps/admin): staff accounts, TOTP codes, sign-in. */

export const STAFF_PASSWORD = 'e2e-staff-pass-1';

export interface StaffAccount {
  username: string;
  password: string;
  secret: string;
}

function base32(secret: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const c of secret.replace(/[\s=]/g, '').toUpperCase()) bits += alphabet.indexOf(c).toString(2).padStart(5, '0');
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(Number.parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** The RFC 6238 code (HMAC-SHA-1, 30 s, 6 digits) of a base32 secret for a 30-second step. */
export function totpAt(secret: string, step: number): string {
  const msg = Buffer.alloc(8);
  msg.writeBigUInt64BE(BigInt(step));
  const h = createHmac('sha1', base32(secret)).update(msg).digest();
  const o = (h[h.length - 1] ?? 0) & 15;
  return String((h.readUInt32BE(o) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code for the account not used before: the server accepts each step once and ±1 step around now, so
 * a second sign-in within the same 30 s uses the next step.
 */
const lastStep = new Map<string, number>();
export function freshCode(secret: string): string {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(secret) ?? 0) + 1);
  if (step > now + 1) throw new Error('two sign-ins of one account within 30 s used both steps');
  lastStep.set(secret, step);
  return totpAt(secret, step);
}

/** A new owner of the brand made by the CLI (`staff create-owner`). */
export async function newOwner(site: Site, brand = 'demo'): Promise<StaffAccount> {
  const username = `own${randomBytes(4).toString('hex')}`;
  const out = await site.admin(
    'staff',
    'create-owner',
    '--username',
    username,
    '--brand',
    brand,
    '--password',
    STAFF_PASSWORD,
  );
  const secret = /two-factor secret: ([A-Z2-7]+)/.exec(out)?.[1];
  if (!secret) throw new Error(`no secret in: ${out}`);
  return { username, password: STAFF_PASSWORD, secret };
}

/** Signs in through the API (enrolling on first use); answers the staff token. */
export async function apiSignIn(site: Site, a: StaffAccount, merchant = 'demo'): Promise<string> {
  const one = await site.api('/backoffice/api/sign-in', {
    method: 'POST',
    merchant,
    body: { username: a.username, password: a.password },
  });
  const challenge = (one.body.value as { challenge: string }).challenge;
  const two = await site.api('/backoffice/api/sign-in/verify', {
    method: 'POST',
    merchant,
    body: { challenge, code: freshCode(a.secret) },
  });
  if (!two.body.success) throw new Error(`sign-in failed: ${JSON.stringify(two.body)}`);
  return (two.body.value as { token: string }).token;
}

/** A staff account of `role` on the brand, made by a new owner through the API (not yet enrolled). */
export async function newStaff(site: Site, role: string, merchant = 'demo'): Promise<StaffAccount> {
  const owner = await newOwner(site, merchant);
  const token = await apiSignIn(site, owner, merchant);
  const username = `${role.replace(/[^a-z]/g, '')}${randomBytes(4).toString('hex')}`;
  const made = await site.api('/backoffice/api/staff', {
    method: 'POST',
    merchant,
    token,
    body: { username, password: STAFF_PASSWORD, role, reason: 'e2e account' },
  });
  if (!made.body.success) throw new Error(`staff create failed: ${JSON.stringify(made.body)}`);
  const secret = (made.body.value as { enrolment: { secret: string } }).enrolment.secret;
  return { username, password: STAFF_PASSWORD, secret };
}

/**
 * Signs in through the back office's pages (enrolling and confirming the recovery codes when it is the
 * account's first sign-in) and waits for the home page.
 */
export async function signInPage(page: Page, origin: string, a: StaffAccount): Promise<void> {
  await page.goto(`${origin}/backoffice/`);
  await page.getByLabel('Username').fill(a.username);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Code').fill(freshCode(a.secret));
  await page.getByRole('button', { name: 'Sign in' }).click();
  const codes = page.getByRole('heading', { name: 'Your recovery codes' });
  const home = page.getByRole('heading', { name: 'What you can do here' });
  await expect(codes.or(home)).toBeVisible();
  if (await codes.isVisible()) {
    await page.getByRole('checkbox', { name: 'I saved them' }).check();
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(home).toBeVisible();
}
