import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { createEffects, effectCounts, secondCopy } from '../../test/jobs.ts';
import { sqlRows } from '../../test/sql.ts';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { StoredEvent } from './catalogue.ts';
import { claimDeliveries } from './deliveries.ts';
import { createEventDispatcher } from './dispatcher.ts';
import { recordEvent } from './record.ts';

let t: TestApp;
const T0 = new Date('2030-01-01T00:00:00Z');

beforeAll(async () => {
  t = await createTestApp();
  await createEffects(t.database);
  t.clock.set(T0);
});
afterAll(() => t.close());

/** A member registration as a module would record it: the change and its event in one transaction. */
async function registered(memberId: number, rollback = false): Promise<number> {
  let id = 0;
  await t.app.deps.db
    .transaction(async (tx) => {
      await sqlRows(tx, sql`INSERT INTO test_effects (kind, key, copy) VALUES ('change', ${String(memberId)}, 'test')`);
      id = await recordEvent(tx, {
        type: 'member.registered',
        brandId: 1,
        subject: `member:${memberId}`,
        payload: { memberId, username: `m${memberId}`, method: 'username' },
        at: t.clock.now(),
      });
      if (rollback) tx.rollback();
    })
    .catch((e: unknown) => {
      if (!rollback) throw e;
    });
  return id;
}

/** A handler whose effect is one row per event, written through its transaction. */
const counting = (name: string, fail: (e: StoredEvent) => boolean = () => false) => ({
  name,
  run: async (event: StoredEvent, tx: DbOrTx) => {
    await sqlRows(tx, sql`INSERT INTO test_effects (kind, key, copy) VALUES (${name}, ${String(event.id)}, 'h')`);
    if (fail(event)) throw new Error(`${name} refused event ${event.id}`);
  },
});

const deliveries = async (handler: string) => {
  const rows = await sqlRows<{
    event_id: number | string;
    status: string;
    attempts: number;
    next_attempt_at: string | null;
  }>(
    t,
    sql`SELECT event_id, status, attempts, next_attempt_at, last_error FROM event_deliveries WHERE handler = ${handler} ORDER BY event_id`,
  );
  return rows.map((r) => ({ ...r, next_attempt_at: r.next_attempt_at === null ? null : new Date(r.next_attempt_at) }));
};

