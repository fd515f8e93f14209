import * as staffCalls from '@app/contracts/calls/backoffice-staff';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiState, callStaff, StaffApiError } from './api.ts';
import { clearToken, writeToken } from './session-store.ts';

function answer(status: number, body: unknown) {
  const f = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', f);
  return f;
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearToken();
  apiState.onSignedOut = () => undefined;
  apiState.language = 'EN';
});

describe('callStaff', () => {
  it('sends the Merchant header, the language and the staff token; answers the value', async () => {
    writeToken('stf_abc');
    apiState.language = 'CN';
    const f = answer(200, { success: true, value: [] });
    expect(await callStaff(staffCalls.staffList, {})).toEqual([]);
    const [url, init] = f.mock.calls[0] ?? [];
    expect(url).toBe('/backoffice/api/staff');
    expect(init?.headers).toMatchObject({ Merchant: 'demo', Language: 'CN', Authorization: 'stf_abc' });
  });

  it('sends no token on the sign-in calls', async () => {
    writeToken('stf_abc');
    const f = answer(200, { success: true, value: { challenge: 'c', enrolment: null } });
    await callStaff(staffCalls.signIn, { username: 'boss', password: 'x' });
    const headers = (f.mock.calls[0]?.[1]?.headers ?? {}) as Record<string, string>;
    expect(headers.Merchant).toBe('demo');
    expect(headers.Authorization).toBeUndefined();
  });

  it('on 401 staff.session.expired rejects and tells the app; other failures only reject', async () => {
    const signedOut = vi.fn();
    apiState.onSignedOut = signedOut;
    answer(401, { success: false, errorCode: 'staff.session.expired', message: 'Session expired.' });
    const e = await callStaff(staffCalls.me, {}).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(StaffApiError);
    expect((e as StaffApiError).code).toBe('staff.session.expired');
    expect(signedOut).toHaveBeenCalledWith('staff.session.expired');
    answer(403, { success: false, errorCode: 'staff.role.forbidden', message: 'No.' });
    await expect(callStaff(staffCalls.staffList, {})).rejects.toMatchObject({
      code: 'staff.role.forbidden',
      status: 403,
    });
    answer(400, {
      success: false,
      errorCode: 'request_param_err',
      value: { fields: [{ field: 'reason', reason: 'too short' }] },
    });
    const bad = (await callStaff(staffCalls.staffLock, { staffId: 1, locked: true, reason: '' }).catch(
      (x: unknown) => x,
    )) as StaffApiError;
    expect(bad.fields).toEqual(['reason']);
    expect(signedOut).toHaveBeenCalledTimes(1);
  });
});
