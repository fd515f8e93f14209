import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { startSocialFixture } from '../../../test/social-fixture.ts';
import { createFirebaseVerifier, firebaseIssuer } from './social.ts';
import { from, lastMessage, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

const PROJECT = 'lucky-demo';
const idp = await startSocialFixture(PROJECT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await memberWithPassword(t.app, { username: 'phoney01', password: 'Phone2025x', mobile: ['+63', '9172220001'] });
  await setSwitch(t.app, 'LOGIN_VERIFY_CODE', true);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function settings(s: Record<string, unknown>) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  await t.app.brands.updateSettings(brand.id, s);
}

const phone = (mobileNum: string) => ({ countryDialingCode: '+63', mobileNum });

/** What the browser does with the stand-in: ask for a code, read it from the "phone", trade it for a token. */
let sends = 0;
/** A send from an address of its own (one SMS a second per address). */
const send = (mobileNum: string) =>
  from(t.app, `127.0.0.${++sends + 10}`, {
    method: 'POST',
    url: '/wps/dev/firebase/sendCode',
    payload: phone(mobileNum),
  });

async function standInToken(mobileNum: string): Promise<string> {
  const sent = await send(mobileNum);
  expect(sent.body.value).toMatchObject({ expiredMinutes: 1 });
  const code = (await lastMessage(t.app, `+63${mobileNum}`, 'firebase'))?.code;
  const v = await call(t.app, {
    method: 'POST',
    url: '/wps/dev/firebase/verifyCode',
    payload: { ...phone(mobileNum), verificationCode: code },
  });
  return (v.body.value as { idToken: string }).idToken;
}

function loginFirebase(payload: Record<string, unknown>) {
  return sealed(t.app, { url: '/wps/session/login', payload: { type: 'firebase', ...payload } });
}

describe('SMS verified by the social provider (Firebase stand-in)', () => {
  it('is off until the brand names its Firebase project', async () => {
    const r = await call(t.app, { method: 'POST', url: '/wps/dev/firebase/sendCode', payload: phone('9172220001') });
    expect(r.body.errorCode).toBe('function.not.available');
    const l = await loginFirebase({ ...phone('9172220001'), firebaseIdToken: idp.jwt({ sub: 'x' }) });
    expect(l.body.errorCode).toBe('function.not.available');
    await settings({ firebaseProjectId: PROJECT });
    const checks = await call(t.app, { method: 'GET', url: '/wps/session/checks' });
    expect(checks.body.value).toEqual({
      botCheck: { provider: 'off', siteKey: '' },
      firebase: { projectId: PROJECT, apiKey: '', standIn: true, countdownSeconds: 60 },
    });
  });

  it('sends a code with a 1-minute countdown, refuses a wrong code, and signs in with the token once', async () => {
    const token = await standInToken('9172220001');
    const again = await call(t.app, {
      method: 'POST',
      url: '/wps/dev/firebase/sendCode',
      payload: phone('9172220001'),
    });
    expect(again.body.errorCode).toBe('verification.code.too.soon');
    expect(Number(again.res.headers['retry-after'])).toBeLessThanOrEqual(60);

    const ok = await loginFirebase({ ...phone('9172220001'), firebaseIdToken: token });
    expect(ok.res.statusCode).toBe(200);
    const v = ok.body.value as { loginType: string; cpw: boolean; member: { username: string } };
    expect(v).toMatchObject({ loginType: 'firebase', cpw: false, member: { username: 'phoney01' } });
    const replay = await loginFirebase({ ...phone('9172220001'), firebaseIdToken: token });
    expect(replay.body.errorCode).toBe('firebase.token.invalid');
  });

  it('lets exactly one of two sign-ins at once use the same ID token', async () => {
    const token = await standInToken('9172220007');
    await memberWithPassword(t.app, { username: 'phoney07', password: 'Phone2025x', mobile: ['+63', '9172220007'] });
    const both = await Promise.all([
      loginFirebase({ ...phone('9172220007'), firebaseIdToken: token }),
      loginFirebase({ ...phone('9172220007'), firebaseIdToken: token }),
    ]);
    expect(both.map((r) => r.body.errorCode ?? 'ok').sort()).toEqual(['firebase.token.invalid', 'ok']);
  });

  it('refuses a wrong code, a token for another number, a forged token and a missing one', async () => {
    expect((await send('9172220002')).res.statusCode).toBe(200);
    const wrong = await call(t.app, {
      method: 'POST',
      url: '/wps/dev/firebase/verifyCode',
      payload: { ...phone('9172220002'), verificationCode: 'abcdef' },
    });
    expect(wrong.body.errorCode).toBe('verification.code.invalid');
    const other = await standInToken('9172220006');
    const before = await snapshot(t.database);
    const mismatch = await loginFirebase({ ...phone('9172220001'), firebaseIdToken: other });
    expect(mismatch.res.statusCode).toBe(400);
    expect(mismatch.body.errorCode).toBe('firebase.phone.mismatch');
    // The provider's own keys are not the stand-in's: a token signed elsewhere is refused.
    const foreign = idp.jwt({
      iss: firebaseIssuer(PROJECT),
      aud: PROJECT,
      sub: 'abc',
      phone_number: '+639172220001',
      iat: Math.floor(t.clock.now().getTime() / 1000),
      exp: Math.floor(t.clock.now().getTime() / 1000) + 600,
    });
    const forged = await loginFirebase({ ...phone('9172220001'), firebaseIdToken: foreign });
    expect(forged.res.statusCode).toBe(401);
    expect(forged.body.errorCode).toBe('firebase.token.invalid');
    const missing = await loginFirebase(phone('9172220001'));
    expect(missing.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toEqual(before);
  });

  it('registers by mobile with firebaseChannel and firebaseIdToken instead of the SMS code', async () => {
    await setSwitch(t.app, 'REG_SMS_VERIFY', true);
    const token = await standInToken('9172220003');
    const base = {
      password: 'River2025x',
      confirmPassword: 'River2025x',
      ageConfirmed: true,
      termsAccepted: true,
      ...phone('9172220003'),
      firebaseChannel: 'sms',
    };
    const reg = (payload: Record<string, unknown>) =>
      sealed(t.app, { method: 'PUT', url: '/wps/member/register/mobile', payload });
    expect((await reg(base)).body.errorCode).toBe('request_param_err');
    expect((await reg({ ...base, mobileNum: '9172220004', firebaseIdToken: token })).body.errorCode).toBe(
      'firebase.phone.mismatch',
    );
    const ok = await reg({ ...base, firebaseIdToken: token });
    expect(ok.res.statusCode).toBe(200);
    expect((ok.body.value as { member: { mobileNum: string } }).member.mobileNum).toContain('03');
    await setSwitch(t.app, 'REG_SMS_VERIFY', null);
  });
});

describe('Firebase verifier (the real adapter, against a JWKS of the test)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (over: Record<string, unknown> = {}) => ({
    iss: firebaseIssuer(PROJECT),
    aud: PROJECT,
    sub: 'fb-user-1',
    phone_number: '+639171234567',
    iat: now(),
    exp: now() + 600,
    ...over,
  });
  const v = createFirebaseVerifier(idp.url);

  it('accepts a token of the project with a phone number', async () => {
    expect(await v.verify(idp.jwt(claims()), PROJECT)).toEqual({ subject: 'fb-user-1', phone: '+639171234567' });
  });

  it('refuses another project, issuer, an expired token, no phone number, a foreign signature', async () => {
    const bad = [
      idp.jwt(claims({ aud: 'other-project' })),
      idp.jwt(claims({ iss: 'https://accounts.google.com' })),
      idp.jwt(claims({ exp: now() - 3600 })),
      idp.jwt(claims({ phone_number: undefined })),
      idp.jwt(claims({ phone_number: '0917' })),
      idp.jwt(claims(), idp.stranger.privateKey),
    ];
    for (const token of bad) expect(await v.verify(token, PROJECT)).toBeNull();
  });
});