describe('domain events', () => {
  it('are recorded with their change and handed to each subscribed handler once', async () => {
    const d = createEventDispatcher(t.app.deps, 'copy-a');
    const seen: StoredEvent<'member.registered'>[] = [];
    d.on('test.welcome', ['member.registered'], async (event) => {
      seen.push(event);
    });
    d.on('test.deposits', ['deposit.approved'], async () => undefined);
    await d.sync();
    const id = await registered(41);
    const none = await registered(42, true);
    expect(await d.drain()).toBe(1);
    expect(await d.drain()).toBe(0);
    expect(seen).toEqual([
      {
        id,
        type: 'member.registered',
        brandId: 1,
        subject: 'member:41',
        payload: { memberId: 41, username: 'm41', method: 'username' },
        at: T0,
      },
    ]);
    expect(await sqlRows(t, sql`SELECT id FROM domain_events WHERE id = ${none}`)).toEqual([]);
    expect(await deliveries('test.deposits')).toEqual([]);
    expect(await deliveries('test.welcome')).toMatchObject([{ status: 'done', attempts: 1 }]);
  });

  it('retry a failing handler with growing waits and park it, without holding up the other events', async () => {
    const d = createEventDispatcher(t.app.deps, 'copy-a');
    let bad = 0;
    const h = counting('test.flaky', (e) => e.id === bad);
    d.on(h.name, ['member.registered'], h.run, { maxAttempts: 3, retryBaseMs: 1_000 });
    await d.sync();
    const first = await registered(51);
    bad = await registered(52);
    const third = await registered(53);
    await d.drain();
    expect((await effectCounts(t.database, 'test.flaky')).get(String(bad))).toBeUndefined();
    expect(await deliveries('test.flaky')).toMatchObject([
      { event_id: first, status: 'done' },
      { event_id: bad, status: 'pending', attempts: 1, next_attempt_at: new Date(T0.getTime() + 1_000) },
      { event_id: third, status: 'done' },
    ]);
    t.clock.advance(1_000);
    await d.drain();
    expect((await deliveries('test.flaky'))[1]).toMatchObject({
      attempts: 2,
      next_attempt_at: new Date(T0.getTime() + 1_000 + 2_000),
    });
    t.clock.advance(2_000);
    await d.drain();
    expect((await deliveries('test.flaky'))[1]).toMatchObject({
      status: 'parked',
      attempts: 3,
      last_error: `test.flaky refused event ${bad}`,
    });
    t.clock.advance(3_600_000);
    expect(await d.drain()).toBe(0);
    expect(await d.parked('test.flaky', 10)).toMatchObject([{ eventId: bad, handler: 'test.flaky', attempts: 3 }]);

    const stuck = bad;
    bad = 0;
    expect(await d.retry(stuck, 'test.flaky')).toBe(1);
    expect(await d.drain()).toBe(1);
    expect([...(await effectCounts(t.database, 'test.flaky')).values()]).toEqual([1, 1, 1]);
    expect(await d.parked('test.flaky', 10)).toEqual([]);
  });

  it('run a delivery again when the copy that claimed it died, once its lease is over', async () => {
    const d = createEventDispatcher(t.app.deps, 'copy-a', { leaseMs: 30_000 });
    const h = counting('test.lease');
    d.on(h.name, ['member.registered'], h.run);
    await d.sync();
    const id = await registered(61);
    // Another copy claims the delivery and dies before handling it.
    expect(await claimDeliveries(t.app.deps.db, ['test.lease'], 'dead/1', t.clock.now(), 30_000, 10)).toHaveLength(1);
    expect(await d.drain()).toBe(0);
    t.clock.advance(30_000);
    expect(await d.drain()).toBe(1);
    expect(await deliveries('test.lease')).toMatchObject([{ event_id: id, status: 'done', attempts: 2 }]);
    expect([...(await effectCounts(t.database, 'test.lease')).values()]).toEqual([1]);
  });

  it('are parked when the copies handling them keep dying, instead of being tried for ever', async () => {
    const d = createEventDispatcher(t.app.deps, 'copy-a', { leaseMs: 1_000 });
    const h = counting('test.doomed');
    d.on(h.name, ['member.registered'], h.run, { maxAttempts: 2 });
    await d.sync();
    const id = await registered(71);
    for (let i = 1; i <= 2; i++) {
      await claimDeliveries(t.app.deps.db, ['test.doomed'], `dead/${i}`, t.clock.now(), 1_000, 10);
      t.clock.advance(1_000);
    }
    expect(await d.drain()).toBe(1);
    expect(await deliveries('test.doomed')).toMatchObject([
      { event_id: id, status: 'parked', attempts: 3, last_error: 'the copy handling it stopped mid-delivery' },
    ]);
    expect(await effectCounts(t.database, 'test.doomed')).toEqual(new Map());
  });

  it('are handled once with two server copies dispatching side by side', async () => {
    const other = await secondCopy(t);
    try {
      const copy = (deps: Deps, name: string) => {
        const d = createEventDispatcher(deps, name, { batch: 20 });
        const h = counting('test.race');
        d.on(h.name, ['member.registered'], h.run);
        return d;
      };
      const copies = [copy(t.app.deps, 'copy-a'), copy(other.deps, 'copy-b')];
      await copies[0]?.sync();
      const ids: number[] = [];
      for (let i = 0; i < 300; i++) ids.push(await registered(1000 + i));
      await Promise.all([0, 1, 0, 1].map((i) => copies[i]?.drain()));
      const counts = await effectCounts(t.database, 'test.race');
      expect(ids.filter((id) => counts.get(String(id)) !== 1)).toEqual([]);
      expect(counts.size).toBe(300);
      const statuses = await sqlRows<{ status: string; n: number | string }>(
        t,
        sql`SELECT status, count(*) AS n FROM event_deliveries WHERE handler = 'test.race' GROUP BY status`,
      );
      expect(statuses.map((r) => [r.status, Number(r.n)])).toEqual([['done', 300]]);
    } finally {
      await other.close();
    }
  });
});
