import type { TRgState } from '@app/contracts/calls/rg';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { members, sessions } from '../../db/schema/index.ts';
import { lastMessage, memberWithPassword, sealed } from '../auth/test-helpers.ts';

// Re-authentication for every member (issue 20 item 4; decision 1400): a member with a password confirms
// it; one without (social sign-in) confirms a one-time code sent to the bound mobile or e-mail; one with
// neither signs in again. The same proof takes a break. A first password needs it too.

const MIN = 60_000;
const PASSWORD = 'Brook2025x';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_CHECKS_PER_IP: '64', AUTH_CHECKS_PER_ACCOUNT: '64' });
});
afterAll(() => t.close());

const bindBank = (token: string) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/cashier/security/bank',
    token,
    payload: { bankName: 'Test Bank', accountName: 'Maria Santos', accountNumber: '1234-5678-9012' },
  });
const sendCode = (token: string, lang?: string) =>
  call(t.app, { method: 'POST', url: '/wps/member/reauth/code', token, payload: {}, lang });
const reauth = (token: string, payload: Record<string, unknown>) =>
  sealed(t.app, { url: '/wps/member/reauth', token, payload });

/** A member who signed up without a password (social), with what is bound to them. */
async function passwordless(bound: { mobile?: string; email?: string }) {
  const { member, token } = await signedInMember(t.app);
  if (!bound.mobile && !bound.email) return { member, token };
  await t.app.deps.db
    .update(members)
    .set({
      ...(bound.mobile ? { countryDialingCode: '+63', mobileNum: bound.mobile } : {}),
      ...(bound.email ? { email: bound.email } : {}),
    })
    .where(eq(members.id, member.id));
  return { member, token };
}

/** Runs `fn` 16 minutes later, so the sign-in no longer counts as a fresh confirmation. */
async function later<T>(fn: () => Promise<T>): Promise<T> {
  t.clock.advance(16 * MIN);
  try {
    return await fn();
  } finally {
    t.clock.advance(-16 * MIN);
  }
}

