import { randomBytes } from 'node:crypto';
import type { TCampaign } from '@app/contracts/calls/backoffice-messages';
import type { TMessagePage } from '@app/contracts/calls/messages';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { auditLog, memberMessages, members, rgMembers } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';

// Operator messages to a segment (issue 19 item 4): preview, one fan-out per campaign however often or
// however concurrently it is sent, promotional messages never reaching self-excluded or cooling-off
// members (issue 20), texts in the reader's language, audited, the role checked on the server.

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T05:00:00Z'));
  for (const role of ['content', 'support'] as const) tokens[role] = await signInStaff(t, await makeStaff(t, { role }));
});
afterAll(() => t.close());

const staffPost = (url: string, payload: Record<string, unknown>, role = 'content') =>
  call(t.app, { method: 'POST', url, token: tokens[role], payload, headers: { 'user-agent': 'vitest' } });
const preview = async (segment: Record<string, unknown>, category = 'system') =>
  ((await staffPost('/backoffice/api/messages/preview', { category, segment })).body.value as { count: number }).count;
const TEXTS = {
  EN: { title: 'Weekend offer', body: 'Double points all weekend.' },
  CN: { title: '周末优惠', body: '整个周末双倍积分。' },
};
const send = (segment: Record<string, unknown>, category = 'promotion', requestId = randomBytes(8).toString('hex')) =>
  staffPost('/backoffice/api/messages/campaigns', {
    category,
    texts: TEXTS,
    segment,
    reason: 'spring campaign',
    requestId,
  });

/** Members of their own label (so the seeded members stay out of the counts). */
async function labelled(n: number, extra: Partial<typeof members.$inferInsert> = {}) {
  const label = `L${randomBytes(4).toString('hex')}`;
  const made = [];
  for (let i = 0; i < n; i++) {
    const m = await createMember(t.app);
    await t.app.deps.db
      .update(members)
      .set({ memberLabels: [label], ...extra })
      .where(eq(members.id, m.id));
    made.push(m);
  }
  return { label, members: made };
}

async function block(memberId: number, brandId: number, kind: 'cooloff' | 'exclusion', until: Date | null) {
  await t.app.deps.db.insert(rgMembers).values({
    memberId,
    brandId,
    tzOffsetMinutes: 480,
    blockKind: kind,
    blockSince: new Date(t.clock.now().getTime() - 3_600_000),
    blockUntil: until,
    countsPlay: false,
    updatedAt: t.clock.now(),
  });
}

const messagesOf = (ids: number[]) =>
  t.app.deps.db.select().from(memberMessages).where(inArray(memberMessages.memberId, ids));

