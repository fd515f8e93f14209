import { MESSAGES } from '@app/contracts/messages';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eventsOf } from '../../../test/events.ts';
import { createMember, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { setSwitch } from '../auth/test-helpers.ts';
import { agent, contractOver, demoBrand, offerOver, platformContract, respondOver, tiers } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  // Tuesday 10 March 2026, 13:00 in the demo brand (UTC+8).
  t.clock.set(new Date('2026-03-10T05:00:00Z'));
});

type Wire = {
  id: number;
  status: string;
  note: string;
  awaiting: string;
  holder: string;
  offeredBy: string;
  effectiveFrom: number | null;
  endedAt: number | null;
  tiers: { rate: number; minValidBet: number }[];
};
const get = (token: string, url: string) => call(t.app, { method: 'GET', url, token });
const consolidated = async (token: string) =>
  (await get(token, '/wps/member/info/funds/consolidated')).body.value as Record<string, number>;
const dailyLists = async (token: string) =>
  (await get(token, '/wps/relay/MCS2_processDailySalContract')).body.value as {
    enabled: boolean;
    mine: Wire[];
    team: Wire[];
  };

describe('contract life over the agent centre calls', () => {
  it('offers, shows the request to the holder, accepts from the next period, and replaces the live one', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2, 3));
    const sub = await agent(t, top);

    const o = await offerOver(t, top, sub, 'dailyWage', tiers(1.5, 2.5));
    expect(o.body.success, JSON.stringify(o.body)).toBe(true);
    const offer = o.body.value as Wire;
    expect(offer).toMatchObject({
      status: 'offered',
      awaiting: 'holder',
      holder: sub.username,
      offeredBy: top.username,
    });
    expect(offer.tiers.map((x) => x.rate)).toEqual([1.5, 2.5]);
    // The offer is recorded as an event in its own transaction (the holder's message comes from it).
    expect((await eventsOf(t.database, 'agentContract.offered', `member:${sub.id}`)).map((e) => e.payload)).toEqual([
      { contractId: offer.id, holderId: sub.id, offeredById: top.id, kind: 'dailyWage' },
    ]);

    expect(await consolidated(sub.token)).toMatchObject({ dailysalreqtype: 1, divtypereq: 0, contracthoursalreq: 0 });
    const subLists = await dailyLists(sub.token);
    expect(subLists.enabled).toBe(true);
    expect(subLists.mine.map((c) => c.id)).toEqual([offer.id]);
    expect((await dailyLists(top.token)).team.map((c) => c.id)).toEqual([offer.id]);

    const a = await respondOver(t, sub, offer.id, true);
    expect(a.body.success).toBe(true);
    // Next brand-local day: 11 March 00:00 at UTC+8.
    expect(a.body.value).toMatchObject({
      status: 'active',
      awaiting: '',
      effectiveFrom: Date.parse('2026-03-10T16:00:00Z'),
    });
    expect(await consolidated(sub.token)).toMatchObject({ dailysalreqtype: 0 });
    expect(
      (await eventsOf(t.database, 'agentContract.accepted', `member:${sub.id}`)).map((e) => e.payload.contractId),
    ).toEqual([offer.id]);

    // A second contract of the kind replaces the first from its own effective time.
    const second = await contractOver(t, top, sub, 'dailyWage', tiers(1, 2));
    const lists = await dailyLists(sub.token);
    const first = lists.mine.find((c) => c.id === offer.id);
    expect(first).toMatchObject({ status: 'terminated', note: 'replaced', endedAt: second.effectiveFrom });
    expect(lists.mine.filter((c) => c.status === 'active').map((c) => c.id)).toEqual([second.id]);
  });

  it('rejects an offer, and ends a contract when the other side accepts the termination request', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    const sub = await agent(t, top);
    const o = (await offerOver(t, top, sub, 'dailyWage', tiers(1))).body.value as Wire;
    expect((await respondOver(t, sub, o.id, false)).body.value).toMatchObject({ status: 'rejected', note: 'rejected' });

    const c = await contractOver(t, top, sub, 'dailyWage', tiers(1));
    const ask = await call(t.app, {
      method: 'POST',
      url: '/wps/agent/contracts/terminate',
      token: sub.token,
      payload: { id: c.id },
    });
    expect(ask.body.value).toMatchObject({ status: 'terminationRequested', awaiting: 'upline' });
    expect(await consolidated(top.token)).toMatchObject({ dailysalreqtype: 1 });
    // The upline refuses: active again; then the upline asks and the holder agrees.
    expect((await respondOver(t, top, c.id, false)).body.value).toMatchObject({ status: 'active', awaiting: '' });
    await call(t.app, {
      method: 'POST',
      url: '/wps/agent/contracts/terminate',
      token: top.token,
      payload: { id: c.id },
    });
    expect(await consolidated(sub.token)).toMatchObject({ dailysalreqtype: 1 });
    const done = (await respondOver(t, sub, c.id, true)).body.value as Wire;
    expect(done).toMatchObject({ status: 'terminated', note: 'terminated' });
    // It ends where the current day ends (11 March 00:00 local), never before it took effect.
    expect(done.endedAt).toBe(Date.parse('2026-03-10T16:00:00Z'));
  });

  it('answers 0 contract flags for a member who is not an agent, keeping the balances', async () => {
    const m = await createMember(t.app, { accountType: 0 });
    const v = await consolidated(await sessionFor(t.app, m));
    expect(v).toMatchObject({ divtypereq: 0, dailysalreqtype: 0, contracthoursalreq: 0, realtimesalreqtype: 0 });
    expect(v).toHaveProperty('sumBalance');
    expect(v).toHaveProperty('mainBalance');
  });
});

