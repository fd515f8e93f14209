import type { TContractTier } from '@app/contracts/calls/agent-contracts';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { StoredTier } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { agent, demoBrand } from './test-helpers.ts';

// Model-based test (issue 16): any sequence of offers, answers, termination requests and answers and
// platform rate cuts across a small tree keeps (a) every live child within its parent at every tier
// point, (b) one live contract and one open offer per holder and kind, (c) the statuses of a plain
// in-memory model of the life, which also predicts which acts are refused and with which code.

type Kind = 'dailyWage' | 'hourSalary';
type Status = 'offered' | 'active' | 'rejected' | 'terminationRequested' | 'terminated';
interface MTier {
  v: number;
  m: number;
  rate: number;
}
interface MContract {
  id: number;
  holder: number;
  by: number | null;
  kind: Kind;
  status: Status;
  termBy: 'holder' | 'upline' | null;
  tiers: MTier[];
}

// Plain tier arithmetic for the model (written apart from rates.ts on purpose).
const rate = (ts: MTier[], p: { v: number; m: number }) =>
  Math.max(0, ...ts.filter((t) => p.v >= t.v && p.m >= t.m).map((t) => t.rate));
const within = (c: MTier[], p: MTier[]) => c.every((x) => rate(p, x) >= x.rate);
const monotonic = (ts: MTier[]) => ts.every((a) => ts.every((b) => !(a.v >= b.v && a.m >= b.m) || a.rate >= b.rate));

// Tree: 0 top agent; 1 and 2 under 0; 3 under 1. -1 is the platform.
const UPLINE = [null, 0, 0, 1];

type Act =
  | { t: 'offer'; by: number; holder: number; kind: Kind; tiers: MTier[] }
  | { t: 'respond'; who: number; pick: number; accept: boolean }
  | { t: 'terminate'; who: number; pick: number }
  | { t: 'lower'; kind: Kind; cut: number; tiers: MTier[] };

const arbRawTiers = fc.array(
  fc.record({
    v: fc.constantFrom(0, 1000, 5000),
    m: fc.constantFrom(0, 2),
    rate: fc.constantFrom(50, 100, 150, 200, 250),
  }),
  { minLength: 1, maxLength: 3 },
);
/** Mostly monotonic tiers (rates sorted along the minimums), sometimes any. */
const arbTiers = fc.oneof(
  {
    weight: 4,
    arbitrary: arbRawTiers.map((ts) => {
      const rates = ts.map((x) => x.rate).sort((a, b) => a - b);
      return [...ts].sort((a, b) => a.v + a.m - (b.v + b.m)).map((x, i) => ({ ...x, rate: rates[i] as number }));
    }),
  },
  { weight: 1, arbitrary: arbRawTiers },
);
const arbKind = fc.constantFrom<Kind>('dailyWage', 'hourSalary');
// Offers come mostly from the holder's own upline (the platform for the top agent), sometimes from anyone.
const arbOffer = fc
  .record({
    holder: fc.integer({ min: 0, max: 3 }),
    own: fc.integer({ min: 0, max: 4 }),
    anyone: fc.integer({ min: -1, max: 3 }),
    kind: arbKind,
    tiers: arbTiers,
  })
  .map(
    (o): Act => ({
      t: 'offer',
      holder: o.holder,
      by: o.own > 0 ? (UPLINE[o.holder] ?? -1) : o.anyone,
      kind: o.kind,
      tiers: o.tiers,
    }),
  );
/** -1 the platform, 0-3 an agent, 9 whichever side the contract awaits (or its holder). */
const arbWho = fc.oneof(
  { weight: 3, arbitrary: fc.constant(9) },
  { weight: 2, arbitrary: fc.integer({ min: -1, max: 3 }) },
);
const arbAct: fc.Arbitrary<Act> = fc.oneof(
  { weight: 4, arbitrary: arbOffer },
  {
    weight: 5,
    arbitrary: fc.record({ t: fc.constant('respond' as const), who: arbWho, pick: fc.nat(40), accept: fc.boolean() }),
  },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('terminate' as const), who: arbWho, pick: fc.nat(40) }) },
  {
    weight: 1,
    arbitrary: fc.record({
      t: fc.constant('lower' as const),
      kind: arbKind,
      cut: fc.constantFrom(0, 50, 100),
      tiers: arbTiers,
    }),
  },
);

const wire = (ts: MTier[]): TContractTier[] =>
  ts.map((x) => ({ minValidBet: x.v / 100, minActiveMembers: x.m, minLoss: 0, rate: x.rate / 100 }));
const period = (k: Kind) => (k === 'dailyWage' ? 'daily' : 'hourly');

