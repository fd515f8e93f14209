import { randomBytes } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/factories.ts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import { memberMessages, members, messageCampaigns } from '../../db/schema/index.ts';
import type { NewEvent } from '../../events/catalogue.ts';
import { createEventDispatcher } from '../../events/dispatcher.ts';
import { recordEvents } from '../../events/record.ts';
import type { StaffActing } from '../staff/staff-route.ts';
import type { Brand } from '../system/brand-types.ts';
import { INBOX_EVENTS } from './inbox.ts';
import { createMessagesArea } from './services.ts';

// Two server copies at once (on PostgreSQL two connections pools on one database; on PGlite the same
// connection): event messages once per event with both copies dispatching, and a campaign fanned out
// once with both copies sending it under one request id.

let t: TestApp;
let brand: Brand;
const acting: StaffActing = {
  actor: { kind: 'staff', id: '1', name: 'boss', role: 'owner' },
  ip: '127.0.0.1',
  channel: 'vitest',
};
beforeAll(async () => {
  t = await createTestApp();
  const found = await t.app.brands.byMerchant('demo');
  if (!found) throw new Error('demo brand missing');
  brand = found;
});
afterAll(() => t.close());

describe('two server copies', () => {
  it('dispatching side by side leave one message per event', async () => {
    const other = await secondCopy(t);
    try {
      const member = await createMember(t.app);
      const copy = (deps: typeof t.app.deps, name: string) => {
        const d = createEventDispatcher(deps, name, { batch: 10 });
        const area = createMessagesArea(deps, t.app.services.audit);
        d.on('messages.inbox', INBOX_EVENTS, area.inbox.onEvent);
        return d;
      };
      const copies = [copy(t.app.deps, 'copy-a'), copy(other.deps, 'copy-b')];
      const events: NewEvent[] = [];
      for (let i = 0; i < 60; i++) {
        events.push({
          type: 'deposit.approved',
          brandId: member.brandId,
          subject: `member:${member.id}`,
          payload: { memberId: member.id, orderNo: `D${i}`, amount: 100 + i, channelType: 'bank' },
          at: t.clock.now(),
        });
      }
      await t.app.deps.db.transaction((tx) => recordEvents(tx, events));
      await Promise.all([0, 1, 0, 1].map((i) => copies[i]?.drain()));
      const rows = await t.app.deps.db.select().from(memberMessages).where(eq(memberMessages.memberId, member.id));
      expect(rows).toHaveLength(60);
      expect(new Set(rows.map((r) => r.sourceKey)).size).toBe(60);
    } finally {
      await other.close();
    }
  });

  it('sending one campaign from both copies at once fans it out once', async () => {
    const other = await secondCopy(t);
    try {
      const label = `R${randomBytes(4).toString('hex')}`;
      // 400 members of their own label, made in one statement.
      const made = await sqlRows<{ id: number | string }>(
        t.database,
        sql`INSERT INTO members (brand_id, username, account_type, role, status, nickname, member_labels)
            SELECT ${brand.id}, ${`${label.toLowerCase()}_`} || g, 0, 'player', 'active', '', ${JSON.stringify([label])}::jsonb
              FROM generate_series(1, 400) g RETURNING id`,
      );
      const ids = made.map((r) => Number(r.id));
      const a = createMessagesArea(t.app.deps, t.app.services.audit).campaigns;
      const b = createMessagesArea(other.deps, t.app.services.audit).campaigns;
      const input = {
        category: 'system' as const,
        texts: { EN: { title: 'Maintenance', body: 'Tonight 02:00-03:00.' } },
        segment: { audience: 'all' as const, labels: [label] },
        reason: 'planned maintenance',
        requestId: `race-${label}`,
      };
      const sent = await Promise.all([a, b, a, b].map((c) => c.send(brand, input, acting)));
      expect(new Set(sent.map((s) => s.id)).size).toBe(1);
      expect(sent.every((s) => s.recipients === 400)).toBe(true);
      const rows = await t.app.deps.db.select().from(memberMessages).where(inArray(memberMessages.memberId, ids));
      expect(rows).toHaveLength(400);
      expect(new Set(rows.map((r) => r.memberId)).size).toBe(400);
      const campaigns = await t.app.deps.db
        .select()
        .from(messageCampaigns)
        .where(eq(messageCampaigns.requestId, input.requestId));
      expect(campaigns).toHaveLength(1);
      // Members made after the send are not reached by it later: the campaign is one statement.
      const late = await createMember(t.app);
      await t.app.deps.db
        .update(members)
        .set({ memberLabels: [label] })
        .where(eq(members.id, late.id));
      await a.send(brand, input, acting);
      expect(await t.app.deps.db.select().from(memberMessages).where(eq(memberMessages.memberId, late.id))).toEqual([]);
    } finally {
      await other.close();
    }
  });
});
