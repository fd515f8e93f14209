import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { login, memberWithPassword, sealed } from '../auth/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from './client.ts';
import { fund, id, launchToken, playerWithSession, vendorApiSetup } from './test-helpers.ts';

// Launch tokens open one game session, once; a member's sign-in ending (logout, password change) ends
// their game sessions. Racing calls only prove something on PostgreSQL (PGlite runs one at a time).

let t: TestApp;
let brand: Brand;
let client: VendorClient;

beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const sessionsOf = async (memberId: number) => {
  const [row] = await sqlRows<{ n: number }>(
    t,
    sql`SELECT count(*)::int AS n FROM vendor_sessions WHERE member_id = ${memberId}`,
  );
  return row?.n ?? 0;
};

describe('launch tokens', () => {
  it('open one session once: of 20 racing authenticates exactly one succeeds, and later uses are refused', async () => {
    const { member, token } = await signedInMember(t.app);
    const launch = await launchToken(t, token);
    const answers = await Promise.all(Array.from({ length: 20 }, () => client.authenticate(launch)));
    expect(answers.filter((a) => a.ok)).toHaveLength(1);
    for (const a of answers.filter((x) => !x.ok)) {
      expect(a).toMatchObject({ ok: false, status: 401, errorCode: 'vendor.token.invalid' });
    }
    expect(await sessionsOf(member.id)).toBe(1);
    expect(await client.authenticate(launch)).toMatchObject({ ok: false, errorCode: 'vendor.token.invalid' });
    expect(await sessionsOf(member.id)).toBe(1);
  });
});

describe("a member's sign-in ending", () => {
  it('logout: no more bets or launches; rounds already open still finish', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 100_000 });
    const unused = await launchToken(t, p.token);
    const roundId = id('round');
    const bet = (amount: number, round = roundId) =>
      client.bet({ ...p.session, transactionId: id('bet'), roundId: round, amount, currency: 'PHP' });
    expect(await bet(1_000)).toMatchObject({ ok: true, value: { balance: 99_000 } });

    const out = await call(t.app, { method: 'DELETE', url: '/wps/session/logout', token: p.token });
    expect(out.res.statusCode).toBe(200);

    expect(await bet(500, id('round'))).toMatchObject({
      ok: false,
      status: 401,
      errorCode: 'vendor.session.expired',
      value: { balance: 99_000 },
    });
    expect(await client.authenticate(unused)).toMatchObject({ ok: false, errorCode: 'vendor.token.invalid' });
    const win = await client.win({ ...p.session, transactionId: id('win'), roundId, amount: 2_500, currency: 'PHP' });
    expect(win).toMatchObject({ ok: true, value: { balance: 101_500 } });
  });

  it('password change: every game session ends, even those of the sign-in that changed it', async () => {
    const { member } = await memberWithPassword(t.app, { username: 'gamer0412', password: 'Canyon2025x' });
    await fund(t, brand, member.id, 50_000);
    const signedIn = (await login(t.app, 'gamer0412', 'Canyon2025x')).body.value as { token: string };
    const auth = await client.authenticate(await launchToken(t, signedIn.token));
    if (!auth.ok) throw new Error(auth.raw);
    const session = { sessionId: auth.value.sessionId, playerId: auth.value.playerId };
    const bet = () =>
      client.bet({ ...session, transactionId: id('bet'), roundId: id('round'), amount: 100, currency: 'PHP' });
    expect(await bet()).toMatchObject({ ok: true });

    const changed = await sealed(t.app, {
      url: '/wps/member/password',
      token: signedIn.token,
      payload: { oldPassword: 'Canyon2025x', newPassword: 'Valley2025x', confirmNewPassword: 'Valley2025x' },
    });
    expect(changed.res.statusCode, JSON.stringify(changed.body)).toBe(200);

    expect(await bet()).toMatchObject({ ok: false, errorCode: 'vendor.session.expired', value: { balance: 49_900 } });
    // The sign-in that changed the password stays, and a new launch plays again.
    const again = await client.authenticate(await launchToken(t, signedIn.token));
    expect(again).toMatchObject({ ok: true, value: { balance: 49_900 } });
  });
});
