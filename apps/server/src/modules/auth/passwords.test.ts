import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { from, lastMessage, login, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Result = { token: string; member: { username: string } };

describe('change password', () => {
  it('needs the old password, checks the new one, and revokes every other session', async () => {
    await memberWithPassword(t.app, { username: 'rita001', password: 'Canyon2025x' });
    const a = (await login(t.app, 'rita001', 'Canyon2025x')).body.value as Result;
    const b = (await login(t.app, 'rita001', 'Canyon2025x')).body.value as Result;
    const change = (payload: Record<string, unknown>) =>
      sealed(t.app, { url: '/wps/member/password', token: a.token, payload });

    const before = await snapshot(t.database);
    const wrongOld = await change({
      oldPassword: 'Nope2025x',
      newPassword: 'Valley2025x',
      confirmNewPassword: 'Valley2025x',
    });
    expect(wrongOld.body.errorCode).toBe('password.old.wrong');
    const mismatch = await change({ oldPassword: 'Canyon2025x', newPassword: 'Valley2025x', confirmNewPassword: 'x' });
    expect(mismatch.body.errorCode).toBe('request_param_err');
    expect((mismatch.body.value as { fields: unknown[] }).fields).toEqual([
      { field: 'confirmNewPassword', reason: 'err_password_confirm_mismatch' },
    ]);
    const weak = await change({
      oldPassword: 'Canyon2025x',
      newPassword: 'qwerty123',
      confirmNewPassword: 'qwerty123',
    });
    expect((weak.body.value as { fields: unknown[] }).fields).toEqual([
      { field: 'newPassword', reason: 'err_password_weak' },
    ]);
    const noOld = await change({ newPassword: 'Valley2025x', confirmNewPassword: 'Valley2025x' });
    expect((noOld.body.value as { fields: unknown[] }).fields).toEqual([
      { field: 'oldPassword', reason: 'err_field_required' },
    ]);
    const same = await change({
      oldPassword: 'Canyon2025x',
      newPassword: 'Canyon2025x',
      confirmNewPassword: 'Canyon2025x',
    });
    expect(same.body.errorCode).toBe('password.same');
    expect(await snapshot(t.database)).toBe(before);

    const ok = await change({
      oldPassword: 'Canyon2025x',
      newPassword: 'Valley2025x',
      confirmNewPassword: 'Valley2025x',
    });
    expect(ok.res.statusCode).toBe(200);
    expect((await call(t.app, { method: 'GET', url: '/wps/member/info', token: a.token })).res.statusCode).toBe(200);
    const other = await call(t.app, { method: 'GET', url: '/wps/member/info', token: b.token });
    expect(other.body.errorCode).toBe('user.or.token.invalid');
    expect((await login(t.app, 'rita001', 'Canyon2025x')).body.errorCode).toBe('login.failed');
    expect((await login(t.app, 'rita001', 'Valley2025x')).res.statusCode).toBe(200);
  });

  it('clears a forced change', async () => {
    await memberWithPassword(t.app, { username: 'sam0001', password: '123456' });
    const v = (await login(t.app, 'sam0001', '123456')).body.value as Result & { cpw: boolean };
    expect(v.cpw).toBe(true);
    const ok = await sealed(t.app, {
      url: '/wps/member/password',
      token: v.token,
      payload: { oldPassword: '123456', newPassword: 'Summit2025x', confirmNewPassword: 'Summit2025x' },
    });
    expect((ok.body.value as { member: { cpw: boolean } }).member.cpw).toBe(false);
  });
});

describe('forgot password by e-mail', () => {
  it('sends a single-use link valid for 30 minutes, and answers the same for unknown accounts', async () => {
    await memberWithPassword(t.app, { username: 'tina001', password: 'Island2025x', email: 'tina@example.com' });
    const ask = (username: string, email: string) =>
      call(t.app, {
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ username, email }).toString(),
      });
    const known = await ask('tina001', 'TINA@example.com');
    const unknown = await ask('nobody01', 'tina@example.com');
    const wrongMail = await ask('tina001', 'other@example.com');
    expect(known.body).toEqual({ success: true, value: null });
    expect(unknown.body).toEqual(known.body);
    expect(wrongMail.body).toEqual(known.body);
    await new Promise((r) => setTimeout(r, 50));
    const mail = await lastMessage(t.app, 'tina@example.com', 'reset');
    expect(mail?.link).toMatch(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    const token = new URL(mail?.link ?? '').searchParams.get('token');

    const reset = (payload: Record<string, unknown>) => sealed(t.app, { url: '/wps/member/password/reset', payload });
    const bad = await reset({ token, newPassword: 'Lagoon2025x', confirmNewPassword: 'other' });
    expect(bad.body.errorCode).toBe('request_param_err');
    const ok = await reset({ token, newPassword: 'Lagoon2025x', confirmNewPassword: 'Lagoon2025x' });
    expect(ok.body).toEqual({ success: true, value: null });
    const reused = await reset({ token, newPassword: 'Lagoon2026x', confirmNewPassword: 'Lagoon2026x' });
    expect(reused.body.errorCode).toBe('reset.link.invalid');
    expect((await login(t.app, 'tina001', 'Lagoon2025x')).res.statusCode).toBe(200);

    await ask('tina001', 'tina@example.com');
    await new Promise((r) => setTimeout(r, 50));
    const second = new URL((await lastMessage(t.app, 'tina@example.com'))?.link ?? '').searchParams.get('token');
    expect(second).not.toBe(token);
    t.clock.advance(31 * 60_000);
    const late = await reset({ token: second, newPassword: 'Lagoon2027x', confirmNewPassword: 'Lagoon2027x' });
    expect(late.body.errorCode).toBe('reset.link.invalid');
    t.clock.set(new Date());
  });
});

