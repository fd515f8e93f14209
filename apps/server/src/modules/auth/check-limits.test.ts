import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { watchChecks } from '../../../test/hashing.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sealedCall } from '../../../test/money-calls.ts';
import { members } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { createPasswordHasher } from './passwords.ts';
import { from, login, memberWithPassword, sealed } from './test-helpers.ts';

describe('the hashing queue', () => {
  it('refuses at once past its limit, and serves waiting clients in turn rather than in arrival order', async () => {
    const hasher = createPasswordHasher(1, 4);
    const stored = await hasher.hash('Harbour2025x');
    const done: string[] = [];
    const job = (lane: string, n: number) =>
      hasher.verify(stored, 'Harbour2025x', lane).then((ok) => {
        done.push(`${lane}${n}`);
        return ok;
      });
    // One client fills the queue first; another arrives last.
    const work = [job('a', 1), job('a', 2), job('a', 3), job('a', 4), job('b', 1)];
    expect(hasher.load()).toEqual({ running: 1, queued: 4 });
    const refused = await hasher.verify(stored, 'Harbour2025x', 'c').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ code: 'password.check.busy', headers: { 'retry-after': '1' } });
    expect(await Promise.all(work)).toEqual([true, true, true, true, true]);
    expect(done).toEqual(['a1', 'a2', 'b1', 'a3', 'a4']);
    expect(hasher.load()).toEqual({ running: 0, queued: 0 });
  });
});

