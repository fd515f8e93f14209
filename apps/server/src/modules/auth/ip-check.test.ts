import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { startSocialFixture } from '../../../test/social-fixture.ts';
import { createProfileService } from '../cashier/profile-service.ts';
import { from, lastMessage, login, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

// SPEC §4 unregistered-IP verification by the holder name of a bound bank account and by the linked
// Google account (the code by SMS or e-mail: passwords.test.ts).

const GOOGLE_CLIENT = 'ipcheck-client.apps.googleusercontent.com';
const idp = await startSocialFixture(GOOGLE_CLIENT);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SOCIAL_GOOGLE_JWKS_URL: idp.url });
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  await t.app.brands.updateSettings(brand.id, { googleClientId: GOOGLE_CLIENT });
  await setSwitch(t.app, 'LOGIN_SOCIAL', true);
  await setSwitch(t.app, 'LOGIN_IP_VERIFY', true);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

type Stop = { challenge: string; channels: string[]; mobileHint: string; emailHint: string; bankHint: string };

const verify = (ip: string, payload: Record<string, unknown>) =>
  from(t.app, ip, { method: 'POST', url: '/wps/session/login/verify', payload });

/** A member with a password and a bound bank account, known at `home`, stopped at `away`. */
async function stoppedBankMember(username: string, home: string, away: string, email?: string): Promise<Stop> {
  const { brand, member } = await memberWithPassword(t.app, { username, password: 'Harbour2025x', email });
  await createProfileService(t.app.deps).bindBank(brand.id, member.id, {
    bankName: 'Metro Bank',
    accountName: 'Maria  Santos',
    accountNumber: '5566 7788 9900',
  });
  expect((await login(t.app, username, 'Harbour2025x', {}, home)).res.statusCode).toBe(200);
  const stopped = await login(t.app, username, 'Harbour2025x', {}, away);
  expect(stopped.body.errorCode).toBe('login_verify_required');
  return stopped.body.value as Stop;
}

