import type { TMessage, TMessagePage, TUnreadCounts } from '@app/contracts/calls/messages';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInMember } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import { memberMessages } from '../../db/schema/index.ts';
import type { NewEvent, StoredEvent } from '../../events/catalogue.ts';
import { recordEvents } from '../../events/record.ts';
import { agent, offerOver, platformContract, tiers } from '../agent-contracts/test-helpers.ts';
import type { InboxEvent } from './inbox.ts';

// The inbox (issue 19 item 4): messages from events exactly once, in the reader's language; read,
// unread, delete and the counts that feed the messageV2 badge.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T05:00:00Z'));
});
afterAll(() => t.close());

const get = (token: string, url: string, lang?: string) => call(t.app, { method: 'GET', url, token, lang });
const post = (token: string, url: string, payload: Record<string, unknown>) =>
  call(t.app, { method: 'POST', url, token, payload });
const page = async (token: string, query = '', lang?: string) =>
  (await get(token, `/wps/relay/MCSFE_getMessageListV2${query}`, lang)).body.value as TMessagePage;
const counts = async (token: string) =>
  (await get(token, '/wps/relay/MCSFE_getUnreadMessageV2')).body.value as TUnreadCounts;
const badge = async (token: string) =>
  ((await get(token, '/wps/relay/CSP_unreadCount')).body.value as { count: number }).count;

async function record(events: NewEvent[]) {
  await t.app.deps.db.transaction((tx) => recordEvents(tx, events));
  await t.app.services.platform.events.drain();
}

const at = () => t.clock.now();
function everyEvent(memberId: number, brandId: number): NewEvent[] {
  const base = { brandId, subject: `member:${memberId}`, at: at() };
  return [
    { ...base, type: 'deposit.approved', payload: { memberId, orderNo: 'D100', amount: 12_345, channelType: 'bank' } },
    { ...base, type: 'withdrawal.paid', payload: { memberId, orderNo: 'W200', amount: 5_000 } },
    { ...base, type: 'bonus.granted', payload: { memberId, grantId: 7, promotionId: null, amount: 2_000 } },
    {
      ...base,
      type: 'agentContract.offered',
      payload: { contractId: 3, holderId: memberId, offeredById: null, kind: 'dailyWage' },
    },
    {
      ...base,
      type: 'points.redeem_decided',
      payload: { memberId, redemptionId: 1, itemName: 'Mug', points: 300, status: 'rejected', reason: 'out of stock' },
    },
    { ...base, type: 'vip.level_changed', payload: { memberId, fromLevel: 2, toLevel: 3, direction: 'up' } },
  ];
}

describe('messages from events', () => {
  it('each event leaves one message, rendered in the reader’s language', async () => {
    const { member, token } = await signedInMember(t.app);
    await record(everyEvent(member.id, member.brandId));
    const en = await page(token);
    expect(en.total).toBe(6);
    const byTitle = Object.fromEntries(en.list.map((m) => [m.title, m]));
    expect(byTitle['Deposit received']).toMatchObject({
      category: 'account',
      body: 'Your deposit D100 of 123.45 has been credited to your wallet.',
      read: false,
    });
    expect(byTitle['Withdrawal paid']?.body).toContain('W200 of 50.00');
    expect(byTitle['Bonus granted']?.body).toContain('20.00');
    expect(byTitle['New contract offer']?.body).toContain('daily wage contract');
    expect(byTitle['Redemption rejected']?.body).toContain('Reason: out of stock');
    expect(byTitle['VIP level up']).toMatchObject({
      category: 'system',
      body: 'Congratulations! You have reached VIP level 3.',
    });

    const cn = await page(token, '', 'CN');
    expect(cn.list.map((m) => m.title)).toContain('存款已到账');
    expect(cn.list.find((m) => m.title === '新的契约邀请')?.body).toContain('日工资');
    expect(await counts(token)).toEqual({ total: 6, system: 1, promotion: 0, account: 5, personal: 0 });
    expect(await badge(token)).toBe(6);
  });

  it('a delivery that runs again (a crash after the work, a retry) leaves no second message', async () => {
    const { member, token } = await signedInMember(t.app);
    await record(everyEvent(member.id, member.brandId).slice(0, 1));
    const [ev] = await sqlRows<{ id: string; payload: unknown; created_at: string }>(
      t.database,
      sql`SELECT id, payload, created_at FROM domain_events WHERE type = 'deposit.approved' AND subject = ${`member:${member.id}`}`,
    );
    if (!ev) throw new Error('event missing');
    const stored = {
      id: Number(ev.id),
      type: 'deposit.approved',
      brandId: member.brandId,
      subject: `member:${member.id}`,
      payload: ev.payload,
      at: new Date(ev.created_at),
    } as StoredEvent<InboxEvent>;
    await t.app.deps.db.transaction((tx) => t.app.services.messages.inbox.onEvent(stored, tx));
    await t.app.deps.db.transaction((tx) => t.app.services.messages.inbox.onEvent(stored, tx));
    const rows = await t.app.deps.db.select().from(memberMessages).where(eq(memberMessages.memberId, member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sourceKey).toBe(`event:${ev.id}`);
    expect(await badge(token)).toBe(1);
  });

  it('an agent contract offer tells the holder by message', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2, 3));
    const sub = await agent(t, top);
    const o = await offerOver(t, top, sub, 'dailyWage', tiers(1.5, 2.5));
    expect(o.body.success, JSON.stringify(o.body)).toBe(true);
    await t.app.services.platform.events.drain();
    const inbox = await page(sub.token);
    expect(inbox.list.map((m) => m.title)).toEqual(['New contract offer']);
    expect(await badge(sub.token)).toBe(1);
  });
});