describe('forgot password by mobile', () => {
  it('sends a code, sets the new password and signs in; unknown numbers get the same answer', async () => {
    await memberWithPassword(t.app, { username: 'uma0001', password: 'Desert2025x', mobile: ['+63', '9171110001'] });
    const send = (mobileNum: string, ip: string) =>
      from(t.app, ip, {
        method: 'POST',
        url: '/wps/verification/sms/password',
        payload: { countryDialingCode: '+63', mobileNum },
      });
    const known = await send('9171110001', '10.5.0.1');
    const unknown = await send('9171110099', '10.5.0.2');
    expect(known.body).toEqual({ success: true, value: { expiredMinutes: 5, to: '+63 917•••••01' } });
    expect(unknown.body).toEqual({ success: true, value: { expiredMinutes: 5, to: '+63 917•••••99' } });
    expect(await lastMessage(t.app, '+639171110099', 'forgot')).toBeUndefined();
    const code = (await lastMessage(t.app, '+639171110001', 'forgot'))?.code;

    const reset = (verificationCode: string | undefined, newPassword = 'Oasis2025x') =>
      sealed(t.app, {
        url: '/wps/member/password/verification',
        payload: { countryDialingCode: '+63', mobileNum: '9171110001', verificationCode, newPassword },
      });
    expect((await reset('99999x')).body.errorCode).toBe('verification.code.invalid');
    const ok = await reset(code);
    expect(ok.res.statusCode).toBe(200);
    expect((ok.body.value as Result).member.username).toBe('uma0001');
    expect((await reset(code, 'Oasis2026x')).body.errorCode).toBe('verification.code.invalid');
    expect((await login(t.app, 'uma0001', 'Oasis2025x')).res.statusCode).toBe(200);
  });

  it('is refused when the brand turns it off', async () => {
    await setSwitch(t.app, 'FORGOT_MOBILE', false);
    const r = await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/password',
      payload: { countryDialingCode: '+63', mobileNum: '9171110002' },
    });
    expect(r.body.errorCode).toBe('function.not.available');
    await setSwitch(t.app, 'FORGOT_MOBILE', null);
  });
});

