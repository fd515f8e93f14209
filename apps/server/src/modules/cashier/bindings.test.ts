import { createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor, signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { lastMessage } from '../auth/test-helpers.ts';
import { BIND_SENDS_PER_DESTINATION_HOUR } from './bind-service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const post = (url: string, token: string, payload: Body, app = t.app) =>
  call(app, { method: 'POST', url, token, payload });
const sendSms = (token: string, mobileNum: string, countryDialingCode = '+63') =>
  post('/wps/verification/sms/bind', token, { countryDialingCode, mobileNum });
const sendEmail = (token: string, email: string) => post('/wps/verification/email/bind', token, { email });
const bindMobile = (token: string, mobileNum: string, verificationCode: unknown, countryDialingCode = '63') =>
  post('/wps/cashier/security/mobile', token, { countryDialingCode, mobileNum, verificationCode });
const bindEmail = (token: string, email: string, verificationCode: unknown) =>
  post('/wps/cashier/security/email', token, { email, verificationCode });

/** The member's row as stored, for "nothing changed" where a wrong code only counts a try. */
async function memberRow(id: number) {
  const [row] = await sqlRows<Record<string, unknown>>(t, sql`SELECT * FROM members WHERE id = ${id}`);
  return row;
}
const codeOf = async (to: string) => (await lastMessage(t.app, to, 'bind'))?.code as string;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
let next = 9_170_000_100;
const newMobile = () => String(next++);

describe('binding a mobile number', () => {
  it('sends a code to the number and binds it with that code, stored as sign-in reads it', async () => {
    const { member, token } = await signedInMember(t.app);
    const mobile = newMobile();
    const sent = await sendSms(token, mobile, '63');
    expect(sent.body).toMatchObject({
      success: true,
      value: { expiredMinutes: 5, to: `+63 ${mobile.slice(0, 3)}•••••${mobile.slice(-2)}` },
    });
    const code = await codeOf(`+63${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    const bound = await bindMobile(token, mobile, code);
    expect(bound.body).toMatchObject({ success: true, value: { mobile: `+63 ****${mobile.slice(-4)}` } });
    expect(await memberRow(member.id)).toMatchObject({ country_dialing_code: '+63', mobile_num: mobile });
  });

  it('refuses a wrong, empty or missing code and binds nothing; a wrong code only counts a try', async () => {
    const { member, token } = await signedInMember(t.app);
    const mobile = newMobile();
    await sendSms(token, mobile);
    const code = await codeOf(`+63${mobile}`);
    const before = await memberRow(member.id);
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await bindMobile(token, mobile, wrong);
    expect(refused.res.statusCode).toBe(400);
    expect(refused.body.errorCode).toBe('verification.code.invalid');
    expect((await bindMobile(token, mobile, '')).body.errorCode).toBe('verification.code.invalid');
    const snap = await snapshot(t.database);
    const missing = await post('/wps/cashier/security/mobile', token, { countryDialingCode: '63', mobileNum: mobile });
    expect(missing.body).toMatchObject({ errorCode: 'request_param_err' });
    expect(await snapshot(t.database)).toBe(snap);
    expect(await memberRow(member.id)).toEqual(before);
    expect((await bindMobile(token, mobile, code)).body.success).toBe(true);
  });

  it('refuses an expired code', async () => {
    const { member, token } = await signedInMember(t.app);
    const mobile = newMobile();
    await sendSms(token, mobile);
    const code = await codeOf(`+63${mobile}`);
    t.clock.advance(5 * 60_000 + 1000);
    try {
      const before = await memberRow(member.id);
      const late = await bindMobile(token, mobile, code);
      expect(late.body).toMatchObject({ errorCode: 'verification.code.expired' });
      expect(late.body.message).toBe('The verification code has expired.');
      expect(await memberRow(member.id)).toEqual(before);
    } finally {
      t.clock.advance(-(5 * 60_000 + 1000));
    }
  });

  it('binds only the number the code was sent to, and only for the member who asked', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const mobile = newMobile();
    const other = newMobile();
    await sendSms(a.token, mobile);
    const code = await codeOf(`+63${mobile}`);
    const before = await snapshot(t.database);
    expect((await bindMobile(a.token, other, code)).body.errorCode).toBe('verification.code.invalid');
    expect((await bindMobile(b.token, mobile, code)).body.errorCode).toBe('verification.code.invalid');
    // An e-mail code does not bind a number either (its target is the address).
    expect((await bindEmail(a.token, 'x@example.com', code)).body.errorCode).toBe('verification.code.invalid');
    // Codes are kept per target: none of these touched the real code's tries either.
    expect(await snapshot(t.database)).toBe(before);
    expect((await bindMobile(a.token, mobile, code)).body.success).toBe(true);
  });

  it('spends a code: used once it binds nothing again', async () => {
    const { member, token } = await signedInMember(t.app);
    const mobile = newMobile();
    await sendSms(token, mobile);
    const code = await codeOf(`+63${mobile}`);
    expect((await bindMobile(token, mobile, code)).body.success).toBe(true);
    // The operator clears the binding; the spent code cannot put it back.
    await sqlRows(t, sql`UPDATE members SET mobile_num = NULL, country_dialing_code = NULL WHERE id = ${member.id}`);
    const before = await snapshot(t.database);
    expect((await bindMobile(token, mobile, code)).body.errorCode).toBe('verification.code.invalid');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('refuses a member who has a number, a number another member holds, and unknown dialing codes; nothing changes', async () => {
    const holder = await createMember(t.app);
    const taken = newMobile();
    await sqlRows(
      t,
      sql`UPDATE members SET country_dialing_code = '+63', mobile_num = ${taken} WHERE id = ${holder.id}`,
    );
    const { member, token } = await signedInMember(t.app);
    const before = await snapshot(t.database);
    const refusedTaken = await sendSms(token, taken);
    expect(refusedTaken.res.statusCode).toBe(409);
    expect(refusedTaken.body.errorCode).toBe('cashier.mobile.taken');
    expect((await bindMobile(token, taken, '123456')).body.errorCode).toBe('cashier.mobile.taken');
    const unknownDial = await sendSms(token, newMobile(), '999');
    expect(unknownDial.body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'countryDialingCode', reason: 'err_phone_format' }] },
    });
    expect((await sendSms(token, '12ab')).body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);

    const mobile = newMobile();
    await sendSms(token, mobile);
    expect((await bindMobile(token, mobile, await codeOf(`+63${mobile}`))).body.success).toBe(true);
    const bound = await snapshot(t.database);
    await pause(1100);
    const again = await sendSms(token, newMobile());
    expect(again.body).toMatchObject({ errorCode: 'cashier.binding.exists' });
    expect(again.body.message).toBe('This is already bound and cannot be changed. Please contact customer service.');
    expect((await bindMobile(token, newMobile(), '123456')).body.errorCode).toBe('cashier.binding.exists');
    expect(await snapshot(t.database)).toBe(bound);
    expect(await memberRow(member.id)).toMatchObject({ mobile_num: mobile });
  });

  it('answers in the member’s language', async () => {
    const { token } = await signedInMember(t.app);
    const r = await call(t.app, {
      method: 'POST',
      url: '/wps/cashier/security/mobile',
      token,
      lang: 'cn',
      payload: { countryDialingCode: '63', mobileNum: newMobile(), verificationCode: '000000' },
    });
    expect(r.body.errorCode).toBe('verification.code.invalid');
    expect(r.body.message).not.toMatch(/[A-Za-z]{4}/);
  });
});

describe('binding an e-mail address', () => {
  it('sends a code to the address and binds it (lower case) with that code', async () => {
    const { member, token } = await signedInMember(t.app);
    const sent = await sendEmail(token, ' Nora.Bind@Example.com ');
    expect(sent.body.errorCode).toBe('request_param_err');
    const ok = await sendEmail(token, 'Nora.Bind@Example.com');
    expect(ok.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const mail = await lastMessage(t.app, 'nora.bind@example.com', 'bind');
    expect(mail?.body).toContain('bind this e-mail address to your');
    const code = mail?.code as string;
    const wrong = await bindEmail(token, 'Nora.Bind@Example.com', code === '000000' ? '111111' : '000000');
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    expect(await memberRow(member.id)).toMatchObject({ email: null });
    expect((await bindEmail(token, 'other@example.com', code)).body.errorCode).toBe('verification.code.invalid');
    const bound = await bindEmail(token, 'Nora.Bind@Example.com', code);
    expect(bound.body).toMatchObject({ success: true, value: { email: 'n***@example.com' } });
    expect(await memberRow(member.id)).toMatchObject({ email: 'nora.bind@example.com' });

    const before = await snapshot(t.database);
    await pause(1100);
    expect((await sendEmail(token, 'next@example.com')).body.errorCode).toBe('cashier.binding.exists');
    expect((await bindEmail(token, 'next@example.com', code)).body.errorCode).toBe('cashier.binding.exists');
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('sending bind codes', () => {
  it('allows one send a second per member, then the countdown for the same target', async () => {
    const { token } = await signedInMember(t.app);
    const mobile = newMobile();
    expect((await sendSms(token, mobile)).body.success).toBe(true);
    const soon = await sendEmail(token, 'soon@example.com');
    expect(soon.res.statusCode).toBe(429);
    expect(soon.res.headers['retry-after']).toBe('1');
    expect(soon.body).toMatchObject({ errorCode: 'verification.code.too.soon', value: { retryAfter: 1 } });
    await pause(1100);
    const countdown = await sendSms(token, mobile);
    expect(countdown.body.errorCode).toBe('verification.code.too.soon');
    expect((countdown.body.value as { retryAfter: number }).retryAfter).toBeGreaterThan(250);
    // Another member may ask for the same number meanwhile (a code of theirs binds only for them).
    const other = await signedInMember(t.app);
    expect((await sendSms(other.token, mobile)).body.success).toBe(true);
  });

  it('sends one number at most six codes an hour from all members together, then 429 with the retry time', async () => {
    const mobile = newMobile();
    for (let i = 0; i < BIND_SENDS_PER_DESTINATION_HOUR; i++) {
      const { token } = await signedInMember(t.app);
      expect((await sendSms(token, mobile)).body.success, `send ${i + 1}`).toBe(true);
    }
    const { token } = await signedInMember(t.app);
    const flood = await sendSms(token, mobile);
    expect(flood.res.statusCode).toBe(429);
    expect(flood.res.headers['retry-after']).toBe('300');
    expect(flood.body).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', value: { retryAfter: 300 } });
    // Another number is not affected (the count lives an hour in the shared store, memory or Redis).
    expect((await sendSms((await signedInMember(t.app)).token, newMobile())).body.success).toBe(true);
  });

  it('refuses trial accounts and requests without a session; nothing changes', async () => {
    const trial = await createMember(t.app, { accountType: 4 });
    const token = await sessionFor(t.app, trial);
    const before = await snapshot(t.database);
    for (const r of [
      await sendSms(token, newMobile()),
      await sendEmail(token, 'trial@example.com'),
      await bindMobile(token, newMobile(), '123456'),
      await bindEmail(token, 'trial@example.com', '123456'),
    ]) {
      expect(r.body.errorCode).toBe('account.trial.forbidden');
    }
    const anonymous = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/bind',
      payload: { countryDialingCode: '+63', mobileNum: newMobile() },
    });
    expect(anonymous.res.statusCode).toBe(401);
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('when the message cannot be sent', () => {
  it('answers sms.send.failed / email.send.failed and keeps no code', async () => {
    const port = await new Promise<number>((resolve) => {
      const s = createServer().listen(0, '127.0.0.1', () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => resolve(p));
      });
    });
    const down = await createTestApp({
      SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
    });
    try {
      const { token } = await signedInMember(down.app);
      const before = await snapshot(down.database);
      const sms = await post(
        '/wps/verification/sms/bind',
        token,
        { countryDialingCode: '+63', mobileNum: newMobile() },
        down.app,
      );
      expect(sms.res.statusCode).toBe(503);
      expect(sms.body.errorCode).toBe('sms.send.failed');
      await pause(1100);
      const mail = await post('/wps/verification/email/bind', token, { email: 'down@example.com' }, down.app);
      expect(mail.body.errorCode).toBe('email.send.failed');
      expect(await snapshot(down.database)).toBe(before);
    } finally {
      await down.close();
    }
  });
});