describe('bad input: a clear error in the caller language and nothing changed', () => {
  async function refused(run: () => Promise<{ body: { success: boolean; errorCode?: string } }>, code: string) {
    const before = await snapshot(t.database);
    const r = await run();
    expect(r.body.success).toBe(false);
    expect(r.body.errorCode).toBe(code);
    expect(await snapshot(t.database)).toBe(before);
  }

  it('refuses each bad offer', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2, 3));
    const sub = await agent(t, top);
    const grand = await agent(t, sub);
    const stranger = await agent(t, null);

    // a rate above the parent's, at the tier's own minimums
    await refused(() => offerOver(t, top, sub, 'dailyWage', tiers(2.5)), 'agentContract.rate.above.parent');
    await refused(
      () =>
        offerOver(t, top, sub, 'dailyWage', [
          { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 2 },
          { minValidBet: 999.99, minActiveMembers: 1, minLoss: 0, rate: 2.01 },
        ]),
      'agentContract.rate.above.parent',
    );
    // not a direct downline / outside the team
    await refused(() => offerOver(t, top, grand, 'dailyWage', tiers(1)), 'agentContract.not.downline');
    await refused(() => offerOver(t, top, stranger, 'dailyWage', tiers(1)), 'agentContract.not.downline');
    await refused(
      () => offerOver(t, top, { username: 'nobody-here' }, 'dailyWage', tiers(1)),
      'agentContract.not.downline',
    );
    // offerer without a contract of the kind
    await refused(() => offerOver(t, top, sub, 'hourSalary', tiers(1)), 'agentContract.offerer.no.contract');
    await refused(() => offerOver(t, sub, grand, 'dailyWage', tiers(1)), 'agentContract.offerer.no.contract');
    // tiers not monotonic; a loss minimum on a wage; period not allowed; above the brand limit
    await refused(
      () =>
        offerOver(t, top, sub, 'dailyWage', [
          { minValidBet: 0, minActiveMembers: 0, minLoss: 0, rate: 2 },
          { minValidBet: 100, minActiveMembers: 1, minLoss: 0, rate: 1 },
        ]),
      'agentContract.tiers.not.monotonic',
    );
    await refused(
      () => offerOver(t, top, sub, 'dailyWage', [{ minValidBet: 0, minActiveMembers: 0, minLoss: 5, rate: 1 }]),
      'agentContract.tiers.loss.unused',
    );
    await refused(
      () => offerOver(t, top, sub, 'dailyWage', tiers(1), { period: 'weekly' }),
      'agentContract.period.invalid',
    );
    await refused(() => offerOver(t, top, sub, 'dailyWage', tiers(4)), 'agentContract.rate.above.limit');
    // a pending offer exists
    expect((await offerOver(t, top, sub, 'dailyWage', tiers(1))).body.success).toBe(true);
    await refused(() => offerOver(t, top, sub, 'dailyWage', tiers(1.2)), 'agentContract.offer.pending');
  });

  it('refuses a kind the holder type or the brand switch does not allow', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    const dividendOnly = await agent(t, top, 42);
    await refused(() => offerOver(t, top, dividendOnly, 'dailyWage', tiers(1)), 'agentContract.kind.unavailable');
    const player = await agent(t, top, 0);
    await refused(() => offerOver(t, top, player, 'dailyWage', tiers(1)), 'agentContract.kind.unavailable');
    const sub = await agent(t, top);
    await setSwitch(t.app, 'AGENT_SALARY', false);
    try {
      await refused(() => offerOver(t, top, sub, 'dailyWage', tiers(1)), 'agentContract.kind.unavailable');
      expect((await dailyLists(sub.token)).enabled).toBe(false);
    } finally {
      await setSwitch(t.app, 'AGENT_SALARY', null);
    }
  });

  it('refuses answers to contracts that do not await the caller, and says so in the caller language', async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    const sub = await agent(t, top);
    const other = await agent(t, top);
    const o = (await offerOver(t, top, sub, 'dailyWage', tiers(1))).body.value as Wire;
    await refused(() => respondOver(t, top, o.id, true), 'agentContract.not.found'); // the offerer cannot accept
    await refused(() => respondOver(t, other, o.id, true), 'agentContract.not.found');
    await refused(() => respondOver(t, sub, 99_999_999, true), 'agentContract.not.found');
    await refused(
      () =>
        call(t.app, { method: 'POST', url: '/wps/agent/contracts/terminate', token: sub.token, payload: { id: o.id } }),
      'agentContract.not.found',
    );
    const cn = await call(t.app, {
      method: 'POST',
      url: '/wps/agent/contracts/respond',
      token: other.token,
      payload: { id: o.id, accept: true },
      lang: 'CN',
    });
    expect(cn.body.message).toBe(MESSAGES.CN.err_agent_contract_not_found);
    expect(cn.res.statusCode).toBe(404);
  });

  it("refuses an accept when the parent's contract fell below the offer meanwhile", async () => {
    const top = await agent(t, null);
    await platformContract(t, top, 'dailyWage', tiers(2));
    const sub = await agent(t, top);
    const grand = await agent(t, sub);
    await contractOver(t, top, sub, 'dailyWage', tiers(2));
    const o = (await offerOver(t, sub, grand, 'dailyWage', tiers(1.8))).body.value as Wire;
    // The parent changes its own offer to a new one without touching the pending child offer's check:
    // lower sub through a newly accepted lower contract; the cascade withdraws the pending offer.
    await contractOver(t, top, sub, 'dailyWage', tiers(1.5));
    await refused(() => respondOver(t, grand, o.id, true), 'agentContract.not.found');
    const rows = (await dailyLists(grand.token)).mine;
    expect(rows.find((c) => c.id === o.id)).toMatchObject({ status: 'rejected', note: 'lowered' });
  });

  it('refuses non-agents and trial accounts', async () => {
    const m = await createMember(t.app, { accountType: 0 });
    const r = await get(await sessionFor(t.app, m), '/wps/relay/MCS2_processDailySalContract');
    expect(r.body.errorCode).toBe('role.forbidden');
  });
});