describe('SMS sign-in', () => {
  it('signs in with mobile and code while verification-code login is on; never forces a change', async () => {
    await memberWithPassword(t.app, { username: 'vic0001', password: '123456', mobile: ['+63', '9172220001'] });
    const sent = await from(t.app, '10.6.0.1', {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+63', mobileNum: '9172220001' },
    });
    expect(sent.body.value).toMatchObject({ expiredMinutes: 5 });
    const code = (await lastMessage(t.app, '+639172220001', 'login'))?.code;
    const smsLogin = (verificationCode: string | undefined) =>
      sealed(t.app, {
        url: '/wps/session/login',
        payload: { type: 'sms', countryDialingCode: '+63', mobileNum: '9172220001', verificationCode },
      });
    const ok = await smsLogin(code);
    expect(ok.res.statusCode).toBe(200);
    expect(ok.body.value).toMatchObject({ loginType: 'sms', cpw: false, forcedChange: null });
    expect((await smsLogin(code)).body.errorCode).toBe('verification.code.invalid');

    await setSwitch(t.app, 'LOGIN_VERIFY_CODE', false);
    expect((await smsLogin('123456')).body.errorCode).toBe('function.not.available');
    await setSwitch(t.app, 'LOGIN_VERIFY_CODE', null);
  });

  it('works with a number bound later in the security centre, stored in the one format sign-in reads', async () => {
    const { token } = (
      await memberWithPassword(t.app, { username: 'vic0002', password: 'Harbor2025x' }).then(() =>
        login(t.app, 'vic0002', 'Harbor2025x', {}, '10.6.0.2'),
      )
    ).body.value as { token: string };
    const bind = (countryDialingCode: string, mobileNum: string, verificationCode = '') =>
      call(t.app, {
        method: 'POST',
        url: '/wps/cashier/security/mobile',
        token,
        payload: { countryDialingCode, mobileNum, verificationCode },
      });
    const before = await snapshot(t.database);
    expect((await bind('999', '9172220011')).body).toMatchObject({
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'countryDialingCode', reason: 'err_phone_format' }] },
    });
    expect(await snapshot(t.database)).toBe(before);
    await call(t.app, {
      method: 'POST',
      url: '/wps/verification/sms/bind',
      token,
      payload: { countryDialingCode: '63', mobileNum: '9172220011' },
    });
    const bindCode = (await lastMessage(t.app, '+639172220011', 'bind'))?.code;
    expect((await bind('63', '9172220011', bindCode)).res.statusCode).toBe(200);
    const [row] = await sqlRows<{ country_dialing_code: string }>(
      t,
      sql`SELECT country_dialing_code FROM members WHERE username = 'vic0002'`,
    );
    expect(row?.country_dialing_code).toBe('+63');

    await from(t.app, '10.6.0.3', {
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: { countryDialingCode: '+63', mobileNum: '9172220011' },
    });
    const code = (await lastMessage(t.app, '+639172220011', 'login'))?.code;
    expect(code).toMatch(/^\d{6}$/);
    const ok = await sealed(t.app, {
      url: '/wps/session/login',
      payload: { type: 'sms', countryDialingCode: '+63', mobileNum: '9172220011', verificationCode: code },
      ip: '10.6.0.3',
    });
    expect(ok.body.value).toMatchObject({ loginType: 'sms', member: { username: 'vic0002' } });
  });

  it('throttles the sign-in SMS to one per second per client', async () => {
    const send = (mobileNum: string) =>
      from(t.app, '10.6.0.9', {
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: { countryDialingCode: '+63', mobileNum },
      });
    expect((await send('9172220002')).res.statusCode).toBe(200);
    const second = await send('9172220003');
    expect(second.res.statusCode).toBe(429);
    expect(second.res.headers['retry-after']).toBe('1');
  });
});

