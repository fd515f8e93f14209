import type { THouseSession } from '@app/contracts/calls/house';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { login, memberWithPassword, sealed } from '../auth/test-helpers.ts';
import { fund, launchToken } from '../vendor-api/test-helpers.ts';

// A launch token opens one house session, once; logout and password change end the house sessions.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const nodeIdOf = async (gameCode: string) => {
  const [row] = await sqlRows<{ node_id: string }>(t, sql`SELECT node_id FROM games WHERE game_code = ${gameCode}`);
  return row?.node_id ?? '';
};

const open = async (launch: string, gameCode: string) =>
  call(t.app, { method: 'POST', url: '/house/session', payload: { token: launch, nodeId: await nodeIdOf(gameCode) } });

/** A funded member's house session of a slot, opened with a fresh launch token. */
async function playing(memberToken: string, memberId: number, gameCode: string) {
  const brand = await t.app.brands.byMerchant('demo');
  if (!brand) throw new Error('no demo brand');
  await fund(t, brand, memberId, 100_000);
  const { res, body } = await open(await launchToken(t, memberToken, 'STF', gameCode), gameCode);
  expect(res.statusCode, JSON.stringify(body)).toBe(200);
  const session = body.value as THouseSession;
  const spin = () =>
    call(t.app, {
      method: 'POST',
      url: '/house/slot/spin',
      payload: { session: session.session, lineBet: session.game.slot?.lineBets[0] ?? 1, clientSeed: 'end' },
    });
  return { session, spin };
}

describe('house sessions', () => {
  it('a launch token opens one: of 20 racing opens exactly one succeeds', async () => {
    const { member, token } = await signedInMember(t.app);
    const launch = await launchToken(t, token, 'STF', 'STF_0030');
    const answers = await Promise.all(Array.from({ length: 20 }, () => open(launch, 'STF_0030')));
    expect(answers.filter((a) => a.res.statusCode === 200)).toHaveLength(1);
    for (const { res, body } of answers.filter((a) => a.res.statusCode !== 200)) {
      expect({ status: res.statusCode, code: body.errorCode }).toEqual({ status: 403, code: 'house.session.invalid' });
    }
    const [row] = await sqlRows<{ n: number }>(
      t,
      sql`SELECT count(*)::int AS n FROM house_sessions WHERE player_id = ${`p${member.id}`}`,
    );
    expect(row?.n).toBe(1);
  });

  it('end at logout: the game page can play no more', async () => {
    const { member, token } = await signedInMember(t.app);
    const { spin } = await playing(token, member.id, 'STF_0031');
    expect((await spin()).res.statusCode).toBe(200);
    expect((await call(t.app, { method: 'DELETE', url: '/wps/session/logout', token })).res.statusCode).toBe(200);
    const after = await spin();
    expect({ status: after.res.statusCode, code: after.body.errorCode }).toEqual({
      status: 403,
      code: 'house.session.invalid',
    });
  });

  it('end at a password change', async () => {
    const { member } = await memberWithPassword(t.app, { username: 'house0451', password: 'Canyon2025x' });
    const { token } = (await login(t.app, 'house0451', 'Canyon2025x')).body.value as { token: string };
    const { spin } = await playing(token, member.id, 'STF_0032');
    expect((await spin()).res.statusCode).toBe(200);
    const changed = await sealed(t.app, {
      url: '/wps/member/password',
      token,
      payload: { oldPassword: 'Canyon2025x', newPassword: 'Valley2025x', confirmNewPassword: 'Valley2025x' },
    });
    expect(changed.res.statusCode, JSON.stringify(changed.body)).toBe(200);
    expect((await spin()).body.errorCode).toBe('house.session.invalid');
  });
});
