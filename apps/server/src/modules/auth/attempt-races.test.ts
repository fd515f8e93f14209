import { createHash } from 'node:crypto';
import { LOCK_AFTER_FAILURES } from '@app/contracts/auth';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchChecks } from '../../../test/hashing.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { members } from '../../db/schema/index.ts';
import type { Brand } from '../system/brand-types.ts';
import { login, memberWithPassword } from './test-helpers.ts';

// Wide per-address and per-account caps on checks in flight: here the attempt count alone must hold
// the line (the caps have their own tests in check-limits.test.ts). Each try comes from its own
// address, so no per-address counter helps either.
let t: TestApp;
let brand: Brand;
beforeAll(async () => {
  t = await createTestApp({ AUTH_ATTEMPTS_PER_IP: '100000', AUTH_CHECKS_PER_IP: '64', AUTH_CHECKS_PER_ACCOUNT: '64' });
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('no demo brand');
  brand = b;
});
afterAll(() => t.close());

const ANSWER = 'ACDEF';

/** A solved captcha waiting for each device, as a captcha-solving attacker would have. */
async function solvedCaptchas(devices: string[]) {
  const digest = createHash('sha256').update(ANSWER).digest('hex');
  for (const d of devices) await t.app.deps.store.set(`auth:cap:${brand.id}:${d}`, digest, 60_000);
}

async function burstMember(username: string) {
  const { member } = await memberWithPassword(t.app, { username, password: 'Right2025x' });
  const [row] = await t.app.deps.db.select().from(members).where(eq(members.id, member.id));
  if (!row?.passwordHash) throw new Error('no hash');
  return { id: member.id, hash: row.passwordHash };
}

const lockedUntil = async (id: number) =>
  (await t.app.deps.db.select({ until: members.lockedUntil }).from(members).where(eq(members.id, id)))[0]?.until;

const tally = (codes: (string | undefined)[]) => {
  const out: Record<string, number> = {};
  for (const c of codes) out[c ?? 'ok'] = (out[c ?? 'ok'] ?? 0) + 1;
  return out;
};

describe('sign-in tries are counted before they are checked', () => {
  it('a burst of 40 wrong passwords with solved captchas: exactly 10 are checked, then the account is locked', async () => {
    const m = await burstMember('burst001');
    const devices = Array.from({ length: 40 }, (_, i) => `dev-burst001-${i}`);
    await solvedCaptchas(devices);
    const watch = watchChecks(t.app, m.hash);
    try {
      const answers = await Promise.all(
        devices.map((deviceId, i) =>
          login(t.app, 'burst001', `Wrong${i}2025x`, { deviceId, captcha: ANSWER }, `10.91.0.${i + 1}`),
        ),
      );
      expect(watch.checked()).toBe(LOCK_AFTER_FAILURES);
      // Nine plain failures, the tenth locks, and the thirty beyond the count are refused unchecked.
      expect(tally(answers.map((a) => a.body.errorCode))).toEqual({ 'login.failed': 9, 'account.locked': 31 });
      expect(await lockedUntil(m.id)).not.toBeNull();
      const right = await login(t.app, 'burst001', 'Right2025x', {}, '10.91.1.1');
      expect(right.body.errorCode).toBe('account.locked');
      expect(watch.checked()).toBe(LOCK_AFTER_FAILURES);
    } finally {
      watch.stop();
    }
  });

  it('a burst of 40 without captchas: only the 3 tries before the captcha are checked', async () => {
    const m = await burstMember('burst002');
    const watch = watchChecks(t.app, m.hash);
    try {
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          login(t.app, 'burst002', `Wrong${i}2025x`, { deviceId: `dev-burst002-${i}` }, `10.92.0.${i + 1}`),
        ),
      );
      expect(watch.checked()).toBe(3);
      expect(tally(answers.map((a) => a.body.errorCode))).toEqual({ 'login.failed': 3, 'captcha.required': 37 });
      expect(await lockedUntil(m.id)).toBeNull();
    } finally {
      watch.stop();
    }
  });

  it('the right password sent while ten wrong ones are being checked does not get in, and the lock holds', async () => {
    const m = await burstMember('burst003');
    const devices = Array.from({ length: 12 }, (_, i) => `dev-burst003-${i}`);
    await solvedCaptchas(devices);
    const watch = watchChecks(t.app, m.hash, (password) => password !== 'Right2025x');
    try {
      const wrong = devices
        .slice(0, 10)
        .map((deviceId, i) =>
          login(t.app, 'burst003', `Wrong${i}2025x`, { deviceId, captcha: ANSWER }, `10.93.0.${i + 1}`),
        );
      await watch.untilWaiting(10);
      const right = await login(
        t.app,
        'burst003',
        'Right2025x',
        { deviceId: devices[10], captcha: ANSWER },
        '10.93.1.1',
      );
      expect(right.res.statusCode).toBe(429);
      expect(right.body.errorCode).toBe('account.locked');
      watch.release();
      const answers = await Promise.all(wrong);
      expect(tally(answers.map((a) => a.body.errorCode))).toEqual({ 'login.failed': 9, 'account.locked': 1 });
      expect(await lockedUntil(m.id)).not.toBeNull();
      const after = await login(
        t.app,
        'burst003',
        'Right2025x',
        { deviceId: devices[11], captcha: ANSWER },
        '10.93.1.2',
      );
      expect(after.body.errorCode).toBe('account.locked');
      expect(watch.checked()).toBe(LOCK_AFTER_FAILURES);
    } finally {
      watch.stop();
    }
  });
});
