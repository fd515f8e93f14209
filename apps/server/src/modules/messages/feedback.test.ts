import { randomBytes } from 'node:crypto';
import type { TFeedbackItem } from '@app/contracts/calls/backoffice-messages';
import type { TFeedback, TMessagePage } from '@app/contracts/calls/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { jpeg, png } from '../../../test/images.ts';
import { auditLog } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

// Feedback (issue 19 item 5, "Bad input"): a question type, 10 to 500 characters, up to 3 PNG or JPG
// images of 5 MB; a bad one is refused in the member's language with nothing changed; the staff reply
// arrives as a message.

let t: TestApp;
let support: string;
let readOnly: string;
beforeAll(async () => {
  t = await createTestApp();
  support = await signInStaff(t, await makeStaff(t, { role: 'support' }));
  readOnly = await signInStaff(t, await makeStaff(t, { role: 'read-only' }));
});
afterAll(() => t.close());

const rid = () => randomBytes(8).toString('hex');
const upload = (token: string, bytes: Buffer, type = 'image/png') =>
  t.app
    .inject({
      method: 'POST',
      url: '/wps/feedback/images',
      headers: { merchant: 'demo', authorization: token, 'content-type': type },
      payload: bytes,
    })
    .then((r) => ({
      status: r.statusCode,
      ...(r.json() as { success: boolean; value?: { imageId: string }; errorCode?: string }),
    }));
const submit = (token: string, over: Record<string, unknown> = {}, lang?: string) =>
  call(t.app, {
    method: 'PUT',
    url: '/wps/feedback',
    token,
    lang,
    payload: {
      question: 'deposit',
      content: 'My deposit has not arrived yet.',
      imageIds: [],
      requestId: rid(),
      ...over,
    },
  });
const staffGet = (url: string, token = support) => call(t.app, { method: 'GET', url, token });
const reply = (id: number, text: string, token = support) =>
  call(t.app, {
    method: 'POST',
    url: '/backoffice/api/feedback/reply',
    token,
    payload: { id, reply: text },
    headers: { 'user-agent': 'vitest' },
  });

