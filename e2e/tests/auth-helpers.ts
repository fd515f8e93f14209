import { createSign, randomBytes, randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';
import { expectNoSeriousAxeViolations } from '../axe.ts';
import { expect, type Site } from '../fixtures.ts';
import { readServerInfo, SOCIAL_KEY_FILE } from '../server-info.ts';

/** A fresh username that fits the default rule (letter first, 6-16 letters and digits). */
export const newUsername = (prefix = 'a') => `${prefix}${randomBytes(5).toString('hex')}`;
/** A fresh Philippine mobile number (10 digits after +63). */
export const newMobile = () => `9${String(randomInt(100_000_000, 999_999_999))}`;
export const PASSWORD = 'Lucky2026pass';

export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Log in' });
export const registerDialog = (page: Page) => page.getByRole('dialog', { name: 'Create an account' });

/** The newest code or link the development outbox holds for a recipient. */
export async function outboxLatest(
  site: Site,
  to: string,
  channel: 'sms' | 'email',
  merchant = 'demo',
): Promise<{ code: string; link: string; body: string }> {
  let found: { code: string; link: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const res = await site.api(`/wps/dev/outbox?to=${encodeURIComponent(to)}&channel=${channel}&limit=5`, {
        merchant,
      });
      const list = (res.body.value ?? []) as { code: string; link: string; body: string }[];
      found = list[0];
      return !!found;
    })
    .toBe(true);
  if (!found) throw new Error(`no ${channel} for ${to}`);
  return found;
}

/** Binds an e-mail address to a member through the API: the bind code, read from the outbox, then the binding. */
export async function bindEmailByApi(site: Site, token: string, email: string, merchant = 'demo'): Promise<void> {
  const sent = await site.api('/wps/verification/email/bind', { method: 'POST', merchant, token, body: { email } });
  expect(sent.status).toBe(200);
  const { code } = await outboxLatest(site, email, 'email', merchant);
  const bound = await site.api('/wps/cashier/security/email', {
    method: 'POST',
    merchant,
    token,
    body: { email, verificationCode: code },
  });
  expect(bound.status).toBe(200);
}

/** Makes an encrypted call as a browser would (the brand's RSA key, the sealed body). */
export async function sealedCall(
  site: Site,
  method: 'POST' | 'PUT',
  pathname: string,
  data: unknown,
  merchant = 'demo',
): Promise<{ status: number; body: Record<string, unknown> }> {
  const keyRes = await site.api('/wps/session/key/rsa', { merchant });
  const key = await importPublicKey((keyRes.body.value as { publicKey: string }).publicKey);
  const sealed = await sealPayload(key, data);
  const res = await fetch(`${site.origin}${pathname}`, {
    method,
    headers: { merchant, 'content-type': 'application/json', encryption: sealed.header },
    body: JSON.stringify(sealed.body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** Registers a member through the API (username form); answers the sign-in result's token. */
export async function registerMember(
  site: Site,
  opts: { username?: string; password?: string; mobile?: string; email?: string; merchant?: string } = {},
): Promise<{ username: string; password: string; token: string }> {
  const username = opts.username ?? newUsername();
  const password = opts.password ?? PASSWORD;
  const res = await sealedCall(
    site,
    'PUT',
    '/wps/member/register',
    {
      username,
      password,
      confirmPassword: password,
      ...(opts.email ? { email: opts.email } : {}),
      ...(opts.mobile ? { mobileNum: opts.mobile, countryDialingCode: '+63' } : {}),
      ageConfirmed: true,
      termsAccepted: true,
    },
    opts.merchant,
  );
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body)}`);
  return { username, password, token: (res.body.value as { token: string }).token };
}

/** No serious or critical axe violations inside the open dialog. */
export async function expectDialogAccessible(page: Page) {
  await expectNoSeriousAxeViolations(page, { include: ['dialog[open]'] });
}

/** Opens the login popup from the header. */
export async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(loginDialog(page)).toBeVisible();
}

/** Signs in through the popup with username and password. */
export async function signInWithPassword(page: Page, username: string, password: string) {
  await openLogin(page);
  const d = loginDialog(page);
  await d.getByRole('textbox', { name: 'Username', exact: true }).fill(username);
  await d.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await d.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(d).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible();
}

/** Everything the site keeps in the browser: cookies, localStorage and sessionStorage, as one text. */
export async function browserStorage(page: Page): Promise<string> {
  const stores = await page.evaluate(() => {
    const dump = (s: Storage) =>
      Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i) as string).map((k) => [k, s.getItem(k)]));
    return { local: dump(localStorage), session: dump(sessionStorage) };
  });
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${decodeURIComponent(c.value)}`);
  return JSON.stringify({ ...stores, cookies });
}

/** Logs out through the header and its confirmation. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Log out' }).getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true })).toBeVisible();
}

/** An ID token signed with the test key whose JWKS the server trusts (the provider's stand-in). */
export function testIdToken(audience: string, subject: string): string {
  const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  const head = b64({ alg: 'RS256', kid: 'e2e-key', typ: 'JWT' });
  const body = b64({
    iss: 'https://accounts.google.com',
    aud: audience,
    sub: subject,
    email: `${subject}@example.com`,
    email_verified: true,
    name: 'Social Tester',
    iat: now,
    exp: now + 600,
  });
  const key = readFileSync(path.join(readServerInfo().dataDir, SOCIAL_KEY_FILE), 'utf8');
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(key).toString('base64url');
  return `${head}.${body}.${sig}`;
}