describe('unregistered-IP check by the bank account holder name', () => {
  it('is offered to a member with a bound bank account and signs in with the name, in any case and spacing', async () => {
    const v = await stoppedBankMember('bank0001', '10.8.0.1', '10.8.0.2');
    // No mobile, no e-mail, no linked Google account (though the brand offers Google): only the bank.
    expect(v.channels).toEqual(['bank']);
    expect(v.bankHint).toBe('Metro Bank ****9900');
    expect(v.mobileHint).toBe('');

    const before = await snapshot(t.database);
    const wrong = await verify('10.8.0.2', { challenge: v.challenge, accountName: 'Mario Santos' });
    expect(wrong.res.statusCode).toBe(400);
    expect(wrong.body.errorCode).toBe('login.verify.bank.mismatch');
    expect(wrong.body.message).toBe('That name does not match the holder of your bound bank account.');
    // Another proof than the ones offered, none at all, and a code channel the member does not have.
    expect((await verify('10.8.0.2', { challenge: v.challenge, verificationCode: '123456' })).body.errorCode).toBe(
      'function.not.available',
    );
    const none = await verify('10.8.0.2', { challenge: v.challenge });
    expect(none.body.errorCode).toBe('request_param_err');
    expect(none.body.value).toEqual({ fields: [{ field: 'verificationCode', reason: 'err_field_required' }] });
    const send = await from(t.app, '10.8.0.2', {
      method: 'POST',
      url: '/wps/verification/login/ip',
      payload: { challenge: v.challenge, channel: 'sms' },
    });
    expect(send.body.errorCode).toBe('function.not.available');
    expect(await snapshot(t.database)).toBe(before);

    // The right name from another address: the check is bound to the one it began at.
    expect((await verify('10.8.0.3', { challenge: v.challenge, accountName: 'Maria Santos' })).body.errorCode).toBe(
      'login.verify.expired',
    );
    const ok = await verify('10.8.0.2', { challenge: v.challenge, accountName: '  maria SANTOS ' });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.body.value).toMatchObject({ loginType: 'username', member: { username: 'bank0001' } });
    expect((await verify('10.8.0.2', { challenge: v.challenge, accountName: 'Maria Santos' })).body.errorCode).toBe(
      'login.verify.expired',
    );
    // The address is known now: no second check.
    expect((await login(t.app, 'bank0001', 'Harbour2025x', {}, '10.8.0.2')).res.statusCode).toBe(200);
  });

  it('ends the check after three wrong names; the right one then comes too late', async () => {
    const v = await stoppedBankMember('bank0002', '10.8.1.1', '10.8.1.2');
    const name = (accountName: string) => verify('10.8.1.2', { challenge: v.challenge, accountName });
    expect((await name('Ann Lee')).body.errorCode).toBe('login.verify.bank.mismatch');
    expect((await name('Bea Lim')).body.errorCode).toBe('login.verify.bank.mismatch');
    expect((await name('Cora Tan')).body.errorCode).toBe('login.verify.expired');
    expect((await name('Maria Santos')).body.errorCode).toBe('login.verify.expired');
    // A new sign-in starts a new check.
    const again = await login(t.app, 'bank0002', 'Harbour2025x', {}, '10.8.1.2');
    expect(again.body.errorCode).toBe('login_verify_required');
    const v2 = again.body.value as Stop;
    expect(v2.channels).toEqual(['bank']);

    // Three more wrong names (six this hour): the check ends with the wait, and later sign-ins from a new
    // address wait too (the bank was this member's only way), so signing in again buys no more guesses.
    const name2 = (accountName: string) => verify('10.8.1.2', { challenge: v2.challenge, accountName });
    expect((await name2('Dina Uy')).body.errorCode).toBe('login.verify.bank.mismatch');
    expect((await name2('Ella Go')).body.errorCode).toBe('login.verify.bank.mismatch');
    const locked = await name2('Faye Ong');
    expect(locked.res.statusCode).toBe(429);
    expect(locked.body.errorCode).toBe('login.verify.locked');
    expect(Number(locked.res.headers['retry-after'])).toBeGreaterThan(3500);
    expect((await name2('Maria Santos')).body.errorCode).toBe('login.verify.expired');
    const third = await login(t.app, 'bank0002', 'Harbour2025x', {}, '10.8.1.3');
    expect(third.res.statusCode).toBe(429);
    expect(third.body.errorCode).toBe('login.verify.locked');
    // From the address the member has used, the password is enough as always.
    expect((await login(t.app, 'bank0002', 'Harbour2025x', {}, '10.8.1.1')).res.statusCode).toBe(200);
  });

  it('stops offering the bank way after an hour of wrong names but keeps the e-mail way', async () => {
    const v = await stoppedBankMember('bank0003', '10.8.3.1', '10.8.3.2', 'bank3@example.com');
    expect(v.channels).toEqual(['email', 'bank']);
    for (let round = 0; round < 2; round++) {
      const stop =
        round === 0 ? v : ((await login(t.app, 'bank0003', 'Harbour2025x', {}, '10.8.3.2')).body.value as Stop);
      for (const wrong of ['Ann Lee', 'Bea Lim']) {
        expect((await verify('10.8.3.2', { challenge: stop.challenge, accountName: wrong })).body.errorCode).toBe(
          'login.verify.bank.mismatch',
        );
      }
      const last = await verify('10.8.3.2', { challenge: stop.challenge, accountName: 'Cora Tan' });
      expect(last.body.errorCode).toBe(round === 0 ? 'login.verify.expired' : 'login.verify.locked');
    }
    const after = await login(t.app, 'bank0003', 'Harbour2025x', {}, '10.8.3.2');
    expect(after.body.errorCode).toBe('login_verify_required');
    expect((after.body.value as Stop).channels).toEqual(['email']);
    expect((after.body.value as Stop).bankHint).toBe('');
  });
});