describe('password checks in flight per address and per account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_ATTEMPTS_PER_IP: '100000', AUTH_CHECKS_PER_IP: '2', AUTH_CHECKS_PER_ACCOUNT: '1' });
  });
  afterAll(() => t.close());

  const hashOf = async (id: number) =>
    (await t.app.deps.db.select().from(members).where(eq(members.id, id)))[0]?.passwordHash ?? '';

  async function people(prefix: string, n: number) {
    const out: { username: string; hash: string }[] = [];
    for (let i = 0; i < n; i++) {
      const username = `${prefix}${String(i).padStart(2, '0')}`;
      const { member } = await memberWithPassword(t.app, { username, password: 'Right2025x' });
      out.push({ username, hash: await hashOf(member.id) });
    }
    return out;
  }

  it('answers 429 password.check.busy with Retry-After, before opening the body, to an address at its cap', async () => {
    const [p0, p1, p2] = await people('capip', 3);
    if (!p0 || !p1 || !p2) throw new Error('people');
    const watch = watchChecks(t.app, [p0.hash, p1.hash], () => true);
    try {
      const held = [
        login(t.app, p0.username, 'Right2025x', {}, '10.80.0.1'),
        login(t.app, p1.username, 'Right2025x', {}, '10.80.0.1'),
      ];
      await watch.untilWaiting(2);
      const third = await login(t.app, p2.username, 'Right2025x', {}, '10.80.0.1');
      expect(third.res.statusCode).toBe(429);
      expect(third.res.headers['retry-after']).toBe('1');
      expect(third.body).toMatchObject({
        success: false,
        errorCode: 'password.check.busy',
        message: 'Too many password checks are waiting right now. Please try again in a moment.',
        value: { retryAfter: 1 },
      });
      // Refused before the sealed body is opened: a body that could not be opened gets the same answer.
      const unopened = await from(t.app, '10.80.0.1', { method: 'POST', url: '/wps/session/login', payload: {} });
      expect(unopened.body.errorCode).toBe('password.check.busy');
      // Another address is not held up, and the refused name was not counted as a try.
      expect((await login(t.app, p2.username, 'Right2025x', {}, '10.80.0.2')).res.statusCode).toBe(200);
      watch.release();
      expect((await Promise.all(held)).map((r) => r.res.statusCode)).toEqual([200, 200]);
      expect((await login(t.app, p2.username, 'Right2025x', {}, '10.80.0.1')).res.statusCode).toBe(200);
    } finally {
      watch.stop();
    }
  });

  it('holds the refusal of an address that calls again before its Retry-After has run out', async () => {
    const [p0, p1] = await people('caphold', 2);
    if (!p0 || !p1) throw new Error('people');
    const watch = watchChecks(t.app, [p0.hash, p1.hash], () => true);
    try {
      const held = [
        login(t.app, p0.username, 'Right2025x', {}, '10.82.0.1'),
        login(t.app, p1.username, 'Right2025x', {}, '10.82.0.1'),
      ];
      await watch.untilWaiting(2);
      const first = await from(t.app, '10.82.0.1', { method: 'POST', url: '/wps/session/login', payload: {} });
      expect(first.body.errorCode).toBe('password.check.busy');
      const again = from(t.app, '10.82.0.1', { method: 'POST', url: '/wps/session/login', payload: {} });
      const soon = await Promise.race([
        again.then(() => 'answered'),
        new Promise((r) => setTimeout(() => r('still held'), 300)),
      ]);
      expect(soon).toBe('still held');
      const late = await again;
      expect(late.body.errorCode).toBe('password.check.busy');
      expect(late.res.headers['retry-after']).toBe('1');
      watch.release();
      expect((await Promise.all(held)).map((r) => r.res.statusCode)).toEqual([200, 200]);
    } finally {
      watch.stop();
    }
  });

  it('holds one account to its cap whatever the addresses, in every language', async () => {
    const [p] = await people('capacct', 1);
    if (!p) throw new Error('people');
    const watch = watchChecks(t.app, p.hash, () => true);
    try {
      const held = login(t.app, p.username, 'Wrong2025x', {}, '10.81.0.1');
      await watch.untilWaiting(1);
      const second = await login(t.app, p.username, 'Right2025x', {}, '10.81.0.2');
      expect(second.res.statusCode).toBe(429);
      expect(second.body.errorCode).toBe('password.check.busy');
      const messages = new Set<string>();
      for (const [i, lang] of ['EN', 'CN', 'VI', 'JA', 'TH', 'TY', 'ID'].entries()) {
        const r = await sealed(t.app, {
          url: '/wps/session/login',
          payload: { username: p.username, password: 'Right2025x' },
          ip: `10.81.1.${i + 1}`,
          lang,
        });
        expect(r.body.errorCode).toBe('password.check.busy');
        messages.add(String(r.body.message));
      }
      expect(messages.size).toBe(7);
      watch.release();
      expect((await held).body.errorCode).toBe('login.failed');
      // The refused try was not counted: one failure so far, so no captcha yet.
      const after = await login(t.app, p.username, 'Right2025x', {}, '10.81.0.3');
      expect(after.res.statusCode).toBe(200);
    } finally {
      watch.stop();
    }
  });

  it('holds a member to one payment-password check at a time', async () => {
    const { member, token } = await signedInMember(t.app);
    const set = await sealedCall(t.app, {
      url: '/wps/cashier/security/payment-password',
      token,
      payload: { newPassword: '135790', confirmPassword: '135790' },
    });
    expect(set.body.success).toBe(true);
    const [row] = await t.app.deps.db.select().from(members).where(eq(members.id, member.id));
    const watch = watchChecks(t.app, row?.paymentPasswordHash ?? '', () => true);
    // Changing the payment password checks the old one first.
    const change = (oldPassword: string) =>
      sealedCall(t.app, {
        url: '/wps/cashier/security/payment-password',
        token,
        payload: { oldPassword, newPassword: '246802', confirmPassword: '246802' },
      });
    try {
      const held = change('000000');
      await watch.untilWaiting(1);
      const second = await change('000001');
      expect(second.res.statusCode).toBe(429);
      expect(second.body.errorCode).toBe('password.check.busy');
      watch.release();
      expect((await held).body.errorCode).toBe('cashier.payment.password.wrong');
      expect(watch.checked()).toBe(1);
    } finally {
      watch.stop();
    }
  });
});