describe('the cap cascade', () => {
  it('caps three levels below a lowered top agent in one transaction, withdraws offers above it, and tells each', async () => {
    const brand = await demoBrand(t);
    const a = await agent(t, null);
    await platformContract(t, a, 'dailyWage', tiers(2, 3));
    const b = await agent(t, a);
    const c = await agent(t, b);
    const d = await agent(t, c);
    const e = await agent(t, d);
    const cb = await contractOver(t, a, b, 'dailyWage', tiers(1.8, 2.8));
    const cc = await contractOver(t, b, c, 'dailyWage', tiers(1.5, 2.5));
    const cd = await contractOver(t, c, d, 'dailyWage', tiers(0.5, 2.2));
    const pending = (await offerOver(t, d, e, 'dailyWage', tiers(0.5, 2.1))).body.value as Wire;
    const untouched = (await offerOver(t, a, await agent(t, a), 'dailyWage', tiers(0.5))).body.value as Wire;

    const r = await t.app.services.agentContracts.lower(brand, { id: a.id }, 'dailyWage', tiers(1, 2), {
      actor: { kind: 'staff', id: '1', name: 'finance', role: 'finance' },
      ip: '',
      channel: 'test',
      reason: 'rate review',
    });
    expect(r.lowered.map((x) => x.id).sort()).toEqual([cb.id, cc.id, cd.id, pending.id].sort());

    const ratesOf = async (who: { token: string }, id: number) =>
      (await dailyLists(who.token)).mine.find((x) => x.id === id) as Wire;
    expect((await ratesOf(b, cb.id)).tiers.map((x) => x.rate)).toEqual([1, 2]);
    expect((await ratesOf(c, cc.id)).tiers.map((x) => x.rate)).toEqual([1, 2]);
    // d kept its lower first tier; its second is capped at the parent's rate at its minimums.
    expect((await ratesOf(d, cd.id)).tiers.map((x) => x.rate)).toEqual([0.5, 2]);
    expect(await ratesOf(d, cd.id)).toMatchObject({ status: 'active', note: 'lowered' });
    expect(await ratesOf(e, pending.id)).toMatchObject({ status: 'rejected', note: 'lowered' });
    expect((await dailyLists(a.token)).team.find((x) => x.id === untouched.id)).toMatchObject({
      status: 'offered',
      note: '',
    });

    for (const [who, id, before, after] of [
      [b, cb.id, 280, 200],
      [c, cc.id, 250, 200],
      [d, cd.id, 220, 200],
      [e, pending.id, 210, 0],
    ] as const) {
      const ev = await eventsOf(t.database, 'agentContract.lowered', `member:${who.id}`);
      expect(ev.map((x) => [x.payload.contractId, x.payload.maxRateBefore, x.payload.maxRateAfter])).toEqual([
        [id, before, after],
      ]);
    }
  });

  it('caps the downline when its parent accepts a lower contract', async () => {
    const a = await agent(t, null);
    await platformContract(t, a, 'dailyWage', tiers(2));
    const b = await agent(t, a);
    const c = await agent(t, b);
    await contractOver(t, a, b, 'dailyWage', tiers(2));
    const cc = await contractOver(t, b, c, 'dailyWage', tiers(1.9));
    await contractOver(t, a, b, 'dailyWage', tiers(1.2));
    const row = (await dailyLists(c.token)).mine.find((x) => x.id === cc.id) as Wire;
    expect(row).toMatchObject({ status: 'active', note: 'lowered' });
    expect(row.tiers.map((x) => x.rate)).toEqual([1.2]);
  });
});