describe('feedback from the member', () => {
  it('refuses 9 and 501 characters, a fourth image, a gif, a big image and someone else’s image; nothing changed', async () => {
    const { token } = await signedInMember(t.app);
    const other = await signedInMember(t.app);
    const ids: string[] = [];
    for (const img of [png(), jpeg(), png(3, 3), png(4, 4)]) {
      const r = await upload(token, img, 'application/octet-stream');
      expect(r.success, JSON.stringify(r)).toBe(true);
      ids.push(r.value?.imageId ?? '');
    }
    const gif = await upload(token, Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'));
    expect(gif.errorCode).toBe('feedback.image.type');
    const big = await upload(token, png(2, 2, 5 * 1024 * 1024 + 1));
    expect(big.errorCode).toBe('feedback.image.too.large');
    expect(big.status).toBe(413);

    const before = await snapshot(t.database);
    const short = await submit(token, { content: '123456789' });
    expect(short.res.statusCode).toBe(400);
    expect(short.body).toMatchObject({
      errorCode: 'feedback.content.length',
      message: 'Feedback must be between 10 and 500 characters.',
    });
    const long = await submit(token, { content: 'x'.repeat(501) }, 'CN');
    expect(long.body).toMatchObject({
      errorCode: 'feedback.content.length',
      message: '反馈内容须为 10 至 500 个字符。',
    });
    // Spaces around the text do not count toward its length.
    expect((await submit(token, { content: `  ${'y'.repeat(9)}  ` })).body.errorCode).toBe('feedback.content.length');
    expect((await submit(token, { imageIds: ids })).body.errorCode).toBe('feedback.images.too.many');
    expect((await submit(token, { imageIds: ['f'.repeat(32)] })).body.errorCode).toBe('feedback.image.unknown');
    expect((await submit(other.token, { imageIds: [ids[0]] })).body.errorCode).toBe('feedback.image.unknown');
    expect((await submit(token, { question: 'weather' })).body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });

  it('accepts 10 and 500 characters with three images, once per request id, and lists them', async () => {
    const { token } = await signedInMember(t.app);
    const ids: string[] = [];
    for (const img of [png(), jpeg(), png(5, 5)]) ids.push((await upload(token, img)).value?.imageId ?? '');
    const requestId = rid();
    const ten = await submit(token, { content: '0123456789', imageIds: ids, requestId, question: 'game' });
    expect(ten.body.value).toMatchObject({
      content: '0123456789',
      images: 3,
      status: 'open',
      reply: null,
      question: 'game',
    });
    const again = await submit(token, { content: '0123456789', imageIds: ids, requestId });
    expect((again.body.value as TFeedback).id).toBe((ten.body.value as TFeedback).id);
    const max = await submit(token, { content: 'z'.repeat(500) });
    expect(max.body.success).toBe(true);
    // Images already attached cannot be attached again.
    expect((await submit(token, { imageIds: [ids[0]] })).body.errorCode).toBe('feedback.image.unknown');
    const mine = await call(t.app, { method: 'GET', url: '/wps/feedback', token });
    expect((mine.body.value as { list: TFeedback[] }).list.map((f) => f.content.length)).toEqual([500, 10]);
  });
});

describe('the feedback queue', () => {
  it('staff see it with images, reply once, and the reply arrives as a message', async () => {
    const { member, token } = await signedInMember(t.app);
    const imageId = (await upload(token, png())).value?.imageId ?? '';
    const sent = (
      await submit(token, { content: 'Withdrawal is slow today.', question: 'withdrawal', imageIds: [imageId] })
    ).body.value as TFeedback;

    const queue = await staffGet('/backoffice/api/feedback?status=open', readOnly);
    const item = (queue.body.value as { list: TFeedbackItem[] }).list.find((f) => f.id === sent.id);
    expect(item).toMatchObject({
      username: member.username,
      images: 1,
      imageUrls: [`/backoffice/api/feedback/images/${imageId}`],
    });
    const img = await t.app.inject({
      method: 'GET',
      url: item?.imageUrls[0] ?? '',
      headers: { merchant: 'demo', authorization: support },
    });
    expect(img.headers['content-type']).toBe('image/png');
    expect(img.rawPayload.equals(png())).toBe(true);

    // Read-only staff may look but not reply.
    expect((await reply(sent.id, 'We are on it.', readOnly)).body.errorCode).toBe('staff.role.forbidden');
    const done = await reply(sent.id, 'Paid out now, sorry for the wait.');
    expect(done.body.value).toMatchObject({ status: 'replied', reply: 'Paid out now, sorry for the wait.' });
    const twice = await reply(sent.id, 'Again?');
    expect(twice.body.errorCode).toBe('feedback.already.replied');
    expect((await reply(99_999_999, 'Nobody')).body.errorCode).toBe('feedback.not.found');
    const audits = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'feedback.reply'), eq(auditLog.targetId, String(sent.id))));
    expect(audits).toHaveLength(1);

    await t.app.services.platform.events.drain();
    await t.app.services.platform.events.drain();
    const inbox = (await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMessageListV2', token })).body
      .value as TMessagePage;
    expect(inbox.list).toHaveLength(1);
    expect(inbox.list[0]).toMatchObject({
      category: 'personal',
      title: 'Reply to your feedback',
      body: 'We have replied to your feedback: Paid out now, sorry for the wait.',
    });
    const mine = (await call(t.app, { method: 'GET', url: '/wps/feedback', token })).body.value as {
      list: TFeedback[];
    };
    expect(mine.list[0]).toMatchObject({ status: 'replied', reply: 'Paid out now, sorry for the wait.' });
    const replied = await staffGet('/backoffice/api/feedback?status=replied');
    expect((replied.body.value as { list: TFeedbackItem[] }).list.map((f) => f.id)).toContain(sent.id);
  });
});
