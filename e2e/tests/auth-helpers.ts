import { randomBytes, randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { importPublicKey, sealPayload } from '../../packages/contracts/src/crypto.ts';
import { expect, type Site } from '../fixtures.ts';

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
  const results = await new AxeBuilder({ page }).include('dialog[open]').analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
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
