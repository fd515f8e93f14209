import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { login, memberWithPassword } from './test-helpers.ts';

/**
 * Whether an account exists must not show in the answer or in the time it takes. Times are compared by
 * medians of many tries with a generous margin: the point is that the unknown-account path does the
 * same password-hash work (without it, it would be about 50 times faster), not a precise figure.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await memberWithPassword(t.app, { username: 'known001', password: 'Orchard2025x', email: 'known@example.com' });
  for (let i = 0; i < 12; i++) await memberWithPassword(t.app, { username: `known${i}x`, password: 'Orchard2025x' });
});
afterAll(() => t.close());

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  await fn();
  return Number(process.hrtime.bigint() - start) / 1e6;
}

describe('account enumeration', () => {
  it('sign-in: same answer and similar time for a wrong password and an unknown name', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    let knownBody = '';
    let unknownBody = '';
    for (let i = 0; i < 12; i++) {
      // A new name and address each time keeps the captcha out of it.
      known.push(
        await timed(async () => {
          knownBody = (await login(t.app, `known${i}x`, 'Wrong2025x', {}, `10.40.${i}.1`)).res.body;
        }),
      );
      unknown.push(
        await timed(async () => {
          unknownBody = (await login(t.app, `ghost${i}00`, 'Wrong2025x', {}, `10.40.${i}.2`)).res.body;
        }),
      );
    }
    expect(unknownBody).toBe(knownBody);
    const k = median(known);
    const u = median(unknown);
    expect(u).toBeGreaterThan(k * 0.4);
    expect(u).toBeLessThan(k * 2.5 + 20);
  });

  it('forgot by e-mail: same answer and similar time whether or not the account exists', async () => {
    const ask = (username: string, i: number) =>
      call(t.app, {
        method: 'POST',
        url: '/wps/member/password/email',
        remoteAddress: `10.41.${i}.1`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `username=${username}&email=known%40example.com`,
      });
    const known: number[] = [];
    const unknown: number[] = [];
    const bodies = new Set<string>();
    for (let i = 0; i < 12; i++) {
      known.push(await timed(async () => bodies.add((await ask('known001', i)).res.body)));
      unknown.push(await timed(async () => bodies.add((await ask(`nobody${i}`, i)).res.body)));
    }
    expect([...bodies]).toEqual(['{"success":true,"value":null}']);
    const k = median(known);
    const u = median(unknown);
    expect(Math.abs(k - u)).toBeLessThan(Math.max(k, u) * 1.5 + 25);
  });
});
