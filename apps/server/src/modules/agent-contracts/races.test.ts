import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { StoredTier } from '../../db/schema/index.ts';
import { offerConflict } from './contracts-service.ts';
import { rateAt } from './rates.ts';
import { agent, contractOver, demoBrand, offerOver, platformContract, respondOver, tiers } from './test-helpers.ts';

// Races on contracts (run on PostgreSQL in CI's second pass; PGlite runs them one after another).
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codeOf = (r: { body: { success: boolean; errorCode?: string } }) => (r.body.success ? 'ok' : r.body.errorCode);

describe('contract races', () => {
  it('two offers to one holder at once: one is made, the other is told an offer is pending', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    for (let round = 0; round < 5; round++) {
      const sub = await agent(t, top);
      const answers = await Promise.all([
        offerOver(t, top, sub, 'dailyWage', tiers(1)),
        offerOver(t, top, sub, 'dailyWage', tiers(1.5)),
        offerOver(t, top, sub, 'dailyWage', tiers(0.5)),
      ]);
      expect(answers.map(codeOf).sort()).toEqual(['agentContract.offer.pending', 'agentContract.offer.pending', 'ok']);
      const rows = await sqlRows<{ n: number }>(
        t.database,
        sql`SELECT count(*)::int AS n FROM agent_contracts WHERE holder_id = ${sub.id} AND status = 'offered'`,
      );
      expect(rows[0]?.n).toBe(1);
    }
  });

  it('the unique index refuses a second open offer or live contract, and a violation is told as a pending offer', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    const sub = await agent(t, top);
    const o = (await offerOver(t, top, sub, 'dailyWage', tiers(1))).body.value as { id: number };
    const brand = await demoBrand(t);
    const again = sql`INSERT INTO agent_contracts (brand_id, kind, period, holder_id, offered_by_id, status, tiers, max_rate, offered_at)
      VALUES (${brand.id}, 'dailyWage', 'daily', ${sub.id}, ${top.id}, 'offered', '[]'::jsonb, 0, now())`;
    const caught = await sqlRows(t.database, again).then(
      () => null,
      (e: unknown) => e,
    );
    expect(offerConflict(caught)).toMatchObject({ code: 'agentContract.offer.pending' });
    await respondOver(t, sub, o.id, true);
    const live = await sqlRows(
      t.database,
      sql`INSERT INTO agent_contracts (brand_id, kind, period, holder_id, offered_by_id, status, tiers, max_rate, offered_at)
      VALUES (${brand.id}, 'dailyWage', 'daily', ${sub.id}, ${top.id}, 'active', '[]'::jsonb, 0, now())`,
    ).then(
      () => null,
      (e: unknown) => e,
    );
    expect(live).not.toBeNull();
    expect(offerConflict(new Error('other'))).toBeInstanceOf(Error);
  });

  it('one offer accepted twice at once: one acceptance, the other is stale or no longer awaiting', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    for (let round = 0; round < 5; round++) {
      const sub = await agent(t, top);
      const o = (await offerOver(t, top, sub, 'dailyWage', tiers(1))).body.value as { id: number };
      const answers = await Promise.all([respondOver(t, sub, o.id, true), respondOver(t, sub, o.id, true)]);
      const codes = answers.map(codeOf);
      expect(codes.filter((c) => c === 'ok')).toHaveLength(1);
      expect(['agentContract.stale', 'agentContract.not.found']).toContain(codes.find((c) => c !== 'ok'));
      const live = await sqlRows<{ n: number }>(
        t.database,
        sql`SELECT count(*)::int AS n FROM agent_contracts WHERE holder_id = ${sub.id} AND status = 'active'`,
      );
      expect(live[0]?.n).toBe(1);
    }
  });

  it("an accept racing the parent's lowering never leaves a child above its parent", async () => {
    const brand = await demoBrand(t);
    for (let round = 0; round < 4; round++) {
      const top = await agent(t, null);
      await platformContract(t, top, 'dailyWage', tiers(2));
      const sub = await agent(t, top);
      const grand = await agent(t, sub);
      await contractOver(t, top, sub, 'dailyWage', tiers(2));
      const o = (await offerOver(t, sub, grand, 'dailyWage', tiers(1.8))).body.value as { id: number };
      await Promise.all([
        respondOver(t, grand, o.id, true),
        t.app.services.agentContracts.lower(brand, { id: top.id }, 'dailyWage', tiers(1), {
          actor: { kind: 'staff', id: '1', name: 'f', role: 'finance' },
          ip: '',
          channel: 'test',
          reason: 'race',
        }),
      ]);
      const live = await sqlRows<{ holder_id: string | number; tiers: StoredTier[] }>(
        t.database,
        sql`SELECT holder_id, tiers FROM agent_contracts
             WHERE holder_id IN (${top.id}, ${sub.id}, ${grand.id}) AND status = 'active'`,
      );
      const of = (id: number) => live.find((r) => Number(r.holder_id) === id)?.tiers ?? [];
      for (const [child, parent] of [
        [sub.id, top.id],
        [grand.id, sub.id],
      ] as const) {
        for (const c of of(child)) expect(rateAt(of(parent), c)).toBeGreaterThanOrEqual(c.rate);
      }
      expect(Math.max(...of(grand.id).map((x) => x.rate), 0)).toBeLessThanOrEqual(100);
    }
  });
});
