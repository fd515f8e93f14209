import type { TPlayStop } from '@app/contracts/calls/backoffice-rg';
import type { TRgState } from '@app/contracts/calls/rg';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, snapshot, type TestApp } from '../../../test/helpers.ts';
import { expectConservation } from '../../../test/wallet.ts';
import { auditLog } from '../../db/schema/index.ts';
import { makeStaff, signInStaff } from '../staff/test-helpers.ts';
import type { Brand } from '../system/brand-types.ts';
import type { VendorClient } from '../vendor-api/client.ts';
import { id, playerWithSession, TEST_VENDOR, vendorApiSetup } from '../vendor-api/test-helpers.ts';

// Operator controls (issue 20 item 5): disable on demand for the brand, a vendor, a game or a member,
// taking effect at the next stake (wins still land) and at launch; staff lower a member's limits and
// never raise them; each act with a reason in the audit log, and the role policy checked on the server.

let t: TestApp;
let brand: Brand;
let client: VendorClient;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  ({ brand, client } = await vendorApiSetup(t));
  for (const role of ['risk', 'support', 'finance'] as const) {
    tokens[role] = await signInStaff(t, await makeStaff(t, { role }));
  }
});
afterAll(() => t.close());
afterEach(() => expectConservation(t.database));

const GAME = `${TEST_VENDOR}_0003`;
const post = (url: string, payload: Record<string, unknown>, role = 'risk') =>
  call(t.app, { method: 'POST', url, token: tokens[role], payload, headers: { 'user-agent': 'vitest' } });
const get = (url: string, role = 'risk') => call(t.app, { method: 'GET', url, token: tokens[role] });
const stop = (scope: string, subject: string, reason = 'complaint under review') =>
  post('/backoffice/api/rg/stops', { scope, subject, reason });
const resume = (stopId: number) => post('/backoffice/api/rg/stops/resume', { id: stopId, reason: 'review done' });
type Session = { sessionId: string; playerId: string };
const bet = (s: Session, amount = 100, roundId = id('r')) =>
  client.bet({ ...s, transactionId: id('bet'), roundId, amount, currency: 'PHP' });
const launch = (token: string) =>
  call(t.app, { method: 'GET', url: `/wps/game/launchGame?vassalage=${TEST_VENDOR}&gameCode=${GAME}`, token });

async function lastAudit(action: string) {
  const [row] = await t.app.deps.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.brandId, brand.id), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

describe('disable on demand', () => {
  for (const [scope, subject, code] of [
    ['game', `${TEST_VENDOR}/${GAME}`, 'vendor.closed'],
    ['vendor', TEST_VENDOR, 'vendor.closed'],
    ['brand', '', 'vendor.closed'],
  ] as const) {
    it(`a stopped ${scope} refuses the next stake and the launch; a win still lands; resuming lets play go on`, async () => {
      const p = await playerWithSession(t, client, brand, { amount: 10_000 });
      const round = id('r');
      expect((await bet(p.session, 500, round)).ok).toBe(true);
      const made = await stop(scope, subject);
      expect(made.body.success, JSON.stringify(made.body)).toBe(true);
      const s = made.body.value as TPlayStop;
      expect(s).toMatchObject({ scope, subject, reason: 'complaint under review' });
      expect(await bet(p.session)).toMatchObject({ ok: false, errorCode: code });
      expect((await launch(p.token)).body).toMatchObject({ success: false, errorCode: 'play.stopped' });
      const win = await client.win({
        ...p.session,
        transactionId: id('win'),
        roundId: round,
        amount: 700,
        currency: 'PHP',
      });
      expect(win.ok, win.raw).toBe(true);
      expect(await lastAudit('play.stop')).toMatchObject({
        actorKind: 'staff',
        role: 'risk',
        reason: 'complaint under review',
      });

      const listed = await get('/backoffice/api/rg/stops', 'support');
      expect((listed.body.value as { list: TPlayStop[] }).list.map((x) => x.id)).toContain(s.id);
      const after = await resume(s.id);
      expect((after.body.value as { list: TPlayStop[] }).list.map((x) => x.id)).not.toContain(s.id);
      expect((await bet(p.session)).ok).toBe(true);
      expect(await lastAudit('play.resume')).toMatchObject({ reason: 'review done' });
    });
  }

  it('a stopped member cannot stake or launch; other members play on', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    const other = await playerWithSession(t, client, brand, { amount: 10_000 });
    const made = await stop('member', p.member.username);
    expect(made.body.success, JSON.stringify(made.body)).toBe(true);
    expect(await bet(p.session)).toMatchObject({ ok: false, errorCode: 'vendor.player.restricted' });
    expect((await launch(p.token)).body).toMatchObject({ success: false, errorCode: 'play.stopped' });
    expect((await bet(other.session)).ok).toBe(true);
    await resume((made.body.value as TPlayStop).id);
  });

  it('refuses a second stop of the same subject, an unknown subject, no reason and the wrong roles, changing nothing', async () => {
    const first = await stop('vendor', TEST_VENDOR);
    const before = await snapshot(t.database);
    expect((await stop('vendor', TEST_VENDOR)).body).toMatchObject({ success: false, errorCode: 'rg.stop.exists' });
    expect((await stop('vendor', 'NOPE')).body).toMatchObject({ success: false, errorCode: 'rg.stop.subject' });
    expect((await stop('game', `${TEST_VENDOR}/missing`)).body).toMatchObject({ errorCode: 'rg.stop.subject' });
    expect((await stop('member', 'nobody-here')).body).toMatchObject({ errorCode: 'rg.member.not.found' });
    const noReason = await post('/backoffice/api/rg/stops', { scope: 'brand', subject: '', reason: ' ' });
    expect(noReason.res.statusCode).toBe(400);
    const badScope = await post('/backoffice/api/rg/stops', { scope: 'planet', subject: '', reason: 'why not' });
    expect(badScope.res.statusCode).toBe(400);
    const support = await post('/backoffice/api/rg/stops', { scope: 'brand', subject: '', reason: 'x y' }, 'support');
    expect(support.res.statusCode).toBe(403);
    const finance = await get('/backoffice/api/rg/stops', 'finance');
    expect(finance.res.statusCode).toBe(403);
    expect((await resume(999_999)).body).toMatchObject({ success: false, errorCode: 'rg.stop.not.found' });
    // Staff sessions are touched by every call; nothing else changed.
    const strip = (s: string) =>
      s
        .split('\n')
        .filter((l) => !l.startsWith('staff_sessions:'))
        .join('\n');
    expect(strip(await snapshot(t.database))).toBe(strip(before));
    await resume((first.body.value as TPlayStop).id);
  });
});