describe('re-authentication without a password', () => {
  it('sends a code to the bound mobile; a wrong code is refused, the right one opens payment details', async () => {
    const m = await passwordless({ mobile: '9170000101' });
    expect((await bindBank(m.token)).body.success).toBe(true); // the sign-in itself is fresh
    await later(async () => {
      const asked = await call(t.app, {
        method: 'POST',
        url: '/wps/cashier/security/bank',
        token: m.token,
        payload: { bankName: 'Other Bank', accountName: 'Maria Santos', accountNumber: '9999-5678-9012' },
      });
      expect(asked.res.statusCode).toBe(403);
      expect(asked.body).toMatchObject({
        success: false,
        errorCode: 'auth.reauth.required',
        value: { method: 'code' },
      });

      const sent = await sendCode(m.token);
      expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
      expect(sent.body.value).toMatchObject({ expiredMinutes: expect.any(Number) });
      expect((sent.body.value as { to: string }).to).not.toContain('9170000101');
      const sms = await lastMessage(t.app, '+639170000101', 'confirm');
      expect(sms?.code).toMatch(/^\d{6}$/);
      // A second code while the first one's countdown runs is refused.
      expect((await sendCode(m.token)).body).toMatchObject({ success: false, errorCode: 'verification.code.too.soon' });

      const wrongCode = sms?.code === '000000' ? '111111' : '000000';
      const wrong = await reauth(m.token, { code: wrongCode });
      expect(wrong.body).toMatchObject({ success: false, errorCode: 'verification.code.invalid' });
      const empty = await reauth(m.token, {});
      expect(empty.body).toMatchObject({ success: false, errorCode: 'auth.reauth.wrong' });
      const password = await reauth(m.token, { password: 'guessing-1' });
      expect(password.body).toMatchObject({ success: false, errorCode: 'auth.reauth.wrong' });
      // Refused tries count against the code (five spend it) but confirm nothing.
      const [session] = await t.app.deps.db
        .select({ reauthAt: sessions.reauthAt })
        .from(sessions)
        .where(eq(sessions.memberId, m.member.id));
      expect(session?.reauthAt).toBeNull();

      const ok = await reauth(m.token, { code: sms?.code });
      expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
      // A code is spent once.
      expect((await reauth(m.token, { code: sms?.code })).body.success).toBe(false);
    });
  });

  it('counts a try before comparing it: of twenty racing wrong codes only five are compared', async () => {
    const m = await passwordless({ mobile: '9170000104' });
    expect((await sendCode(m.token)).body.success).toBe(true);
    const sms = await lastMessage(t.app, '+639170000104', 'confirm');
    const wrong = sms?.code === '000000' ? '111111' : '000000';
    const answers = await Promise.all(Array.from({ length: 20 }, () => reauth(m.token, { code: wrong })));
    expect(answers.map((a) => a.body.errorCode)).toEqual(Array(20).fill('verification.code.invalid'));
    const [code] = await sqlRows<{ attempts: number }>(
      t,
      sql`SELECT attempts FROM verification_codes WHERE purpose = 'confirm' AND target = ${`member:${m.member.id}`}`,
    );
    expect(code?.attempts).toBe(5);
    // The five tries are spent: the right code no longer confirms anything.
    expect((await reauth(m.token, { code: sms?.code })).body).toMatchObject({
      success: false,
      errorCode: 'verification.code.invalid',
    });
  });

  it('sends the code by e-mail when no mobile is bound, and takes a self-exclusion with it', async () => {
    const m = await passwordless({ email: 'no-password@example.test' });
    const noProof = await sealed(t.app, {
      url: '/wps/member/rg/exclusion',
      token: m.token,
      payload: { kind: 'cooloff', duration: '24h' },
    });
    expect(noProof.body).toMatchObject({ success: false, errorCode: 'rg.password.wrong' });
    expect((await sendCode(m.token)).body.success).toBe(true);
    const mail = await lastMessage(t.app, 'no-password@example.test', 'confirm');
    expect(mail?.body).toContain(mail?.code as string);
    const done = await sealed(t.app, {
      url: '/wps/member/rg/exclusion',
      token: m.token,
      payload: { kind: 'cooloff', duration: '24h', code: mail?.code },
    });
    expect(done.body.success, JSON.stringify(done.body)).toBe(true);
    expect((done.body.value as TRgState).block?.kind).toBe('cooloff');
  });

  it("the development helper ages the caller's sign-in, so re-authentication is due at once", async () => {
    const m = await passwordless({ mobile: '9170000103' });
    const aged = await call(t.app, {
      method: 'POST',
      url: '/wps/dev/session/age',
      token: m.token,
      payload: { minutes: 16 },
    });
    expect(aged.body.success, JSON.stringify(aged.body)).toBe(true);
    expect((aged.body.value as { startedAt: number }).startedAt).toBeLessThanOrEqual(
      t.clock.now().getTime() - 16 * MIN,
    );
    expect((await bindBank(m.token)).body).toMatchObject({ errorCode: 'auth.reauth.required' });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/wps/dev/session/age',
      token: m.token,
      payload: { minutes: 0 },
    });
    expect(bad.res.statusCode).toBe(400);
  });

  it('asks a member with neither to sign in again, and a fresh sign-in is the confirmation', async () => {
    const m = await passwordless({});
    await later(async () => {
      const asked = await bindBank(m.token);
      expect(asked.body).toMatchObject({ errorCode: 'auth.reauth.required', value: { method: 'signin' } });
      const none = await sendCode(m.token, 'CN');
      expect(none.body).toMatchObject({ success: false, errorCode: 'auth.reauth.no.channel' });
      expect(none.body.message).toContain('重新登录');
      const fresh = await sessionFor(t.app, m.member);
      expect((await bindBank(fresh)).body.success).toBe(true);
    });
  });

  it('a first password needs a fresh confirmation; a member with a password confirms it, not a code', async () => {
    const m = await passwordless({ mobile: '9170000102' });
    await later(async () => {
      const first = await sealed(t.app, {
        url: '/wps/member/password',
        token: m.token,
        payload: { newPassword: PASSWORD, confirmNewPassword: PASSWORD },
      });
      expect(first.body).toMatchObject({
        success: false,
        errorCode: 'auth.reauth.required',
        value: { method: 'code' },
      });
      const [row] = await t.app.deps.db
        .select({ hash: members.passwordHash })
        .from(members)
        .where(eq(members.id, m.member.id));
      expect(row?.hash).toBeNull();
    });

    const { member } = await memberWithPassword(t.app, { username: 'rgreauth02', password: PASSWORD });
    const token = await sessionFor(t.app, member);
    expect((await sendCode(token)).body).toMatchObject({ success: false, errorCode: 'auth.reauth.use.password' });
    await later(async () => {
      expect((await bindBank(token)).body).toMatchObject({ value: { method: 'password' } });
      expect((await reauth(token, { code: '123456' })).body).toMatchObject({ errorCode: 'auth.reauth.wrong' });
      expect((await reauth(token, { password: PASSWORD })).body.success).toBe(true);
      expect((await bindBank(token)).body.success).toBe(true);
    });
  });
});
