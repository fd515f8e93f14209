import { STAFF_ROLES } from '@app/contracts/calls/backoffice-staff';
import { ALL_CALLS } from '@app/contracts/calls/index';
import { type CallDef, defineCall, usesQuery } from '@app/contracts/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, DEMO, type TestApp } from '../../../test/helpers.ts';
import { route } from '../../plugins/route.ts';
import { POLICIES } from './policies.ts';
import { staffRoute } from './staff-route.ts';
import { makeStaff, signInStaff } from './test-helpers.ts';

/** Every back-office call, wherever its area: the calls the staff gate and the policy table guard. */
const STAFF_CALLS = ALL_CALLS.filter((c) => c.auth === 'staff');

/** A staff call that a later area might add and forget to give a policy. */
const unlisted = defineCall({
  id: 'backofficeTest.unlisted',
  method: 'GET',
  path: '/backoffice/api/test-unlisted',
  auth: 'staff',
  summary: 'test only: a call without a policy',
  request: z.object({}),
  response: z.object({ ok: z.boolean() }),
});

let t: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp(
    {},
    { extend: (app) => staffRoute(app, app.services.staff, unlisted, async () => ({ ok: true })) },
  );
  for (const role of STAFF_ROLES) tokens.set(role, await signInStaff(t, await makeStaff(t, { role })));
});
afterAll(() => t.close());

/**
 * Sends a call with empty input: the gate checks the session and the policy before the input, so a
 * role the policy allows gets past it (an answer, or 400 for the missing fields) and any other role
 * gets 403 staff.role.forbidden. Sign-out goes last, since it ends the session it is sent with.
 */
async function send(c: CallDef, token: string) {
  const res = await t.app.inject({
    method: c.method,
    url: c.path,
    headers: { merchant: DEMO, authorization: token },
    ...(usesQuery(c) ? {} : { payload: {} }),
  });
  // A download (a CSV export) answers its file, not an envelope.
  const json = String(res.headers['content-type'] ?? '').startsWith('application/json');
  return { res, body: (json ? res.json() : {}) as { errorCode?: string } };
}

describe('the back-office policy table', () => {
  it('has a policy for every staff call, and none for a call that does not exist', () => {
    expect(STAFF_CALLS.length).toBeGreaterThan(0);
    const missing = STAFF_CALLS.map((c) => c.id).filter((id) => !Object.hasOwn(POLICIES, id));
    expect(missing, 'staff calls without a policy in modules/staff/policies.ts').toEqual([]);
    const ids = new Set(STAFF_CALLS.map((c) => c.id));
    expect(Object.keys(POLICIES).filter((id) => !ids.has(id))).toEqual([]);
  });

  const ordered = [...STAFF_CALLS].sort(
    (a, b) => Number(a.id.endsWith('.signOut')) - Number(b.id.endsWith('.signOut')),
  );
  for (const c of ordered) {
    for (const role of STAFF_ROLES) {
      const allowed = (POLICIES[c.id] ?? []).includes(role);
      it(`${c.id} as ${role}: ${allowed ? 'allowed' : '403'}`, async () => {
        const r = await send(c, tokens.get(role) ?? '');
        if (allowed) {
          expect(r.res.statusCode, JSON.stringify(r.body)).not.toBe(403);
          expect(r.res.statusCode, JSON.stringify(r.body)).not.toBe(401);
        } else {
          expect(r.res.statusCode).toBe(403);
          expect(r.body.errorCode).toBe('staff.role.forbidden');
        }
      });
    }
  }

  it('refuses a staff call without a policy to every role, even the owner', async () => {
    const owner = await makeStaff(t, { role: 'owner' });
    const r = await send(unlisted, await signInStaff(t, owner));
    expect(r.res.statusCode).toBe(403);
    expect(r.body.errorCode).toBe('staff.role.forbidden');
  });

  it('will not register a staff call without the staff gate', () => {
    expect(() => route(t.app, unlisted, async () => ({ ok: true }))).toThrow(/register it with staffRoute/);
    expect(() =>
      staffRoute(t.app, t.app.services.staff, { ...unlisted, auth: 'token' } as CallDef, async () => ({})),
    ).toThrow(/not a staff call/);
  });
});