describe('read, unread and delete', () => {
  it('opening marks read, mark all read by category, delete hides, counts follow', async () => {
    const { member, token } = await signedInMember(t.app);
    await record(everyEvent(member.id, member.brandId));
    const list = (await page(token)).list;
    const vip = list.find((m) => m.category === 'system') as TMessage;

    const opened = await post(token, '/wps/relay/MCSFE_readMessageV2', { id: vip.id });
    expect(opened.body.value).toMatchObject({ message: { id: vip.id, read: true }, unread: { total: 5, system: 0 } });
    // Opening again changes nothing.
    expect((await post(token, '/wps/relay/MCSFE_readMessageV2', { id: vip.id })).body.value).toMatchObject({
      unread: { total: 5 },
    });

    const accountOnly = await page(token, '?category=account');
    expect(accountOnly.total).toBe(5);
    const first = accountOnly.list[0] as TMessage;
    const deleted = await post(token, '/wps/relay/MCSFE_deleteMessageV2', { ids: [first.id] });
    expect(deleted.body.value).toMatchObject({ total: 4, account: 4 });
    expect((await page(token)).total).toBe(5);

    const all = await post(token, '/wps/relay/MCSFE_readAllMessageV2', { category: 'account' });
    expect(all.body.value).toEqual({ total: 0, system: 0, promotion: 0, account: 0, personal: 0 });
    expect(await badge(token)).toBe(0);
  });

  it('a message of another member, a deleted one or an unknown id is refused with nothing changed', async () => {
    const a = await signedInMember(t.app);
    const b = await signedInMember(t.app);
    await record(everyEvent(a.member.id, a.member.brandId).slice(0, 2));
    const [mine] = (await page(a.token)).list;
    if (!mine) throw new Error('no message');
    const before = await snapshot(t.database);
    const theirs = await post(b.token, '/wps/relay/MCSFE_readMessageV2', { id: mine.id });
    expect(theirs.res.statusCode).toBe(404);
    expect(theirs.body.errorCode).toBe('messages.not.found');
    const mixed = await post(a.token, '/wps/relay/MCSFE_deleteMessageV2', { ids: [mine.id, 99_999_999] });
    expect(mixed.body.errorCode).toBe('messages.not.found');
    const empty = await post(a.token, '/wps/relay/MCSFE_deleteMessageV2', { ids: [] });
    expect(empty.body.errorCode).toBe('request_param_err');
    expect(await snapshot(t.database)).toBe(before);
    const gone = await t.app.deps.db
      .select()
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, a.member.id), eq(memberMessages.id, mine.id)));
    expect(gone[0]?.deletedAt).toBeNull();
  });

  it('the calls need a signed-in member', async () => {
    const r = await call(t.app, { method: 'GET', url: '/wps/relay/CSP_unreadCount' });
    expect(r.body.success).toBe(false);
    expect(r.res.statusCode).toBe(401);
  });
});
