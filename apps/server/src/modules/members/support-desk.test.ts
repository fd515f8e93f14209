import type { StaffRole } from '@app/contracts/calls/backoffice-staff';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { auditLog } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

let t: TestApp;
const staff = new Map<string, { id: number; token: string }>();
const who = (name: string) => staff.get(name) ?? { id: 0, token: '' };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp();
  const roles: [string, StaffRole][] = [
    ['ann', 'support'],
    ['ben', 'support'],
    ['boss', 'owner'],
    ['reader', 'read-only'],
    ['cara', 'content'],
  ];
  for (const [name, role] of roles) {
    const s = await makeStaff(t, { role });
    staff.set(name, { id: s.staff.id, token: await signInStaff(t, s) });
  }
});
afterAll(() => t.close());

const state = async () =>
  (await snapshot(t.database))
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:'))
    .join('\n');

/** A visitor opens a conversation on the support page. */
async function visitor(conversation: string, text: string) {
  const r = await call(t.app, {
    method: 'POST',
    url: '/wps/relay/CSP_sendMessage',
    payload: { conversation, channel: 'chat', text },
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
}
const newConversation = async (text = 'Where is my withdrawal?') => {
  const id = `conv_${Date.now().toString(36)}_${seq++}_abcdefghij`;
  await visitor(id, text);
  return id;
};

const post = (name: string, url: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url: `/backoffice/api/support/${url}`, token: who(name).token, payload });
const get = (name: string, url: string) =>
  call(t.app, { method: 'GET', url: `/backoffice/api/support/${url}`, token: who(name).token });

type Conv = {
  conversation: string;
  status: string;
  assignee: { id: number } | null;
  ageSeconds: number;
  waiting: boolean;
};
const listed = async (name: string, query: string) => (await get(name, `conversations?${query}`)).body.value as Conv[];

const auditFor = (conversation: string) =>
  t.app.deps.db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.targetKind} = 'support_conversation' AND ${auditLog.targetId} = ${conversation}`)
    .orderBy(auditLog.id);

describe('the support conversations queue', () => {
  it('lists open conversations oldest first with their age; read-only may read', async () => {
    const a = await newConversation();
    t.clock.advance(90_000);
    const b = await newConversation();
    const open = await listed('reader', 'status=open');
    const ids = open.map((c) => c.conversation);
    expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    const first = open.find((c) => c.conversation === a);
    expect(first).toMatchObject({ status: 'open', assignee: null, waiting: true });
    expect(first?.ageSeconds).toBeGreaterThanOrEqual(90);
    const view = await get('reader', `conversation?conversation=${a}`);
    expect(view.body.value).toMatchObject({ messages: [{ from: 'visitor', text: 'Where is my withdrawal?' }] });
    expect((await post('reader', 'claim', { conversation: a })).body.errorCode).toBe('staff.role.forbidden');
    expect((await get('cara', 'conversations')).body.errorCode).toBe('staff.role.forbidden');
  });

  it('gives a conversation claimed twice at once to exactly one claimant', async () => {
    const c = await newConversation();
    const [x, y] = await Promise.all([
      post('ann', 'claim', { conversation: c }),
      post('ben', 'claim', { conversation: c }),
    ]);
    const results = [x, y].map((r) => (r.body.success ? 'won' : r.body.errorCode));
    expect(results.sort()).toEqual(['support.conversation.taken', 'won']);
    const winner = x.body.success ? 'ann' : 'ben';
    const loser = winner === 'ann' ? 'ben' : 'ann';
    const [row] = (await listed('boss', 'status=open')).filter((r) => r.conversation === c);
    expect(row?.assignee?.id).toBe(who(winner).id);
    expect((await auditFor(c)).map((r) => [r.action, r.actorId])).toEqual([['support.claim', String(who(winner).id)]]);
    // The other may not answer it; the winner's claim again changes nothing.
    expect((await post(loser, 'reply', { conversation: c, text: 'Hello' })).body.errorCode).toBe(
      'support.conversation.taken',
    );
    expect((await post(winner, 'claim', { conversation: c })).body.success).toBe(true);
    expect(await auditFor(c)).toHaveLength(1);
    expect((await listed(winner, 'status=open&mine=true')).map((r) => r.conversation)).toContain(c);
    expect((await listed(loser, 'status=open&mine=true')).map((r) => r.conversation)).not.toContain(c);
  });

  it('replies, assigns, closes, and opens again when the visitor writes', async () => {
    const c = await newConversation();
    const reply = await post('ann', 'reply', { conversation: c, text: '  Checking now.  ' });
    expect(reply.body.value).toMatchObject({ from: 'agent', text: 'Checking now.' });
    let [row] = (await listed('ann', 'status=open&mine=true')).filter((r) => r.conversation === c);
    expect(row).toMatchObject({ waiting: false, assignee: { id: who('ann').id } });

    expect((await post('boss', 'assign', { conversation: c, staffId: who('cara').id })).body.errorCode).toBe(
      'support.assignee.invalid',
    );
    expect((await post('boss', 'assign', { conversation: c, staffId: 999999 })).body.errorCode).toBe(
      'support.assignee.invalid',
    );
    const moved = await post('boss', 'assign', { conversation: c, staffId: who('ben').id });
    expect(moved.body.value).toMatchObject({ assignee: { id: who('ben').id } });
    expect((await post('ben', 'close', { conversation: c })).body.value).toMatchObject({ status: 'closed' });
    expect((await post('ben', 'close', { conversation: c })).body.errorCode).toBe('support.conversation.closed');
    expect((await post('ben', 'reply', { conversation: c, text: 'more' })).body.errorCode).toBe(
      'support.conversation.closed',
    );
    expect((await listed('ben', 'status=closed')).map((r) => r.conversation)).toContain(c);
    expect((await listed('ben', 'status=open')).map((r) => r.conversation)).not.toContain(c);

    await visitor(c, 'It still has not arrived');
    [row] = (await listed('ben', 'status=open')).filter((r) => r.conversation === c);
    expect(row).toMatchObject({ status: 'open', waiting: true });
    expect((await auditFor(c)).map((r) => r.action)).toEqual(['support.reply', 'support.assign', 'support.close']);
  });

  it('refuses bad input and unknown conversations, changing nothing', async () => {
    const c = await newConversation();
    const before = await state();
    expect((await post('ann', 'reply', { conversation: c, text: '   ' })).body.errorCode).toBe('request_param_err');
    expect((await post('ann', 'reply', { conversation: c, text: 'x'.repeat(1001) })).body.errorCode).toBe(
      'request_param_err',
    );
    expect((await post('ann', 'claim', { conversation: '' })).body.errorCode).toBe('request_param_err');
    expect((await post('ann', 'assign', { conversation: c, staffId: 'x' })).body.errorCode).toBe('request_param_err');
    const missing = await post('ann', 'claim', { conversation: 'no-such-conversation' });
    expect(missing.res.statusCode).toBe(404);
    expect(missing.body.errorCode).toBe('support.conversation.not.found');
    expect((await get('ann', 'conversations?status=pending')).body.errorCode).toBe('request_param_err');
    expect(await state()).toBe(before);
  });
});