describe('unregistered-IP verification', () => {
  it('asks for a code from a new address, verifies it, then signs in; the address becomes known', async () => {
    await memberWithPassword(t.app, {
      username: 'wes0001',
      password: 'Prairie2025x',
      mobile: ['+63', '9173330001'],
      email: 'wes@example.com',
    });
    expect((await login(t.app, 'wes0001', 'Prairie2025x', {}, '10.7.0.1')).res.statusCode).toBe(200);
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', true);
    expect((await login(t.app, 'wes0001', 'Prairie2025x', {}, '10.7.0.1')).res.statusCode).toBe(200);

    const stopped = await login(t.app, 'wes0001', 'Prairie2025x', {}, '10.7.0.2');
    expect(stopped.res.statusCode).toBe(403);
    expect(stopped.body.errorCode).toBe('login_verify_required');
    const v = stopped.body.value as { challenge: string; channels: string[]; emailHint: string };
    expect(v.channels).toEqual(['sms', 'email']);
    expect(v.emailHint).toBe('w•••@example.com');

    const sent = await from(t.app, '10.7.0.2', {
      method: 'POST',
      url: '/wps/verification/login/ip',
      payload: { challenge: v.challenge, channel: 'email' },
    });
    expect(sent.body.value).toEqual({ expiredMinutes: 5, to: 'w•••@example.com' });
    const code = (await lastMessage(t.app, 'wes@example.com', 'login_ip'))?.code;
    const verify = (verificationCode: string | undefined, ip = '10.7.0.2') =>
      from(t.app, ip, {
        method: 'POST',
        url: '/wps/session/login/verify',
        payload: { challenge: v.challenge, verificationCode },
      });
    expect((await verify('000000' === code ? '111111' : '000000')).body.errorCode).toBe('verification.code.invalid');
    expect((await verify(code, '10.7.0.3')).body.errorCode).toBe('login.verify.expired');
    const ok = await verify(code);
    expect(ok.res.statusCode).toBe(200);
    expect((await verify(code)).body.errorCode).toBe('login.verify.expired');
    expect((await login(t.app, 'wes0001', 'Prairie2025x', {}, '10.7.0.2')).res.statusCode).toBe(200);
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', null);
  });

  it('stops a remembered device on a new address; the code step gives that device a new remember token', async () => {
    await memberWithPassword(t.app, {
      username: 'wes0002',
      password: 'Prairie2025x',
      email: 'wes2@example.com',
    });
    const device = { deviceId: 'phone-ipv-0001' };
    const first = await login(t.app, 'wes0002', 'Prairie2025x', { remember: true, ...device }, '10.7.1.1');
    const token1 = (first.body.value as { rememberToken: string }).rememberToken;
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', true);
    const remember = (rememberToken: string, ip: string) =>
      from(t.app, ip, { method: 'POST', url: '/wps/session/login/remember', payload: { rememberToken, ...device } });

    const stopped = await remember(token1, '10.7.1.2');
    expect(stopped.body.errorCode).toBe('login_verify_required');
    const v = stopped.body.value as { challenge: string; channels: string[] };
    expect(v.channels).toEqual(['email']);
    // The token was shown, so it is spent: the browser forgets it and waits for the new one.
    expect((await remember(token1, '10.7.1.1')).body.errorCode).toBe('remember.token.invalid');

    await from(t.app, '10.7.1.2', {
      method: 'POST',
      url: '/wps/verification/login/ip',
      payload: { challenge: v.challenge, channel: 'email' },
    });
    const code = (await lastMessage(t.app, 'wes2@example.com', 'login_ip'))?.code;
    const ok = await from(t.app, '10.7.1.2', {
      method: 'POST',
      url: '/wps/session/login/verify',
      // No `remember` asked: the spent token is replaced all the same, so the device stays remembered.
      payload: { challenge: v.challenge, verificationCode: code, ...device },
    });
    expect(ok.res.statusCode).toBe(200);
    const result = ok.body.value as { loginType: string; rememberToken: string };
    expect(result.loginType).toBe('remember');
    expect(result.rememberToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // The new token works from the now known address without another code.
    expect((await remember(result.rememberToken, '10.7.1.2')).res.statusCode).toBe(200);
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', null);
  });
});