class Model {
  contracts: MContract[] = [];
  live = (holder: number, kind: Kind) =>
    this.contracts.find(
      (c) => c.holder === holder && c.kind === kind && (c.status === 'active' || c.status === 'terminationRequested'),
    );
  awaiting(c: MContract): 'holder' | 'upline' | '' {
    if (c.status === 'offered') return 'holder';
    if (c.status === 'terminationRequested') return c.termBy === 'holder' ? 'upline' : 'holder';
    return '';
  }
  side(c: MContract, who: number): 'holder' | 'upline' | null {
    if (who === -1) return c.by === null ? 'upline' : null;
    if (c.holder === who) return 'holder';
    if (c.by === who) return 'upline';
    return null;
  }
  cascade(parent: MContract): void {
    for (const c of this.contracts) {
      if (c.by !== parent.holder || c.kind !== parent.kind) continue;
      if (c.status === 'offered' && !within(c.tiers, parent.tiers)) c.status = 'rejected';
      else if (c.status === 'active' || c.status === 'terminationRequested') {
        const capped = c.tiers.map((x) => ({ ...x, rate: Math.min(x.rate, rate(parent.tiers, x)) }));
        if (capped.some((x, i) => x.rate !== c.tiers[i]?.rate)) {
          c.tiers = capped;
          this.cascade(c);
        }
      }
    }
  }
  /** The code the act should be refused with, or null; applies it when accepted. */
  offer(a: Extract<Act, { t: 'offer' }>): string | null {
    if (a.by === -1 ? a.holder !== 0 : UPLINE[a.holder] !== a.by)
      return a.by === -1 ? 'agentContract.not.top.agent' : 'agentContract.not.downline';
    if (!monotonic(a.tiers)) return 'agentContract.tiers.not.monotonic';
    if (a.by !== -1) {
      const p = this.live(a.by, a.kind);
      if (!p) return 'agentContract.offerer.no.contract';
      if (!within(a.tiers, p.tiers)) return 'agentContract.rate.above.parent';
    }
    if (this.contracts.some((c) => c.holder === a.holder && c.kind === a.kind && c.status === 'offered'))
      return 'agentContract.offer.pending';
    return null;
  }
  respond(c: MContract, who: number, accept: boolean): string | null {
    const side = this.side(c, who);
    if (side === null || this.awaiting(c) !== side) return 'agentContract.not.found';
    if (c.status === 'offered') {
      if (!accept) {
        c.status = 'rejected';
        return null;
      }
      if (c.by !== null) {
        const p = this.live(c.by, c.kind);
        if (!p) return 'agentContract.offerer.no.contract';
        if (!within(c.tiers, p.tiers)) return 'agentContract.rate.above.parent';
      }
      const old = this.live(c.holder, c.kind);
      if (old) old.status = 'terminated';
      c.status = 'active';
      this.cascade(c);
      return null;
    }
    c.status = accept ? 'terminated' : 'active';
    c.termBy = null;
    return null;
  }
  terminate(c: MContract, who: number): string | null {
    const side = this.side(c, who);
    if (side === null || c.status !== 'active') return 'agentContract.not.found';
    c.status = 'terminationRequested';
    c.termBy = side;
    return null;
  }
  lower(kind: Kind, tiers: MTier[]): string | null {
    const c = this.live(0, kind);
    if (!c || c.by !== null) return 'agentContract.not.found';
    if (!monotonic(tiers)) return 'agentContract.tiers.not.monotonic';
    if (!within(tiers, c.tiers)) return 'agentContract.not.lower';
    c.tiers = [...tiers];
    this.cascade(c);
    return null;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-03-10T05:00:00Z'));
});
afterAll(() => t.close());

async function outcome(run: () => Promise<{ id: number }>): Promise<{ code: string | null; id?: number }> {
  try {
    const r = await run();
    return { code: null, id: r.id };
  } catch (e) {
    if (e instanceof AppError) return { code: e.code };
    throw e;
  }
}

