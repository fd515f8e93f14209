import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { jpeg, png } from '../../../test/images.ts';
import { rid } from '../../../test/money-calls.ts';
import { promotions } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

// Application promotions (issue 18 item 1, "Bad input"): upload, apply, staff review.

let t: TestApp;
let promoId: number;
let support: string;
let readOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  const b = await t.app.brands.byMerchant('demo');
  if (!b) throw new Error('demo brand missing');
  const [p] = await t.app.deps.db
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.brandId, b.id), eq(promotions.code, 'BIG-WIN-SHARE')));
  if (!p) throw new Error('BIG-WIN-SHARE missing');
  promoId = p.id;
  support = await signInStaff(t, await makeStaff(t, { role: 'support' }));
  readOnly = await signInStaff(t, await makeStaff(t, { role: 'read-only' }));
});
afterAll(() => t.close());

const upload = (token: string, bytes: Buffer, type = 'image/png') =>
  t.app
    .inject({
      method: 'POST',
      url: '/wps/promotions/images',
      headers: { merchant: 'demo', authorization: token, 'content-type': type },
      payload: bytes,
    })
    .then((r) => r.json() as { success: boolean; value?: { imageId: string }; errorCode?: string });

const contact = { type: 'zalo', id: '0901234567' };
const apply = (token: string, over: Record<string, unknown> = {}) =>
  call(t.app, {
    method: 'POST',
    url: '/wps/promotions/apply',
    token,
    payload: { promotionId: promoId, comment: 'Big win on slots!', imageIds: [], contact, requestId: rid(), ...over },
  });

describe('promotions.apply', () => {
  it('refuses a 141-character comment, a fourth image, a gif, an unknown image and a missing contact; nothing changed', async () => {
    const { token } = await signedInMember(t.app);
    const ids: string[] = [];
    for (const [i, img] of [png(), jpeg(), png(3, 3), png(4, 4)].entries()) {
      // The type is read from the bytes, whatever the request says.
      const r = await upload(token, img, i === 1 ? 'image/jpeg' : 'application/octet-stream');
      expect(r.success, JSON.stringify(r)).toBe(true);
      ids.push(r.value?.imageId ?? '');
    }
    const gif = await upload(token, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.errorCode).toBe('promotions.image.type');
    const other = await signedInMember(t.app);
    const before = await snapshot(t.database);
    expect((await apply(token, { comment: 'x'.repeat(141) })).body.errorCode).toBe('promotions.comment.too.long');
    expect((await apply(token, { imageIds: ids })).body.errorCode).toBe('promotions.images.too.many');
    expect((await apply(token, { imageIds: ['f'.repeat(32)] })).body.errorCode).toBe('promotions.image.unknown');
    expect((await apply(token, { contact: null })).body.errorCode).toBe('promotions.contact.required');
    expect((await apply(other.token, { imageIds: [ids[0]] })).body.errorCode).toBe('promotions.image.unknown');
    expect(await snapshot(t.database)).toBe(before);

    const ok = await apply(token, { comment: 'y'.repeat(140), imageIds: ids.slice(0, 3) });
    expect(ok.body.success, JSON.stringify(ok.body)).toBe(true);
    expect(ok.body.value).toMatchObject({ status: 'applying', images: 3 });
    expect((await apply(token)).body.errorCode).toBe('promotions.application.pending');

    // Staff open the attached images; an image never attached, a member and nobody are refused.
    const queue = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/promotions/applications?promotionId=${promoId}`,
      token: readOnly,
    });
    const mine = (queue.body.value as { list: { id: number; images: string[] }[] }).list.find(
      (r) => r.id === (ok.body.value as { id: number }).id,
    );
    expect(mine?.images).toHaveLength(3);
    const get = (url: string, token?: string) =>
      t.app.inject({ method: 'GET', url, headers: { merchant: 'demo', ...(token ? { authorization: token } : {}) } });
    const first = await get(mine?.images[0] ?? '', readOnly);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('image/png');
    expect(first.rawPayload.equals(png())).toBe(true);
    expect((await get(mine?.images[1] ?? '', readOnly)).headers['content-type']).toBe('image/jpeg');
    expect((await get(`/backoffice/api/promotions/images/${ids[3]}`, readOnly)).statusCode).toBe(404);
    expect((await get(mine?.images[0] ?? '', token)).json()).toMatchObject({ errorCode: 'staff.token.member' });
    expect((await get(mine?.images[0] ?? '')).json()).toMatchObject({ errorCode: 'staff.token.required' });
  });

  it('lets staff approve (reward in the reward centre, at most the promotion reward) or reject with a reason', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    const appA = (await apply(a.token)).body.value as { id: number };
    const appB = (await apply(b.token)).body.value as { id: number };
    const queue = await call(t.app, {
      method: 'GET',
      url: `/backoffice/api/promotions/applications?promotionId=${promoId}`,
      token: readOnly,
    });
    expect((queue.body.value as { list: { id: number }[] }).list.map((r) => r.id)).toEqual(
      expect.arrayContaining([appA.id, appB.id]),
    );
    const review = (token: string, payload: Record<string, unknown>) =>
      call(t.app, { method: 'POST', url: '/backoffice/api/promotions/applications/review', token, payload });
    expect((await review(readOnly, { id: appA.id, decision: 'approve', reason: 'ok' })).res.statusCode).toBe(403);
    expect((await review(support, { id: appA.id, decision: 'approve', amount: 89, reason: 'ok' })).body.errorCode).toBe(
      'promotions.invalid',
    );
    const approved = await review(support, { id: appA.id, decision: 'approve', amount: 50, reason: 'nice win' });
    expect(approved.body.value).toMatchObject({ status: 'issued', amount: 50, maxAmount: 88 });
    expect((await review(support, { id: appA.id, decision: 'reject', reason: 'late' })).body.errorCode).toBe(
      'promotions.application.reviewed',
    );
    const rewards = await call(t.app, { method: 'GET', url: '/wps/member/rewards', token: a.token });
    expect(rewards.body.value).toMatchObject({ unclaimed: 1, list: [{ source: 'application', amount: 50 }] });

    await review(support, { id: appB.id, decision: 'reject', reason: 'Screenshot unreadable' });
    const detail = await call(t.app, { method: 'GET', url: `/wps/promotions/detail?id=${promoId}`, token: b.token });
    expect(detail.body.value).toMatchObject({
      state: 'rejected',
      application: { status: 'rejected', reason: 'Screenshot unreadable' },
    });
  });
});