describe('segments', () => {
  it('previews by label, VIP level, registration dates, agents and usernames', async () => {
    const g = await labelled(4);
    const [a, b, c, d] = g.members as [
      (typeof g.members)[0],
      (typeof g.members)[0],
      (typeof g.members)[0],
      (typeof g.members)[0],
    ];
    await t.app.deps.db
      .update(members)
      .set({ clubRank: 5 })
      .where(inArray(members.id, [a.id, b.id]));
    await t.app.deps.db.update(members).set({ accountType: 1 }).where(eq(members.id, c.id));
    await t.app.deps.db
      .update(members)
      .set({ createdAt: new Date('2026-01-15T04:00:00Z') })
      .where(eq(members.id, d.id));
    expect(await preview({ labels: [g.label] })).toBe(4);
    expect(await preview({ labels: [g.label], vipLevelMin: 5 })).toBe(2);
    expect(await preview({ labels: [g.label], audience: 'agents' })).toBe(1);
    expect(await preview({ labels: [g.label], audience: 'members' })).toBe(3);
    expect(await preview({ labels: [g.label], registeredFrom: '2026-01-15', registeredTo: '2026-01-15' })).toBe(1);
    expect(await preview({ labels: [g.label], registeredFrom: '2026-01-16' })).toBe(3);
    expect(await preview({ usernames: [a.username.toUpperCase(), c.username] })).toBe(2);
  });

  it('a promotional message never reaches a self-excluded or cooling-off member; a system one does', async () => {
    const g = await labelled(4);
    const [ok, excluded, cooling, ended] = g.members as [
      (typeof g.members)[0],
      (typeof g.members)[0],
      (typeof g.members)[0],
      (typeof g.members)[0],
    ];
    await block(excluded.id, excluded.brandId, 'exclusion', null);
    await block(cooling.id, cooling.brandId, 'cooloff', new Date(t.clock.now().getTime() + 86_400_000));
    await block(ended.id, ended.brandId, 'cooloff', new Date(t.clock.now().getTime() - 60_000));
    expect(await preview({ labels: [g.label] }, 'promotion')).toBe(2);
    expect(await preview({ labels: [g.label] }, 'system')).toBe(4);

    const sent = await send({ labels: [g.label] }, 'promotion');
    expect(sent.body.success, JSON.stringify(sent.body)).toBe(true);
    expect((sent.body.value as TCampaign).recipients).toBe(2);
    const got = (await messagesOf(g.members.map((m) => m.id))).map((r) => r.memberId).sort();
    expect(got).toEqual([ok.id, ended.id].sort());

    const system = await send({ labels: [g.label] }, 'system');
    expect((system.body.value as TCampaign).recipients).toBe(4);
  });

  it('bad segments are refused with nothing changed', async () => {
    const before = await snapshot(t.database);
    const unknown = await send({ usernames: ['nobody-here-xyz'] });
    expect(unknown.body.errorCode).toBe('messages.segment.unknown.user');
    const dates = await send({ registeredFrom: '2026-02-01', registeredTo: '2026-01-01' });
    expect(dates.body.errorCode).toBe('messages.segment.dates');
    const noReason = await staffPost('/backoffice/api/messages/campaigns', {
      category: 'system',
      texts: TEXTS,
      segment: {},
      reason: '',
      requestId: 'r-no-reason-0001',
    });
    expect(noReason.body.errorCode).toBe('request_param_err');
    const noText = await staffPost('/backoffice/api/messages/campaigns', {
      category: 'system',
      texts: {},
      segment: {},
      reason: 'why not',
      requestId: 'r-no-text-00001',
    });
    expect(noText.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
  });
});

describe('sending', () => {
  it('fans out once per campaign: repeated and racing sends with one request id reach each member once', async () => {
    const g = await labelled(12);
    const requestId = `race-${randomBytes(6).toString('hex')}`;
    const racing = await Promise.all([1, 2, 3, 4].map(() => send({ labels: [g.label] }, 'system', requestId)));
    for (const r of racing) expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    const ids = new Set(racing.map((r) => (r.body.value as TCampaign).id));
    expect(ids.size).toBe(1);
    const again = await send({ labels: [g.label] }, 'system', requestId);
    expect((again.body.value as TCampaign).id).toBe([...ids][0]);
    const rows = await messagesOf(g.members.map((m) => m.id));
    expect(rows).toHaveLength(12);
    expect(new Set(rows.map((r) => r.memberId)).size).toBe(12);
    expect((again.body.value as TCampaign).recipients).toBe(12);

    const audits = await t.app.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'message.campaign_send'), eq(auditLog.targetId, String([...ids][0]))));
    expect(audits).toHaveLength(1);
    expect(audits[0]?.reason).toBe('spring campaign');
  });

  it('the member reads it in their language, else the brand default; listed among sent campaigns', async () => {
    const g = await labelled(1);
    const m = g.members[0];
    if (!m) throw new Error('no member');
    await send({ labels: [g.label] }, 'promotion');
    const token = await sessionFor(t.app, m);
    const inbox = async (lang: string) =>
      (await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMessageListV2?category=promotion', token, lang }))
        .body.value as TMessagePage;
    expect((await inbox('CN')).list[0]).toMatchObject({ title: '周末优惠', body: '整个周末双倍积分。', read: false });
    expect((await inbox('JA')).list[0]?.title).toBe('Weekend offer');
    const listed = await call(t.app, {
      method: 'GET',
      url: '/backoffice/api/messages/campaigns',
      token: tokens.support,
    });
    expect((listed.body.value as { list: TCampaign[] }).list[0]).toMatchObject({
      category: 'promotion',
      title: 'Weekend offer',
      recipients: 1,
      languages: ['EN', 'CN'],
    });
  });

  it('a role without the policy may not send', async () => {
    const before = await snapshot(t.database);
    const r = await staffPost(
      '/backoffice/api/messages/campaigns',
      { category: 'system', texts: TEXTS, segment: {}, reason: 'x-y', requestId: 'r-forbidden-001' },
      'support',
    );
    expect(r.body.errorCode).toBe('staff.role.forbidden');
    expect(await snapshot(t.database)).toBe(before);
  });
});
