import type { TMissionRow } from '@app/contracts/calls/backoffice-missions';
import type { TMissionSummary } from '@app/contracts/calls/missions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMember, demoBrandId, sessionFor } from '../../../test/factories.ts';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { secondCopy } from '../../../test/jobs.ts';
import { sqlRows } from '../../../test/sql.ts';
import type { EventType, NewEvent } from '../../events/catalogue.ts';
import { claimDeliveries } from '../../events/deliveries.ts';
import { createEventDispatcher } from '../../events/dispatcher.ts';
import { recordEvents } from '../../events/record.ts';
import { pointsBalance } from '../points/ledger.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import { createMissionsService, MISSION_EVENTS } from './missions-service.ts';
import { periodKey } from './periods.ts';

// Missions (issue 19 item 3; docs/decisions/1530-missions.md): progress from events exactly once, also
// when a delivery dies midway and is run again; claims exactly once under racing copies (PostgreSQL);
// the back office's missions with their bad inputs.

let t: TestApp;
let brand: Brand;
let other: Awaited<ReturnType<typeof secondCopy>>;
let staffToken: string;
let supportToken: string;
const T0 = new Date('2030-01-08T06:00:00Z'); // a Tuesday

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(T0);
  brand = await t.app.services.brands.fresh(await demoBrandId(t.app));
  other = await secondCopy(t);
  // The demo missions stay out of the way: each test makes the missions it counts.
  await sqlRows(t, sql`UPDATE missions SET active = false`);
});
// Staff sign in again for each test: a test that moves the clock a day ends their sessions.
beforeEach(async () => {
  staffToken = await signInStaff(t, await makeStaff(t, { role: 'finance' }));
  supportToken = await signInStaff(t, await makeStaff(t, { role: 'support' }));
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const staff = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>, token = staffToken) =>
  call(t.app, { method, url, token, payload, headers: { 'user-agent': 'vitest' } });

let codes = 0;
async function mission(fields: Record<string, unknown>): Promise<TMissionRow> {
  const r = await staff('POST', '/backoffice/api/missions', {
    mission: {
      code: `t-${++codes}`,
      cadence: 'daily',
      kind: 'deposit',
      category: '',
      target: 100,
      rewardKind: 'points',
      rewardAmount: 40,
      wageringMultiple: 0,
      titles: { EN: `Test ${codes}`, CN: `测试 ${codes}` },
      sort: 0,
      ...fields,
    },
    reason: 'test mission',
  });
  expect(r.body.success, JSON.stringify(r.body)).toBe(true);
  return r.body.value as TMissionRow;
}

/** Events as their area records them: in a transaction of their own. */
async function record(...events: Array<{ type: EventType; payload: Record<string, unknown> }>) {
  await t.app.deps.db.transaction((tx) =>
    recordEvents(
      tx,
      events.map(
        (e) =>
          ({
            type: e.type,
            brandId: brand.id,
            subject: String(e.payload.memberId),
            payload: e.payload,
            at: t.clock.now(),
          }) as NewEvent,
      ),
    ),
  );
}
const deposit = (memberId: number, amount: number) => ({
  type: 'deposit.approved' as const,
  payload: { memberId, orderNo: `D${Math.random()}`, amount, channelType: 'bank' },
});
const bet = (memberId: number, validAmount: number, type: 'bet.settled' | 'bet.corrected' = 'bet.settled') => ({
  type,
  payload: {
    memberId,
    vendor: 'HOUSE',
    gameCode: 'x',
    betId: `b${Math.random()}`,
    stake: validAmount,
    validAmount,
    win: 0,
  },
});

async function progressOf(missionId: number, memberId: number) {
  const rows = await sqlRows<{ progress: string; completed_at: string | null; claimed_at: string | null }>(
    t,
    sql`SELECT progress, completed_at, claimed_at FROM mission_progress WHERE mission_id = ${missionId} AND member_id = ${memberId}`,
  );
  return rows.map((r) => ({
    progress: Number(r.progress),
    completed: r.completed_at !== null,
    claimed: r.claimed_at !== null,
  }));
}

const summary = async (token: string) =>
  (await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMissionSummaryDetails', token })).body
    .value as TMissionSummary;

describe('progress from events', () => {
  it('counts each event once, whatever kind, in the brand-local period', async () => {
    const dep = await mission({ target: 100 });
    const rounds = await mission({ kind: 'rounds', cadence: 'weekly', target: 3, rewardAmount: 5 });
    const bets = await mission({ kind: 'bet', target: 50, rewardKind: 'cash', rewardAmount: 2 });
    const signin = await mission({ kind: 'signin', cadence: 'weekly', target: 2, rewardAmount: 9 });
    const m = await createMember(t.app, { brandId: brand.id });
    const unit = 10 ** brand.settings.minorUnits;
    await record(
      deposit(m.id, 60 * unit),
      bet(m.id, 30 * unit),
      bet(m.id, 30 * unit),
      bet(m.id, -5 * unit, 'bet.corrected'),
    );
    await record({ type: 'member.signed_in', payload: { memberId: m.id, ip: '1.2.3.4' } });
    await record({ type: 'member.signed_in', payload: { memberId: m.id, ip: '1.2.3.4' } }); // same day: once
    await t.app.services.platform.events.drain();
    expect(await progressOf(dep.id, m.id)).toEqual([{ progress: 60 * unit, completed: false, claimed: false }]);
    expect(await progressOf(rounds.id, m.id)).toEqual([{ progress: 2, completed: false, claimed: false }]);
    // 30 + 30 reached the target at once; a later correction takes 5 back but the mission stays completed.
    expect(await progressOf(bets.id, m.id)).toEqual([{ progress: 55 * unit, completed: true, claimed: false }]);
    expect(await progressOf(signin.id, m.id)).toEqual([{ progress: 1, completed: false, claimed: false }]);
    // The next local day: the daily deposit starts again, the weekly sign-in counts a second day.
    t.clock.advance(86_400_000);
    await record(deposit(m.id, 100 * unit), { type: 'member.signed_in', payload: { memberId: m.id, ip: '1.2.3.4' } });
    await t.app.services.platform.events.drain();
    const offset = brand.settings.timezoneOffsetMinutes;
    const days = await sqlRows<{ period: string; progress: string }>(
      t,
      sql`SELECT period, progress FROM mission_progress WHERE mission_id = ${dep.id} AND member_id = ${m.id} ORDER BY period`,
    );
    expect(days.map((d) => [d.period, Number(d.progress)])).toEqual([
      [periodKey('daily', T0, offset), 60 * unit],
      [periodKey('daily', t.clock.now(), offset), 100 * unit],
    ]);
    expect(await progressOf(signin.id, m.id)).toEqual([{ progress: 2, completed: true, claimed: false }]);
    const token = await sessionFor(t.app, m);
    const s = await summary(token);
    expect(s.missions.find((x) => x.id === dep.id)).toMatchObject({ status: 'completed', percent: 100, target: 100 });
    // Today's deposit and this week's sign-ins wait to be claimed; yesterday's bets are a past day's.
    expect(s.claimable).toBe(2);
    expect(s.missions.find((x) => x.id === bets.id)).toMatchObject({ status: 'inProgress', progress: 0 });
  });

  it('counts an event once when its delivery dies midway and runs again, and once more drains change nothing', async () => {
    const dep = await mission({ target: 1_000 });
    const m = await createMember(t.app, { brandId: brand.id });
    // A copy whose transaction dies after the handler wrote its progress: everything it wrote is undone.
    const dying = createEventDispatcher(t.app.deps, 'dying-copy');
    dying.on('missions.progress', ['deposit.approved'], async (event, tx) => {
      await t.app.services.missions.missions.onEvent(event, tx);
      throw new Error('the copy died mid-delivery');
    });
    await record(deposit(m.id, 70));
    await dying.dispatchOnce();
    expect(await progressOf(dep.id, m.id)).toEqual([]);
    // A copy that claims the delivery and vanishes (SIGKILL): its lease runs out and another copy runs it.
    t.clock.advance(5_000);
    const lost = await claimDeliveries(t.app.deps.db, ['missions.progress'], 'vanished/1', t.clock.now(), 60_000, 50);
    expect(lost.length).toBeGreaterThan(0);
    await t.app.services.platform.events.drain();
    expect(await progressOf(dep.id, m.id)).toEqual([]);
    t.clock.advance(61_000);
    await t.app.services.platform.events.drain();
    expect(await progressOf(dep.id, m.id)).toEqual([{ progress: 70, completed: false, claimed: false }]);
    await t.app.services.platform.events.drain();
    expect(await progressOf(dep.id, m.id)).toEqual([{ progress: 70, completed: false, claimed: false }]);
    const [d] = await sqlRows<{ status: string; attempts: number }>(
      t,
      sql`SELECT d.status, d.attempts FROM event_deliveries d JOIN domain_events e ON e.id = d.event_id
           WHERE d.handler = 'missions.progress' AND e.subject = ${String(m.id)}`,
    );
    expect(d).toMatchObject({ status: 'done', attempts: 3 });
  });

  it('counts each of many events once when two copies deliver them side by side (PostgreSQL: two pools)', async () => {
    const dep = await mission({ target: 1_000_000 });
    const m = await createMember(t.app, { brandId: brand.id });
    for (let i = 0; i < 5; i++) await record(...Array.from({ length: 10 }, (_, j) => deposit(m.id, 1 + i * 10 + j)));
    const copyB = createEventDispatcher(other.deps, 'copy-b', { batch: 7 });
    copyB.on('missions.progress', MISSION_EVENTS, createMissionsService(other.deps).onEvent);
    await Promise.all([t.app.services.platform.events.drain(), copyB.drain(), copyB.drain()]);
    await t.app.services.platform.events.drain();
    // 1 + 2 + … + 50 = 1275, each deposit once.
    expect(await progressOf(dep.id, m.id)).toEqual([{ progress: 1_275, completed: false, claimed: false }]);
  });
});

describe('claiming', () => {
  it('pays a completed mission once under racing claims from two copies; points land in the ledger', async () => {
    const dep = await mission({ target: 10, rewardAmount: 77 });
    const m = await createMember(t.app, { brandId: brand.id });
    await record(deposit(m.id, 10 * 10 ** brand.settings.minorUnits));
    await t.app.services.platform.events.drain();
    const copies = [t.app.services.missions.missions, createMissionsService(other.deps)];
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, (_, i) => (copies[i % 2] ?? copies[0])?.claim(brand, m.id, dep.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(new Set(refused.map((r) => (r.reason as { code: string }).code))).toEqual(new Set(['missions.claimed']));
    expect(await pointsBalance(t.app.deps.db, m.id)).toBe(77);
    const entries = await sqlRows(
      t,
      sql`SELECT id FROM point_entries WHERE member_id = ${m.id} AND source = 'mission'`,
    );
    expect(entries).toHaveLength(1);
    expect(await progressOf(dep.id, m.id)).toEqual([{ progress: 1_000, completed: true, claimed: true }]);
  });

  it('puts a cash or bonus reward in the reward centre once, and refuses bad claims with their codes, changing nothing', async () => {
    const cash = await mission({ target: 1, rewardKind: 'bonus', rewardAmount: 3, wageringMultiple: 2 });
    const far = await mission({ target: 1_000 });
    const m = await createMember(t.app, { brandId: brand.id });
    const token = await sessionFor(t.app, m);
    await record(deposit(m.id, 10 ** brand.settings.minorUnits));
    await t.app.services.platform.events.drain();
    const claim = (missionId: unknown) =>
      call(t.app, { method: 'POST', url: '/wps/relay/MCSFE_claimMission', token, payload: { missionId } });
    const before = await snapshot(t.database);
    const tries: Array<[unknown, string]> = [
      [far.id, 'missions.not.complete'],
      [999_999, 'missions.not.found'],
      ['x', 'request_param_err'],
      [-1, 'request_param_err'],
    ];
    for (const [missionId, code] of tries) {
      const r = await claim(missionId);
      expect(r.body, String(missionId)).toMatchObject({ success: false, errorCode: code });
    }
    expect(unseen(await snapshot(t.database))).toBe(unseen(before));
    const ok = await claim(cash.id);
    expect(ok.body).toMatchObject({
      success: true,
      value: { missionId: cash.id, reward: { kind: 'bonus', amount: 3 } },
    });
    expect((await claim(cash.id)).body).toMatchObject({ success: false, errorCode: 'missions.claimed' });
    const rewards = await sqlRows<{ amount: string; source_key: string; wagering: { multiple: number } }>(
      t,
      sql`SELECT amount, source_key, wagering FROM promotion_rewards WHERE member_id = ${m.id} AND source = 'mission'`,
    );
    expect(rewards).toHaveLength(1);
    expect(rewards[0]?.wagering.multiple).toBe(2);
    expect(Number(rewards[0]?.amount)).toBe(3 * 10 ** brand.settings.minorUnits);
    const count = await call(t.app, { method: 'GET', url: '/wps/relay/MCSFE_getMissionClaimableCount', token });
    expect(count.body.value).toEqual({ count: 0 });
  });
});

/** A snapshot without the sign-ins' last-seen times (every call moves them). */
const unseen = (s: string) =>
  s
    .split('\n')
    .filter((l) => !l.startsWith('staff_sessions:') && !l.startsWith('sessions:'))
    .join('\n');

describe('the back office', () => {
  it('refuses bad missions with their codes, changing nothing; support may read but not write', async () => {
    const good = {
      code: 'bo-good',
      cadence: 'weekly',
      kind: 'signin',
      category: '',
      target: 3,
      rewardKind: 'points',
      rewardAmount: 10,
      wageringMultiple: 0,
      titles: { EN: 'Three days' },
      sort: 1,
    };
    const made = await staff('POST', '/backoffice/api/missions', { mission: good, reason: 'ok' });
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    const before = unseen(await snapshot(t.database));
    const bad: Array<[Record<string, unknown>, string]> = [
      [{ ...good, code: 'bo-2', target: 8 }, 'missions.invalid'],
      [{ ...good, code: 'bo-2', cadence: 'daily', target: 2 }, 'missions.invalid'],
      [{ ...good, code: 'bo-2', kind: 'deposit', category: 'RNG' }, 'missions.invalid'],
      [{ ...good, code: 'bo-2', wageringMultiple: 3 }, 'missions.invalid'],
      [{ ...good }, 'missions.code.taken'],
      [{ ...good, code: 'Bad Code' }, 'request_param_err'],
      [{ ...good, code: 'bo-3', titles: { CN: '只有中文' } }, 'request_param_err'],
      [{ ...good, code: 'bo-3', target: -1 }, 'request_param_err'],
    ];
    for (const [mission, code] of bad) {
      const r = await staff('POST', '/backoffice/api/missions', { mission, reason: 'bad' });
      expect(r.body, JSON.stringify(mission)).toMatchObject({ success: false, errorCode: code });
    }
    const id = (made.body.value as TMissionRow).id;
    expect(
      (await staff('PUT', '/backoffice/api/missions', { id, mission: { ...good, kind: 'rounds' }, reason: 'x1' })).body,
    ).toMatchObject({
      success: false,
      errorCode: 'missions.invalid',
    });
    expect(
      (await staff('PUT', '/backoffice/api/missions', { id: 999_999, mission: good, reason: 'x1' })).body,
    ).toMatchObject({
      success: false,
      errorCode: 'missions.not.found',
    });
    const denied = await staff(
      'POST',
      '/backoffice/api/missions/active',
      { id, active: false, reason: 'no' },
      supportToken,
    );
    expect(denied.body.success).toBe(false);
    expect(unseen(await snapshot(t.database))).toBe(before);
    const list = await staff('GET', '/backoffice/api/missions', undefined, supportToken);
    expect((list.body.value as { missions: TMissionRow[] }).missions.some((x) => x.id === id)).toBe(true);
    const off = await staff('POST', '/backoffice/api/missions/active', { id, active: false, reason: 'season over' });
    expect(off.body.value).toMatchObject({ id, active: false });
    const audit = await sqlRows<{ action: string }>(
      t,
      sql`SELECT action FROM audit_log WHERE target_id = ${String(id)} AND action LIKE 'missions.%' ORDER BY id`,
    );
    expect(audit.map((a) => a.action)).toEqual(['missions.created', 'missions.deactivated']);
  });
});
