import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { expect } from 'vitest';
import { call, DEMO, type TestApp } from '../../../test/helpers.ts';
import type { BrandRef } from './staff-service.ts';
import { totpAt } from './totp.ts';

export const STAFF_PASSWORD = 'staff-pass-123';
let seq = 0;

/** A staff account made through the service (as the CLI and the app do): its row, secret and recovery codes. */
export async function makeStaff(
  t: TestApp,
  opts: { role?: StaffRole; brand?: BrandRef | null; username?: string } = {},
) {
  const brand = opts.brand === undefined ? await t.app.brands.byMerchant(DEMO) : opts.brand;
  const username = opts.username ?? `st${Date.now().toString(36)}${seq++}`;
  const made = await t.app.services.staff.create({
    brand,
    username,
    password: STAFF_PASSWORD,
    role: opts.role ?? 'owner',
    createdBy: null,
  });
  return { ...made, username, secret: made.enrolment.secret };
}

/** The current code of a secret on the test clock. */
export const codeNow = (t: TestApp, secret: string) => totpAt(secret, t.clock.now().getTime());

/** Step 1 of sign-in; answers the challenge. */
export async function startSignIn(t: TestApp, username: string, merchant = DEMO, password = STAFF_PASSWORD) {
  const r = await call(t.app, {
    method: 'POST',
    url: '/backoffice/api/sign-in',
    merchant,
    payload: { username, password },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return (r.body.value as { challenge: string }).challenge;
}

/**
 * Both steps with the current code; answers the staff token. The clock moves a step first, so
 * signing in the same account again never replays a code.
 */
export async function signInStaff(t: TestApp, s: { username: string; secret: string }, merchant = DEMO) {
  return (await signInStaffFully(t, s, merchant)).token;
}

/**
 * signInStaff, answering the recovery codes too: the first sign-in (the one that enrols) answers the
 * account's fresh recovery codes; later ones answer none.
 */
export async function signInStaffFully(t: TestApp, s: { username: string; secret: string }, merchant = DEMO) {
  t.clock.advance(30_000);
  const challenge = await startSignIn(t, s.username, merchant);
  const r = await call(t.app, {
    method: 'POST',
    url: '/backoffice/api/sign-in/verify',
    merchant,
    payload: { challenge, code: codeNow(t, s.secret) },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  const v = r.body.value as { token: string; recoveryCodes?: string[] };
  return { token: v.token, recoveryCodes: v.recoveryCodes ?? [] };
}