describe('unregistered-IP check by the linked Google account', () => {
  const social = (ip: string, idToken: string) =>
    from(t.app, ip, { method: 'POST', url: '/wps/session/login/social', payload: { provider: 'google', idToken } });

  it('offers Google to a member who signed up with it and accepts only that account', async () => {
    const token = (sub: string) => idp.jwt(idp.googleClaims({ sub, email: `${sub}@example.com` }));
    expect((await social('10.9.0.1', token('g-ipcheck-1'))).res.statusCode).toBe(200);
    expect((await social('10.9.0.1', token('g-ipcheck-2'))).res.statusCode).toBe(200);

    const stopped = await social('10.9.0.2', token('g-ipcheck-1'));
    expect(stopped.body.errorCode).toBe('login_verify_required');
    const v = stopped.body.value as Stop;
    expect(v.channels).toEqual(['email', 'google']);
    expect(v.bankHint).toBe('');

    const before = await snapshot(t.database);
    // Another member's Google account, a token signed by a stranger, a token for another client.
    const other = await verify('10.9.0.2', { challenge: v.challenge, idToken: token('g-ipcheck-2') });
    expect(other.res.statusCode).toBe(400);
    expect(other.body.errorCode).toBe('login.verify.google.mismatch');
    expect(other.body.message).toBe('That Google account is not the one linked to your account.');
    const forged = idp.jwt(idp.googleClaims({ sub: 'g-ipcheck-1' }), idp.stranger.privateKey);
    expect((await verify('10.9.0.2', { challenge: v.challenge, idToken: forged })).body.errorCode).toBe(
      'social.token.invalid',
    );
    const elsewhere = idp.jwt(idp.googleClaims({ sub: 'g-ipcheck-1', aud: 'another-client' }));
    expect((await verify('10.9.0.2', { challenge: v.challenge, idToken: elsewhere })).body.errorCode).toBe(
      'social.token.invalid',
    );
    expect((await verify('10.9.0.2', { challenge: v.challenge, accountName: 'Xena' })).body.errorCode).toBe(
      'function.not.available',
    );
    expect(await snapshot(t.database)).toBe(before);

    const ok = await verify('10.9.0.2', { challenge: v.challenge, idToken: token('g-ipcheck-1') });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.body.value).toMatchObject({ loginType: 'social', member: { email: 'g-ipcheck-1@example.com' } });
  });

  it('is not offered while the brand has Google sign-in off', async () => {
    const token = idp.jwt(idp.googleClaims({ sub: 'g-ipcheck-3', email: 'g3@example.com' }));
    const first = await social('10.9.1.1', token);
    expect(first.res.statusCode).toBe(200);
    const { id, username } = (first.body.value as { member: { id: number; username: string } }).member;
    // The member sets a password, then Google sign-in is switched off: a password sign-in from a new
    // address can still be confirmed by e-mail, not by Google.
    await t.app.services.auth.setPassword(id, 'Harbour2025x');
    await setSwitch(t.app, 'LOGIN_GOOGLE', false);
    try {
      const stopped = await login(t.app, username, 'Harbour2025x', {}, '10.9.1.2');
      expect(stopped.body.errorCode).toBe('login_verify_required');
      expect((stopped.body.value as Stop).channels).toEqual(['email']);
    } finally {
      await setSwitch(t.app, 'LOGIN_GOOGLE', null);
    }
  });
});

describe('unregistered-IP check and SMS sign-in', () => {
  it('lets an SMS sign-in from a new address through: the code already proved the phone', async () => {
    await memberWithPassword(t.app, { username: 'sms0001', password: 'Harbour2025x', mobile: ['+63', '9174440001'] });
    expect((await login(t.app, 'sms0001', 'Harbour2025x', {}, '10.8.2.1')).res.statusCode).toBe(200);
    const sent = await from(t.app, '10.8.2.2', {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+63', mobileNum: '9174440001' },
    });
    expect(sent.res.statusCode).toBe(200);
    const code = (await lastMessage(t.app, '+639174440001', 'login'))?.code;
    const ok = await sealed(t.app, {
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+63', mobileNum: '9174440001', verificationCode: code },
      ip: '10.8.2.2',
    });
    expect(ok.res.statusCode).toBe(200);
    expect(ok.body.value).toMatchObject({ loginType: 'sms' });
    // The address is known now; a password sign-in from a third one is still checked.
    expect((await login(t.app, 'sms0001', 'Harbour2025x', {}, '10.8.2.2')).res.statusCode).toBe(200);
    expect((await login(t.app, 'sms0001', 'Harbour2025x', {}, '10.8.2.3')).body.errorCode).toBe(
      'login_verify_required',
    );
  });
});

describe('the verify call', () => {
  it('answers an unknown challenge as expired', async () => {
    const r = await call(t.app, {
      method: 'POST',
      url: '/wps/session/login/verify',
      payload: { challenge: 'x'.repeat(43), accountName: 'Maria Santos' },
    });
    expect(r.body.errorCode).toBe('login.verify.expired');
  });
});
