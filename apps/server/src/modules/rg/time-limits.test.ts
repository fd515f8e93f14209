import type { TRgState } from '@app/contracts/calls/rg';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// Play-time limits (issue 20 items 1 and 3; docs/decisions/1550-play-time-limits.md): minutes signed in
// per brand-local day, week and month, counted once across sign-ins on two devices, an idle sign-in ending
// where the server ends it; once a period's time is used up, launches and stakes are refused (wins still
// land) until the period ends.

const MIN = 60_000;
let t: TestApp;
let brand: Brand;
let client: VendorClient;
let start: Date;
beforeAll(async () => {
  t = await createTestApp({ SESSION_IDLE_MINUTES: '30' });
  ({ brand, client } = await vendorApiSetup(t));
});
afterAll(() => t.close());
// Each test starts at 01:00 brand-local time on a Wednesday, a day later than the one before, on a
// clock that moves only when told.
let day = 0;
beforeEach(() => {
  day += 1;
  const off = brand.settings.timezoneOffsetMinutes;
  start = new Date(Date.UTC(2027, 0, 6 + 7 * day, 1, 0) - off * MIN);
  t.clock.set(start);
});

const setLimits = (token: string, payload: Record<string, unknown>, lang?: string) =>
  call(t.app, { method: 'POST', url: '/wps/member/rg/limits', token, payload, lang });
const stateOf = async (token: string) => {
  const r = await call(t.app, { method: 'GET', url: '/wps/member/rg/limits', token });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value as TRgState;
};
const timeLine = (s: TRgState, period: string) => s.limits.find((l) => l.kind === 'time' && l.period === period);
const launch = (token: string) =>
  call(t.app, {
    method: 'GET',
    url: `/wps/game/launchGame?vassalage=${TEST_VENDOR}&gameCode=${TEST_VENDOR}_0003`,
    token,
  });
const playSession = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/member/rg/session', token })).body.value as {
    playEndsAt: number | null;
    playResumesAt: number | null;
  };

describe('play-time limits', () => {
  it('counts minutes signed in once across two devices, and ends an idle sign-in where the server does', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const r = await setLimits(p.token, { kind: 'time', day: 120, week: '600', month: null });
    expect(r.body.success, JSON.stringify(r.body)).toBe(true);
    expect(timeLine(r.body.value as TRgState, 'day')).toMatchObject({ amount: 120, used: 0, remaining: 120 });

    t.clock.advance(10 * MIN);
    const phone = await sessionFor(t.app, p.member); // a second device, signed in at 01:10
    t.clock.advance(5 * MIN);
    await stateOf(phone); // both sign-ins are alive at 01:15
    expect(timeLine(await stateOf(p.token), 'day')).toMatchObject({ used: 15, remaining: 105 });
    expect(timeLine(await stateOf(p.token), 'week')).toMatchObject({ amount: 600, used: 15, remaining: 585 });

    // Nobody calls for an hour: both sign-ins ended 30 idle minutes after their last call (01:45).
    t.clock.advance(60 * MIN);
    const again = await sessionFor(t.app, p.member); // 02:15
    t.clock.advance(5 * MIN);
    expect(timeLine(await stateOf(again), 'day')).toMatchObject({ used: 50, remaining: 70 });
    expect(timeLine(await stateOf(again), 'month')).toMatchObject({ amount: null, used: 50, remaining: null });
    // The reality check's figures say when play will end if the member stays: 70 minutes from now.
    expect(await playSession(again)).toEqual(
      expect.objectContaining({ playEndsAt: t.clock.now().getTime() + 70 * MIN, playResumesAt: null }),
    );
  });

  it('once the day is used up, turns a launch and stakes away while a win lands, until the next day', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    await setLimits(p.token, { kind: 'time', day: 30, week: null, month: null });
    const round = id('r');
    expect(
      (await client.bet({ ...p.session, transactionId: id('bet'), roundId: round, amount: 100, currency: 'PHP' })).ok,
    ).toBe(true);
    expect((await launch(p.token)).body.success).toBe(true);

    t.clock.advance(30 * MIN);
    await stateOf(p.token); // the sign-in's last sign of life moves to now before the snapshot
    const before = await snapshot(t.database);
    const refused = await launch(p.token);
    expect(refused.res.statusCode).toBe(403);
    const nextDay = start.getTime() - MIN * 60 + 24 * 60 * MIN; // brand-local midnight after 01:00
    expect(refused.body).toMatchObject({ success: false, errorCode: 'rg.time.reached' });
    expect(await snapshot(t.database)).toBe(before);
    const stakes = await Promise.all(
      Array.from({ length: 3 }, () =>
        client.bet({ ...p.session, transactionId: id('bet'), roundId: id('r'), amount: 100, currency: 'PHP' }),
      ),
    );
    expect(stakes.map((s) => (s.ok ? 'ok' : s.errorCode))).toEqual(Array(3).fill('vendor.player.limit'));
    const win = await client.win({
      ...p.session,
      transactionId: id('win'),
      roundId: round,
      amount: 250,
      currency: 'PHP',
    });
    expect(win.ok, win.raw).toBe(true);
    expect(await playSession(p.token)).toMatchObject({ playEndsAt: t.clock.now().getTime(), playResumesAt: nextDay });
    expect(timeLine(await stateOf(p.token), 'day')).toMatchObject({ used: 30, remaining: 0, periodEndsAt: nextDay });

    // The next brand-local day opens play again for a fresh sign-in.
    t.clock.set(new Date(nextDay + MIN));
    const tomorrow = await sessionFor(t.app, p.member);
    expect((await launch(tomorrow)).body.success).toBe(true);
  });

  it('refuses bad minutes and a day above the week in the member language, changing nothing; a raise waits', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const before = await snapshot(t.database);
    for (const bad of [
      { kind: 'time', day: 1441, week: null, month: null },
      { kind: 'time', day: 1.5, week: null, month: null },
      { kind: 'time', day: '90 minutes', week: null, month: null },
      { kind: 'time', day: 0, week: null, month: null },
      { kind: 'time', day: null, week: 10_081, month: null },
      { kind: 'time', day: null, week: null, month: 44_641 },
    ]) {
      const r = await setLimits(p.token, bad, 'CN');
      expect(r.res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.body, JSON.stringify(bad)).toMatchObject({ success: false, errorCode: 'rg.time.max' });
      expect(r.body.message).toContain('分钟');
    }
    const order = await setLimits(p.token, { kind: 'time', day: 200, week: 100, month: null });
    expect(order.body).toMatchObject({ success: false, errorCode: 'rg.limit.order' });
    expect(await snapshot(t.database)).toBe(before);

    await setLimits(p.token, { kind: 'time', day: 60, week: null, month: 44_640 });
    const raised = (await setLimits(p.token, { kind: 'time', day: 90, week: null, month: 44_640 })).body
      .value as TRgState;
    expect(timeLine(raised, 'day')).toMatchObject({ amount: 60, pending: { amount: 90 } });
    const [flags] = await sqlRows<{ counts_time: boolean }>(
      t,
      sql`SELECT counts_time FROM rg_members WHERE member_id = ${p.member.id}`,
    );
    expect(flags?.counts_time).toBe(true);
  });
});
