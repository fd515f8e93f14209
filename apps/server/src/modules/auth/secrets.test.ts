import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { from, lastMessage, login, memberWithPassword, sealed, setSwitch } from './test-helpers.ts';

/**
 * Walks every flow that handles a password, a code, a reset link or a remember token, then searches
 * the database (every table but the development outbox, which stands for the recipient's phone and
 * mailbox), everything the server logged (at trace level) and every answer for any of them in clear.
 */
const logLines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    logLines.push(chunk.toString());
    done();
  },
});

let t: TestApp;
/** The database before any flow ran: the game catalogue alone holds thousands of 6-digit numbers. */
let baseline = '';
beforeAll(async () => {
  t = await createTestApp({}, { logger: { level: 'trace', stream: sink } });
  baseline = await dumpDatabase();
});

/** Every table but the development outbox (it stands for the recipient's phone and mailbox) as text. */
async function dumpDatabase(): Promise<string> {
  const tables = await sqlRows<{ tablename: string }>(
    t,
    sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'dev_outbox'`,
  );
  let dump = '';
  for (const { tablename } of tables)
    dump += JSON.stringify(await sqlRows(t, sql`SELECT * FROM ${sql.identifier(tablename)}`));
  return dump;
}
afterAll(() => t.close());

const secrets = new Set<string>();
/** The secret as a whole word: a 6-digit code inside a timestamp or a hash is not a leak. */
const wordOf = (secret: string) =>
  new RegExp(`(?<![A-Za-z0-9_-])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![A-Za-z0-9_-])`, 'g');
const holds = (text: string, secret: string) => wordOf(secret).test(text);
const count = (text: string, secret: string) => text.match(wordOf(secret))?.length ?? 0;
const answers: string[] = [];
const keep = <T extends { res: { body: string } }>(r: T): T => {
  answers.push(r.res.body);
  return r;
};

describe('no clear password, code or link anywhere', () => {
  it('runs every flow', async () => {
    const passwords = ['Secretive2025x', 'Whisper2026x', 'Hushhush2027x', 'Quietly2028x', 'Wrongone2029x'];
    for (const p of passwords) secrets.add(p);

    keep(
      await sealed(t.app, {
        method: 'PUT',
        url: '/wps/member/register',
        payload: {
          username: 'zara001',
          password: passwords[0],
          confirmPassword: passwords[0],
          ageConfirmed: true,
          termsAccepted: true,
        },
      }),
    );
    keep(await login(t.app, 'zara001', passwords[4] as string));
    const first = keep(
      await login(t.app, 'zara001', passwords[0] as string, { remember: true, deviceId: 'dev-zara-01' }),
    );
    const { token, rememberToken } = first.body.value as { token: string; rememberToken: string };
    secrets.add(token);
    secrets.add(rememberToken);
    const again = keep(
      await call(t.app, {
        method: 'POST',
        url: '/wps/session/login/remember',
        payload: { rememberToken, deviceId: 'dev-zara-01' },
      }),
    );
    secrets.add((again.body.value as { rememberToken: string }).rememberToken);
    keep(
      await sealed(t.app, {
        url: '/wps/member/password',
        token,
        payload: { oldPassword: passwords[0], newPassword: passwords[1], confirmNewPassword: passwords[1] },
      }),
    );

    // Mobile register with its SMS code.
    keep(
      await call(t.app, {
        method: 'POST',
        url: '/wps/verification/sms/register',
        payload: { countryDialingCode: '+63', mobileNo: '9178880001' },
      }),
    );
    const regCode = (await lastMessage(t.app, '+639178880001', 'register'))?.code as string;
    secrets.add(regCode);
    keep(
      await sealed(t.app, {
        method: 'PUT',
        url: '/wps/member/register/mobile',
        payload: {
          countryDialingCode: '+63',
          mobileNum: '9178880001',
          verificationCode: regCode,
          password: passwords[2],
          confirmPassword: passwords[2],
          ageConfirmed: true,
          termsAccepted: true,
        },
      }),
    );

    // Forgot by phone.
    keep(
      await from(t.app, '10.30.0.1', {
        method: 'POST',
        url: '/wps/verification/sms/password',
        payload: { countryDialingCode: '+63', mobileNum: '9178880001' },
      }),
    );
    const forgotCode = (await lastMessage(t.app, '+639178880001', 'forgot'))?.code as string;
    secrets.add(forgotCode);
    keep(
      await sealed(t.app, {
        url: '/wps/member/password/verification',
        payload: {
          countryDialingCode: '+63',
          mobileNum: '9178880001',
          verificationCode: forgotCode,
          newPassword: passwords[3],
        },
      }),
    );

    // Forgot by e-mail and the link.
    await memberWithPassword(t.app, { username: 'yara001', password: 'Lanterns2025x', email: 'yara@example.com' });
    secrets.add('Lanterns2025x');
    keep(
      await call(t.app, {
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=yara001&email=yara%40example.com',
      }),
    );
    await new Promise((r) => setTimeout(r, 50));
    const link = (await lastMessage(t.app, 'yara@example.com', 'reset'))?.link as string;
    const resetToken = new URL(link).searchParams.get('token') as string;
    secrets.add(resetToken);
    keep(
      await sealed(t.app, {
        url: '/wps/member/password/reset',
        payload: { token: resetToken, newPassword: 'Beacons2026x', confirmNewPassword: 'Beacons2026x' },
      }),
    );
    secrets.add('Beacons2026x');

    // Unregistered-IP code by e-mail.
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', true);
    keep(await login(t.app, 'yara001', 'Beacons2026x', {}, '10.30.0.5'));
    const stop = keep(await login(t.app, 'yara001', 'Beacons2026x', {}, '10.30.0.6'));
    const challenge = (stop.body.value as { challenge: string }).challenge;
    secrets.add(challenge);
    keep(
      await from(t.app, '10.30.0.6', {
        method: 'POST',
        url: '/wps/verification/login/ip',
        payload: { challenge, channel: 'email' },
      }),
    );
    const ipCode = (await lastMessage(t.app, 'yara@example.com', 'login_ip'))?.code as string;
    secrets.add(ipCode);
    keep(
      await from(t.app, '10.30.0.6', {
        method: 'POST',
        url: '/wps/session/login/verify',
        payload: { challenge, verificationCode: ipCode },
      }),
    );
    await setSwitch(t.app, 'LOGIN_IP_VERIFY', null);

    expect(secrets.size).toBeGreaterThan(12);
    expect(answers.length).toBeGreaterThan(12);
  });

  it('finds none of them in the database', async () => {
    const dump = await dumpDatabase();
    expect(dump.length).toBeGreaterThan(baseline.length);
    expect(holds('{"code":"123456"}', '123456')).toBe(true);
    expect(holds('{"at":1763123456789}', '123456')).toBe(false);
    expect(count('{"a":"123456","b":123456}', '123456')).toBe(2);
    // A random 6-digit code may equal a catalogue number that was there before: only new copies count.
    for (const s of secrets) expect(count(dump, s), `database holds ${s.slice(0, 4)}…`).toBe(count(baseline, s));
  });

  it('finds none of them in the logs', () => {
    const text = logLines.join('');
    expect(logLines.length).toBeGreaterThan(10);
    for (const s of secrets) expect(holds(text, s), `log holds ${s.slice(0, 4)}…`).toBe(false);
  });

  it('finds no password or code in any answer (a sign-in answer carries only its own new tokens)', () => {
    const all = answers.join('\n');
    for (const s of secrets) {
      if (s.length >= 40) continue; // session/remember tokens and challenges are what those answers hand out
      expect(holds(all, s), `answer holds ${s.slice(0, 4)}…`).toBe(false);
    }
  });
});