describe('agent contracts against a model', () => {
  it('keeps children within parents, one live and one open per holder and kind, and the life of the model', async () => {
    const brand = await demoBrand(t);
    const s = t.app.services.agentContracts;
    const staff = {
      actor: { kind: 'staff' as const, id: '1', name: 'model', role: 'finance' },
      ip: '',
      channel: 'test',
      reason: 'model',
    };
    const done = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(arbAct, { minLength: 10, maxLength: 40, size: 'max' }), async (acts) => {
        const top = await agent(t, null);
        const b1 = await agent(t, top);
        const b2 = await agent(t, top);
        const c = await agent(t, b1);
        const ids = [top.id, b1.id, b2.id, c.id];
        const who = (i: number) => (i === -1 ? null : { memberId: ids[i] as number });
        const model = new Model();

        for (const a of acts) {
          let expected: string | null;
          let got: { code: string | null; id?: number };
          if (a.t === 'offer') {
            expected = model.offer(a);
            got = await outcome(() =>
              s.offer(
                brand,
                who(a.by),
                { id: ids[a.holder] as number },
                a.kind,
                period(a.kind),
                wire(a.tiers),
                a.by === -1 ? staff : undefined,
              ),
            );
            if (expected === null && got.id !== undefined)
              model.contracts.push({
                id: got.id,
                holder: a.holder,
                by: a.by === -1 ? null : a.by,
                kind: a.kind,
                status: 'offered',
                termBy: null,
                tiers: [...a.tiers],
              });
          } else if (a.t === 'lower') {
            // A cut of the top agent's current tiers, or (cut 0) the generated ones.
            const current = model.live(0, a.kind);
            const tiers =
              a.cut > 0 && current ? current.tiers.map((x) => ({ ...x, rate: Math.max(0, x.rate - a.cut) })) : a.tiers;
            expected = model.lower(a.kind, tiers);
            got = await outcome(async () => (await s.lower(brand, { id: top.id }, a.kind, wire(tiers), staff)).row);
          } else {
            if (model.contracts.length === 0) continue;
            // Mostly a contract still open (offered, active, termination requested); sometimes any.
            const open = model.contracts.filter((x) => x.status !== 'rejected' && x.status !== 'terminated');
            const pool = a.pick % 4 !== 0 && open.length > 0 ? open : model.contracts;
            const mc = pool[a.pick % pool.length] as MContract;
            const side = a.who === 9 ? model.awaiting(mc) || (a.pick % 2 === 0 ? 'holder' : 'upline') : null;
            if (side) a.who = side === 'holder' ? mc.holder : (mc.by ?? -1);
            if (a.t === 'respond') {
              expected = model.respond(mc, a.who, a.accept);
              got = await outcome(() =>
                s.respond(brand, who(a.who), mc.id, a.accept, a.who === -1 ? staff : undefined),
              );
            } else {
              expected = model.terminate(mc, a.who);
              got = await outcome(() =>
                s.requestTermination(brand, who(a.who), mc.id, a.who === -1 ? staff : undefined),
              );
            }
          }
          expect(got.code, JSON.stringify(a)).toBe(expected);
          if (got.code === null) done.add(a.t === 'respond' ? `respond:${a.accept}` : a.t);
        }

        const rows = await sqlRows<{
          id: string | number;
          holder_id: string | number;
          offered_by_id: string | number | null;
          kind: Kind;
          status: Status;
          tiers: StoredTier[];
        }>(
          t.database,
          sql`SELECT id, holder_id, offered_by_id, kind, status, tiers FROM agent_contracts WHERE holder_id IN (${sql.join(
            ids.map((i) => sql`${i}`),
            sql`, `,
          )}) ORDER BY id`,
        );
        // (c) the same statuses and tiers as the model
        expect(rows.map((r) => [Number(r.id), r.status])).toEqual(model.contracts.map((m) => [m.id, m.status]));
        for (const r of rows) {
          const m = model.contracts.find((x) => x.id === Number(r.id)) as MContract;
          expect([...r.tiers].map((x) => x.rate).sort()).toEqual(m.tiers.map((x) => x.rate).sort());
        }
        // (b) one live and one open offer per holder and kind
        for (const h of ids)
          for (const k of ['dailyWage', 'hourSalary'] as const) {
            const mine = rows.filter((r) => Number(r.holder_id) === h && r.kind === k);
            expect(
              mine.filter((r) => r.status === 'active' || r.status === 'terminationRequested').length,
            ).toBeLessThanOrEqual(1);
            expect(mine.filter((r) => r.status === 'offered').length).toBeLessThanOrEqual(1);
          }
        // (a) every live child within its parent's live contract at every tier point
        const live = rows.filter((r) => r.status === 'active' || r.status === 'terminationRequested');
        for (const child of live) {
          if (child.offered_by_id === null) continue;
          const parent = live.find((p) => Number(p.holder_id) === Number(child.offered_by_id) && p.kind === child.kind);
          if (!parent) continue;
          for (const x of child.tiers) {
            const pr = Math.max(
              0,
              ...parent.tiers
                .filter((p) => x.minValidBet >= p.minValidBet && x.minActiveMembers >= p.minActiveMembers)
                .map((p) => p.rate),
            );
            expect(pr).toBeGreaterThanOrEqual(x.rate);
          }
        }
      }),
      { numRuns: 80 },
    );
    // The runs went through every kind of act, not only refusals.
    expect([...done].sort()).toEqual(['lower', 'offer', 'respond:false', 'respond:true', 'terminate']);
  });
});
