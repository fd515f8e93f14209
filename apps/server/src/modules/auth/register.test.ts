import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { from, lastMessage, login, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = {
  password: 'River2025x',
  confirmPassword: 'River2025x',
  ageConfirmed: true,
  termsAccepted: true,
};

type Fields = { fields: { field: string; reason: string }[] };

function register(payload: Record<string, unknown>, ip = '127.0.0.1') {
  return sealed(t.app, { method: 'PUT', url: '/wps/member/register', payload, ip });
}
function registerMobile(payload: Record<string, unknown>, ip = '127.0.0.1') {
  return sealed(t.app, { method: 'PUT', url: '/wps/member/register/mobile', payload, ip });
}

describe('register by username', () => {
  it('registers, signs in and answers the session like login', async () => {
    const { res, body } = await register({ ...base, username: 'helen01' });
    expect(res.statusCode).toBe(200);
    const v = body.value as { token: string; loginType: string; firstTimeLogin: boolean; member: { username: string } };
    expect(v.loginType).toBe('register');
    expect(v.firstTimeLogin).toBe(true);
    expect(v.member.username).toBe('helen01');
    expect((await login(t.app, 'helen01', 'River2025x')).res.statusCode).toBe(200);
  });

  it('enforces the field rules: required, bounds, patterns, confirmation, weak list, age and terms', async () => {
    const before = await snapshot(t.database);
    const { res, body } = await register({
      username: '9lives',
      password: 'abcdefgh',
      confirmPassword: 'abcdefgh2',
      ageConfirmed: false,
    });
    expect(res.statusCode).toBe(400);
    expect(body.errorCode).toBe('request_param_err');
    expect((body.value as Fields).fields).toEqual([
      { field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' },
      { field: 'password', reason: 'pattern_LETTERS_AND_DIGITS' },
      { field: 'confirmPassword', reason: 'err_password_confirm_mismatch' },
      { field: 'ageConfirmed', reason: 'err_age_confirm_required' },
      { field: 'termsAccepted', reason: 'err_terms_required' },
    ]);
    const short = await register({ ...base, username: 'abc' });
    expect((short.body.value as Fields).fields).toEqual([{ field: 'username', reason: 'pattern_LETTER_FIRST_ALNUM' }]);
    const long = await register({ ...base, username: `a${'1'.repeat(16)}` });
    expect((long.body.value as Fields).fields[0]?.field).toBe('username');
    const weak = await register({ ...base, username: 'weakling1', password: 'abc12345', confirmPassword: 'abc12345' });
    expect((weak.body.value as Fields).fields).toEqual([{ field: 'password', reason: 'err_password_weak' }]);
    const missing = await register({ ageConfirmed: true, termsAccepted: true });
    expect((missing.body.value as Fields).fields.map((f) => f.reason)).toEqual([
      'err_field_required',
      'err_field_required',
      'err_field_required',
    ]);
    expect(await snapshot(t.database)).toBe(before);
  });

  it('answers the field errors in the language of the request', async () => {
    const { body } = await sealed(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      payload: { ...base, username: 'x' },
      lang: 'TH',
    });
    const { errorMessage } = await import('@app/contracts/messages');
    expect(body.message).toBe(errorMessage('request_param_err', 'TH'));
    expect(body.message).not.toBe(errorMessage('request_param_err', 'EN'));
  });

  it('refuses a taken username (any case) with 409', async () => {
    await register({ ...base, username: 'ivan001' });
    const again = await register({ ...base, username: 'IVAN001' });
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('username.taken');
  });

  it('refuses replayed and tampered sealed bodies', async () => {
    const key = await call(t.app, { method: 'GET', url: '/wps/session/key/rsa' });
    const { importPublicKey, sealPayload } = await import('@app/contracts/crypto');
    const pk = await importPublicKey((key.body.value as { publicKey: string }).publicKey);
    const s = await sealPayload(pk, { ...base, username: 'judy001' }, t.clock.now().getTime());
    const send = (payload: { value: string }) =>
      call(t.app, { method: 'PUT', url: '/wps/member/register', headers: { encryption: s.header }, payload });
    expect((await send(s.body)).res.statusCode).toBe(200);
    const replay = await send(s.body);
    expect(replay.body).toMatchObject({ errorCode: 'request_body_required', value: { reason: 'replayed' } });
    const s2 = await sealPayload(pk, { ...base, username: 'kate001' }, t.clock.now().getTime());
    const bytes = Buffer.from(s2.body.value, 'base64');
    bytes[bytes.length - 1] = (bytes[bytes.length - 1] ?? 0) ^ 1;
    const tampered = await call(t.app, {
      method: 'PUT',
      url: '/wps/member/register',
      headers: { encryption: s2.header },
      payload: { value: bytes.toString('base64') },
    });
    expect(tampered.body.errorCode).toBe('request_body_required');
    expect((await login(t.app, 'kate001', 'River2025x')).body.errorCode).toBe('login.failed');
  });

  it('is refused when the brand turns username registration off', async () => {
    await setSwitch(t.app, 'REG_USERNAME', false);
    const { body } = await register({ ...base, username: 'liam001' });
    expect(body.errorCode).toBe('function.not.available');
    await setSwitch(t.app, 'REG_USERNAME', null);
  });
});

describe('affiliate and referral codes', () => {
  it('checks an affiliate code for a domain and makes the agent the upline', async () => {
    const { brand } = await memberWithPassword(t.app, { username: 'agent001', password: 'Agent2025x', accountType: 1 });
    await t.app.services.auth.addAffiliateCode(brand, 'agent001', 'JOIN2025', 'localhost');
    const ok = await call(t.app, { method: 'GET', url: '/wps/agent/affiliate?code=join2025&domain=localhost' });
    expect(ok.body.value).toEqual({ code: 'JOIN2025', agent: 'agent001' });
    const otherHost = await call(t.app, { method: 'GET', url: '/wps/agent/affiliate?code=JOIN2025&domain=evil.test' });
    expect(otherHost.body.errorCode).toBe('affiliate.code.invalid');
    const bad = await call(t.app, { method: 'GET', url: '/wps/agent/affiliate?code=NOPE99' });
    expect(bad.res.statusCode).toBe(400);
    expect(bad.body.errorCode).toBe('affiliate.code.invalid');

    const r = await register({ ...base, username: 'mike001', affiliateCode: 'JOIN2025', domain: 'localhost' });
    const info = r.body.value as { member: { upline: string } };
    expect(info.member.upline).toBe('agent001');
    const refused = await register({ ...base, username: 'nina001', affiliateCode: 'NOPE99' });
    expect(refused.body.errorCode).toBe('affiliate.code.invalid');
  });

  it('records a referral code (customer id) and ignores an unknown one', async () => {
    const a = await register({ ...base, username: 'oscar01' });
    const cid = (a.body.value as { member: { customerId: string } }).member.customerId;
    const b = await register({ ...base, username: 'paula01', referralCode: cid });
    expect(b.res.statusCode).toBe(200);
    const c = await register({ ...base, username: 'quinn01', referralCode: 'C99999999' });
    expect(c.res.statusCode).toBe(200);
    const { members } = await import('../../db/schema/index.ts');
    const { eq } = await import('drizzle-orm');
    const [row] = await t.app.deps.db
      .select({ ref: members.referredBy })
      .from(members)
      .where(eq(members.username, 'paula01'));
    expect(row?.ref).toBe(Number(cid.slice(1)));
  });
});

describe('register by mobile', () => {
  it('sends a code, registers with it, and the code cannot be used twice', async () => {
    const sms = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+63', mobileNo: '9170000001', regType: 'mobile' },
    });
    expect(sms.body.value).toEqual({ expiredMinutes: 5, to: '+63 917•••••01' });
    const msg = await lastMessage(t.app, '+639170000001');
    expect(msg?.code).toMatch(/^\d{6}$/);
    const payload = {
      ...base,
      countryDialingCode: '+63',
      mobileNum: '9170000001',
      verificationCode: msg?.code,
    };
    const wrong = await registerMobile({ ...payload, verificationCode: '000000' === msg?.code ? '111111' : '000000' });
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const ok = await registerMobile(payload);
    expect(ok.res.statusCode).toBe(200);
    expect((ok.body.value as { member: { mobileNum: string } }).member.mobileNum).toBe('9170000001');
    const again = await registerMobile(payload);
    expect(again.res.statusCode).toBe(409);
    expect(again.body.errorCode).toBe('mobile.taken');
  });

  it('refuses a new code while the countdown runs, and an expired code', async () => {
    const send = () =>
      from(t.app, `10.9.0.${Math.floor(Math.random() * 200)}`, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '+63', mobileNo: '9170000002' },
      });
    expect((await send()).res.statusCode).toBe(200);
    const soon = await send();
    expect(soon.res.statusCode).toBe(429);
    expect(soon.body.errorCode).toBe('verification.code.too.soon');
    const code = (await lastMessage(t.app, '+639170000002'))?.code;
    t.clock.advance(5 * 60_000 + 1000);
    const late = await registerMobile({
      ...base,
      countryDialingCode: '+63',
      mobileNum: '9170000002',
      verificationCode: code,
    });
    expect(late.body.errorCode).toBe('verification.code.expired');
    t.clock.set(new Date());
  });

  it('needs the mobile number and a valid phone format', async () => {
    const none = await registerMobile({ ...base });
    expect((none.body.value as Fields).fields).toContainEqual({ field: 'mobileNum', reason: 'err_field_required' });
    const bad = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+63', mobileNo: '12ab' },
    });
    expect(bad.body.errorCode).toBe('phone.format.invalid');
    const unknownCountry = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/register',
      payload: { countryDialingCode: '+999', mobileNo: '9170000003' },
    });
    expect(unknownCountry.body.errorCode).toBe('phone.format.invalid');
  });

  it('serves the country dialing codes', async () => {
    const { body } = await call(t.app, { method: 'GET', url: '/wps/system/getCountryCode' });
    expect(body.value).toContainEqual({ countryCode: 'PH', countryDialingCode: '+63' });
  });
});
