import type { TBoMallItem, TMallItemInput } from '@app/contracts/calls/backoffice-points';
import { expect } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, type TestApp } from '../../../test/helpers.ts';
import { rid, sealedCall } from '../../../test/money-calls.ts';
import { creditPoints } from './ledger.ts';

/** Staff calls with one staff token (a user agent for the audit's channel). */
export function staffCalls(t: TestApp, token: string) {
  return {
    get: (url: string) => call(t.app, { method: 'GET', url, token }),
    post: (url: string, payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url, token, payload, headers: { 'user-agent': 'vitest' } }),
  };
}

/** A signed-in member with the payment password 123456 and, when asked, some points. */
export async function pointsMember(t: TestApp, brandId: number, points = 0) {
  const { member, token } = await signedInMember(t.app, { brandId });
  const set = await sealedCall(t.app, {
    url: '/wps/cashier/security/payment-password',
    token,
    payload: { newPassword: '123456', confirmPassword: '123456' },
  });
  expect(set.body.success, JSON.stringify(set.body)).toBe(true);
  if (points > 0) {
    await t.app.deps.db.transaction((tx) =>
      creditPoints(tx, {
        brandId,
        memberId: member.id,
        points,
        source: 'mission',
        key: `test:${member.id}:${rid()}`,
        at: t.clock.now(),
      }),
    );
  }
  return { member, token };
}

/** Adds a mall item through the back office; answers it. */
export async function makeItem(
  editor: ReturnType<typeof staffCalls>,
  over: Partial<TMallItemInput> = {},
): Promise<TBoMallItem> {
  const made = await editor.post('/backoffice/api/points/items', {
    kind: 'voucher',
    names: { EN: 'Cash voucher 10', CN: '10元代金券' },
    descriptions: { EN: 'Ten in your wallet' },
    points: 100,
    amount: 10,
    stock: 10,
    perMemberLimit: null,
    ...over,
  });
  expect(made.body.success, JSON.stringify(made.body)).toBe(true);
  return made.body.value as TBoMallItem;
}

export const redeemCall = (t: TestApp, token: string, payload: Record<string, unknown>, lang?: string) =>
  sealedCall(t.app, {
    url: '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    token,
    lang,
    payload: { quantity: 1, paymentPassword: '123456', requestId: rid(), address: null, ...payload },
  });

export const convertCall = (t: TestApp, token: string, payload: Record<string, unknown>, lang?: string) =>
  sealedCall(t.app, {
    url: '/wps/relay/passwordCheck/MCS2_convertPoint',
    token,
    lang,
    payload: { paymentPassword: '123456', requestId: rid(), ...payload },
  });
