import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOf, failCommitsRecording } from '../../../test/events.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { login, memberWithPassword, sealed } from './test-helpers.ts';

// member.registered and member.signed_in are recorded in the transactions that make the member and
// open the session: both exist together, or neither.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const base = { password: 'River2025x', confirmPassword: 'River2025x', ageConfirmed: true, termsAccepted: true };
const register = (username: string, ip: string) =>
  sealed(t.app, { method: 'PUT', url: '/wps/member/register', payload: { ...base, username }, ip });

async function memberIdOf(username: string): Promise<number | undefined> {
  const [m] = await sqlRows<{ id: number | string }>(t, sql`SELECT id FROM members WHERE username = ${username}`);
  return m ? Number(m.id) : undefined;
}

const sessionsOf = async (memberId: number) =>
  Number(
    (await sqlRows<{ n: number }>(t, sql`SELECT count(*)::int AS n FROM sessions WHERE member_id = ${memberId}`))[0]?.n,
  );

describe('member events', () => {
  it('records member.registered with the new member, and member.signed_in with the session it opens', async () => {
    const { res } = await register('evelyn01', '10.1.0.1');
    expect(res.statusCode).toBe(200);
    const id = await memberIdOf('evelyn01');
    if (id === undefined) throw new Error('not registered');
    const subject = `member:${id}`;
    expect(await eventsOf(t.database, 'member.registered', subject)).toMatchObject([
      { brandId: expect.any(Number), payload: { memberId: id, username: 'evelyn01', method: 'username' } },
    ]);
    expect(await eventsOf(t.database, 'member.signed_in', subject)).toMatchObject([
      { payload: { memberId: id, ip: '10.1.0.1' } },
    ]);
    expect((await login(t.app, 'evelyn01', 'River2025x', {}, '10.1.0.2')).res.statusCode).toBe(200);
    expect((await eventsOf(t.database, 'member.signed_in', subject)).map((e) => e.payload.ip)).toEqual([
      '10.1.0.1',
      '10.1.0.2',
    ]);
  });

  it('leaves neither member nor event when the registration does not commit', async () => {
    const restore = await failCommitsRecording(t.database, 'member.registered');
    try {
      expect((await register('evelyn02', '10.1.0.3')).res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await memberIdOf('evelyn02')).toBeUndefined();
    const all = await eventsOf(t.database, 'member.registered');
    expect(all.filter((e) => e.payload.username === 'evelyn02')).toEqual([]);
    // The same registration afterwards goes through, once.
    expect((await register('evelyn02', '10.1.0.3')).res.statusCode).toBe(200);
    const id = await memberIdOf('evelyn02');
    expect(await eventsOf(t.database, 'member.registered', `member:${id}`)).toHaveLength(1);
  });

  it('leaves neither session nor event when the sign-in does not commit', async () => {
    const { member: m } = await memberWithPassword(t.app, { username: 'felix01', password: 'Sunny2025x' });
    const restore = await failCommitsRecording(t.database, 'member.signed_in');
    try {
      expect((await login(t.app, 'felix01', 'Sunny2025x', {}, '10.1.0.4')).res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await sessionsOf(m.id)).toBe(0);
    expect(await eventsOf(t.database, 'member.signed_in', `member:${m.id}`)).toEqual([]);
    expect((await login(t.app, 'felix01', 'Sunny2025x', {}, '10.1.0.4')).res.statusCode).toBe(200);
    expect(await sessionsOf(m.id)).toBe(1);
    expect(await eventsOf(t.database, 'member.signed_in', `member:${m.id}`)).toHaveLength(1);
  });
});
