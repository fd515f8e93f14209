import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { startSocialFixture } from '../../../test/social-fixture.ts';
import { createJwksVerifier, PROVIDER_ISSUERS } from './social.ts';
import { setSwitch } from './test-helpers.ts';

const GOOGLE_CLIENT = 'demo-client.apps.googleusercontent.com';
const idp = await startSocialFixture(GOOGLE_CLIENT);
const { jwt, googleClaims, good, stranger, now } = idp;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SOCIAL_GOOGLE_JWKS_URL: idp.url, SOCIAL_FACEBOOK_JWKS_URL: idp.url });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

describe('social sign-in', () => {
  it('is off until the brand turns it on and sets a client id', async () => {
    expect((await call(t.app, { method: 'GET', url: '/wps/session/login/social/config' })).body.value).toEqual([]);
    const r = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/social',
      payload: { provider: 'google', idToken: jwt(googleClaims()) },
    });
    expect(r.body.errorCode).toBe('function.not.available');
  });

  it('verifies the ID token against the JWKS and links the account once', async () => {
    const brand = await t.app.brands.byMerchant('demo');
    if (!brand) throw new Error('brand');
    await t.app.brands.updateSettings(brand.id, { googleClientId: GOOGLE_CLIENT });
    await setSwitch(t.app, 'LOGIN_SOCIAL', true);
    const config = await call(t.app, { method: 'GET', url: '/wps/session/login/social/config' });
    expect(config.body.value).toEqual([{ provider: 'google', clientId: GOOGLE_CLIENT }]);

    const signIn = (idToken: string) =>
      call(t.app, { method: 'POST', url: '/wps/session/login/social', payload: { provider: 'google', idToken } });
    const first = await signIn(jwt(googleClaims()));
    expect(first.res.statusCode).toBe(200);
    const v = first.body.value as {
      loginType: string;
      cpw: boolean;
      member: { id: number; nickname: string; email: string; hasPassword: boolean };
    };
    expect(v.loginType).toBe('social');
    expect(v.member).toMatchObject({ nickname: 'Xena', email: 'xena@example.com', hasPassword: false });
    const second = await signIn(jwt(googleClaims({ name: 'Someone Else' })));
    expect((second.body.value as { member: { id: number } }).member.id).toBe(v.member.id);
    expect(idp.hits()).toBe(1);
    // The account was made once: one member.registered, written with it.
    const made = (await eventsOf(t.database, 'member.registered')).filter((e) => e.payload.method === 'social');
    expect(made).toHaveLength(1);
  });

  it('refuses a wrong signature, audience, issuer, an expired token and a made-up key id', async () => {
    const signIn = (idToken: string) =>
      call(t.app, { method: 'POST', url: '/wps/session/login/social', payload: { provider: 'google', idToken } });
    const cases = [
      jwt(googleClaims(), stranger.privateKey),
      jwt(googleClaims({ aud: 'someone-else' })),
      jwt(googleClaims({ iss: 'https://evil.example' })),
      jwt(googleClaims({ exp: now() - 3600 })),
      jwt(googleClaims(), good.privateKey, 'unknown-kid'),
      `${jwt(googleClaims()).split('.').slice(0, 2).join('.')}.`,
      'not.a.jwt-token-at-all',
    ];
    for (const token of cases) {
      const r = await signIn(token);
      expect(r.res.statusCode, token.slice(0, 20)).toBe(401);
      expect(r.body.errorCode).toBe('social.token.invalid');
    }
  });
});

describe('JWKS verifier', () => {
  it('refreshes keys for an unknown kid at most once a minute', async () => {
    let fetches = 0;
    let clock = 1_000_000;
    const v = createJwksVerifier(
      { google: { jwksUrl: 'x', issuers: PROVIDER_ISSUERS.google }, facebook: { jwksUrl: 'y', issuers: [] } },
      {
        now: () => clock,
        fetcher: async () => {
          fetches++;
          return { keys: [{ ...good.publicKey.export({ format: 'jwk' }), kid: 'k1' }] };
        },
      },
    );
    const claims = googleClaims({ iat: clock / 1000, exp: clock / 1000 + 600 });
    expect(await v.verify('google', jwt(claims), GOOGLE_CLIENT)).toMatchObject({ subject: '1234567890' });
    expect(await v.verify('google', jwt(claims, good.privateKey, 'k2'), GOOGLE_CLIENT)).toBeNull();
    expect(await v.verify('google', jwt(claims, good.privateKey, 'k3'), GOOGLE_CLIENT)).toBeNull();
    expect(fetches).toBe(1);
    clock += 61_000;
    expect(await v.verify('google', jwt(claims, good.privateKey, 'k2'), GOOGLE_CLIENT)).toBeNull();
    expect(fetches).toBe(2);
  });
});