describe("a member's limits in the back office", () => {
  it('staff lower a limit at once (dropping a waiting raise) and are refused a raise', async () => {
    const p = await playerWithSession(t, client, brand, { amount: 10_000 });
    await call(t.app, {
      method: 'POST',
      url: '/wps/member/rg/limits',
      token: p.token,
      payload: { kind: 'wager', day: 100, week: null, month: null },
    });
    // The member asks for 500 (waits 24 hours).
    await call(t.app, {
      method: 'POST',
      url: '/wps/member/rg/limits',
      token: p.token,
      payload: { kind: 'wager', day: 500, week: null, month: null },
    });
    const lower = await post('/backoffice/api/rg/member/limit', {
      username: p.member.username,
      kind: 'wager',
      period: 'day',
      amount: 20,
      reason: 'signs of harm reported',
    });
    expect(lower.body.success, JSON.stringify(lower.body)).toBe(true);
    const state = (lower.body.value as { state: TRgState }).state;
    expect(state.limits.find((l) => l.kind === 'wager' && l.period === 'day')).toMatchObject({
      amount: 20,
      pending: null,
    });
    expect(await bet(p.session, 2_001)).toMatchObject({ ok: false, errorCode: 'vendor.player.limit' });
    expect(await lastAudit('rg.limits.lower')).toMatchObject({ actorKind: 'staff', reason: 'signs of harm reported' });

    const before = await snapshot(t.database);
    const raise = await post('/backoffice/api/rg/member/limit', {
      username: p.member.username,
      kind: 'wager',
      period: 'day',
      amount: 30,
      reason: 'member asked',
    });
    expect(raise.body).toMatchObject({ success: false, errorCode: 'rg.operator.raise' });
    const noReason = await post('/backoffice/api/rg/member/limit', {
      username: p.member.username,
      kind: 'wager',
      period: 'day',
      amount: 10,
      reason: '',
    });
    expect(noReason.res.statusCode).toBe(400);
    const readOnly = await post(
      '/backoffice/api/rg/member/limit',
      { username: p.member.username, kind: 'wager', period: 'day', amount: 10, reason: 'x y' },
      'support',
    );
    expect(readOnly.res.statusCode).toBe(403);
    const strip = (s: string) =>
      s
        .split('\n')
        .filter((l) => !l.startsWith('staff_sessions:'))
        .join('\n');
    expect(strip(await snapshot(t.database))).toBe(strip(before));

    // Support reads the member's state.
    const seen = await get(`/backoffice/api/rg/member?username=${p.member.username}`, 'support');
    expect((seen.body.value as { username: string }).username).toBe(p.member.username);
  });

  it('staff set a limit where the member had none', async () => {
    const p = await playerWithSession(t, client, brand, {});
    const set = await post('/backoffice/api/rg/member/limit', {
      username: p.member.username,
      kind: 'deposit',
      period: 'month',
      amount: 1000,
      reason: 'affordability check',
    });
    const state = (set.body.value as { state: TRgState }).state;
    expect(state.limits.find((l) => l.kind === 'deposit' && l.period === 'month')?.amount).toBe(1000);
  });
});
